import Foundation
import SwiftOperators
import SwiftSyntax

/// Operator sequences as the compiler folds them, with swift-syntax's `SwiftOperators` and
/// the standard library's operators: the parser leaves `a ?? b ?? c` and `self.x = a ?? b` as
/// flat sequences, and the precedence and associativity of each operator make them a tree
/// (`a ?? (b ?? c)`, `self.x = (a ?? b)`).
///
/// The whole file is folded once (the tokens stay as they are, so every position and every
/// location read from the folded tree is the file's), and a sequence is looked up in it by
/// its place.
enum FoldedOperators {
  /// One operator and its two operands, in the file's tree.
  struct Infix {
    var leftOperand: ExprSyntax
    var `operator`: ExprSyntax
    var rightOperand: ExprSyntax
  }

  /// The expression as one operator and its two operands: itself when already folded, else
  /// the sequence it is, folded; nil for anything else, or a sequence that does not fold. A
  /// sequence of one binary operator or `=` is that already; only a longer one is folded.
  static func infix(_ expression: ExprSyntax) -> Infix? {
    if let infix = expression.as(InfixOperatorExprSyntax.self) {
      return Infix(leftOperand: infix.leftOperand, operator: infix.operator, rightOperand: infix.rightOperand)
    }
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
    let parts = Array(sequence.elements)
    if parts.count == 3, parts[1].is(BinaryOperatorExprSyntax.self) || parts[1].is(AssignmentExprSyntax.self)
    {
      return Infix(leftOperand: parts[0], operator: parts[1], rightOperand: parts[2])
    }
    guard let infix = folded(sequence)?.as(InfixOperatorExprSyntax.self) else { return nil }
    return Infix(leftOperand: infix.leftOperand, operator: infix.operator, rightOperand: infix.rightOperand)
  }

  /// The expression a sequence folds to, in the folded tree of its file.
  static func folded(_ sequence: SequenceExprSyntax) -> ExprSyntax? {
    let tree = trees.folded(Syntax(sequence).root)
    let start = sequence.positionAfterSkippingLeadingTrivia
    let end = sequence.endPositionBeforeTrailingTrivia
    guard let token = tree.token(at: start) else { return nil }
    var node = Syntax(token)
    var found: ExprSyntax?
    while let parent = node.parent, parent.positionAfterSkippingLeadingTrivia == start,
      parent.endPositionBeforeTrailingTrivia <= end
    {
      node = parent
      if node.endPositionBeforeTrailingTrivia == end, let expression = node.as(ExprSyntax.self),
        !expression.is(SequenceExprSyntax.self)
      {
        found = expression
      }
    }
    return found
  }

  private static let trees = FoldedTrees()

  /// The folded trees of the files read last, by their unfolded tree: a file's sequences are
  /// read while it is expanded, so a few are kept.
  private final class FoldedTrees: @unchecked Sendable {
    private let lock = NSLock()
    private var trees: [(root: SyntaxIdentifier, folded: Syntax)] = []
    private static let kept = 32

    func folded(_ root: Syntax) -> Syntax {
      lock.lock()
      if let found = trees.first(where: { $0.root == root.id }) {
        lock.unlock()
        return found.folded
      }
      lock.unlock()
      // A custom operator the table does not know leaves its sequence unfolded.
      let folded = OperatorTable.standardOperators.foldAll(root) { _ in }
      lock.lock()
      defer { lock.unlock() }
      trees.append((root.id, folded))
      if trees.count > Self.kept { trees.removeFirst() }
      return folded
    }
  }
}
