/// Pairs the strings of a translation with the strings of its source, variant by variant.
/// Made once per source entry (see `SourceIndex`) and shared by every locale and rule, with
/// the source's placeholders parsed once. A class: every rule of every locale asks for it,
/// and handing it on costs one reference, not a copy of its tables.
final class VariantMatcher: Sendable {
  /// The source value.
  let source: LocalizedValue
  private let sourceLeaves: [String: LocalizedValue.Leaf]
  /// The source's variants by their path with every plural category replaced by `*`.
  private let pluralGroups: [String: [LocalizedValue.Leaf]]
  /// The placeholders of each source string, by its text, in the table's syntax.
  private let formats: [String: FormatString]
  /// The source's string and its placeholders when the source is text alone, as most are;
  /// the three tables above stay empty then (made for every source entry, they would cost
  /// more than all else the index makes).
  private let plain: (leaf: LocalizedValue.Leaf, format: FormatString)?
  let syntax: FormatSyntax

  init(source: LocalizedValue, syntax: FormatSyntax = .apple) {
    self.source = source
    self.syntax = syntax
    if source.isPlain {
      plain = source.text.map {
        (LocalizedValue.Leaf(path: "", text: $0), FormatString($0.string, syntax: syntax))
      }
      sourceLeaves = [:]
      pluralGroups = [:]
      formats = [:]
      return
    }
    plain = nil
    var leaves: [String: LocalizedValue.Leaf] = [:]
    var groups: [String: [LocalizedValue.Leaf]] = [:]
    var formats: [String: FormatString] = [:]
    for leaf in source.leaves {
      if leaves[leaf.path] == nil { leaves[leaf.path] = leaf }
      groups[Self.pluralGroup(leaf.path), default: []].append(leaf)
      if formats[leaf.text.string] == nil {
        formats[leaf.text.string] = FormatString(leaf.text.string, syntax: syntax)
      }
    }
    sourceLeaves = leaves
    pluralGroups = groups
    self.formats = formats
  }

  /// The source string at a variant path.
  private func sourceLeaf(at path: String) -> LocalizedValue.Leaf? {
    guard let plain else { return sourceLeaves[path] }
    return path.isEmpty ? plain.leaf : nil
  }

  /// The placeholders of a source string, parsed once.
  func format(of leaf: LocalizedValue.Leaf) -> FormatString {
    if let plain, plain.leaf.text.string == leaf.text.string { return plain.format }
    return formats[leaf.text.string] ?? FormatString(leaf.text.string, syntax: syntax)
  }

  /// Every category of the source's plural that a translated plural variant belongs to:
  /// Russian `few` answers to English `one` and `other` together.
  func pluralSiblings(of path: String) -> [LocalizedValue.Leaf] {
    if let plain { return Self.pluralGroup(path).isEmpty ? [plain.leaf] : [] }
    return pluralGroups[Self.pluralGroup(path)] ?? []
  }

  private static func pluralGroup(_ path: String) -> String {
    if path.isEmpty { return path }  // the value itself, as most are
    return path.split(separator: "/").map { $0.hasPrefix("plural.") ? "plural.*" : String($0) }.joined(
      separator: "/")
  }

  /// Every string of the source.
  var allSourceLeaves: [LocalizedValue.Leaf] { plain.map { [$0.leaf] } ?? Array(sourceLeaves.values) }

  /// The source variant a translated variant corresponds to in structure: the same variant,
  /// else the same with `other` for each plural category (languages have different
  /// categories). Nil when the two values are built differently.
  func structuralLeaf(for path: String) -> LocalizedValue.Leaf? {
    if let exact = sourceLeaf(at: path) { return exact }
    let others = path.split(separator: "/").map { $0.hasPrefix("plural.") ? "plural.other" : String($0) }
    return sourceLeaf(at: others.joined(separator: "/"))
  }

  /// The source string a translated variant corresponds to: the structural match; else the
  /// same without its device variations; else the source's main text.
  func sourceLeaf(for path: String) -> LocalizedValue.Leaf? {
    if let structural = structuralLeaf(for: path) { return structural }
    let others = path.split(separator: "/").map { $0.hasPrefix("plural.") ? "plural.other" : String($0) }
    let withoutDevices = others.filter { !$0.hasPrefix("device.") }
    if let general = sourceLeaf(at: withoutDevices.joined(separator: "/")) { return general }
    return sourceLeaf(at: "")
  }

  /// Whether a variant path selects by plural category.
  static func isPlural(_ path: String) -> Bool {
    // Most values are plain text, with the empty path: asked first, it spares a substring search.
    !path.isEmpty && (path.hasPrefix("plural.") || TextScan.contains(path, "/plural."))
  }

  /// The plural category a variant path ends in: `one` for `substitution.n/plural.one`.
  static func pluralCategory(of path: String) -> String {
    guard let last = path.split(separator: "/").last, let name = last.split(separator: ".").last else {
      return ""
    }
    return String(name)
  }
}
