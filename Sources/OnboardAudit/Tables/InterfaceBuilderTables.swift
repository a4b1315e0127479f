import Foundation

/// Interface Builder's tables: the `.strings` of a storyboard or xib, whose keys are the
/// views' object ids and properties (`xrJ-Um-BrJ.title`, `5Gm-8c-jI3.normalTitle`). When
/// the view loads, UIKit and AppKit set each value as the view's text as it is: no
/// `String(format:)` reads it, so `50 % of width` is a label, not a broken placeholder
/// (docs/tables.md, "Interface Builder tables").
///
/// A table is Interface Builder's when it is named after a storyboard or xib of the same
/// folder (`Main.strings` in `de.lproj`, `Base.lproj/Main.storyboard` beside it), when an
/// XLIFF file says it was exported from one (`original="…/Main.storyboard"`), or when most of
/// its keys are object ids.
enum InterfaceBuilderTables {
  static func mark(_ tables: inout [StringTable], files: [TableFile]) {
    var filesByTable: [String: [TableFile]] = [:]
    for file in files { filesByTable[file.table, default: []].append(file) }
    var folders: [String: [String]] = [:]
    for index in tables.indices {
      let table = tables[index]
      let tableFiles = filesByTable[table.identity] ?? []
      if isNamedAfterInterfaceBuilderFile(tableFiles, folders: &folders) || hasMostlyObjectIDKeys(table) {
        tables[index].isInterfaceBuilder = true
      }
    }
  }

  /// The extensions of Interface Builder's documents.
  private static let documentExtensions = [".storyboard", ".xib"]

  /// Whether a file of the table was exported from a storyboard or xib (XLIFF), or a
  /// storyboard or xib of its name sits beside its locale folder or in one of its sibling
  /// locale folders (`Base.lproj`, `en.lproj`).
  private static func isNamedAfterInterfaceBuilderFile(
    _ files: [TableFile], folders: inout [String: [String]]
  ) -> Bool {
    for file in files {
      if let original = file.result.table, documentExtensions.contains(where: { original.hasSuffix($0) }) {
        return true
      }
    }
    guard let file = files.first(where: { $0.format == .strings }) else { return false }
    var components = file.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard components.count >= 2, let name = components.popLast(), components.last?.hasSuffix(".lproj") == true
    else { return false }
    let stem = String(name.dropLast(".strings".count))
    components.removeLast()
    let parent = components.isEmpty ? "." : components.joined(separator: "/")
    let candidates = [parent] + lprojFolders(in: parent, cache: &folders)
    for folder in candidates {
      for ext in documentExtensions where FileSystem.kind(of: folder + "/" + stem + ext) != .missing {
        return true
      }
    }
    return false
  }

  /// The `.lproj` folders in `parent`, listed once per folder.
  private static func lprojFolders(in parent: String, cache: inout [String: [String]]) -> [String] {
    if let known = cache[parent] { return known }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
    let folders = names.filter { $0.hasSuffix(".lproj") }.sorted().map { parent + "/" + $0 }
    cache[parent] = folders
    return folders
  }

  /// Whether more than half the keys of the table's source (else of its largest locale) are
  /// Interface Builder object ids with a property.
  private static func hasMostlyObjectIDKeys(_ table: StringTable) -> Bool {
    guard
      let locale = table.source
        ?? table.locales.values.max(by: { $0.orderedEntries.count < $1.orderedEntries.count })
    else { return false }
    let keys = locale.orderedEntries.map(\.key)
    guard !keys.isEmpty else { return false }
    let ids = keys.count { isObjectIDKey($0) }
    return ids * 2 > keys.count
  }

  /// `xrJ-Um-BrJ.title`: three, two and three letters or digits joined by hyphens (the object
  /// id Interface Builder gives each view), a dot, then the property, which starts with a
  /// letter (`text`, `normalTitle`, `segmentTitles[0]`).
  static func isObjectIDKey(_ key: String) -> Bool {
    let bytes = Array(key.utf8.prefix(12))
    guard bytes.count == 12 else { return false }
    func isAlphanumeric(_ byte: UInt8) -> Bool {
      (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
    for (index, byte) in bytes.enumerated() {
      switch index {
      case 3, 6: if byte != UInt8(ascii: "-") { return false }
      case 10: if byte != UInt8(ascii: ".") { return false }
      case 11: if !((0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)) { return false }
      default: if !isAlphanumeric(byte) { return false }
      }
    }
    return true
  }
}
