/// The qualifiers of an Android `values-…` folder name, split into the locale they name and
/// the others (`night`, `land`, `v21`, `sw600dp`, …), after Android's resource grammar:
/// MCC and MNC come first, then the locale, then every other qualifier.
///
/// The locale is given as a BCP 47 name, not yet validated: `pt-rBR` is `pt-BR`,
/// `b+sr+Latn` is `sr-Latn`, and the old codes Android still writes become the current ones
/// (`iw` → `he`, `in` → `id`, `ji` → `yi`).
public struct AndroidQualifiers: Sendable, Equatable {
  /// The locale, as a BCP 47 name; nil for `values/` and folders without a locale.
  public var locale: String?
  /// The qualifiers that are not a locale, as written.
  public var others: [String]

  /// Android's pre-1988 ISO 639 codes, which it keeps in folder names.
  static let legacyLanguages = ["iw": "he", "in": "id", "ji": "yi"]

  /// Reads a folder name (`values-pt-rBR`); nil when it is not a `values` folder.
  public init?(folder: String) {
    var tokens = folder.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    guard tokens.first == "values" else { return nil }
    tokens.removeFirst()
    others = []
    while let first = tokens.first, Self.isNetworkCode(first) {
      others.append(first)
      tokens.removeFirst()
    }
    if let first = tokens.first, first.lowercased().hasPrefix("b+") {
      let subtags = first.dropFirst(2).split(separator: "+").map(String.init)
      if let language = subtags.first {
        locale = ([Self.language(language)] + subtags.dropFirst()).joined(separator: "-")
      }
      tokens.removeFirst()
    } else if let first = tokens.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter) {
      var name = Self.language(first.lowercased())
      tokens.removeFirst()
      if let region = tokens.first, Self.isRegion(region) {
        name += "-" + region.dropFirst().uppercased()
        tokens.removeFirst()
      }
      locale = name
    }
    others += tokens
  }

  private static func language(_ code: String) -> String {
    legacyLanguages[code.lowercased()] ?? code
  }

  /// `rBR`, `r419`.
  private static func isRegion(_ token: String) -> Bool {
    guard token.first == "r" || token.first == "R" else { return false }
    let rest = token.dropFirst()
    return (rest.count == 2 && rest.allSatisfy(\.isASCIILetter))
      || (rest.count == 3 && rest.allSatisfy(\.isASCIIDigit))
  }

  /// `mcc310`, `mnc004`.
  private static func isNetworkCode(_ token: String) -> Bool {
    (token.hasPrefix("mcc") || token.hasPrefix("mnc")) && token.count > 3
      && token.dropFirst(3).allSatisfy(\.isASCIIDigit)
  }
}

extension Character {
  fileprivate var isASCIILetter: Bool { isASCII && isLetter }
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
