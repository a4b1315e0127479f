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
  let syntax: FormatSyntax

  init(source: LocalizedValue, syntax: FormatSyntax = .apple) {
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
    self.source = source
    self.syntax = syntax
    sourceLeaves = leaves
    pluralGroups = groups
    self.formats = formats
  }

  /// The placeholders of a source string, parsed once.
  func format(of leaf: LocalizedValue.Leaf) -> FormatString {
    formats[leaf.text.string] ?? FormatString(leaf.text.string, syntax: syntax)
  }

  /// Every category of the source's plural that a translated plural variant belongs to:
  /// Russian `few` answers to English `one` and `other` together.
  func pluralSiblings(of path: String) -> [LocalizedValue.Leaf] {
    pluralGroups[Self.pluralGroup(path)] ?? []
  }

  private static func pluralGroup(_ path: String) -> String {
    if path.isEmpty { return path }  // the value itself, as most are
    return path.split(separator: "/").map { $0.hasPrefix("plural.") ? "plural.*" : String($0) }.joined(
      separator: "/")
  }

  /// Every string of the source.
  var allSourceLeaves: [LocalizedValue.Leaf] { Array(sourceLeaves.values) }

  /// The source variant a translated variant corresponds to in structure: the same variant,
  /// else the same with `other` for each plural category (languages have different
  /// categories). Nil when the two values are built differently.
  func structuralLeaf(for path: String) -> LocalizedValue.Leaf? {
    if let exact = sourceLeaves[path] { return exact }
    let others = path.split(separator: "/").map { $0.hasPrefix("plural.") ? "plural.other" : String($0) }
    return sourceLeaves[others.joined(separator: "/")]
  }

  /// The source string a translated variant corresponds to: the structural match; else the
  /// same without its device variations; else the source's main text.
  func sourceLeaf(for path: String) -> LocalizedValue.Leaf? {
    if let structural = structuralLeaf(for: path) { return structural }
    let others = path.split(separator: "/").map { $0.hasPrefix("plural.") ? "plural.other" : String($0) }
    let withoutDevices = others.filter { !$0.hasPrefix("device.") }
    if let general = sourceLeaves[withoutDevices.joined(separator: "/")] { return general }
    return sourceLeaves[""]
  }

  /// Whether a variant path selects by plural category.
  static func isPlural(_ path: String) -> Bool {
    // Most values are plain text, with the empty path: asked first, it spares a substring search.
    !path.isEmpty && (path.hasPrefix("plural.") || path.contains("/plural."))
  }
}
