import SwiftSyntax

extension ViewExpander {
  /// `Text(isLast ? L10n.done : L10n.next)`: text the code chooses at run time between texts it
  /// fixes. Which one shows is not known, so the text stays unknown and no rule reports on it;
  /// it keeps the texts it is one of, so that transcripts show them in the locale, never the
  /// Swift code. (Each branch's key is a use wherever the view expects text.) Nil when the
  /// expression is no such choice or a branch's text is not known.
  func chosenText(_ value: ExprSyntax, table: String?, in scope: ViewScope) -> FlowText? {
    guard let ternary = Ternary(value), let sequence = value.as(SequenceExprSyntax.self),
      sequence.elements.filter({ $0.is(UnresolvedTernaryExprSyntax.self) }).count == 1
    else { return nil }
    let branches = [ternary.then, ternary.otherwise].map { text($0, table: table, in: scope) }
    guard let texts = Self.choice(of: branches) else { return nil }
    var chosen = unknownText(value, in: scope)
    // The code that chooses, on one line.
    chosen.expression = chosen.expression?.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    chosen.oneOf = texts
    return chosen
  }

  /// The texts a choice is one of, its branches' own choices flattened; nil when one branch's
  /// text is not known.
  static func choice(of branches: [FlowText]) -> [FlowText]? {
    var texts: [FlowText] = []
    for shown in branches {
      if !shown.oneOf.isEmpty {
        texts += shown.oneOf
      } else if shown.expression == nil {
        texts.append(shown)
      } else {
        return nil
      }
    }
    return texts
  }
}
