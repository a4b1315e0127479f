import SwiftSyntax

/// What a view the sources do not declare is given (docs/swiftui.md, "Views of a package"): a
/// design system's `OnboardingView(title: "Welcome", areas: [Area(title: "…")], actionText:
/// "Next") { … }` shows texts and views its caller writes, though how is the package's. The
/// views of its content closures are expanded as any view's, and each text it is given that
/// is a key (a literal the tables define, `PackageLiterals`, or a lookup) is an element of
/// its own whose role is unknown: it is read, so transcripts show it in the locale, but no
/// rule asks it for a role, a heading or a size the package decides.
extension ViewExpander {
  /// The elements a package's view is given, in a column with the view's modifiers; nil when
  /// it is given none.
  func packageView(_ name: String, _ call: FunctionCallExprSyntax, in scope: ViewScope) -> [Element]? {
    let given = givenElements(call, in: scope)
    guard !given.isEmpty else { return nil }
    let location = scope.source.location(of: Syntax(call))
    _ = opaque(
      name, at: Syntax(call), in: scope,
      note:
        "'\(name)' is not declared in the sources; of its content only the texts and views it is given are known"
    )
    var column = Element(id: "", location: location)
    column.axis = .vertical
    column.elements = given
    column.notFollowed = NotFollowed(name: name, why: .notInSources)
    if let size = Self.titleTextSize(name), let first = column.elements.indices.first,
      column.elements[first].text != nil, column.elements[first].role == nil
    {
      // A design system's title text: its text is shown as a title's, as a font of the same
      // token is (`TitleStyles`), and read as a text.
      column.elements[first].role = .text
      column.elements[first].layout.sizeIsUnknown = true
      column.elements[first].layout.titleSize = size
    }
    return [column]
  }

  /// The size a package's text view counts as among titles: a view named as a text view
  /// (`Vocabulary.textViewWords`) after a word that is a title token (`DisplayText`,
  /// `HeadingBoldLabel`, `H1Text`); nil for others (`BodyText`, `SubtitleText`, `TitleBar`).
  static func titleTextSize(_ name: String) -> Double? {
    guard let word = Vocabulary.textViewWords.first(where: { name.hasSuffix($0) }), name.count > word.count
    else {
      return nil
    }
    let stem = String(name.dropLast(word.count))
    return Vocabulary.titleTokenSizes.compactMap { token, size in
      TitleStyles.startsWord(token, in: stem) ? size : nil
    }.max()
  }

  /// The texts and views of a call's arguments and closures, in order.
  private func givenElements(_ call: FunctionCallExprSyntax, in scope: ViewScope) -> [Element] {
    var result = call.arguments.flatMap { given($0.expression, in: scope) }
    if let trailing = call.trailingClosure { result += given(ExprSyntax(trailing), in: scope) }
    for extra in call.additionalTrailingClosures { result += given(ExprSyntax(extra.closure), in: scope) }
    return result
  }

  private func given(_ expression: ExprSyntax, in scope: ViewScope) -> [Element] {
    if let closure = expression.as(ClosureExprSyntax.self) {
      return isContent(closure, in: scope) ? elements(of: closure.statements, in: scope) : []
    }
    if let array = expression.as(ArrayExprSyntax.self) {
      return array.elements.flatMap { given($0.expression, in: scope) }
    }
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      let location = scope.source.location(of: Syntax(literal))
      guard let use = uses[location], !use.key.isEmpty else { return [] }
      return [givenText(FlowText(key: use.key, table: use.table, location: location))]
    }
    if let call = InnerPagers.viewCall(expression), let name = InnerPagers.calledName(call),
      declarations[name] != nil || SwiftUIViews.view(named: name) != nil
    {
      // `Text("…")` or a view of the sources, given as a value.
      return elements(of: expression, in: scope)
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      PackageLiterals.typeName(call.calledExpression) != nil
        || PackageLiterals.functionName(call.calledExpression) != nil
    {
      // `Area(title: "…", description: "…")`, `NSLocalizedString("…", comment: "")`, an
      // app's `t("…")`: the literals they are given that are keys.
      return givenElements(call, in: scope)
    }
    guard !expression.is(FunctionCallExprSyntax.self) else { return [] }
    let text = self.text(expression, in: scope)
    return text.key == nil ? [] : [givenText(text)]
  }

  /// A text a package shows, with its role unknown: how it is read (a heading, a button's
  /// title, one stop or part of one) is the package's, so no rule about labels reports on it.
  private func givenText(_ text: FlowText) -> Element {
    var element = Element(id: "", location: text.location)
    element.text = text
    element.ignore = Self.labelRules
    return element
  }

  private static let labelRules = [
    "label.missing", "label.unresolved", "label.contains-trait", "label.duplicate", "label.name-mismatch",
  ]

  /// A closure of views (`content: { VStack { … } }`, `icon: { Image(…) }`), not an action:
  /// it takes no parameters and each of its statements is a view.
  private func isContent(_ closure: ClosureExprSyntax, in scope: ViewScope) -> Bool {
    guard closure.signature == nil else { return false }
    let expressions = FlowPages.expressions(closure.statements)
    return !expressions.isEmpty && expressions.count == closure.statements.count
      && expressions.allSatisfy { isViewExpression($0, in: scope) }
  }

  private func isViewExpression(_ expression: ExprSyntax, in scope: ViewScope) -> Bool {
    if let branch = expression.as(IfExprSyntax.self) {
      return FlowPages.expressions(branch.body.statements).allSatisfy { isViewExpression($0, in: scope) }
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return scope.view?.members[reference.baseName.text] != nil
        || scope.bindings[reference.baseName.text] != nil
    }
    guard let call = InnerPagers.viewCall(expression), let name = InnerPagers.calledName(call),
      let first = name.unicodeScalars.first
    else { return false }
    if declarations[name] != nil || SwiftUIViews.view(named: name) != nil { return true }
    // A method of the view that makes views (`Backdrop { layers() }`).
    if scope.view?.members[name] != nil { return true }
    return first.properties.isUppercase && !["Task", "DispatchQueue"].contains(name)
  }
}
