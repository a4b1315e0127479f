import Foundation
import OnboardAudit
import Testing

/// The tool's readers against the platforms' own parsers (docs/oracles.md): aapt2 for Android
/// resources, CoreFoundation (through Foundation's `PropertyListSerialization`) for `.strings`
/// and `.stringsdict`. On peer test vectors and on files generated from a fixed seed, each
/// file's values agree, or both refuse the file, or the disagreement is of a class the
/// document lists.
@Suite("Platform parsers as oracles")
struct OracleDifferentialTests {
  static let seed: UInt64 = 20_261_203
  static let generatedAndroidFiles = 2_400
  static let generatedStringsFiles = 3_000
  static let generatedStringsdictFiles = 300

  @Test(
    TestEnvironment.needs(AaptOracle.isAvailable, "aapt2 is not installed (Debian: apt-get install aapt)"))
  func androidResourcesAgreeWithAapt2() throws {
    let folder = TemporaryFolder()
    var files: [(kind: String, path: String)] = []
    for (index, vector) in PeerVectors.android.enumerated() {
      files.append(("peer", folder.write("res/values/p\(index).xml", Array(vector.utf8))))
    }
    var generator = AndroidVectorGenerator(seed: Self.seed)
    for index in 0..<Self.generatedAndroidFiles {
      files.append(("generated", folder.write("res/values/g\(index).xml", generator.file(index: index))))
    }
    if let dump = ProcessInfo.processInfo.environment["ORACLE_DISAGREEMENTS"] {
      try? FileManager.default.copyItem(atPath: folder.path, toPath: dump + "-files")
    }
    let outcomes = try AaptOracle.compile(files.map(\.path))
    var peer = OracleTally(name: "Android, peer vectors")
    var generated = OracleTally(name: "Android, generated")
    for file in files {
      let oracle = try #require(outcomes[file.path])
      let ours = TableListing.read(paths: [file.path])
      if file.kind == "peer" {
        peer.compare(file.path, ours: ours, oracle: oracle, explain: KnownDisagreements.android)
      } else {
        generated.compare(file.path, ours: ours, oracle: oracle, explain: KnownDisagreements.android)
      }
    }
    report(peer, generated)
  }

  /// The files written for the reader's refusals (`RefusalVectors`): aapt2 refuses each, and
  /// the tool too, at the same lines.
  @Test(
    TestEnvironment.needs(AaptOracle.isAvailable, "aapt2 is not installed (Debian: apt-get install aapt)"))
  func refusalsAgreeWithAapt2() throws {
    let folder = TemporaryFolder()
    var tally = OracleTally(name: "Android, refusals")
    for vector in RefusalVectors.android {
      let path = folder.write("\(vector.name)/res/values/strings.xml", Array(vector.text.utf8))
      let oracle = try #require(try AaptOracle.compile([path])[path])
      // Each finding at a line aapt2 names (which also names a string's start tag when it
      // refuses its text: "not a valid string").
      #expect(
        vector.findings.allSatisfy { oracle.rejectionLines.contains($0.line) }
          && oracle.rejectionLines.first == vector.findings.first?.line,
        "\(vector.name): \(oracle.rejectionLines)")
      tally.compare(path, ours: TableListing.read(paths: [path]), oracle: oracle, explain: { _ in nil })
    }
    #expect(tally.bothRejected == RefusalVectors.android.count)
    report(tally)
  }

  /// Every `values*` folder of the corpus's Android apps that aapt2 compiles (below `res/`;
  /// Compose Multiplatform's `composeResources/` is its plugin's), with one aapt2 run per
  /// folder: the same values, and a refusal by both, at the same lines, or by neither.
  @Test(
    TestEnvironment.needs(AaptOracle.isAvailable, "aapt2 is not installed (Debian: apt-get install aapt)"),
    TestEnvironment.needsCorpus())
  func corpusFoldersAgreeWithAapt2() throws {
    var tally = OracleTally(name: "Android, corpus folders")
    var folders = 0
    for app in ["element-android", "thunderbird-android"] {
      for (folder, files) in Self.resourceFolders(below: corpusPath + "/" + app) {
        folders += 1
        let outcomes = try AaptOracle.compile(files)
        for file in files {
          let oracle = try #require(outcomes[file], "\(folder)")
          tally.compare(
            file, ours: TableListing.read(paths: [file]), oracle: oracle, explain: KnownDisagreements.android)
        }
      }
    }
    print("Android, corpus folders: \(folders) folders, one aapt2 run each")
    #expect(folders > 100)
    report(tally)
  }

  /// The `values*` folders below `root` that aapt2 compiles, each with the files of it the
  /// tool reads, sorted.
  static func resourceFolders(below root: String) -> [(folder: String, files: [String])] {
    var found: [String: [String]] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let relative = enumerator?.nextObject() as? String {
      let path = root + "/" + relative
      guard !relative.contains("/composeResources/"), TableFormat(path: path) == .androidStrings else {
        continue
      }
      found[(path as NSString).deletingLastPathComponent, default: []].append(path)
    }
    return found.keys.sorted().map { ($0, found[$0]!.sorted()) }
  }

  @Test func stringsFilesAgreeWithCoreFoundation() throws {
    let folder = TemporaryFolder()
    var peer = OracleTally(name: ".strings, peer vectors")
    for (index, vector) in PeerVectors.strings.enumerated() {
      let path = folder.write("en.lproj/p\(index).strings", vector)
      peer.compare(
        path, ours: TableListing.read(paths: [path]), oracle: PlistOracle.strings(Array(vector.utf8)),
        explain: KnownDisagreements.strings)
    }
    for (index, dictionary) in PeerVectors.binaryStrings.enumerated() {
      let bytes = Array(
        try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0))
      let path = folder.write("en.lproj/b\(index).strings", bytes)
      peer.compare(
        path, ours: TableListing.read(paths: [path]), oracle: PlistOracle.strings(bytes),
        explain: KnownDisagreements.strings)
    }
    var generator = StringsVectorGenerator(seed: Self.seed)
    var generated = OracleTally(name: ".strings, generated")
    for index in 0..<Self.generatedStringsFiles {
      let bytes = generator.file()
      let path = folder.write("en.lproj/g\(index).strings", bytes)
      generated.compare(
        path, ours: TableListing.read(paths: [path]), oracle: PlistOracle.strings(bytes),
        explain: KnownDisagreements.strings)
    }
    report(peer, generated)
  }

  @Test func stringsdictFilesAgreeWithCoreFoundation() {
    let folder = TemporaryFolder()
    var peer = OracleTally(name: ".stringsdict, peer vectors")
    for (index, vector) in PeerVectors.stringsdict.enumerated() {
      let path = folder.write("en.lproj/p\(index).stringsdict", vector)
      peer.compare(
        path, ours: TableListing.read(paths: [path]), oracle: PlistOracle.stringsdict(Array(vector.utf8)),
        explain: KnownDisagreements.stringsdict)
    }
    var generator = StringsdictVectorGenerator(seed: Self.seed)
    var generated = OracleTally(name: ".stringsdict, generated")
    for index in 0..<Self.generatedStringsdictFiles {
      let bytes = generator.file()
      let path = folder.write("en.lproj/g\(index).stringsdict", bytes)
      generated.compare(
        path, ours: TableListing.read(paths: [path]), oracle: PlistOracle.stringsdict(bytes),
        explain: KnownDisagreements.stringsdict)
    }
    report(peer, generated)
  }

  /// Prints the counts (the figures docs/oracles.md gives) and fails on any disagreement of
  /// no known class, showing the first of each, and when fewer than three files in four agree.
  private func report(_ tallies: OracleTally...) {
    if let dump = ProcessInfo.processInfo.environment["ORACLE_DISAGREEMENTS"] {
      let text = tallies.flatMap(\.all).joined(separator: "\n\n")
      _ = FileManager.default.createFile(
        atPath: dump + "-" + tallies[0].name.filter(\.isLetter), contents: Data(text.utf8))
    }
    for tally in tallies {
      print(tally)
      #expect(tally.files > 0)
      // Known classes are the exception: a reader that broke on the way to one would show.
      #expect((tally.agreeingFiles + tally.bothRejected) * 4 >= tally.files * 3, "\(tally)")
      if let unexplained = tally.disagreements["unexplained"] {
        Issue.record(
          "\(tally.name): \(unexplained.count) disagreements of no known class, such as:\n\(unexplained.example)"
        )
      }
    }
  }
}
