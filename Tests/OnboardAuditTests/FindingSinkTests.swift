import Testing

@testable import OnboardAudit

@Suite("Finding sink")
struct FindingSinkTests {
  private static func rule(_ id: String, _ severity: Severity) -> RuleDescription {
    RuleDescription(
      id: id, defaultSeverity: severity, summary: "", rationale: "", reference: "", triggeringExamples: [],
      nonTriggeringExamples: [])
  }

  /// One sink collects the findings of several rules in turn: each finding has the rule
  /// that reported it and that rule's severity, the configured one first.
  @Test func collectsTheFindingsOfEachRuleInTurn() {
    var sink = FindingSink(rule: Self.rule("key.missing", .error), configuredSeverity: nil)
    sink.report("first", at: nil)
    sink.collect(for: Self.rule("value.empty", .warning), configuredSeverity: .note)
    sink.report("second", at: nil)
    sink.report("third", at: nil, severity: .error)
    sink.collect(for: Self.rule("text.whitespace", .warning), configuredSeverity: nil)
    sink.report("fourth", at: nil, severity: .error)
    #expect(sink.findings.map(\.message) == ["first", "second", "third", "fourth"])
    #expect(sink.findings.map(\.rule) == ["key.missing", "value.empty", "value.empty", "text.whitespace"])
    #expect(sink.findings.map(\.severity) == [.error, .note, .note, .error])
    #expect(sink.rule == "text.whitespace")
  }

  /// A message reads as the same interpolation into a `String` would: strings, numbers,
  /// substrings and characters, empty parts, a lone part, a literal alone, non-ASCII.
  @Test func messagesReadAsInterpolatedStrings() {
    let key = "onboarding.welcome.title"
    let count = 12_345
    let tail = key.split(separator: ".").last ?? ""
    let mark: Character = "é"
    var sink = FindingSink(rule: Self.rule("value.empty", .error), configuredSeverity: nil)
    sink.report(
      "value of \(quoted(key))\("") is empty in \(quoted("de")); \(count) keys, \(tail) \(mark) ✓", at: nil)
    sink.report("\(key)", at: nil)
    sink.report("plain", at: nil)
    sink.report(FindingMessage(String(repeating: "long message ", count: 10)), at: nil)
    #expect(
      sink.findings.map(\.message) == [
        "value of \"onboarding.welcome.title\" is empty in \"de\"; 12345 keys, title é ✓",
        key, "plain", String(repeating: "long message ", count: 10),
      ])
  }

  /// A finding is a value: a changed copy leaves the original as it was.
  @Test func findingIsAValue() {
    let original = Finding(rule: "value.empty", severity: .error, message: "value is empty", key: "k")
    var copy = original
    copy.message = "changed"
    copy.isKnown = true
    copy.key = nil
    #expect(original.message == "value is empty")
    #expect(!original.isKnown)
    #expect(original.key == "k")
    #expect(copy != original)
    copy.message = "value is empty"
    copy.isKnown = false
    copy.key = "k"
    #expect(copy == original)
  }

  /// A locale with more findings than one block holds (hundreds of thousands) hands them
  /// all over in the order reported, and the sink is empty afterwards.
  @Test func handsOverMoreFindingsThanABlockHolds() {
    var sink = FindingSink(rule: Self.rule("value.empty", .error), configuredSeverity: nil)
    let count = 450_000
    for number in 0..<count {
      sink.report("value of “key\(number)” is empty in “de”; write the text", at: nil)
    }
    let findings = sink.takeFindings()
    #expect(findings.count == count)
    #expect(findings.first?.message == "value of “key0” is empty in “de”; write the text")
    #expect(findings.last?.message == "value of “key449999” is empty in “de”; write the text")
    #expect(findings[209_715].message == "value of “key209715” is empty in “de”; write the text")
    #expect(findings.indices.allSatisfy { findings[$0].message.hasPrefix("value of “key\($0)”") })
    #expect(sink.takeFindings().isEmpty)
  }

  /// A copy of a sink with many findings is a value: reading or adding to one leaves the
  /// other as it was.
  @Test func copiesOfASinkWithManyFindingsAreIndependent() {
    var sink = FindingSink(rule: Self.rule("value.empty", .error), configuredSeverity: nil)
    for number in 0..<30_000 {
      sink.report("value of “key\(number)” is empty", at: nil, key: "key\(number)")
    }
    var copy = sink
    copy.report("one more", at: nil)
    #expect(sink.findings.count == 30_000)
    #expect(copy.findings.count == 30_001)
    #expect(copy.findings.last?.message == "one more")
    let taken = copy.takeFindings()
    #expect(taken.count == 30_001)
    #expect(copy.takeFindings().isEmpty)
    // Taking a copy's findings moves none of the original's, even while the two share them.
    var sharing = sink
    #expect(sharing.takeFindings().count == 30_000)
    let original = sink.takeFindings()
    #expect(original.count == 30_000)
    #expect(original.indices.allSatisfy { original[$0].key == "key\($0)" })
    #expect(original[29_999].message == "value of “key29999” is empty")
    #expect(sink.findings.isEmpty)
    // A sink let go of with findings frees them.
    var dropped: FindingSink? = FindingSink(rule: Self.rule("value.empty", .error), configuredSeverity: nil)
    for number in 0..<20_000 { dropped?.report("value \(number)", at: nil) }
    #expect(dropped?.findings.count == 20_000)
    dropped = nil
    #expect(dropped == nil)
  }

  /// The findings a sink collects for one rule in one file of one locale share what they
  /// have in common; each still reads back its own, and a change to one is its own.
  @Test func findingsOfOneOriginReadBackTheirOwn() {
    var sink = FindingSink(rule: Self.rule("value.empty", .error), configuredSeverity: nil)
    let file = "de.lproj/Localizable.strings"
    sink.report("a", at: SourceLocation(file: file, line: 1, column: 2), locale: "de", table: "T", key: "a")
    sink.report("b", at: SourceLocation(file: file, line: 2, column: 3), locale: "de", table: "T", key: "b")
    sink.report("c", at: nil, locale: "de", table: "T", key: "c")
    sink.report("d", at: SourceLocation(file: "", line: 4), locale: "fr", key: "d")
    var findings = sink.takeFindings()
    #expect(
      findings.map(\.location) == [
        SourceLocation(file: file, line: 1, column: 2), SourceLocation(file: file, line: 2, column: 3), nil,
        SourceLocation(file: "", line: 4),
      ])
    #expect(findings.map(\.locale) == ["de", "de", "de", "fr"])
    #expect(findings.map(\.table) == ["T", "T", "T", nil])
    #expect(findings.allSatisfy { $0.rule == "value.empty" })
    findings[0].rule = "text.whitespace"
    findings[0].locale = "fr"
    findings[0].table = nil
    findings[0].location?.line = 9
    #expect(findings[0].rule == "text.whitespace" && findings[0].locale == "fr" && findings[0].table == nil)
    #expect(findings[0].location == SourceLocation(file: file, line: 9, column: 2))
    #expect(findings[1].rule == "value.empty" && findings[1].locale == "de" && findings[1].table == "T")
    #expect(findings[1].location == SourceLocation(file: file, line: 2, column: 3))
    findings[1].location = nil
    #expect(findings[1].location == nil && findings[1].locale == "de")
  }

  /// Each message reads back as written, whatever its length and characters.
  @Test func messagesReadBackAsReported() {
    var sink = FindingSink(rule: Self.rule("value.empty", .error), configuredSeverity: nil)
    let long = String(repeating: "Größe ", count: 20_000)
    var messages = ["", "é", "👩‍💻 and \u{202E}", long, "after the long one"]
    messages += (0..<5_000).map { "message \($0) of “key\($0)”" }
    for message in messages { sink.report(FindingMessage(message), at: nil) }
    let findings = sink.takeFindings()
    #expect(findings.map(\.message) == messages)
    var changed = findings[1]
    changed.message = "ê"
    #expect(changed.message == "ê" && findings[1].message == "é")
    #expect(Finding(rule: "r", severity: .note, message: "").message.isEmpty)
  }

  /// A message's line breaks, which a report on one line shows as escapes, are the ones
  /// `TextTraits` finds, wherever they are in the message.
  @Test(arguments: [
    "", "plain", "a message longer than eight bytes", "tab\tonly", "\n", "line\nbreak",
    "a long message with a break at its very end\n", "carriage\rreturn", "vertical\u{0B}tab",
    "form\u{0C}feed", "next line\u{85}here", "a line\u{2028}separator", "a paragraph\u{2029}separator",
    "an en dash \u{2013} and a thin space \u{2009}", "\u{C2}\u{A0}non-breaking", "ends with \u{E2}",
    "control\u{01}only", "é\u{E9}\u{2027}",
  ])
  func messageLineBreaksAreTheTraits(message: String) {
    let expected = message.contains { $0.isNewline }
    #expect(TextTraits(of: message).contains(.lineBreaks) == expected)
    #expect(singleLine(message).contains { $0.isNewline } == false)
  }

  /// A run of findings, whose shared parts a report makes once, starts again when the
  /// origin, the severity or the baseline state changes, not for a new key or line.
  @Test func aRunStartsWhereOriginSeverityOrBaselineChange() {
    let first = Finding(
      rule: "value.empty", severity: .error, message: "m",
      location: SourceLocation(file: "a", line: 1, column: 1),
      locale: "de", table: "A", key: "a")
    var sameOrigin = first
    sameOrigin.key = "b"
    sameOrigin.location = nil
    var located = first
    located.key = "c"
    var warning = located
    warning.severity = .warning
    var known = warning
    known.isKnown = true
    var otherFile = known
    otherFile.location = SourceLocation(file: "b", line: 2, column: 1)
    let findings = [first, located, warning, warning, known, otherFile, otherFile]
    var run = FindingRun()
    let starts = findings.map { run.starts($0) }
    #expect(starts == [true, false, true, false, true, true, false])
    // A location changed is a new origin.
    #expect(!sameOrigin.sharesOrigin(with: first) && located.sharesOrigin(with: first))
  }
}
