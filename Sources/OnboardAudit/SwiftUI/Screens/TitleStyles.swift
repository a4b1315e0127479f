import SwiftSyntax

/// Which text styles are a title's (docs/swiftui.md, "Titles"): the one place that decides.
/// A style is a title's when its size is known and at least that of Apple's `title2`, or when
/// the code names it only by a design system's token whose name says title (`headingMDBold`).
enum TitleStyles {
  /// The smallest point size of a title's style: Apple's `title2` at the default size.
  static let smallestSize = 22.0

  /// What a font expression says of the text's style: its point size where the code fixes it,
  /// else the size a title token counts as when titles are ranked.
  struct Style: Equatable {
    var size: Double?
    var titleSize: Double?
  }

  /// The style a font is: Apple's text styles and `.system(size:)`, a font the sources declare
  /// (`extension Font { static let heading = Font.system(size: 30) }`, a `static func` that
  /// returns one), read through its declaration, else the title token its name has. Nil when
  /// the code says nothing the tool knows.
  static func style(ofFont expression: ExprSyntax, in scope: ViewScope, depth: Int = 0) -> Style? {
    if depth < 8, let ternary = Ternary(expression),
      let holds = EnvironmentBranches.holds(ternary.condition, in: scope)
    {
      // The font of the environment read (`dynamicTypeSize.isAccessibilitySize ? … : .title2`).
      return style(ofFont: holds ? ternary.then : ternary.otherwise, in: scope, depth: depth + 1)
    }
    if let size = ViewExpander.fontSize(expression, in: scope) { return Style(size: size) }
    if depth < 8, let (declared, inner) = DeclaredStyles.font(expression, in: scope),
      let style = style(ofFont: declared, in: inner, depth: depth + 1)
    {
      return style
    }
    return titleToken(in: Syntax(expression)).map { Style(titleSize: $0) }
  }

  /// The size a text counts as among a screen's titles; nil when its style is no title's.
  static func titleSize(of element: Element) -> Double? {
    if let size = element.fontSize, size >= smallestSize { return size }
    return element.layout.titleSize
  }

  /// The largest size the title tokens among the names of `node` count as: a name has a token
  /// where a word of it starts (`headingMDBold`, `sectionTitle`, `H1`; not `subtitle`).
  static func titleToken(in node: Syntax) -> Double? {
    var best: Double?
    for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
      for (word, size) in Vocabulary.titleTokenSizes where startsWord(word, in: token.text) {
        best = max(best ?? 0, size)
      }
    }
    return best
  }

  /// Whether `word` is a word of `name`: it starts where a word does and ends where one ends.
  static func startsWord(_ word: String, in name: String) -> Bool {
    let characters = Array(name)
    let wanted = Array(word)
    guard characters.count >= wanted.count else { return false }
    for start in 0...(characters.count - wanted.count) {
      let atWord =
        start == 0 || characters[start].isUppercase || characters[start - 1] == "_"
        || (characters[start - 1].isNumber && !characters[start].isNumber)
      guard atWord else { continue }
      let slice = characters[start..<start + wanted.count]
      guard slice.first?.lowercased() == wanted.first?.lowercased(),
        slice.dropFirst().elementsEqual(wanted.dropFirst())
      else { continue }
      // The word ends there: the name goes on with a new word, a digit or nothing.
      let end = start + wanted.count
      if end == characters.count || characters[end].isUppercase || characters[end].isNumber
        || characters[end] == "_" || wanted.last?.isNumber == true
      {
        return true
      }
    }
    return false
  }
}

extension ViewExpander {
  /// `.navigationTitle(…)`, `.navigationBarTitle(…)` and `.navigationBarTitle(_:displayMode:)`:
  /// the screen's title, shown by the navigation bar above the content and read as a heading.
  func navigationTitle(_ name: String, _ call: FunctionCallExprSyntax, in scope: ViewScope) -> Element? {
    guard Vocabulary.navigationTitles.contains(name) else { return nil }
    var element = Element(id: "", role: .text, location: Self.location(of: call, in: scope))
    guard let first = call.arguments.first, first.label == nil else { return nil }
    if let text = first.expression.as(FunctionCallExprSyntax.self),
      text.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text"
    {
      element.text = titleText(text, in: scope)
    } else {
      element.text = titleText(call, in: scope)
    }
    // `.navigationBarTitle("")` hides the bar's title.
    guard let text = element.text, text.literal?.isEmpty != true, text.key?.isEmpty != true else {
      return nil
    }
    element.traits = [.header]
    return element
  }
}
