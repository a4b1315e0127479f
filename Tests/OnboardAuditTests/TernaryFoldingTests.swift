import SwiftParser
import SwiftSyntax
import Testing

@testable import OnboardAudit

/// A conditional's branches as the compiler folds its operators (docs/swiftui.md, "The
/// declaration index"): operators that bind tighter than `? :` after its `:` belong to the
/// branch, so `a ? b : c ?? d` chooses between `b` and `c ?? d`, never `d`.
@Suite("Conditionals folded as the compiler folds them")
struct TernaryFoldingTests {
  /// The conditional that is the initial value of `let chosen = …`.
  private static func ternary(_ expression: String) throws -> Ternary {
    let tree = Parser.parse(source: "let chosen = \(expression)\n")
    let binding = try #require(
      tree.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value)
    return try #require(Ternary(binding))
  }

  @Test(arguments: [
    ("isReturning ? welcomeBack : nickname ?? guestName", "welcomeBack", "nickname ?? guestName"),
    ("isLast ? \"Done\" : \"Step \" + label", "\"Done\"", "\"Step \" + label"),
    ("ready && !paused ? start : wait", "start", "wait"),
    ("first ? one : second ? two : three", "one", "three"),
  ])
  func theBranchesAreTheFoldedOperands(expression: String, then: String, otherwise: String) throws {
    let found = try Self.ternary(expression)
    #expect(found.then.trimmedDescription == then)
    #expect(found.otherwise.trimmedDescription == otherwise)
  }

  /// The branch keeps the file's positions, so what is read in it is located in the file.
  @Test func theFoldedBranchKeepsItsPlace() throws {
    let found = try Self.ternary("isReturning ? welcomeBack : nickname ?? guestName")
    #expect(found.otherwise.positionAfterSkippingLeadingTrivia.utf8Offset == 41)
  }
}
