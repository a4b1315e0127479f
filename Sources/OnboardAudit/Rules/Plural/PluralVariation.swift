/// One set of plural variants of an entry: a catalog's `variations.plural` (at any depth, such
/// as under a device), a catalog substitution's, or a `.stringsdict` variable's. Every
/// `plural.*` rule walks these, and `format.*` sees the same strings through
/// `LocalizedValue.leaves`.
struct PluralVariation {
  /// Where in the value: "" for the value's own variations, "device.iphone",
  /// "substitution.files", as in `LocalizedValue.Leaf.path` without the category.
  var path: String
  var cases: [Variations.Case]
  /// The variable's definition for a substitution; else the first variant.
  var location: SourceLocation
  /// The type of the count a substitution or `.stringsdict` variable declares (`d`, `lld`,
  /// `f`); nil for a catalog's own plural variations, which declare none.
  var formatSpecifier: String? = nil

  var names: [String] { cases.map(\.name) }
}

extension LocalizedValue {
  /// Every plural variation of the value, depth first, in the order written.
  func pluralVariations(fallback location: SourceLocation) -> [PluralVariation] {
    var result: [PluralVariation] = []
    collectPlurals(prefix: "", fallback: location, into: &result)
    return result
  }

  private func collectPlurals(prefix: String, fallback: SourceLocation, into result: inout [PluralVariation])
  {
    if let variations {
      if variations.kind == .plural {
        result.append(
          PluralVariation(
            path: prefix, cases: variations.cases, location: variations.cases.first?.location ?? fallback))
      }
      for item in variations.cases {
        let path = Self.joinPath(prefix, "\(variations.kind.rawValue).\(item.name)")
        item.value.collectPlurals(prefix: path, fallback: item.location, into: &result)
      }
    }
    for substitution in substitutions {
      let path = Self.joinPath(prefix, "substitution.\(substitution.name)")
      guard let variations = substitution.variations else { continue }
      if variations.kind == .plural {
        result.append(
          PluralVariation(
            path: path, cases: variations.cases, location: substitution.location,
            formatSpecifier: substitution.formatSpecifier))
      }
      for item in variations.cases {
        let itemPath = Self.joinPath(path, "\(variations.kind.rawValue).\(item.name)")
        item.value.collectPlurals(prefix: itemPath, fallback: item.location, into: &result)
      }
    }
  }

  private static func joinPath(_ prefix: String, _ part: String) -> String {
    prefix.isEmpty ? part : prefix + "/" + part
  }
}

extension LocaleContext {
  /// The locale whose plural rules apply: the table's locale, or for `Base` the source locale.
  var pluralLocale: String { locale.isBase ? table.sourceLocale.tag : locale.tag }

  /// ICU's plural rules for this locale's language; nil where ICU has none for it and would
  /// give its root's (`other` only), on which no finding may rest.
  var pluralRules: PluralRules? {
    PluralRules.forLocale(pluralLocale).flatMap { $0.hasLanguageRules ? $0 : nil }
  }

  /// Whether the table's platform never shows a plural category in this language: Android's
  /// `getQuantityString` selects by an integer, so a category only decimals select (Russian
  /// `other`, Czech `many`) is never used there.
  func neverShows(category: String, rules: PluralRules) -> Bool {
    table.platform == .android && !rules.categoriesOfIntegers.contains(category)
  }

  /// Whether any entry of the locale has a plural variation.
  var hasPlurals: Bool {
    localeTable.entryViews.contains { entry in
      !entry.isPlain && !entry.value.pluralVariations(fallback: entry.location).isEmpty
    }
  }
}

/// "few (2–4, 22–24, …) and many (0, 5–19, …)".
func categoryList(_ categories: [String], _ rules: PluralRules) -> String {
  let items = categories.map { category in
    let samples = rules.sampleText(category, groups: 2)
    return samples.isEmpty ? category : "\(category) (\(samples))"
  }
  guard items.count > 1 else { return items.first ?? "" }
  return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
}

/// " (substitution.files)" for a variation inside a value, "" for the value's own.
func pluralSuffix(_ path: String) -> String {
  path.isEmpty ? "" : " (\(path))"
}
