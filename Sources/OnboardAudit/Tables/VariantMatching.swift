/// Pairs the strings of a translation with the strings of its source, variant by variant.
struct VariantMatcher {
  private let sourceLeaves: [String: LocalizedValue.Leaf]

  init(source: LocalizedValue) {
    var leaves: [String: LocalizedValue.Leaf] = [:]
    for leaf in source.leaves where leaves[leaf.path] == nil { leaves[leaf.path] = leaf }
    sourceLeaves = leaves
  }

  /// The source string a translated variant corresponds to: the same variant; else the same
  /// with `other` for each plural category (languages have different categories); else
  /// without its device variations; else the source's main text.
  func sourceLeaf(for path: String) -> LocalizedValue.Leaf? {
    if let exact = sourceLeaves[path] { return exact }
    let parts = path.split(separator: "/").map(String.init)
    let others = parts.map { $0.hasPrefix("plural.") ? "plural.other" : $0 }
    if let other = sourceLeaves[others.joined(separator: "/")] { return other }
    let withoutDevices = others.filter { !$0.hasPrefix("device.") }
    if let general = sourceLeaves[withoutDevices.joined(separator: "/")] { return general }
    return sourceLeaves[""]
  }

  /// Whether a variant path selects by plural category.
  static func isPlural(_ path: String) -> Bool {
    path.hasPrefix("plural.") || path.contains("/plural.")
  }
}
