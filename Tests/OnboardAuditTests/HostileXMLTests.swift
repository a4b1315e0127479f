import Foundation
import Testing

/// External entities and entity bombs, in XLIFF and Android resources, through the whole
/// command line: each ends as `input.unreadable` with a position, quickly, in little memory,
/// and nothing of the entity's target reaches a report.
@Suite(.serialized) struct HostileXMLTests {
  static let secret = "TOP-SECRET-7f3a9c-DO-NOT-LEAK"

  static let bombDeclarations = """
    <!ENTITY lol "lol">
    <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
    <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
    <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
    <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
    <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
    <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
    <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
    <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
    <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
    """

  /// A project whose two hostile files declare `declarations` and use `&name;`.
  static func project(declarations: String, entity: String) -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write("secret.txt", secret + "\n")
    folder.write(
      "de.xliff",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE xliff [
      \(declarations)
      ]>
      <xliff version="1.2"><file original="A/en.lproj/A.strings" source-language="en" target-language="de"><body>
      <trans-unit id="a"><source>&\(entity);</source><target>&\(entity);</target></trans-unit>
      </body></file></xliff>
      """)
    folder.write("res/values/strings.xml", "<resources>\n<string name=\"a\">A</string>\n</resources>\n")
    folder.write(
      "res/values-de/strings.xml",
      """
      <?xml version="1.0" encoding="utf-8"?>
      <!DOCTYPE resources [
      \(declarations)
      ]>
      <resources>
      <string name="a">&\(entity);</string>
      </resources>
      """)
    return folder
  }

  static let cases: [(name: String, declarations: String, entity: String)] = [
    ("external entity", "<!ENTITY x SYSTEM \"secret.txt\">", "x"),
    ("external entity, relative to the resource", "<!ENTITY x SYSTEM \"../../secret.txt\">", "x"),
    ("billion laughs", bombDeclarations, "lol9"),
  ]

  @Test(arguments: cases.indices)
  func hostileFilesAreUnreadableWithAPositionAndLeakNothing(_ index: Int) throws {
    let item = Self.cases[index]
    let folder = Self.project(declarations: item.declarations, entity: item.entity)
    let json = folder.path + "/report.json"
    let junit = folder.path + "/report.xml"
    let start = Date()
    let output = runTool(["--tables", folder.path, "--json", json, "--junit", junit, "--format", "xcode"])
    let elapsed = Date().timeIntervalSince(start)
    #expect(output.code == 1, "\(item.name)")
    #expect(elapsed < 1, "\(item.name): \(elapsed) s")
    let reports = [
      output.out, output.err, try String(contentsOfFile: json, encoding: .utf8),
      try String(contentsOfFile: junit, encoding: .utf8),
    ]
    for report in reports {
      #expect(!report.contains(Self.secret), "\(item.name)")
      #expect(!report.contains("lollollol"), "\(item.name)")
    }
    let lines = output.out.split(separator: "\n").filter { $0.contains("[input.unreadable]") }
    #expect(lines.count == 2, "\(item.name): \(output.out)")
    for file in ["de.xliff", "res/values-de/strings.xml"] {
      // path:line:column with both numbers set.
      #expect(
        lines.contains { $0.contains(file + ":2:") && !$0.contains(file + ":2:0:") }, "\(item.name) \(file)")
    }
  }

  /// The binary's peak resident memory over the bomb, from the kernel's account of children.
  @Test(.enabled(if: toolBinary != nil, "needs the built onboard-audit binary"))
  func entityBombRunsInBoundedMemory() throws {
    let folder = Self.project(declarations: Self.bombDeclarations, entity: "lol9")
    let start = Date()
    let output = try runBinary(
      ["--tables", folder.path, "--format", "json"], environment: [:], in: folder.path)
    let elapsed = Date().timeIntervalSince(start)
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    let peakMegabytes = Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
    #expect(output.code == 1)
    #expect(output.out.contains("input.unreadable"))
    #expect(!output.out.contains("lollollol"))
    #expect(elapsed < 1, "\(elapsed) s")
    #expect(peakMegabytes < 100, "peak RSS \(peakMegabytes) MB")
  }
}
