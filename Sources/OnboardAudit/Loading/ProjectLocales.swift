/// The source locale and the audited locales of a project, each decided here once, in one
/// order of precedence (docs/swiftui.md, "The loading stage").
public enum ProjectLocales {
  /// The locale the others are checked against and a flow is read in by default:
  /// `--source-locale` (else the config's), else the manifest's `sourceLocale`, else the
  /// source locale of the flow's table (a String Catalog's `sourceLanguage`), else of the
  /// first table, else `en`.
  public static func source(
    given: String?, manifest: FlowManifest?, strings: StringResolver, tables: [StringTable]
  ) -> AuditLocale {
    let tag =
      given.flatMap(LocaleNames.canonical)
      ?? manifest?.sourceLocale.flatMap(LocaleNames.canonical)
      ?? strings.table(named: manifest?.table ?? FlowManifest.defaultTable)?.sourceLocale.tag
      ?? tables.first?.sourceLocale.tag ?? "en"
    return AuditLocale(canonical: tag)
  }

  /// The required locales with each table's source, or, when none are required, every locale
  /// found; one per tag (Base shares its language with the source), sorted.
  public static func audited(_ tables: [StringTable], required: [String]) -> [AuditLocale] {
    var locales: Set<AuditLocale> = []
    if required.isEmpty {
      for table in tables { locales.formUnion(table.locales.values.map(\.locale)) }
    } else {
      for tag in required.compactMap(LocaleNames.canonical) { locales.insert(AuditLocale(canonical: tag)) }
      for table in tables {
        if let source = table.source { locales.insert(source.locale) }
      }
    }
    var byTag: [String: AuditLocale] = [:]
    for locale in locales where byTag[locale.tag] == nil { byTag[locale.tag] = locale }
    return byTag.values.sorted()
  }
}
