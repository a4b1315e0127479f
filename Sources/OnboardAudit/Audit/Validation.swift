/// Translator mode: one delivered table file checked against its source, with only the
/// findings that concern the delivery.
///
/// The source is inside the file for XLIFF (its `<source>`s) and String Catalogs; for
/// `.lproj` tables it is the same file in the source locale's folder (`de.lproj/X.strings` →
/// `en.lproj/X.strings`, else `Base.lproj/X.strings`), and for Android resources the same file
/// in `values/` (`values-de/strings.xml` → `values/strings.xml`).
public enum Validation {
  /// What validating one file found.
  public struct Result: Sendable {
    /// The file as reports show it.
    public var file: String
    public var format: TableFormat?
    /// The delivered locales (canonical tags); several only for a multi-locale catalog.
    public var locales: [String]
    /// The locale the file is checked against.
    public var sourceLocale: String?
    /// The sibling file read as the source, when the source is not inside the file.
    public var sourceFile: String?
    /// The file is itself in the source's folder (`values/`, `en.lproj/`, `Base.lproj/`):
    /// there is nothing to compare it against.
    public var isSource = false
    /// The findings about the delivery, in report order.
    public var findings: [Finding]
    /// Whether there was a table to check at all.
    public var isTable: Bool

    public func count(_ severity: Severity) -> Int {
      findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }
  }

  /// Validates one file; `settings` gives the source locale and rule levels (its `tables` and
  /// `locales` are replaced).
  public static func validate(_ path: String, settings: AuditSettings) -> Result {
    let format =
      TableFormat(path: path) ?? (path.hasSuffix(".xml") ? TableFormat.androidStrings : nil)
    let display = FileSystem.displayPath(path)
    var result = Result(
      file: display, format: format, locales: [], sourceLocale: nil, sourceFile: nil, findings: [],
      isTable: format != nil && FileSystem.kind(of: path) == .file)
    guard result.isTable, let format else { return result }
    // The file alone tells its own source locale; with its source beside it, the two are read
    // together, as the audit reads them.
    let loader = TableLoader(
      sourceLocaleOverride: settings.sourceLocale, maximumFileSize: settings.maximumFileSize)
    let own = loader.load(paths: [path]).tables
    let sourceLocale = sourceLocale(given: settings.sourceLocale, tables: own)
    let sibling = sourceSibling(of: path, format: format, sourceLocale: sourceLocale)
    result.sourceFile = sibling.map(FileSystem.displayPath)
    result.isSource = isInSourceFolder(path, format: format, sourceLocale: sourceLocale)
    var run = settings
    run.tables = [path] + (sibling.map { [$0] } ?? [])
    run.locales = []
    let tables = sibling == nil ? own : loader.load(paths: run.tables).tables
    var delivered: Set<String> = []
    for table in tables {
      let sourceTag = table.source?.locale.tag
      result.sourceLocale = result.sourceLocale ?? sourceTag
      for localeTable in table.locales.values where localeTable.files.contains(display) {
        if localeTable.locale.tag != sourceTag || sibling == nil && !format.holdsLocales {
          delivered.insert(localeTable.locale.tag)
        }
      }
    }
    result.locales = delivered.sorted()
    let audit = Audit.run(run)
    result.findings = audit.findings.filter { finding in
      if let locale = finding.locale, delivered.contains(locale) { return true }
      // A problem of the file itself (unreadable, unknown locale) belongs to no locale.
      return finding.locale == nil && finding.location?.file == display
    }
    return result
  }

  /// The locale a file is checked against, decided as a project's is (`ProjectLocales.source`,
  /// docs/swiftui.md "The loading stage"): `--source-locale`, else the file's own (a String
  /// Catalog's `sourceLanguage`, an XLIFF's `source-language`), else `en`.
  static func sourceLocale(given: String?, tables: [StringTable]) -> String {
    ProjectLocales.source(
      given: given, manifest: nil,
      strings: StringResolver(tables: tables, defaultTable: FlowManifest.defaultTable), tables: tables
    ).tag
  }

  /// Whether a table's folder is the source's: Android's `values`, or the source locale's or
  /// Base's `.lproj`.
  static func isInSourceFolder(_ path: String, format: TableFormat, sourceLocale: String) -> Bool {
    guard !format.holdsLocales else { return false }
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    guard components.count >= 2 else { return false }
    let folder = components[components.count - 2]
    if format == .androidStrings { return folder == "values" }
    return folder == "\(sourceLocale).lproj" || folder == "Base.lproj"
  }

  /// The source-locale file beside a delivered one, when it exists.
  static func sourceSibling(of path: String, format: TableFormat, sourceLocale: String) -> String? {
    guard !format.holdsLocales else { return nil }
    var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard components.count >= 2 else { return nil }
    let folder = components[components.count - 2]
    let candidates: [String]
    if format == .androidStrings {
      guard folder.hasPrefix("values-") else { return nil }
      candidates = ["values"]
    } else {
      guard folder.hasSuffix(".lproj") else { return nil }
      let locale = String(folder.dropLast(".lproj".count))
      guard locale != sourceLocale else { return nil }
      candidates = [sourceLocale + ".lproj", "Base.lproj"]
    }
    // The source is found, not named: like a file found in a searched folder, it is read only
    // where it stays inside the folder that holds the locale folders (docs/security.md).
    let parent = components.dropLast(2)
    let project = ResolvedPath(parent.isEmpty ? "." : parent == [""] ? "/" : parent.joined(separator: "/"))
      .path
    for candidate in candidates {
      components[components.count - 2] = candidate
      let sibling = components.joined(separator: "/")
      if FileSystem.kind(of: sibling) == .file && ResolvedPath(sibling).isInside(project) { return sibling }
    }
    return nil
  }
}
