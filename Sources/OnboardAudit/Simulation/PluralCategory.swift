/// The CLDR plural category a number selects in a locale ("one", "few", "other"), for
/// choosing the variant of a Text with a `count`.
///
/// A stand-in until the ICU plural rules are available from `CICU`: "one" for 1, "other"
/// otherwise. That is right for English, German, Spanish and the like, and wrong for Arabic,
/// Hebrew, Russian, Polish and French 0. Every caller goes through this one function, so
/// swapping in ICU's rules changes nothing else.
public func pluralCategory(for number: Double, locale: AuditLocale) -> String {
  number == 1 ? "one" : "other"
}
