/// The code's localized strings looked up in the tables as the app would: by table name
/// and by the key Xcode's extraction makes. Where the file does not say an interpolated
/// value's type, a source key that differs only in the specifiers of those values matches,
/// and the match is kept, so that later rules see the table's specifiers.
public struct SourceStringLookup: Sendable {
  /// One use of the code and what it found.
  public struct Resolved: Sendable {
    public var use: LocalizedUse
    /// The table the use names, when it was read.
    public var table: StringTable?
    /// The key of the source table that the use finds: its own key, or the one its unknown
    /// specifiers matched; nil when the source table lacks it.
    public var key: String?
    /// Whether `key` was found by matching unknown specifiers, not as written.
    public var matchedByTypes: Bool
  }

  public private(set) var resolved: [Resolved] = []

  public init(_ uses: [LocalizedUse], strings: StringResolver) {
    var skeletons: [String: [String: [String]]] = [:]
    for use in uses {
      // A use that names no table, given for a property whose views name several, is looked
      // for in each (the default first); the first that has the key is the one.
      var names = [use.tableName]
      if use.table == nil, !use.possibleTables.isEmpty {
        names =
          use.possibleTables.filter { $0 == LocalizedUse.defaultTable }
          + use.possibleTables.filter { $0 != LocalizedUse.defaultTable }
      }
      var chosen: Resolved?
      for name in names {
        let table = strings.table(named: name)
        var found: String?
        var byTypes = false
        if let table, let source = table.source {
          if source.entries.contains(use.key) {
            found = use.key
          } else if use.format.hasUnknownArgument {
            if skeletons[table.identity] == nil { skeletons[table.identity] = Self.skeletons(of: source) }
            found = Self.match(
              use.format, among: skeletons[table.identity]?[Self.skeleton(of: use.format)] ?? [])
            byTypes = found != nil
          }
        }
        var located = use
        if name != use.tableName { located.table = name }
        if chosen == nil || found != nil {
          chosen = Resolved(use: located, table: table, key: found, matchedByTypes: byTypes)
        }
        if found != nil { break }
      }
      if let chosen { resolved.append(chosen) }
    }
  }

  /// Stands for a value in a skeleton.
  private static let valueMark = "\u{FFFC}"

  /// The key with each value left out: what keys that differ only in specifiers share.
  /// (Only made for a use with values, whose every `%` Xcode doubles.)
  private static func skeleton(of format: LocalizedFormat) -> String {
    var key = ""
    for part in format.parts {
      switch part {
      case .text(let text): key += text.replacingAll("%", with: "%%")
      case .argument: key += valueMark
      }
    }
    return key
  }

  /// The source's keys with placeholders, by skeleton.
  private static func skeletons(of source: LocaleTable) -> [String: [String]] {
    var byShape: [String: [String]] = [:]
    for entry in source.orderedEntries where entry.key.utf8.contains(UInt8(ascii: "%")) {
      let format = FormatString(entry.key)
      guard format.problems.isEmpty, !format.placeholders.isEmpty else { continue }
      var scalars = Array(entry.key.unicodeScalars)
      for placeholder in format.placeholders.reversed() {
        let end = min(scalars.count, placeholder.offset + placeholder.spec.unicodeScalars.count)
        scalars.replaceSubrange(placeholder.offset..<end, with: Array(valueMark.unicodeScalars))
      }
      byShape[String(String.UnicodeScalarView(scalars)), default: []].append(entry.key)
    }
    return byShape
  }

  /// The first key whose specifiers agree with the values whose types are known.
  private static func match(_ format: LocalizedFormat, among keys: [String]) -> String? {
    let arguments = format.arguments
    return keys.first { key in
      let placeholders = FormatString(key).placeholders
      guard placeholders.count == arguments.count else { return false }
      return zip(placeholders, arguments).allSatisfy { placeholder, type in
        type == .unknown || (!placeholder.isPositional && placeholder.spec == type.specifier)
      }
    }
  }
}
