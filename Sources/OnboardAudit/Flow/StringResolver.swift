/// Finds the string a `FlowText` shows in a locale, as the app would: the locale's table, else
/// its parents' (`fr` for `fr-BE`), else the source's (the development language), else the raw key.
public struct StringResolver: Sendable {
  public var tables: [StringTable]
  /// The manifest's default table.
  public var defaultTable: String
  public var device: Device

  public init(tables: [StringTable], defaultTable: String, device: Device = .phone) {
    self.tables = tables
    self.defaultTable = defaultTable
    self.device = device
  }

  /// How a `FlowText` was resolved.
  public enum Status: Sendable, Equatable {
    /// A `literal`, used as written.
    case literal
    /// Found in the locale's table.
    case resolved
    /// Not in the locale's table: the source's value is shown.
    case fallback
    /// In no table: the key itself is shown.
    case raw
    /// Computed at run time (`FlowText.expression`): shown as the expression in angle quotes.
    case unknown
  }

  /// A `FlowText`'s string in a locale, and how it was found.
  public struct Resolved: Sendable, Equatable {
    public var string: String
    public var status: Status
  }

  /// The table a `FlowText` names: by identity, or by the identity's last component.
  public func table(named name: String) -> StringTable? {
    tables.first { $0.identity == name } ?? tables.first { $0.identity.hasSuffix("/" + name) }
  }

  /// The table a `FlowText`'s key is looked up in.
  public func tableName(of text: FlowText) -> String { text.table ?? defaultTable }

  /// The entry of a `FlowText`'s key in the source locale, if any.
  public func sourceEntry(of text: FlowText) -> Entry? {
    guard let key = text.key else { return nil }
    return table(named: tableName(of: text))?.source?.entries[key]
  }

  /// The string a `FlowText` shows in a locale, placeholders filled and plural chosen.
  public func resolve(_ text: FlowText, locale: AuditLocale) -> Resolved {
    if let literal = text.literal { return Resolved(string: literal, status: .literal) }
    if text.expression != nil, !text.oneOf.isEmpty {
      // One of several texts, unknown which: each in the locale, never the code that chooses.
      let each = text.oneOf.map { resolve($0, locale: locale).string }
      return Resolved(string: "‹\(each.joined(separator: " | "))›", status: .unknown)
    }
    if let expression = text.expression { return Resolved(string: "‹\(expression)›", status: .unknown) }
    let key = text.key ?? ""
    let table = table(named: tableName(of: text))
    if let entry = table?.locales[locale.tag]?.entries[key] {
      return Resolved(string: render(entry.value, text, locale: locale), status: .resolved)
    }
    // A variant shows its parent's translation (docs/tables.md, "Fallback").
    if let table, let source = table.source {
      let parents = LocaleFallback.of(locale.tag, source: source.locale.tag) { table.locales[$0] != nil }
        .parents
      for parent in parents {
        if let entry = table.locales[parent]?.entries[key] {
          return Resolved(string: render(entry.value, text, locale: locale), status: .resolved)
        }
      }
    }
    if let table, let source = table.source, let entry = source.entries[key] {
      return Resolved(string: render(entry.value, text, locale: source.locale), status: .fallback)
    }
    return Resolved(string: key, status: .raw)
  }

  // MARK: Rendering

  private func render(_ value: LocalizedValue, _ text: FlowText, locale: AuditLocale) -> String {
    if let variations = value.variations, let chosen = choose(variations, text, locale: locale) {
      return render(chosen, text, locale: locale)
    }
    guard let string = value.text?.string else { return "" }
    return fill(string, substitutions: value.substitutions, text, locale: locale, ownArgument: nil)
  }

  private func choose(_ variations: Variations, _ text: FlowText, locale: AuditLocale) -> LocalizedValue? {
    let name: String
    switch variations.kind {
    case .plural:
      let count =
        text.count ?? text.args.lazy.compactMap { if case .number(let n) = $0 { n } else { nil } }
        .first ?? 0
      // Apple's formats use `zero` for 0 in every language, when it is written.
      name =
        count == 0 && variations.value(for: "zero") != nil
        ? "zero" : pluralCategory(for: count, locale: locale)
    case .device:
      name = device == .pad ? "ipad" : "iphone"
    }
    return variations.value(for: name) ?? variations.value(for: "other") ?? variations.cases.first?.value
  }

  /// Fills placeholders from the `FlowText`'s `args`; an integer placeholder without an argument
  /// takes the `count`, and `%#@name@` variables their chosen variant.
  private func fill(
    _ string: String, substitutions: [Substitution], _ text: FlowText, locale: AuditLocale, ownArgument: Int?
  ) -> String {
    let format = FormatString(string)
    // Prose with a percent sign ("100% guaranteed") is shown as written.
    guard format.isFormat else { return string }
    var scalars = Array(string.unicodeScalars)
    for placeholder in format.placeholders.reversed() {
      let replacement: String
      switch placeholder.kind {
      case .variable(let name):
        if let substitution = substitutions.first(where: { $0.name == name }),
          let variations = substitution.variations,
          let chosen = choose(variations, text, locale: locale), let inner = chosen.text?.string
        {
          replacement = fill(
            inner, substitutions: [], text, locale: locale,
            ownArgument: substitution.argumentNumber ?? placeholder.position)
        } else {
          replacement = ""
        }
      case .substitutionArgument:
        replacement = argument(ownArgument ?? 1, isInteger: true, text, locale: locale)
      case .integer, .float:
        replacement = argument(placeholder.argument, isInteger: true, text, locale: locale)
      default:
        replacement = argument(placeholder.argument, isInteger: false, text, locale: locale)
      }
      let end = min(scalars.count, placeholder.offset + placeholder.spec.unicodeScalars.count)
      scalars.replaceSubrange(placeholder.offset..<end, with: Array(replacement.unicodeScalars))
    }
    var result = String(String.UnicodeScalarView(scalars))
    if format.hasEscapedPercent { result = result.replacingAll("%%", with: "%") }
    return result
  }

  private func argument(_ number: Int, isInteger: Bool, _ text: FlowText, locale: AuditLocale) -> String {
    let index = number - 1
    if index >= 0, index < text.args.count {
      switch text.args[index] {
      case .string(let string): return string
      case .number(let value): return NumberText.format(value, locale: locale)
      }
    }
    if isInteger, let count = text.count { return NumberText.format(count, locale: locale) }
    return ""
  }
}
