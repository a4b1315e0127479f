import Testing

@testable import OnboardAudit

@Suite struct XMLWriterTests {
  @Test func writesIndentedDeterministicDocuments() {
    func document() -> [UInt8] {
      let writer = XMLWriter()
      writer.start("testsuites")
      writer.attribute("name", "onboard-audit")
      writer.start("testsuite")
      writer.attribute("name", "de")
      writer.start("testcase")
      writer.attribute("name", "key.missing · welcome.title")
      writer.start("failure")
      writer.attribute("message", "Schlüssel fehlt")
      writer.text("de.lproj/Onboarding.strings:3: error: Schlüssel fehlt")
      writer.end()
      writer.end()
      writer.start("testcase")
      writer.attribute("name", "plural.missing-other")
      writer.end()
      writer.end()
      writer.end()
      return writer.finish()
    }
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="onboard-audit">
        <testsuite name="de">
          <testcase name="key.missing · welcome.title">
            <failure message="Schlüssel fehlt">de.lproj/Onboarding.strings:3: error: Schlüssel fehlt</failure>
          </testcase>
          <testcase name="plural.missing-other"/>
        </testsuite>
      </testsuites>

      """
    #expect(String(decoding: document(), as: UTF8.self) == expected)
    #expect(document() == document())
  }

  /// What `takeWritten` hands on, then what `finish` returns, is the document written whole.
  @Test func writtenBytesTakenOnTheWayMakeTheSameDocument() {
    func document(taking: Bool) -> [UInt8] {
      let writer = XMLWriter()
      var bytes: [UInt8] = []
      writer.start("testsuites")
      writer.attribute("name", "onboard-audit")
      for index in 0..<50 {
        writer.start("testcase")
        writer.attribute("name", "case \(index) \u{1}")
        if index % 7 == 0 { writer.text("text & <more>") }
        writer.end()
        if taking && index % 3 == 0 { bytes += writer.takeWritten() }
      }
      writer.end()
      return bytes + writer.finish()
    }
    let whole = document(taking: false)
    #expect(whole.count > 1000)
    #expect(document(taking: true) == whole)
  }

  @Test func neverWritesForbiddenCharacters() throws {
    let hostile = "a\u{1}b\u{FFFE}c\u{FFFF}d\0e<&>\"'\tf\ng\rh\u{7}😀"
    let writer = XMLWriter()
    writer.start("r")
    writer.attribute("v", hostile)
    writer.text(hostile)
    writer.end()
    let bytes = writer.finish()
    #expect(!bytes.contains(0x01))
    #expect(!bytes.contains(0x00))
    #expect(!bytes.contains(0x07))
    #expect(!bytes.contains(0x0D))  // written as a reference, so it survives a round trip
    // U+FFFE and U+FFFF are EF BF BE / EF BF BF in UTF-8.
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(!text.contains("\u{FFFE}") && !text.contains("\u{FFFF}"))
    #expect(text.hasSuffix("\n"))

    // Well-formed: our own reader reads it back, with every allowed character intact.
    let (events, error) = readAll(bytes)
    #expect(error == nil)
    let cleaned = "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e<&>\"'\tf\ng\rh\u{FFFD}😀"
    guard case .start("r", _, let attributes, _, _) = events.first else {
      Issue.record("no root element")
      return
    }
    #expect(attributes.value(of: "v") == cleaned)
    let texts = events.compactMap { event -> String? in
      if case .text(let text, _, _) = event { return text }
      return nil
    }
    #expect(texts.joined() == cleaned)
  }

  /// An attribute's value and text are escaped and cleaned alike, but for what only an
  /// attribute escapes (quotes, tabs and line breaks).
  @Test func attributesAndTextEscapedAndCleaned() {
    let value = ["a\u{1}b<&>", "\"'\tf\ng\rh", "\u{FFFE}😀", ""].joined()
    let writer = XMLWriter()
    writer.start("r")
    writer.attribute("v", value)
    writer.start("c")
    writer.text(value)
    let document = String(decoding: writer.finish(), as: UTF8.self)
    #expect(document.contains("v=\"a\u{FFFD}b&lt;&amp;&gt;&quot;'&#9;f&#10;g&#13;h\u{FFFD}😀\""))
    #expect(document.contains("<c>a\u{FFFD}b&lt;&amp;&gt;\"'\tf\ng&#13;h\u{FFFD}😀</c>"))
  }

  /// Each character that is escaped or replaced is found wherever it stands in a long value
  /// (runs of plain bytes are copied eight at a time), in attributes and in text.
  @Test func escapesFoundAtEveryPlace() {
    let cases: [(String, attribute: String, text: String)] = [
      ("&", "&amp;", "&amp;"), ("<", "&lt;", "&lt;"), (">", "&gt;", "&gt;"), ("\"", "&quot;", "\""),
      ("\t", "&#9;", "\t"), ("\n", "&#10;", "\n"), ("\r", "&#13;", "&#13;"),
      ("\u{1}", "\u{FFFD}", "\u{FFFD}"),
      ("\u{FFFE}", "\u{FFFD}", "\u{FFFD}"), ("\u{FFFF}", "\u{FFFD}", "\u{FFFD}"),
      ("\u{FFFD}", "\u{FFFD}", "\u{FFFD}"),
      ("é", "é", "é"), ("\u{EFFF}", "\u{EFFF}", "\u{EFFF}"),
    ]
    for (character, attribute, text) in cases {
      for place in 0..<20 {
        let before = String(repeating: "a", count: place)
        let after = String(repeating: "z", count: 19 - place)
        let writer = XMLWriter()
        writer.start("r")
        writer.attribute("v", before + character + after)
        writer.text(before + character + after)
        let written = String(decoding: writer.finish(), as: UTF8.self)
        #expect(
          written.hasSuffix("<r v=\"\(before)\(attribute)\(after)\">\(before)\(text)\(after)</r>\n"),
          "\(character.unicodeScalars.map(\.value)) at \(place)")
      }
    }
  }

  @Test func emptyValuesAndUnclosedElements() {
    let writer = XMLWriter()
    writer.start("a")
    writer.attribute("empty", "")
    writer.start("b")
    writer.text("")
    let text = String(decoding: writer.finish(), as: UTF8.self)
    #expect(text == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a empty=\"\">\n  <b></b>\n</a>\n")
    #expect(readAll(text).1 == nil)
  }

  /// A suite's children written elsewhere: the start tag is ended, once, whether or not a
  /// child was written through the writer first, and the end tag follows them.
  @Test func childrenWrittenElsewhere() {
    for withProperties in [false, true] {
      let writer = XMLWriter()
      writer.start("testsuite")
      writer.attribute("name", "de")
      if withProperties {
        writer.start("properties")
        writer.end()
      }
      writer.startChildren()
      var document = writer.takeWritten()
      document += Array("  <testcase name=\"a\"/>\n".utf8)
      writer.end()
      document += writer.finish()
      let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuite name="de">
        \(withProperties ? "  <properties/>\n" : "")  <testcase name="a"/>
        </testsuite>

        """
      #expect(String(decoding: document, as: UTF8.self) == expected)
    }
  }
}
