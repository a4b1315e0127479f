import Foundation

/// Numbers as a locale writes them ("1,234.5" in English, "1.234,5" in German), with the
/// locale given explicitly so the output never depends on the machine's.
enum NumberText {
  static func format(_ number: Double, locale: AuditLocale) -> String {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: locale.isBase ? locale.language : locale.tag)
    formatter.numberStyle = .decimal
    formatter.maximumFractionDigits = 6
    return formatter.string(from: NSNumber(value: number)) ?? String(number)
  }
}
