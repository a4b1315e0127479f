import Foundation
import Testing

@testable import OnboardAudit

/// Inputs written to break a reader. Each must end as a finding with a location, or a clear
/// exit-2 error, never a crash or a hang.
@Suite("Hostile input")
struct HostileInputTests {
  private func audit(_ folder: TemporaryFolder) -> AuditResult {
    var settings = AuditSettings()
    settings.tables = [folder.path]
    return Audit.run(settings)
  }

  private static let stringsSample = "/* c */\n\"a\" = \"A %@\";\n\"b\\\"q\" = \"B\\n\";\nunquoted = \"x\";\n"
  private static let stringsdictSample = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0"><dict><key>n</key><dict>
    <key>NSStringLocalizedFormatKey</key><string>%#@c@</string>
    <key>c</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d</string>
    <key>other</key><string>%d</string></dict></dict></dict></plist>
    """
  private static let catalogSample = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {"k": {"localizations": {
    "en": {"stringUnit": {"state": "translated", "value": "v"}},
    "de": {"variations": {"plural": {"one": {"stringUnit": {"state": "new", "value": "w"}}}}}}}}}
    """

  /// Every prefix of a file, cut at each byte: a reader must return, with a problem or not.
  @Test(arguments: [
    ("strings", HostileInputTests.stringsSample), ("stringsdict", HostileInputTests.stringsdictSample),
    ("xcstrings", HostileInputTests.catalogSample),
  ])
  func truncatedAtEveryOffset(_ format: String, _ sample: String) {
    let bytes = Array(sample.utf8)
    let tableFormat = TableFormat(rawValue: format)!
    for length in 0...bytes.count {
      for result in TableLoader.read(tableFormat, Array(bytes[0..<length]), path: "t.\(format)") {
        if let problem = result.problem {
          #expect(problem.location.line >= 1, "cut at \(length): \(problem.message)")
        }
      }
    }
  }

  @Test(arguments: ["strings", "stringsdict", "xcstrings"])
  func randomBytes(_ format: String) {
    var generator = SeededGenerator(seed: 42)
    for round in 0..<200 {
      let length = Int.random(in: 0..<400, using: &generator)
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      for result in TableLoader.read(TableFormat(rawValue: format)!, bytes, path: "r") {
        if let problem = result.problem {
          #expect(!problem.message.isEmpty, "round \(round)")
        }
      }
    }
  }

  @Test func invalidUTF8AndLoneSurrogatesAreFindingsWithAPlace() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/A.strings", "\"a\" = \"A\";\n")
    folder.write("de.lproj/A.strings", Array("\"a\" = \"".utf8) + [0xC3, 0x28] + Array("\";\n".utf8))
    folder.write("fr.lproj/A.strings", "\"a\" = \"\\UD800\";\n")
    let result = audit(folder)
    let unreadable = result.findings.filter { $0.rule == "input.unreadable" }
    #expect(unreadable.count == 1)
    #expect(unreadable.first?.location?.line == 1)
    #expect(unreadable.first?.location?.column == 8)
  }

  @Test func utf16WithoutBOMReadsLikeUTF8() {
    var bytes: [UInt8] = []
    for unit in "\"a\" = \"Grüße\";\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let result = StringsReader.read(bytes, path: "t.strings")
    #expect(result.problem == nil)
    #expect(result.entries[""]?.first?.value.text?.string == "Grüße")
  }

  @Test func jsonNestedAHundredThousandDeepIsAProblem() {
    let bytes =
      Array(repeating: UInt8(ascii: "["), count: 100_000)
      + Array(repeating: UInt8(ascii: "]"), count: 100_000)
    let result = CatalogReader.read(bytes, path: "deep.xcstrings")
    #expect(result.problem?.message.contains("nesting deeper than") == true)
  }

  @Test func xmlNestedAHundredThousandDeepIsAProblem() {
    let bytes = Array(String(repeating: "<dict>", count: 100_000).utf8)
    let result = StringsdictReader.read(bytes, path: "deep.stringsdict")
    #expect(result.problem != nil)
  }

  @Test func tenThousandPluralCategoriesAreRead() {
    var body = ""
    for index in 0..<10_000 { body += "<key>c\(index)</key><string>%d x</string>" }
    let text = """
      <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>n</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@c@</string><key>c</key><dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>\(body)</dict></dict></dict></plist>
      """
    let result = StringsdictReader.read(Array(text.utf8), path: "many.stringsdict")
    #expect(result.problem == nil)
    #expect(result.entries[""]?.first?.value.substitutions.first?.variations?.cases.count == 10_000)
  }

  /// A 100 MB table is read (in seconds, not minutes) and its findings located.
  @Test func hundredMegabyteStringsFile() {
    let line = Array(
      "\"key.number.000000\" = \"A value that is long enough to fill the file up: %@\";\n".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(100 * 1024 * 1024 + line.count)
    while bytes.count < 100 * 1024 * 1024 { bytes += line }
    let result = StringsReader.read(bytes, path: "big.strings")
    #expect(result.problem == nil)
    #expect(result.entries[""]?.count == bytes.count / line.count)
  }

  // MARK: The file system

  @Test func aTablesPathThatIsADirectoryNamedLikeATable() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/A.strings", "\"a\" = \"A\";\n")
    try? FileManager.default.createDirectory(
      atPath: folder.path + "/de.lproj/B.strings", withIntermediateDirectories: true)
    let result = audit(folder)
    #expect(result.fileCount == 1)
  }

  @Test func danglingSymlinkIsAFinding() throws {
    let folder = TemporaryFolder()
    folder.write("en.lproj/A.strings", "\"a\" = \"A\";\n")
    try FileManager.default.createDirectory(
      atPath: folder.path + "/de.lproj", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/de.lproj/A.strings", withDestinationPath: folder.path + "/nowhere.strings")
    let findings = audit(folder).findings.filter { $0.rule == "input.unreadable" }
    #expect(findings.count == 1)
    #expect(findings.first?.message.contains("does not exist") == true)
  }

  @Test func symlinkLoopDoesNotHang() throws {
    let folder = TemporaryFolder()
    folder.write("en.lproj/A.strings", "\"a\" = \"A\";\n")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/loop", withDestinationPath: folder.path)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/en.lproj/up", withDestinationPath: "..")
    #expect(audit(folder).fileCount == 1)
  }

  /// Tests run as root in CI, where permissions do not stop a read; the check runs where they do.
  @Test(.enabled(if: getuid() != 0, "root reads every file whatever its permissions"))
  func unreadableFileIsAFinding() throws {
    let folder = TemporaryFolder()
    folder.write("en.lproj/A.strings", "\"a\" = \"A\";\n")
    let path = folder.write("de.lproj/A.strings", "\"a\" = \"B\";\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
    let findings = audit(folder).findings.filter { $0.rule == "input.unreadable" }
    #expect(findings.first?.message.contains("cannot be opened") == true)
  }

  // MARK: Nothing lost

  /// Inputs are never written: their bytes and dates are the same after a run.
  @Test func inputsAreNeverWritten() throws {
    let folder = TemporaryFolder()
    folder.write("en.lproj/A.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n")
    folder.write("de.lproj/A.strings", "\"a\" = \"\";\n\"a\" = \"x\";\n")
    folder.write("Catalog.xcstrings", HostileInputTests.catalogSample)
    let files = FileSystem.files(below: folder.path).files
    let before = try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
    let dates = files.map {
      try? FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date
    }
    _ = runTool([folder.path, "--tables", folder.path, "--json", folder.path + "/out/r.json"])
    #expect(try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == before)
    #expect(
      files.map { try? FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date } == dates
    )
  }

  /// A report that cannot be written is an exit-2 error naming it; the other reports and
  /// any earlier file at that path are left as they were.
  @Test func aReportThatCannotBeWrittenIsExitTwoAndLosesNothing() throws {
    let folder = TemporaryFolder()
    folder.write("en.lproj/A.strings", "\"a\" = \"A\";\n")
    let blocker = folder.write("blocked", "a file where a folder should be\n")
    let earlier = folder.write("out/r.xml", "earlier report\n")
    let result = runTool([
      folder.path, "--tables", folder.path + "/en.lproj", "--json", blocker + "/r.json", "--junit", earlier,
    ])
    #expect(result.code == 2)
    #expect(result.err.contains("report \"\(blocker)/r.json\""))
    #expect(try String(contentsOfFile: earlier, encoding: .utf8).hasPrefix("<?xml"))
    #expect(try String(contentsOfFile: blocker, encoding: .utf8) == "a file where a folder should be\n")
  }

  @Test func reportsAreIdenticalWhateverTheFileSystemOrder() throws {
    let one = TemporaryFolder()
    let two = TemporaryFolder()
    // The same files created in opposite orders.
    let files = [
      ("en.lproj/A.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n"), ("de.lproj/A.strings", "\"a\" = \"A\";\n"),
      ("fr.lproj/A.strings", "\"b\" = \"B\";\n"), ("en.lproj/B.strings", "\"x\" = \"%d\";\n"),
      ("fr.lproj/B.strings", "\"x\" = \"%@\";\n"),
    ]
    for (path, text) in files { one.write(path, text) }
    for (path, text) in files.reversed() { two.write(path, text) }
    func json(_ folder: TemporaryFolder) -> String {
      var settings = AuditSettings()
      settings.tables = [folder.path]
      let text = String(decoding: JSONReporter().report(Audit.run(settings)), as: UTF8.self)
      return text.replacingOccurrences(of: folder.path, with: "ROOT")
    }
    #expect(json(one) == json(two))
  }
}

/// A small deterministic random generator (SplitMix64), so failures can be replayed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
