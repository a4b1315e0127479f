import CFiles
import Foundation
import Testing

@testable import OnboardAudit
@testable import onboard_audit

/// Reports never harm what is at their path (docs/ci.md): links are written through, devices
/// and FIFOs in place, regular files atomically.
@Suite("Report files")
struct ReportFileTests {
  private func kind(_ path: String, followingLinks: Bool = false) -> mode_t {
    var status = stat()
    let result = followingLinks ? stat(path, &status) : lstat(path, &status)
    return result == 0 ? status.st_mode & S_IFMT : 0
  }

  private func contents(_ path: String) -> String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }

  @Test func aRegularFileIsReplacedWholeAndNothingIsLeftBeside() throws {
    let folder = TemporaryFolder()
    let path = folder.write("report.json", "old")
    try ReportFile.write(Array("new".utf8), to: path)
    #expect(contents(path) == "new")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.json"])
  }

  /// The old report is swapped out in one step, not written over: a reader that has it open
  /// reads it whole, and the path names the new file.
  @Test func aReaderOfTheOldReportReadsItWhole() throws {
    let folder = TemporaryFolder()
    let path = folder.write("report.xml", "<old/>")
    let reader = open(path, O_RDONLY)
    #expect(reader >= 0)
    defer { close(reader) }
    try ReportFile.write(Array("<new/>".utf8), to: path)
    var bytes = [UInt8](repeating: 0, count: 16)
    let count = read(reader, &bytes, bytes.count)
    #expect(String(decoding: bytes[..<max(count, 0)], as: UTF8.self) == "<old/>")
    #expect(contents(path) == "<new/>")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.xml"])
  }

  @Test func twoFilesAreSwappedOrNothingHappens() {
    let folder = TemporaryFolder()
    let first = folder.write("a.txt", "a")
    let second = folder.write("b.txt", "b")
    #expect(cfiles_exchange(first, second) == 0)
    #expect(contents(first) == "b" && contents(second) == "a")
    // Nothing to swap with: an error, and the file stays.
    #expect(cfiles_exchange(first, folder.path + "/missing.txt") == -1 && errno == ENOENT)
    #expect(contents(first) == "b")
  }

  @Test func aLinkIsWrittenThroughAndStaysALink() throws {
    let folder = TemporaryFolder()
    let target = folder.write("reports/real.xml", "old")
    let link = folder.path + "/link.xml"
    #expect(symlink(target, link) == 0)
    try ReportFile.write(Array("<new/>".utf8), to: link)
    #expect(kind(link) == S_IFLNK)
    #expect(contents(target) == "<new/>")
  }

  @Test func aDanglingLinkMakesItsTarget() throws {
    let folder = TemporaryFolder()
    let link = folder.path + "/link.sarif"
    #expect(symlink("made.sarif", link) == 0)
    try ReportFile.write(Array("{}".utf8), to: link)
    #expect(kind(link) == S_IFLNK)
    #expect(contents(folder.path + "/made.sarif") == "{}")
  }

  @Test func aFIFOIsWrittenInPlace() throws {
    let folder = TemporaryFolder()
    let fifo = folder.path + "/pipe"
    #expect(mkfifo(fifo, 0o600) == 0)
    final class Received: @unchecked Sendable { var text = "" }
    let received = Received()
    let reader = Thread {
      let descriptor = open(fifo, O_RDONLY)
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while descriptor >= 0 {
        let count = read(descriptor, &buffer, buffer.count)
        if count <= 0 { break }
        bytes += buffer[..<count]
      }
      close(descriptor)
      received.text = String(decoding: bytes, as: UTF8.self)
    }
    reader.start()
    try ReportFile.write(Array("through the pipe".utf8), to: fifo)
    while !reader.isFinished { usleep(1000) }
    #expect(received.text == "through the pipe")
    #expect(kind(fifo) == S_IFIFO)
  }

  /// As root, a report to a character device used to replace the device with a regular file.
  @Test func aCharacterDeviceStaysADevice() throws {
    let folder = TemporaryFolder()
    var device = folder.path + "/null"
    // major 1, minor 3: the null device; made here when the system lets us, else /dev/null.
    if getuid() != 0 || mknod(device, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) != 0 {
      device = "/dev/null"
    }
    try ReportFile.write(Array("nothing".utf8), to: device)
    #expect(kind(device) == S_IFCHR)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.hasSuffix(".tmp") })
  }

  @Test func aFolderIsNotReplaced() {
    let folder = TemporaryFolder()
    folder.write("out/keep", "x")
    #expect(throws: AuditError.self) {
      try ReportFile.write(Array("y".utf8), to: folder.path + "/out")
    }
    #expect(kind(folder.path + "/out") == S_IFDIR)
    do {
      try ReportFile.write(Array("y".utf8), to: folder.path + "/out")
    } catch {
      #expect(error.message == "cannot write report \"\(folder.path)/out\": it is a folder")
    }
  }

  /// The reports of a run are written at once, the dearest first: each whole, those to one
  /// path in the order asked (the last stays), the failures reported in the order asked.
  @Test func reportsWrittenAtOnceEachWholeAndFailuresInOrder() throws {
    let folder = TemporaryFolder()
    folder.write("first/keep", "x")
    folder.write("second/keep", "x")
    let finding = Finding(
      rule: "key.missing", severity: .error, message: "de lacks \"a\"",
      location: SourceLocation(file: "de.lproj/A.strings", line: 1, column: 1), locale: "de", table: "A",
      key: "a")
    let result = AuditResult(
      findings: [finding], locales: ["de", "en"], fileCount: 2, rules: RuleCatalog.descriptions,
      disabledRules: [],
      coverage: ["de": Coverage(translated: 0, total: 1), "en": Coverage(translated: 1, total: 1)])
    let jobs = [
      ReportFiles.Job(path: folder.path + "/shared.out", reporter: JSONReporter()),
      ReportFiles.Job(path: folder.path + "/first", reporter: SARIFReporter(), cost: 2),
      ReportFiles.Job(path: folder.path + "/junit.xml", reporter: JUnitReporter(), cost: 3),
      // The dearest is started first; what is written, and the failures' order, stay.
      ReportFiles.Job(path: folder.path + "/second", reporter: HTMLReporter(), cost: 9),
      ReportFiles.Job(path: folder.path + "/./shared.out", reporter: MarkdownReporter()),
    ]
    let errors = ReportFiles.write(jobs, result)
    #expect(
      errors.map(\.message) == [
        "cannot write report \"\(folder.path)/first\": it is a folder",
        "cannot write report \"\(folder.path)/second\": it is a folder",
      ])
    #expect(
      contents(folder.path + "/shared.out")
        == String(decoding: MarkdownReporter().report(result), as: UTF8.self))
    #expect(contents(folder.path + "/junit.xml").hasSuffix("</testsuites>\n"))
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == [
        "first", "second", "shared.out", "junit.xml",
      ])
  }

  @Test func theCommandLineWritesToDevNullAndLeavesIt() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/A.strings", "\"a\" = \"A\";\n")
    let result = runTool([
      folder.path, "--tables", folder.path, "--json", "/dev/null", "--junit", "/dev/null",
    ])
    #expect(result.code == 0, "\(result.err)")
    #expect(kind("/dev/null") == S_IFCHR)
  }
}
