import Foundation
import Testing

@testable import OnboardAudit

/// Files read and written through the system calls, with buffers of the files' own sizes.
@Suite("File input and output")
struct FileIOTests {
  @Test(arguments: [0, 1, 7, 4096, 65_536, 65_537, 200_003])
  func aFileReadsBackByteForByte(size: Int) throws {
    let folder = TemporaryFolder()
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    let path = folder.write("Größe/日本.strings", bytes)
    #expect(try FileSystem.read(path).get() == bytes)
  }

  @Test func aMissingFileIsAnUnreadableError() {
    let folder = TemporaryFolder()
    guard case .failure(let error) = FileSystem.read(folder.path + "/nothing.strings") else {
      Issue.record("a missing file was read")
      return
    }
    #expect(error.message.contains("does not exist"))
  }

  /// Every byte is written, also of a piece larger than a pipe holds at once, and nothing
  /// for an empty piece.
  @Test(arguments: [0, 5, 300_000])
  func everyByteIsWritten(size: Int) throws {
    let folder = TemporaryFolder()
    let path = folder.path + "/out.bin"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    #expect(descriptor >= 0)
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    #expect(FileSystem.writeAll(bytes, to: descriptor) == 0)
    close(descriptor)
    #expect(try FileSystem.read(path).get() == bytes)
  }

  @Test func writingToAClosedDescriptorIsAnError() {
    #expect(FileSystem.writeAll([1, 2, 3], to: -1) == EBADF)
  }

  /// A folder's entries by name, non-ASCII names whole, with their types.
  @Test func aFoldersEntriesAreItsNames() throws {
    let folder = TemporaryFolder()
    folder.write("Größe.strings", "x")
    folder.write("日本語/a.strings", "y")
    folder.write(String(repeating: "n", count: 200), "z")
    let entries = try #require(FileSystem.directoryEntries(folder.path))
    let names = Set(entries.map(\.name))
    #expect(names == [".", "..", "Größe.strings", "日本語", String(repeating: "n", count: 200)])
    let folderType = entries.first { $0.name == "日本語" }?.type
    #expect(folderType.map { Int32($0) == Int32(DT_DIR) || Int32($0) == Int32(DT_UNKNOWN) } == true)
    #expect(FileSystem.directoryEntries(folder.path + "/missing") == nil)
  }
}
