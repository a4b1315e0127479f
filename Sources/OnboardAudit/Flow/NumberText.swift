import Foundation

/// Numbers as a locale writes them ("1,234.5" in English, "1.234,5" in German), with the
/// locale given explicitly so the output never depends on the machine's.
public enum NumberText {
  /// "0.45 s", written without the machine's locale.
  public static func seconds(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
  }

  static func format(_ number: Double, locale: AuditLocale) -> String {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: locale.isBase ? locale.language : locale.tag)
    formatter.numberStyle = .decimal
    formatter.maximumFractionDigits = 6
    return formatter.string(from: NSNumber(value: number)) ?? String(number)
  }
}
