import Foundation
import Testing

@testable import OnboardAudit

/// Reads a whole document into events, or the error that stopped it.
func readAll(_ text: String, maxDepth: Int = 256, maxBytes: Int = 1 << 20) -> ([XMLEvent], AuditError?) {
  readAll(Array(text.utf8), maxDepth: maxDepth, maxBytes: maxBytes)
}

func readAll(_ bytes: [UInt8], maxDepth: Int = 256, maxBytes: Int = 1 << 20) -> ([XMLEvent], AuditError?) {
  let reader = XMLPullReader(bytes, maxDepth: maxDepth, maxBytes: maxBytes)
  var events: [XMLEvent] = []
  do {
    while let event = try reader.next() {
      events.append(event)
    }
    return (events, nil)
  } catch {
    return (events, error)
  }
}

@Suite struct XMLPullReaderTests {
  @Test func reportsBalancedEventsWithPositions() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- a comment -->
      <root a="1">
        <empty/>
        <é x="&lt;&amp;"
           y='2'>naïve &amp; <![CDATA[<raw>]]></é>
      </root>
      """
    let (events, error) = readAll(xml)
    #expect(error == nil)
    let starts = events.compactMap { event -> (String, Int, Int)? in
      if case .start(let name, _, _, let line, let column) = event { return (name, line, column) }
      return nil
    }
    #expect(starts.map(\.0) == ["root", "empty", "é"])
    #expect(starts.map(\.1) == [3, 4, 5])
    #expect(starts.map(\.2) == [1, 3, 3])
    #expect(events.filter { if case .end = $0 { return true } else { return false } }.count == 3)
    // The empty element is closed right after it opens.
    let emptyIndex = try #require(
      events.firstIndex { if case .start("empty", _, _, _, _) = $0 { return true } else { return false } })
    #expect(events[emptyIndex + 1] == .end(name: "empty"))
    // Attributes, entities and CDATA.
    let element = try #require(
      events.first { if case .start("é", _, _, _, _) = $0 { return true } else { return false } })
    if case .start(_, _, let attributes, _, _) = element {
      #expect(attributes.value(of: "x") == "<&")
      #expect(attributes.value(of: "y") == "2")
    }
    let texts = events.compactMap { event -> (String, Int, Int)? in
      if case .text(let text, let line, let column) = event { return (text, line, column) }
      return nil
    }
    let naive = try #require(texts.first { $0.0 == "naïve & " })
    #expect(naive.1 == 6 && naive.2 == 12)
    let raw = try #require(texts.first { $0.0 == "<raw>" })
    #expect(raw.1 == 6 && raw.2 == 33)
  }

  /// Line feeds, CR LF and lone carriage returns (the value of `x` always breaks with a line
  /// feed) are one line break each.
  @Test func givesTheSamePositionsWhateverTheLineBreaks() {
    let lines = [
      "<?xml version=\"1.0\"?>", "<root>", "  <a x=\"1\n2\">naïve", "  ", "text</a><b/>", "  <c>ü</c>",
      "<!-- a", "comment --><d><![CDATA[", "x]]></d></root>",
    ]
    func positions(_ lineBreak: String) -> [String] {
      readAll(lines.joined(separator: lineBreak)).0.compactMap { event in
        switch event {
        case .start(let name, _, _, let line, let column): "<\(name)> \(line):\(column)"
        case .text(_, let line, let column): "text \(line):\(column)"
        case .end: nil
        }
      }
    }
    let expected = [
      "<root> 2:1", "text 2:7", "<a> 3:3", "text 4:4", "<b> 6:9", "text 6:13", "<c> 7:3", "text 7:6",
      "text 7:11", "<d> 9:12", "text 9:24",
    ]
    #expect(positions("\n") == expected)
    #expect(positions("\r\n") == expected)
    #expect(positions("\r") == expected)
  }

  @Test func showsMixedContentAndNamespaces() {
    let xml = """
      <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
      <string name="n">a <xliff:g id="x">%1$s</xliff:g> b</string>
      </resources>
      """
    let (events, error) = readAll(xml)
    #expect(error == nil)
    let inner = events.filter { event in
      if case .start(_, _, _, 2, _) = event { return true }
      if case .text(_, 2, _) = event { return true }
      if case .end = event { return true }
      return false
    }
    #expect(
      inner == [
        .start(
          name: "string", namespace: nil, attributes: [XMLAttribute(name: "name", value: "n")], line: 2,
          column: 1),
        .text("a ", line: 2, column: 18),
        .start(
          name: "g", namespace: "urn:oasis:names:tc:xliff:document:1.2",
          attributes: [XMLAttribute(name: "id", value: "x")], line: 2, column: 20),
        .text("%1$s", line: 2, column: 36),
        .end(name: "g"),
        .text(" b", line: 2, column: 50),
        .end(name: "string"),
        .text("\n", line: 2, column: 61),
        .end(name: "resources"),
      ])
  }

  @Test func decodesAttributeValuesAndKeepsUndeclaredPrefixesInNames() {
    let xml = """
      <r xmlns:p="urn:p"><a:b x:y="1" p:z="2" w="&amp;#38;|&#38;|&#x26;|&lt;"/></r>
      """
    let (events, error) = readAll(xml)
    #expect(error == nil)
    #expect(
      events[1]
        == .start(
          name: "a:b", namespace: nil,
          attributes: [
            XMLAttribute(name: "x:y", value: "1"),
            XMLAttribute(name: "z", qualifiedName: "p:z", namespace: "urn:p", value: "2"),
            XMLAttribute(name: "w", value: "&#38;|&|&|<"),
          ], line: 1, column: 20))
    #expect(events[2] == .end(name: "a:b"))
  }

  /// Texts split by references, CDATA sections side by side, and texts on either side of a
  /// comment or processing instruction.
  @Test func joinsTheTextsLibxml2Joins() {
    let (events, error) = readAll("<r>a&amp;b&#x43;<![CDATA[d]]><![CDATA[e]]>f<!--c-->g<?p i?>h</r>")
    #expect(error == nil)
    #expect(
      events == [
        .start(name: "r", namespace: nil, attributes: [], line: 1, column: 1),
        .text("a&bC", line: 1, column: 4), .text("de", line: 1, column: 26), .text("f", line: 1, column: 43),
        .text("g", line: 1, column: 52), .text("h", line: 1, column: 60), .end(name: "r"),
      ])
  }

  @Test func deliversEveryEventBeforeAnError() throws {
    var xml = "<r>\n"
    for index in 0..<300 {
      xml += "<i n=\"\(index)\"/>\n"
    }
    xml += "<bad\n</r>\n"
    let (events, error) = readAll(xml)
    let problem = try #require(error)
    #expect(problem.line == 303)
    let items = events.filter { if case .start("i", _, _, _, _) = $0 { true } else { false } }
    #expect(items.count == 300)
    #expect(
      items.last
        == .start(
          name: "i", namespace: nil, attributes: [XMLAttribute(name: "n", value: "299")], line: 301, column: 1
        ))
  }

  /// Nothing may follow the root element, not even a NUL.
  @Test func aNULAfterTheRootIsAnError() throws {
    let (events, error) = readAll(Array("<r>a</r>\n\u{0}<r>lost</r>".utf8))
    let problem = try #require(error)
    #expect(problem.message.contains("Extra content"))
    #expect(problem.line == 2 && problem.column == 1)
    #expect(events.count == 3)
  }

  @Test func reportsMalformedXMLWithLineAndColumn() {
    let (_, error) = readAll("<a>\n  <b>text</c>\n</a>\n")
    let problem = error
    #expect(problem != nil)
    #expect(problem?.line == 2)
    #expect((problem?.column ?? 0) > 0)
    #expect(problem?.message.contains("\n") == false)
  }

  @Test func truncatedAndBinaryInputAreErrors() {
    #expect(readAll("<a><b>").1 != nil)
    #expect(readAll([0x00, 0xFF, 0x13, 0x37, 0x80]).1 != nil)
    #expect(readAll("").1 != nil)
    #expect(readAll("   \n").1 != nil)
  }

  @Test func acceptsApplePlistDoctypeOffline() {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0"><dict/></plist>
      """
    let (events, error) = readAll(xml)
    #expect(error == nil)
    #expect(events.count == 4)
  }

  @Test func acceptsAnInternalSubsetWithoutEntities() {
    let (events, error) = readAll("<!DOCTYPE r [<!ELEMENT r (#PCDATA)>]>\n<r>x</r>")
    #expect(error == nil)
    #expect(events.count == 3)
  }

  @Test func refusesExternalEntitiesWithoutOpeningThem() throws {
    // Relative system IDs resolve against the working directory when there is no base URL:
    // the secret is put there (the test process's own folder; changing the working folder
    // would change it under the tests running beside this one).
    let secret = "TOP-SECRET-7f3a"
    let name = "secret-\(UUID().uuidString).txt"
    let secretFile = FileManager.default.currentDirectoryPath + "/" + name
    try secret.write(toFile: secretFile, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: secretFile) }

    let (events, error) = readAll("<!DOCTYPE r [<!ENTITY x SYSTEM \"\(name)\">]>\n<r>&x;</r>\n")
    let problem = try #require(error)
    #expect(problem.line == 1)
    #expect(problem.message.contains("entity"))
    #expect(!problem.message.contains(secret))
    #expect(!events.contains { if case .text(let text, _, _) = $0 { text.contains(secret) } else { false } })
  }

  @Test func refusesEntityReferencesItCannotResolve() throws {
    let xml = """
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist>
        <string>a &nbsp; b</string>
      </plist>
      """
    let problem = try #require(readAll(xml).1)
    #expect(problem.message.contains("&nbsp;"))
    #expect(problem.line == 3)
  }

  /// The bomb is refused at its declarations: nothing is expanded, whatever the input's size,
  /// so the work is bounded by the input's length. (A hang would end at the time limit.)
  @Test(.timeLimit(.minutes(1))) func stopsTheBillionLaughsAtItsDeclarations() throws {
    var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
    for level in 1...9 {
      let previous = level == 1 ? "lol" : "lol\(level - 1)"
      xml += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
    }
    xml += "]>\n<lolz>&lol9;</lolz>\n"
    let (events, error) = readAll(xml)
    let problem = try #require(error)
    #expect(problem.line == 2)
    #expect(problem.message.contains("lol"))
    #expect(!events.contains { if case .text = $0 { true } else { false } })
  }

  @Test func boundsDepth() throws {
    let deep = String(repeating: "<a>", count: 100_000) + String(repeating: "</a>", count: 100_000)
    let problem = try #require(readAll(deep).1)
    #expect(problem.message.contains("nested"))
    let shallow = String(repeating: "<a>", count: 20) + String(repeating: "</a>", count: 20)
    #expect(readAll(shallow, maxDepth: 20).1 == nil)
    let tooDeep = try #require(readAll(shallow, maxDepth: 19).1)
    #expect(tooDeep.message.contains("19"))
    #expect(tooDeep.line == 1 && tooDeep.column == 58)
  }

  @Test func boundsSize() throws {
    let xml = "<a>" + String(repeating: "x", count: 2000) + "</a>"
    let problem = try #require(readAll(xml, maxBytes: 1000).1)
    #expect(problem.message.contains("1000 bytes"))
    #expect(readAll(xml, maxBytes: 4000).1 == nil)
  }

  @Test func errorsRepeat() throws {
    let reader = XMLPullReader(Array("<a>".utf8))
    #expect(throws: AuditError.self) { while try reader.next() != nil {} }
    #expect(throws: AuditError.self) { try reader.next() }
  }

  @Test func linesStayExactInLongFiles() throws {
    var xml = "<r>\n"
    for index in 0..<70_000 {
      xml += "<i n=\"\(index)\"/>\n"
    }
    xml += "<last/>\n</r>\n"
    let (events, error) = readAll(xml, maxBytes: 8 << 20)
    #expect(error == nil)
    let last = events.first { if case .start("last", _, _, _, _) = $0 { true } else { false } }
    #expect(last == .start(name: "last", namespace: nil, attributes: [], line: 70_002, column: 1))
  }

  @Test func readsUTF16WithLinesFromLibxml2() throws {
    let xml = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<r>\n  <é>ü</é>\n</r>\n"
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in xml.utf16 {
      bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    let (events, error) = readAll(bytes)
    #expect(error == nil)
    #expect(events.contains(.start(name: "é", namespace: nil, attributes: [], line: 3, column: 0)))
    #expect(events.contains(.text("ü", line: 3, column: 0)))
  }
}
