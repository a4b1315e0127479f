import Testing

@testable import OnboardAudit

@Suite("FormatString, Java syntax") struct JavaFormatStringTests {
  @Test(
    arguments: [
      ("%s", Placeholder.Kind.object, 1),
      ("%1$s", .object, 1),
      ("%2$d", .integer(width: ""), 2),
      ("%,d", .integer(width: ""), 1),
      ("%-10s", .object, 1),
      ("%.2f", .float, 1),
      ("%e", .float, 1),
      ("%x", .integer(width: ""), 1),
      ("%b", .object, 1),
      ("%c", .character, 1),
      ("%tY", .dateTime, 1),
    ] as [(String, Placeholder.Kind, Int)])
  func readsOnePlaceholder(_ item: (String, Placeholder.Kind, Int)) throws {
    let format = FormatString(item.0, syntax: .java)
    #expect(format.problems.isEmpty)
    let placeholder = try #require(format.placeholders.first)
    #expect(placeholder.kind == item.1)
    #expect(placeholder.argument == item.2)
    #expect(placeholder.spec == item.0)
  }

  @Test func lineBreakAndPercentReadNothing() {
    let format = FormatString("50%% done%nnext", syntax: .java)
    #expect(format.placeholders.isEmpty && format.problems.isEmpty && format.isFormat)
  }

  @Test func previousArgumentAndMixedIndices() {
    let format = FormatString("%s and %<s, then %2$d and %s", syntax: .java)
    #expect(format.problems.isEmpty)
    #expect(format.placeholders.map(\.argument) == [1, 1, 2, 2])
  }

  @Test(arguments: ["%@ saved", "%ld files", "100%", "%q", "%<s first"])
  func rejectsWhatJavaRejects(_ text: String) {
    #expect(!FormatString(text, syntax: .java).problems.isEmpty)
  }

  @Test func stringMayStandForAnyArgumentButNotTheOtherWayRound() {
    let source = FormatString("%1$s has %2$d", syntax: .java)
    let loose = FormatString("%1$s a %2$s", syntax: .java)
    let strict = FormatString("%1$d a %2$d", syntax: .java)
    #expect(
      FormatMismatchRule.differences(expected: source, actual: loose, mayOmit: .nothing, syntax: .java)
        .isEmpty)
    #expect(
      FormatMismatchRule.differences(expected: source, actual: strict, mayOmit: .nothing, syntax: .java).count
        == 1)
  }
}
