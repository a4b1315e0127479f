/// A `.stringsdict` with one plural entry "days" whose variable is defined by `cases`, in CLDR
/// order; `marked` puts the example marker on the variable's key, `markedCase` on a category's,
/// `markedFormat` on the format string.
func stringsdictPlural(
  _ cases: [String: String], key: String = "days", valueType: String? = "d",
  specType: String? =
    "NSStringPluralRuleType", format: String = "%#@count@", marked: Bool = false, markedCase: String? = nil,
  markedFormat: Bool = false
) -> String {
  let ordered = PluralRules.allCategories.compactMap { name in cases[name].map { (name, $0) } }
  let strings = ordered.map {
    "      \($0.0 == markedCase ? "↓" : "")<key>\($0.0)</key><string>\($0.1)</string>\n"
  }.joined()
  let spec = specType.map { "      <key>NSStringFormatSpecTypeKey</key><string>\($0)</string>\n" } ?? ""
  let value = valueType.map { "      <key>NSStringFormatValueTypeKey</key><string>\($0)</string>\n" } ?? ""
  return """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>\(key)</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>\(markedFormat ? "↓" : "")<string>\(format)</string>
        \(marked ? "↓" : "")<key>count</key>
        <dict>
    \(spec)\(value)\(strings)    </dict>
      </dict>
    </dict>
    </plist>

    """
}

/// A String Catalog with one plural entry "%lld files", English and `locale`: `variants` are
/// the locale's plural cases, one JSON member each (`"one": {"stringUnit": …}`), in order and
/// with the example's markers.
func filesCatalog(_ locale: String, _ variants: [String]) -> String {
  """
  {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld files": {"localizations": {
    "en": {"variations": {"plural": {
      "one": {"stringUnit": {"state": "translated", "value": "%lld file"}},
      "other": {"stringUnit": {"state": "translated", "value": "%lld files"}}}}},
    "\(locale)": {"variations": {"plural": {
  \(variants.map { "    " + $0 }.joined(separator: ",\n"))}}}}}}}
  """
}

/// A catalog of "%lld files in %@" in English and the `localizations` given: the entries of
/// more locales, one after the other, without the catalog's closing braces.
func filesInFolderCatalog(_ localizations: String) -> String {
  let entries = localizations.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
  return """
    {"sourceLanguage": "en", "version": "1.0", "strings": {"%lld files in %@": {"localizations": {
      "en": {"variations": {"plural": {
        "one": {"stringUnit": {"state": "translated", "value": "%lld file in %@"}},
        "other": {"stringUnit": {"state": "translated", "value": "%lld files in %@"}}}}},
    \(entries.joined(separator: "\n"))}}}}
    """
}
