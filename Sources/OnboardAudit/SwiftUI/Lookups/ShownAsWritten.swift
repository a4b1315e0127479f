import SwiftSyntax

extension ViewExpander {
  /// Notes a literal that a view shows as written, once, at the literal: the `String` a
  /// view's title argument stands for (`Text(page.title)` where `page` is a literal item of a
  /// fixed array and `Page` declares `title` a `String`), or any literal that `Text(verbatim:)`
  /// is given through a name. A literal written in place is the file reader's to report; a
  /// literal whose type the sources do not fix (a key, perhaps) is not reported.
  func noteShownAsWritten(_ argument: ExprSyntax, of call: FunctionCallExprSyntax, in scope: ViewScope) {
    let isVerbatim = call.arguments.first?.label?.text == "verbatim"
    guard isVerbatim || call.arguments.first?.label == nil, !argument.is(StringLiteralExprSyntax.self),
      let (value, inner) = ViewValues.resolve(argument, in: scope),
      let literal = value.as(StringLiteralExprSyntax.self),
      literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
    else { return }
    let location = inner.source.location(of: Syntax(literal))
    guard shownAsWritten[location] == nil, uses[location] == nil,
      isVerbatim || stringLiterals.contains(location)
    else { return }
    let text = StringLiteralText.plain(literal)
    guard text.unicodeScalars.contains(where: \.properties.isAlphabetic) else { return }
    let label = isVerbatim ? "verbatim: " : ""
    shownAsWritten[location] = HardcodedText(
      text: text, call: "\(call.calledExpression.trimmedDescription)(\(label)\(argument.trimmedDescription))",
      location: location)
  }
}

extension SwiftSources {
  /// Adds text shown as written to the files it is written in.
  mutating func add(_ shown: [HardcodedText]) {
    guard !shown.isEmpty else { return }
    let byFile = Dictionary(grouping: shown, by: \.location.file)
    for index in files.indices {
      guard let added = byFile[files[index].path] else { continue }
      files[index].hardcoded += added
    }
  }
}
