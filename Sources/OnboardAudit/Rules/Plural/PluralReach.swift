/// How often a count reaches a plural category: what a missing variant costs, and so the
/// severity of `plural.missing-category` and `plural.missing-other`.
extension PluralRules {
  /// The severity of a missing category: an error where some count below 1,000 selects it
  /// (or, for a count that may have a fraction, some fraction below 1,000 does); a warning
  /// where only counts of 1,000 and more do; a note where only counts of a million and more
  /// do (French `many`), or only fractions and the count is a whole number (Czech `many`).
  func severity(ofMissing category: String, countIsInteger: Bool) -> Severity {
    let smallest = smallestIntegers[category]
    if let smallest, smallest < 1000 { return .error }
    if !countIsInteger && categoriesOfSmallDecimals.contains(category) { return .error }
    if let smallest, smallest < 1_000_000 { return .warning }
    return .note
  }

  /// Why missing categories of a lesser severity seldom show: "only counts of a million and
  /// more select it"; nil for an error.
  func rarity(ofMissing categories: [String], countIsInteger: Bool) -> String? {
    let severities = categories.map { severity(ofMissing: $0, countIsInteger: countIsInteger) }
    guard let worst = severities.max(), worst != .error else { return nil }
    let pronoun = categories.count == 1 ? "it" : "them"
    if worst == .warning { return "only counts of 1,000 and more select \(pronoun)" }
    let fractionsOnly = categories.filter { smallestIntegers[$0] == nil }
    if fractionsOnly.isEmpty { return "only counts of a million and more select \(pronoun)" }
    let byFractions =
      fractionsOnly.count == categories.count
      ? "only fractions select \(pronoun)"
      : "only fractions and counts of a million and more select \(pronoun)"
    return byFractions + ", and the count is a whole number"
  }
}

extension PluralVariation {
  /// Whether the count is a whole number: the type its variable declares (`d`, `ld`, `lld`,
  /// `u`), else the placeholders of its variants (`%lld`, with no `%f` beside it). Android's
  /// `getQuantityString` always selects by an integer, whatever the text shows (`%s`: "1.2K").
  func countIsInteger(platform: Platform) -> Bool {
    if platform == .android { return true }
    if let specifier = formatSpecifier {
      guard case .integer? = FormatString("%" + specifier).placeholders.first?.kind else { return false }
      return true
    }
    var integer = false
    for item in cases {
      for leaf in item.value.leaves {
        for placeholder in FormatString(leaf.text.string).placeholders {
          switch placeholder.kind {
          case .integer: integer = true
          case .float: return false
          default: break
          }
        }
      }
    }
    return integer
  }
}
