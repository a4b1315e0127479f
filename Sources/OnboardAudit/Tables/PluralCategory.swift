/// The CLDR plural category a number selects in a locale ("one", "few", "other"), for
/// choosing the variant of a manifest text with a `count`: ICU's rules for the locale's language (Base
/// uses the source's), opened once per locale.
public func pluralCategory(for number: Double, locale: AuditLocale) -> String {
  let identifier = locale.isBase ? locale.language : locale.tag
  return PluralRules.forLocale(identifier)?.select(number) ?? (number == 1 ? "one" : "other")
}
