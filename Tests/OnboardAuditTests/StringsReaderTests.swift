import Foundation
import Testing

@testable import OnboardAudit

@Suite("StringsReader")
struct StringsReaderTests {
  private func read(_ text: String, path: String = "t.strings") -> ReadResult {
    StringsReader.read(Array(text.utf8), path: path)
  }

  private func pairs(_ result: ReadResult) -> [[String]] {
    (result.entries[""] ?? []).map { [$0.key, $0.value.text?.string ?? "<nil>"] }
  }

  private func position(_ location: OnboardAudit.SourceLocation?) -> [Int] {
    guard let location else { return [] }
    return [location.line, location.column]
  }

  private func utf16(_ text: String, bigEndian: Bool, bom: Bool = true) -> [UInt8] {
    var bytes: [UInt8] = []
    for unit in Array((bom ? "\u{FEFF}" : "").utf16) + Array(text.utf16) {
      let high = UInt8(unit >> 8)
      let low = UInt8(unit & 0xFF)
      bytes += bigEndian ? [high, low] : [low, high]
    }
    return bytes
  }

  // MARK: Grammar

  @Test func readsQuotedEntriesWithLocations() {
    let result = read("\"greeting\" = \"Hello\";\n  \"bye\"=\"Bye\" ;\n")
    #expect(result.problem == nil)
    #expect(pairs(result) == [["greeting", "Hello"], ["bye", "Bye"]])
    let entries = result.entries[""]!
    #expect(position(entries[0].location) == [1, 1])
    #expect(position(entries[0].value.text?.location) == [1, 14])
    #expect(position(entries[1].location) == [2, 3])
    #expect(position(entries[1].value.text?.location) == [2, 9])
    #expect(entries[0].location.file == "t.strings")
  }

  @Test func readsCommentsOfBothKindsAnywhere() {
    let text = """
      /* Header
         comment */
      // line comment
      "a" /* c */ = /* c */ "1" /* c */ ; // trailing
      "b"// c
      =// c
      "2";/**/"c"="3";
      /* "d" = "4"; */
      // "e" = "5";
      """
    let result = read(text)
    #expect(result.problem == nil)
    #expect(pairs(result) == [["a", "1"], ["b", "2"], ["c", "3"]])
    #expect(position(result.entries[""]![2].location) == [7, 9])
  }

  @Test func slashesInsideStringsAndUnquotedStringsAreNotComments() {
    let result = read("\"url\" = \"https://example.com/*x*/\";\npath = a/b//c;")
    #expect(result.problem == nil)
    #expect(pairs(result) == [["url", "https://example.com/*x*/"], ["path", "a/b//c"]])
  }

  @Test func readsUnquotedKeysAndValues() {
    let result = read("key_1 = value.$:/-x;\nOK = \"fine\";\n'single' = 'it\"s';")
    #expect(result.problem == nil)
    #expect(pairs(result) == [["key_1", "value.$:/-x"], ["OK", "fine"], ["single", "it\"s"]])
  }

  @Test func keyAloneIsItsOwnValue() {
    let result = read("\"Cancel\";\nDone;\n")
    #expect(result.problem == nil)
    #expect(pairs(result) == [["Cancel", "Cancel"], ["Done", "Done"]])
    let entry = result.entries[""]![1]
    #expect(position(entry.location) == [2, 1])
    #expect(entry.value.text?.location == entry.location)
  }

  @Test func wrappedInBracesIsATable() {
    let result = read("{\n  \"a\" = \"1\";\n}\n")
    #expect(result.problem == nil)
    #expect(pairs(result) == [["a", "1"]])
  }

  // MARK: Escapes

  @Test func decodesEveryEscape() {
    let text = #""k" = "q\" b\\ n\n t\t r\r s\' a\a b\b f\f v\v z\0 x\x é\é";"#
    let result = read(text)
    #expect(result.problem == nil)
    #expect(
      pairs(result) == [["k", "q\" b\\ n\n t\t r\r s' a\u{07} b\u{08} f\u{0C} v\u{0B} z\0 xx é\u{E9}"]])
  }

  @Test func decodesUnicodeAndOctalEscapes() {
    let text = #""k" = "\U00e9\u00C9|\U41|\101\1012|\351|\0";"#
    let result = read(text)
    #expect(result.problem == nil)
    // Octal escapes are NeXTSTEP Latin, as in Apple's parser: \351 is "Ø", not Latin-1 "é".
    // Apple's parser knows no `\u`: it is a plain "u", and users see "u00C9".
    #expect(pairs(result) == [["k", "éu00C9|A|AA2|Ø|\0"]])
  }

  @Test func combinesSurrogatePairsFromTwoEscapes() {
    let result = read(#""k" = "\UD83D\UDE00 \UD83C\UDDE9\UD83C\UDDEA \UD83D!";"#)
    #expect(result.problem == nil)
    #expect(pairs(result) == [["k", "😀 🇩🇪 \u{FFFD}!"]])
  }

  @Test func escapesInKeysAndBackslashNewline() {
    let result = read("\"a\\\"b\" = \"line\\\nnext\";")
    #expect(result.problem == nil)
    #expect(pairs(result) == [["a\"b", "line\nnext"]])
  }

  // MARK: Problems

  @Test func missingSemicolonBetweenEntries() {
    let result = read("\"a\" = \"1\";\n\"greeting\" = \"Hello\"\n\"c\" = \"3\";\n")
    #expect(
      result.problem?.message
        == "expected ';' after the value of \"greeting\"; Apple's loader refuses the file and the app shows its keys"
    )
    #expect(position(result.problem?.location) == [2, 21])
    #expect(pairs(result) == [["a", "1"], ["greeting", "Hello"]])
  }

  @Test func missingSemicolonAtEndOfFile() {
    let result = read("\"a\" = \"1\";\n\"b\" = \"2\"  \n// done\n")
    #expect(
      result.problem?.message
        == "expected ';' after the value of \"b\"; Apple's loader refuses the file and the app shows its keys"
    )
    #expect(position(result.problem?.location) == [2, 10])
    #expect(pairs(result) == [["a", "1"], ["b", "2"]])
  }

  @Test func missingEqualsOrValue() {
    let noEquals = read("\"a\" = \"1\";\n\"b\" \"2\";")
    #expect(
      noEquals.problem?.message
        == "expected '=' or ';' after the key \"b\"; Apple's loader refuses the file and the app shows its keys"
    )
    #expect(position(noEquals.problem?.location) == [2, 4])
    #expect(pairs(noEquals) == [["a", "1"]])

    let noValue = read("\"a\" = ;")
    #expect(
      noValue.problem?.message
        == "expected a value for \"a\" but found ';'; Apple's loader refuses the file and the app shows its keys"
    )
    #expect(position(noValue.problem?.location) == [1, 7])

    let notString = read("\"a\" = (\"x\");")
    #expect(notString.problem == nil)
    #expect(notString.malformations.map(\.message) == ["the value of \"a\" is an array, not a string"])
  }

  @Test func strayCharacterWhereAKeyShouldStart() {
    let result = read("\"a\" = \"1\";\n  # \"b\" = \"2\";")
    #expect(result.problem?.message == "expected a key but found '#'")
    #expect(position(result.problem?.location) == [2, 3])
    #expect(pairs(result) == [["a", "1"]])

    let nbsp = read("\u{A0}\"a\" = \"1\";")
    #expect(nbsp.problem?.message == "expected a key but found U+00A0")
    #expect(read("😀 = x;").problem?.message == "expected a key but found U+1F600")
    #expect(read("\u{0}").problem?.message == "expected a key but found U+0000")
  }

  @Test func unterminatedStringPointsAtItsOpeningQuote() {
    // A missing closing quote in the middle of a file shows at the next entry's key.
    let result = read("\"a\" = \"1\";\n\"b\" = \"2;\n\"c\" = \"3\";\n")
    #expect(
      result.problem?.message
        == "expected ';' after the value of \"b\"; Apple's loader refuses the file and the app shows its keys"
    )
    #expect(position(result.problem?.location) == [3, 2])
    #expect(pairs(result) == [["a", "1"], ["b", "2;\n"]])

    let simple = read("\"a\" = \"1\";\n  \"b\" = \"2;\n")
    #expect(
      simple.problem?.message
        == "unterminated string starting at line 2; Apple's loader refuses the file and the app shows its keys"
    )
    #expect(position(simple.problem?.location) == [2, 9])
    #expect(pairs(simple) == [["a", "1"]])

    let backslashAtEnd = read("\"a\" = \"1\\")
    #expect(position(backslashAtEnd.problem?.location) == [1, 7])
  }

  @Test func unterminatedComment() {
    let result = read("\"a\" = \"1\";\n\n  /* not closed\n\"b\" = \"2\";\n")
    #expect(
      result.problem?.message
        == "unterminated comment starting at line 3: the entries after it are lost (Apple's parser ignores the rest of the file)"
    )
    #expect(position(result.problem?.location) == [3, 3])
    #expect(pairs(result) == [["a", "1"]])
  }

  @Test func keepsDuplicateKeysInFileOrder() {
    let result = read("\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n")
    #expect(result.problem == nil)
    #expect(pairs(result) == [["a", "1"], ["b", "2"], ["a", "3"]])
    #expect(result.entries[""]!.map(\.location.line) == [1, 2, 3])
  }

  // MARK: Lines, columns and empty files

  @Test func countsCRLFAndCRAsOneLineBreak() {
    let result = read("\"a\" = \"1\";\r\n\"b\" = \"2\";\r\"c\" = \"x\r\ny\";\r\n\r\n \"d\" = \"4\";\n\"e\"")
    #expect(result.entries[""]!.map(\.location.line) == [1, 2, 3, 6])
    #expect(position(result.entries[""]![3].location) == [6, 2])
    #expect(
      result.problem?.message
        == "expected '=' or ';' after the key \"e\"; Apple's loader refuses the file and the app shows its keys"
    )
    #expect(position(result.problem?.location) == [7, 4])
  }

  @Test func countsColumnsInScalarsAfterMultiByteCharacters() {
    let result = read("\"😀\" = \"مرحبا\"; \"k\" = \"👩‍👩‍👧\";\t\"x\" = \"y\";")
    #expect(result.problem == nil)
    let entries = result.entries[""]!
    #expect(position(entries[0].value.text?.location) == [1, 7])
    #expect(position(entries[1].location) == [1, 16])
    // The family emoji is five scalars; the tab counts as one column.
    #expect(position(entries[2].location) == [1, 31])
    #expect(pairs(result)[1] == ["k", "👩‍👩‍👧"])
  }

  @Test func emptyFilesAreEmptyTables() {
    for text in ["", "  \n\t\r\n", "/* nothing */\n// here\n", "\u{FEFF}", "\u{2028}\u{2029}"] {
      let result = read(text)
      #expect(result.problem == nil)
      #expect(result.entries[""]?.isEmpty == true)
    }
    #expect(StringsReader.read([0xFF, 0xFE], path: "x").problem == nil)
  }

  // MARK: Encodings

  private let sample = """
    /* Welcome */
    "title" = "Willkommen 😀";
    "rtl" = "مرحبا بك";\r\n"esc" = "a\\nb\\U00e9";
    plain = ok;
    """

  @Test func utf16WithByteOrderMarkGivesTheSameEntries() {
    let utf8 = StringsReader.read(Array(sample.utf8), path: "t.strings")
    #expect(utf8.problem == nil)
    #expect(pairs(utf8).count == 4)
    for bigEndian in [false, true] {
      let result = StringsReader.read(utf16(sample, bigEndian: bigEndian), path: "t.strings")
      #expect(result.problem == nil)
      #expect(pairs(result) == pairs(utf8))
      #expect(result.entries[""]!.map(\.location) == utf8.entries[""]!.map(\.location))
      #expect(result.entries[""]!.map(\.value) == utf8.entries[""]!.map(\.value))
    }
  }

  @Test func utf8ByteOrderMarkIsSkipped() {
    let result = StringsReader.read([0xEF, 0xBB, 0xBF] + Array("\"a\" = \"1\";".utf8), path: "t")
    #expect(result.problem == nil)
    #expect(pairs(result) == [["a", "1"]])
    #expect(position(result.entries[""]![0].location) == [1, 1])
  }

  @Test func utf16WithoutByteOrderMarkIsRecognised() {
    let utf8 = pairs(read(sample))
    for bigEndian in [false, true] {
      let result = StringsReader.read(utf16(sample, bigEndian: bigEndian, bom: false), path: "t")
      #expect(result.problem == nil)
      #expect(pairs(result) == utf8)
    }
  }

  @Test func invalidUTF8IsAProblemAtTheBadByte() {
    let bytes = Array("\"a\" = \"1\";\n\"bé\" = \"x".utf8) + [0xFF] + Array("y\";\n\"c\" = \"3\";".utf8)
    let result = StringsReader.read(bytes, path: "t")
    #expect(result.problem?.message == "invalid UTF-8 byte 0xFF")
    #expect(position(result.problem?.location) == [2, 10])
    #expect(pairs(result) == [["a", "1"]])

    // An error found before the bad byte is reported as itself.
    let earlier = StringsReader.read(Array("# \"a\" = \"1\";".utf8) + [0xC3, 0x28], path: "t")
    #expect(earlier.problem?.message == "expected a key but found '#'")

    for bad: [UInt8] in [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]] {
      let result = StringsReader.read(Array("\"a\" = \"".utf8) + bad + Array("\";".utf8), path: "t")
      #expect(result.problem?.message.hasPrefix("invalid UTF-8 byte") == true)
      #expect(position(result.problem?.location) == [1, 8])
    }
  }

  @Test func brokenUTF16IsAProblem() {
    let unpaired = StringsReader.read(
      utf16("\"a\" = \"1\";\n\"b\" = \"\u{1F600}\";", bigEndian: false)
        .enumerated().filter { $0.offset != 40 && $0.offset != 41 }.map(\.element), path: "t")
    #expect(unpaired.problem?.message == "invalid UTF-16: unpaired surrogate 0xD83D")
    #expect(position(unpaired.problem?.location) == [2, 8])
    #expect(pairs(unpaired) == [["a", "1"]])

    let odd = StringsReader.read(utf16("\"a\" = \"1\";", bigEndian: true) + [0x00], path: "t")
    #expect(odd.problem?.message == "incomplete UTF-16 character at the end of the file")
    #expect(pairs(odd) == [["a", "1"]])
  }

  @Test func nextStepTableCoversTheUpperHalf() {
    #expect(NextStepLatin.scalar(for: 0x80) == "\u{A0}")
    #expect(NextStepLatin.scalar(for: 0xE9) == "\u{D8}")
    #expect(NextStepLatin.scalar(for: 0xFD) == "\u{FF}")
    #expect(NextStepLatin.scalar(for: 0xFF) == "\0")
  }

  // MARK: Real files

  private static let corpus = URL(fileURLWithPath: corpusPath + "/mastodon-ios")

  /// Files of the corpus that are really broken, relative to the corpus folder.
  private static let knownBroken: Set<String> = []

  @Test(TestEnvironment.needsCorpus("mastodon-ios"))
  func readsEveryStringsFileOfTheMastodonCorpus() throws {
    let root = Self.corpus
    let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".strings") }.sorted()
    #expect(files.count > 100)
    var entryCount = 0
    for file in files {
      let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(file)))
      let result = StringsReader.read(bytes, path: file)
      entryCount += result.entries[""]?.count ?? 0
      if Self.knownBroken.contains(file) {
        #expect(result.problem != nil, "\(file) was expected to be broken")
      } else {
        #expect(result.problem == nil, "\(file): \(String(describing: result.problem))")
      }
    }
    #expect(entryCount > 1000)
  }
}

/// An unterminated `/*` after the last entry loses nothing (Apple's parser stops there
/// silently, every entry read): a note, and the table stays complete. One that hides
/// entries is an error.
@Suite("Unterminated trailing comment")
struct TrailingCommentTests {
  private func audit(_ german: String) -> [Finding] {
    let folder = TemporaryFolder()
    folder.write("en.lproj/A.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n")
    folder.write("de.lproj/A.strings", german)
    var settings = AuditSettings()
    settings.tables = [folder.path]
    return Audit.run(settings).findings
  }

  @Test func aCommentThatHidesNothingIsANote() {
    let findings = audit("\"a\" = \"Ä\";\n\"b\" = \"Bé\";\n/* translated by\n")
    #expect(findings.map(\.rule) == ["input.unreadable"])
    #expect(findings.first?.severity == .note)
    #expect(
      findings.first?.message
        == "unterminated comment starting at line 3, after the last entry; close it with '*/'")
    #expect(findings.first?.location?.line == 3)
  }

  @Test func aCommentLeftOpenAfterABracedTableHidesNothing() {
    let findings = audit("{\"a\" = \"Ä\"; b;} /* translated by")
    #expect(findings.map(\.rule) == ["input.unreadable"])
    #expect(findings.first?.severity == .note)
    #expect(findings.first?.location?.column == 17)
  }

  @Test func aCommentThatHidesEntriesIsAnError() {
    let findings = audit("\"a\" = \"Ä\";\n/* old\n\"b\" = \"Bé\";\n")
    let unreadable = findings.filter { $0.rule == "input.unreadable" }
    #expect(unreadable.map(\.severity) == [.error])
    #expect(
      unreadable.first?.message.hasSuffix(
        "the entries after it are lost (Apple's parser ignores the rest of the file)") == true)
  }
}
