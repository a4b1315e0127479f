import Foundation

/// What the files of an Xcode project's targets give the audit: each Swift file as a
/// `--sources` option and each string table as a `--tables` option, sorted and each once,
/// relative to the project's folder (where the tool runs) when inside it, so that a table is
/// named as the project names it (`App/Localizable`, not its whole path).
/// A table in a `.lproj` folder brings its localizations in the `.lproj` folders beside it
/// (`Localizable.strings` in `de.lproj` and `fr.lproj` beside `en.lproj`), the files Xcode
/// builds into the app from a localized table, whether the target lists each or only the
/// group. A file the project lists but the disk does not hold is not audited: it is in
/// `missing`, for a warning, since the tool refuses a path that does not exist.
///
/// Only Foundation here, no PackagePlugin: `Scripts/test-plugin` builds this file with a
/// driver of its own on Linux, where the Xcode conformance that uses it is not compiled.
struct XcodeInputs {
  /// The extensions of the tables an Xcode project holds (docs/tables.md).
  static let tableExtensions: Set<String> = ["strings", "stringsdict", "xcstrings", "xliff"]

  var sources: [String] = []
  var tables: [String] = []
  var missing: [String] = []

  init(files: [URL], relativeTo folder: URL) {
    let fileManager = FileManager.default
    let base = folder.standardizedFileURL.path
    let prefix = base.hasSuffix("/") ? base : base + "/"
    func shown(_ path: String) -> String {
      path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
    var sources: Set<String> = []
    var tables: Set<String> = []
    var missing: Set<String> = []
    for file in files {
      let kind = file.pathExtension.lowercased()
      guard kind == "swift" || Self.tableExtensions.contains(kind) else { continue }
      guard fileManager.fileExists(atPath: file.path) else {
        missing.insert(file.path)
        continue
      }
      if kind == "swift" {
        sources.insert(shown(file.path))
      } else {
        tables.formUnion(Self.localizations(of: file).map(shown))
      }
    }
    self.sources = sources.sorted()
    self.tables = tables.sorted()
    self.missing = missing.sorted()
  }

  /// The options for `onboard-audit audit`, run in the folder the paths are relative to.
  var options: [String] {
    sources.flatMap { ["--sources", $0] } + tables.flatMap { ["--tables", $0] }
  }

  /// The table, and when it is in a `.lproj` folder, the files of its name in the `.lproj`
  /// folders beside that one.
  private static func localizations(of table: URL) -> [String] {
    let folder = table.deletingLastPathComponent()
    guard folder.pathExtension == "lproj" else { return [table.path] }
    let parent = folder.deletingLastPathComponent()
    let siblings = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    var found = [table.path]
    for sibling in siblings where sibling.hasSuffix(".lproj") {
      let file = parent.appendingPathComponent(sibling).appendingPathComponent(table.lastPathComponent)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue {
        found.append(file.path)
      }
    }
    return found
  }
}
