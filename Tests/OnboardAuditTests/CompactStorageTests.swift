import Testing

@testable import OnboardAudit

/// The table model keeps its size down: what most entries lack is not stored, and
/// storage grown by doubling is cut to size. None of it may change a value.
@Suite("Compact storage")
struct CompactStorageTests {
  /// The fields only catalogs, XLIFF and Android have read back as written, and the
  /// defaults when absent; a change to a copy leaves the original as it was.
  @Test func entryAnnotationsReadBackAsWritten() {
    let location = SourceLocation(file: "de.lproj/A.strings", line: 3, column: 1)
    let plain = Entry(key: "k", location: location, value: .plain("v", at: location))
    #expect(plain.state == nil && plain.comment == nil && plain.extractionState == nil)
    #expect(plain.shouldTranslate && plain.isInUse)

    var annotated = Entry(
      key: "k", location: location, value: .plain("v", at: location), state: "needs_review",
      shouldTranslate: false, comment: "A button", extractionState: "stale")
    #expect(annotated.state == "needs_review")
    #expect(!annotated.shouldTranslate)
    #expect(annotated.comment == "A button")
    #expect(!annotated.isInUse)

    let before = annotated
    annotated.state = nil
    annotated.shouldTranslate = true
    annotated.extractionState = nil
    #expect(annotated.state == nil && annotated.shouldTranslate && annotated.isInUse)
    #expect(annotated.comment == "A button")
    #expect(before.state == "needs_review" && !before.shouldTranslate && !before.isInUse)
  }

  /// Lines and columns are kept in 32 bits: what fits reads back, what does not is clamped.
  @Test func locationsKeepTheirLineAndColumn() {
    var location = SourceLocation(file: "a.strings", line: 1_234_567, column: 89)
    #expect(location.line == 1_234_567 && location.column == 89)
    location.line = Int(Int32.max) + 10
    #expect(location.line == Int(Int32.max))
    #expect(
      SourceLocation(file: "a", line: 2, column: 1) < SourceLocation(file: "a", line: 10, column: 1))
  }

  /// A string or an array cut to size holds the same elements.
  @Test func cuttingToSizeKeepsTheContents() {
    var grown: [Int] = []
    for number in 0..<1_000 { grown.append(number) }
    grown.removeLast(600)
    let exact = grown.withoutSpareCapacity
    #expect(exact == Array(0..<400))
    #expect(exact.capacity < grown.capacity)
  }

  /// A finding's screen, element and keys, kept apart from the rest, read back as written;
  /// a change to a copy leaves the original as it was, and equality still sees them.
  @Test func findingDetailsReadBackAsWritten() {
    let plain = Finding(rule: "value.empty", severity: .error, message: "m", key: "k")
    #expect(plain.screen == nil && plain.element == nil && plain.keys.isEmpty)
    #expect(MemoryLayout<Finding>.stride <= 64)

    var flow = Finding(
      rule: "label.missing", severity: .error, message: "m", screen: "welcome", element: "next",
      keys: ["a", "b"])
    #expect(flow.screen == "welcome" && flow.element == "next" && flow.keys == ["a", "b"])
    let before = flow
    flow.screen = nil
    flow.keys = []
    #expect(flow.screen == nil && flow.element == "next" && flow.keys.isEmpty)
    #expect(before.screen == "welcome" && before.keys == ["a", "b"])
    #expect(flow != before)
    flow.element = nil
    #expect(flow == Finding(rule: "label.missing", severity: .error, message: "m"))
  }

  /// A table whose entries are each one text lists no strings apart, yet gives each string
  /// with its entry as a table with variants does; adding an entry makes it anew.
  @Test func leafIndexOfPlainEntriesReadsTheEntries() {
    let location = SourceLocation(file: "de.lproj/A.strings", line: 1, column: 1)
    var table = LocaleTable(locale: AuditLocale(canonical: "de"))
    table.add(Entry(key: "a", location: location, value: .plain("Eins", at: location)))
    table.add(Entry(key: "b", location: location, value: .plain("", at: location)))
    let plain = table.indexed.leafIndex
    #expect(plain.map(\.entry) == [0, 1])
    #expect(plain.map(\.leaf.text.string) == ["Eins", ""])
    #expect(plain.map(\.leaf.path) == ["", ""])

    let plural = Variations(
      kind: .plural,
      cases: [
        .init(name: "one", value: .plain("ein Ding", at: location), location: location),
        .init(name: "other", value: .plain("%d Dinge", at: location), location: location),
      ])
    table.indexLeaves()
    table.add(Entry(key: "c", location: location, value: LocalizedValue(variations: plural)))
    let mixed = table.indexed.leafIndex
    #expect(mixed.map(\.entry) == [0, 1, 2, 2])
    #expect(mixed.map(\.leaf.path) == ["", "", "plural.one", "plural.other"])
    #expect(mixed[3].leaf.text.string == "%d Dinge")
  }

  /// A value's variations and substitutions, kept apart from its text, read back as
  /// written; a change to a copy leaves the original as it was, and a value that loses
  /// them is plain again.
  @Test func valueAlternativesReadBackAsWritten() {
    let location = SourceLocation(file: "de.lproj/A.stringsdict", line: 4, column: 5)
    #expect(MemoryLayout<Entry>.stride <= 64)
    let plain = LocalizedValue.plain("Hallo", at: location)
    #expect(plain.isPlain && plain.variations == nil && plain.substitutions.isEmpty)

    let plural = Variations(
      kind: .plural,
      cases: [.init(name: "other", value: .plain("%d Dinge", at: location), location: location)])
    var value = LocalizedValue(text: LocatedText("%#@count@", at: location))
    value.substitutions.append(Substitution(name: "count", location: location, variations: plural))
    value.substitutions.append(Substitution(name: "more", location: location))
    #expect(!value.isPlain)
    #expect(value.substitutions.map(\.name) == ["count", "more"])
    #expect(value.leaves.map(\.path) == ["", "substitution.count/plural.other"])

    let before = value
    value.substitutions = []
    #expect(value.isPlain && value == LocalizedValue(text: LocatedText("%#@count@", at: location)))
    #expect(before.substitutions.count == 2 && before != value)
    value.variations = plural
    #expect(!value.isPlain && value.variations == plural && value.substitutions.isEmpty)
  }

  /// A located text keeps its place and every trait; a column beyond 16 million is clamped.
  @Test func locatedTextKeepsItsPlaceAndTraits() {
    let all: TextTraits = [
      .nonASCII, .markupSigns, .escapeSigns, .controls, .percent, .bidiControls, .lineBreaks, .markupElements,
    ]
    let location = SourceLocation(file: "values-de/strings.xml", line: 2_000_000, column: 77)
    let text = LocatedText("<b>ü</b>", at: location, known: all)
    #expect(text.location == location)
    #expect(text.traits == all)
    #expect(LocatedText("plain", at: location).traits.isEmpty)

    var moved = text
    moved.location = SourceLocation(file: "a.strings", line: 1, column: 40_000_000)
    #expect(moved.location == SourceLocation(file: "a.strings", line: 1, column: (1 << 24) - 1))
    #expect(moved.traits == all && moved.string == "<b>ü</b>")
    #expect(text.location == location)
  }
}
