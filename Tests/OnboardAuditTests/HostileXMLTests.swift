import Foundation
import Testing

/// External entities and entity bombs, in XLIFF and Android resources, through the whole
/// command line: each ends as `input.unreadable` with a position at the DOCTYPE (so before
/// any entity is used), in little memory, and nothing of the entity's target reaches a report.
/// A hang would end at the time limit; how fast it is, `Benchmarks/run` measures.
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

  @Test(.timeLimit(.minutes(1)), arguments: cases.indices)
  func hostileFilesAreUnreadableWithAPositionAndLeakNothing(_ index: Int) throws {
    let item = Self.cases[index]
    let folder = Self.project(declarations: item.declarations, entity: item.entity)
    let json = folder.path + "/report.json"
    let junit = folder.path + "/report.xml"
    let output = runTool(["--tables", folder.path, "--json", json, "--junit", junit, "--format", "xcode"])
    #expect(output.code == 1, "\(item.name)")
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

  /// The binary's own peak resident memory over the bomb, as `/usr/bin/time` reports it. (A
  /// child spawned straight from the test process inherits the test's own high-water mark in
  /// `ru_maxrss` on Linux, so its figure would measure the tests, not the tool.)
  @Test(
    .timeLimit(.minutes(1)), TestEnvironment.needsBinary,
    TestEnvironment.needs(
      FileManager.default.isExecutableFile(atPath: "/usr/bin/time"), "needs GNU time (/usr/bin/time)"))
  func entityBombRunsInBoundedMemory() throws {
    let folder = Self.project(declarations: Self.bombDeclarations, entity: "lol9")
    let binary = try #require(toolBinary)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
    process.arguments = [
      "-f", "%M", binary, "--tables", folder.path, "--json", folder.path + "/report.json", "--quiet",
    ]
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lastLine = String(decoding: errData, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
    let peakMegabytes = try #require(Double(lastLine)) / 1024  // kilobytes
    #expect(process.terminationStatus == 1)
    let report = try String(contentsOfFile: folder.path + "/report.json", encoding: .utf8)
    #expect(report.contains("input.unreadable"))
    #expect(!report.contains("lollollol"))
    #expect(peakMegabytes < 100, "peak RSS \(peakMegabytes) MB")
  }
}
