import Foundation
import Testing

@testable import OnboardAudit
@testable import onboard_audit

@Suite("Progress")
struct ProgressLineTests {
  private func manyFiles() -> TemporaryFolder {
    let folder = TemporaryFolder()
    for index in 0..<210 {
      folder.write("en.lproj/T\(index).strings", "\"k\" = \"v\";\n")
    }
    return folder
  }

  @Test func progressGoesToATerminalOnly() {
    let folder = manyFiles()
    let piped = runTool([folder.path, "--tables", folder.path])
    #expect(piped.err.isEmpty)
    let terminal = runTool([folder.path, "--tables", folder.path], terminal: true)
    #expect(terminal.err.contains("Reading tables: 210 of 210 (100 %)"))
    #expect(terminal.err.hasSuffix("\r\u{1B}[K"))
  }

  @Test func shortRunsShowNoProgress() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/A.strings", "\"k\" = \"v\";\n")
    #expect(runTool([folder.path, "--tables", folder.path], terminal: true).err.isEmpty)
  }
}
