import SwiftSyntax

/// The config's hints for what the sources do not declare (docs/swiftui.md, "Hints"): a
/// package's view given a role in `components` is read as the SwiftUI view of that role, and
/// a `container` shows the views it is given; a text under one of `titleStyles` is a title
/// candidate. A view the sources declare is never hinted: the expander asks the declarations
/// first.
extension ViewExpander {
  /// The SwiftUI view each role reads a package's view as.
  static let hintedViews: [ComponentRole: String] = [
    .text: "Text", .button: "Button", .link: "Link", .toggle: "Toggle", .textField: "TextField",
    .image: "Image",
  ]

  /// The size a title style gives the texts under it: `.title`'s, at the default size.
  static let titleStyleSize = 28.0

  /// A package's view that a hint gives a role.
  func hinted(_ role: ComponentRole, _ call: FunctionCallExprSyntax, in scope: ViewScope) -> [Element] {
    let location = scope.source.location(of: Syntax(call))
    guard let name = Self.hintedViews[role], let known = SwiftUIViews.view(named: name) else {
      // A container: a column of the views its closures show, in order.
      var column = Element(id: "", location: location)
      column.axis = .vertical
      var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
      closures += [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
      column.elements = closures.filter { $0.signature == nil }.flatMap {
        elements(of: $0.statements, in: scope)
      }
      return [column]
    }
    return builtIn(known, named: name, call, at: location, in: scope)
  }

  /// Whether a modifier is one of the config's `titleStyles`: `styleGuide(.title2)` as
  /// written (white space aside), `onboardingTitleStyle` whatever its arguments, or a font
  /// (`.font(.compound.headingLG)`, `.font(Font.compound.headingLG)`) by its token.
  func isTitleStyle(_ name: String, _ call: FunctionCallExprSyntax) -> Bool {
    guard !hints.titleStyles.isEmpty else { return false }
    let arguments = call.arguments.trimmedDescription.filter { !$0.isWhitespace }
    let written = "\(name)(\(arguments))"
    var font: String?
    if name == "font", let first = call.arguments.first?.expression.trimmedDescription {
      font =
        first.hasPrefix("Font.")
        ? String(first.dropFirst(5)) : first.hasPrefix(".") ? String(first.dropFirst()) : first
    }
    return hints.titleStyles.contains { style in
      let style = style.filter { !$0.isWhitespace }
      return style == written || style == name || style == font
    }
  }

  /// The texts under a title style that no font of their own sizes (an inner `.font` wins,
  /// as in SwiftUI).
  static func markTitleStyle(_ element: inout Element) {
    if element.fontSize == nil { element.fontSize = titleStyleSize }
    for index in element.elements.indices where element.elements[index].fontSize == nil {
      markTitleStyle(&element.elements[index])
    }
  }
}
