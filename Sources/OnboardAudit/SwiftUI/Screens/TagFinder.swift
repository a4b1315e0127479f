import SwiftSyntax

/// The `.tag(value)` calls of a picker's content, in order, and how a tag and a declared value
/// are compared: as the case they name (`.daily` and `Frequency.daily` alike), else as written.
enum TagFinder {
  static func tags(in closure: ClosureExprSyntax) -> [ExprSyntax] {
    let finder = CallFinder(names: ["tag"], viewMode: .sourceAccurate)
    finder.walk(closure)
    return finder.found.compactMap { $0.arguments.first?.expression }
  }

  static func caseText(_ expression: ExprSyntax) -> String {
    ViewValues.caseName(expression) ?? expression.trimmedDescription
  }
}
