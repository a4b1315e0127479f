/// SwiftUI's views that the reader knows (docs/swiftui.md): what each becomes in the derived
/// flow, and whether its first unlabelled argument, written as a literal, is a
/// `LocalizedStringKey` (and, written as a `String` value, is shown as it is). A view not in
/// this table and not in the sources is one element whose content is unknown.
enum SwiftUIViews {
  /// What a view becomes in the derived flow.
  enum Kind: Equatable {
    /// A text element (`Text`, and `Label`, read by its title).
    case text
    case label
    case image
    /// A control: a button, a link or a toggle.
    case control(Role)
    case textField
    /// A control VoiceOver adjusts (`Slider`, `Stepper`, `DatePicker`).
    case adjustable
    case forEach
    /// A container of views along an axis.
    case container(StackAxis)
    case spacer
    /// Shapes, colours, dividers: nothing VoiceOver reads or a user acts on.
    case nothing
    /// `AnyView(content)`: its content.
    case content
  }

  struct View {
    var kind: Kind
    var titled: Bool
  }

  static func view(named name: String) -> View? { table[name] }

  /// The views whose first unlabelled argument is a key.
  static let titledViews: Set<String> = Set(table.filter(\.value.titled).keys)

  private static let table: [String: View] = {
    var table: [String: View] = [:]
    func add(_ kind: Kind, titled: Bool, _ names: [String]) {
      for name in names { table[name] = View(kind: kind, titled: titled) }
    }
    add(.text, titled: true, ["Text", "LabeledContent", "ContentUnavailableView", "Gauge"])
    add(.label, titled: true, ["Label"])
    add(.image, titled: false, ["Image"])
    add(
      .control(.button), titled: true,
      ["Button", "NavigationLink", "Picker", "Menu", "ShareLink", "DisclosureGroup"])
    add(.control(.link), titled: true, ["Link"])
    add(.control(.toggle), titled: true, ["Toggle"])
    add(.textField, titled: true, ["TextField", "SecureField"])
    add(.textField, titled: false, ["TextEditor"])
    add(.adjustable, titled: true, ["Slider", "Stepper", "DatePicker", "ColorPicker"])
    add(.forEach, titled: false, ["ForEach"])
    add(
      .container(.vertical), titled: true,
      ["Section", "GroupBox", "Tab", "TableColumn", "WindowGroup", "Window", "CommandMenu"])
    add(
      .container(.vertical), titled: false,
      [
        "VStack", "LazyVStack", "VStackLayout", "List", "Form", "ScrollView", "NavigationStack",
        "NavigationView",
        "NavigationSplitView", "GeometryReader", "ViewThatFits", "Group", "TabView", "LazyVGrid", "Grid",
        "ScrollViewReader", "ToolbarItem", "ToolbarItemGroup",
      ])
    add(
      .container(.horizontal), titled: false,
      ["HStack", "LazyHStack", "HStackLayout", "LazyHGrid", "GridRow"])
    add(.container(.overlay), titled: false, ["ZStack", "ZStackLayout"])
    add(.spacer, titled: false, ["Spacer"])
    add(.nothing, titled: true, ["ProgressView"])
    add(
      .nothing, titled: false,
      [
        "Divider", "Color", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule",
        "Ellipse", "EmptyView", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
        "MeshGradient", "Path", "Canvas",
      ])
    add(.content, titled: false, ["AnyView"])
    return table
  }()
}
