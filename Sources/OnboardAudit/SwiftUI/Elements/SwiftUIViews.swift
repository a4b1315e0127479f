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
    for (kind, titled, names) in Vocabulary.appleViews {
      for name in names { table[name] = View(kind: kind, titled: titled) }
    }
    return table
  }()
}
