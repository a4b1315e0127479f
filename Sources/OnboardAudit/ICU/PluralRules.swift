import CICU

/// The cardinal plural rules of one language, per CLDR, as ICU has them. One value per locale
/// is made and kept: ICU's rules object is opened once.
public struct PluralRules: Sendable {
  /// CLDR's categories in their usual order.
  public static let allCategories = ["zero", "one", "two", "few", "many", "other"]

  /// The locale the rules were opened for.
  public let locale: String
  /// The categories the rules select, in CLDR order ("one few many other" for Ukrainian).
  public let categories: [String]
  /// Sample numbers for each category, as ICU lists them (CLDR's integer samples, else its
  /// decimal samples).
  public let samples: [String: [Double]]
  /// The categories some integer below 1,000 selects. The others are selected only by
  /// decimals or large numbers (French `many`: 1,000,000; Czech `many`: 1.5).
  public let categoriesOfSmallIntegers: Set<String>
  /// The categories some integer selects; the others only decimals do (Russian `other`:
  /// 1.5). Android's `getQuantityString` takes an integer, so it never needs those.
  public var categoriesOfIntegers: Set<String> { Set(smallestIntegers.keys) }
  /// The smallest integer found to select each category: every integer below 1,000, then
  /// each power of ten up to 10¹², the next integer and its double. A category that none
  /// selects is left out: only decimals select it.
  public let smallestIntegers: [String: Double]
  /// The categories some decimal below 1,000 with a fraction selects (Czech `many`: 1.5;
  /// Russian `other`: 0.5), but not French `many`, which needs a million.
  public let categoriesOfSmallDecimals: Set<String>
  /// Whether ICU's data has rules for the language (or the locale's parent): false where ICU
  /// falls back to the root's, `other` only (Occitan `oc`, Latin `la`, Sanskrit `sa`,
  /// Kurmanji `kmr`, Okinawan `ryu` in ICU 72). Those say nothing of the language's plurals.
  public let hasLanguageRules: Bool

  private let handle: Handle

  /// The rules for a locale, or nil when the identifier is malformed. Rules are cached: asking
  /// twice for one locale opens ICU's rules once.
  public static func forLocale(_ identifier: String) -> PluralRules? {
    cache.value(for: identifier) { make(identifier) }
  }

  private static let cache = LockedCache<String, PluralRules?>()

  private static func make(_ identifier: String) -> PluralRules? {
    guard let pointer = cicu_plural_open(identifier) else { return nil }
    let handle = Handle(pointer)
    let keywords = Set(
      (CBuffers.string(capacity: 128) { cicu_plural_keywords(pointer, $0, $1) } ?? "other").split(
        separator: " "
      ).map(String.init))
    let categories = allCategories.filter(keywords.contains) + keywords.subtracting(allCategories).sorted()
    var samples: [String: [Double]] = [:]
    for category in categories {
      var buffer = [Double](repeating: 0, count: 64)
      let count = cicu_plural_samples(pointer, category, &buffer, Int32(buffer.count))
      samples[category] = Array(buffer.prefix(Int(max(0, min(count, 64)))))
    }
    var smallest: [String: Double] = [:]
    for number in 0..<1000 where smallest.count < categories.count {
      if let category = CBuffers.string(
        capacity: 128, { cicu_plural_select(pointer, Double(number), $0, $1) }),
        smallest[category] == nil
      {
        smallest[category] = Double(number)
      }
    }
    // Past 1,000, CLDR's rules look at powers of ten (French and Spanish `many`: 1,000,000).
    var power = 1000.0
    for _ in 3...12 where smallest.count < categories.count {
      defer { power *= 10 }
      for number in [power, power + 1, power * 2] {
        if let category = CBuffers.string(capacity: 128, { cicu_plural_select(pointer, number, $0, $1) }),
          smallest[category] == nil
        {
          smallest[category] = number
        }
      }
    }
    // A fraction of one and of two digits, tenths and hundredths: what CLDR's rules on `v`
    // and `f` (visible fraction digits) tell apart.
    var decimals: Set<String> = []
    for whole in [0.0, 1, 2, 3, 5, 11, 21, 101] {
      for fraction in [0.1, 0.5, 0.25] {
        if let category = CBuffers.string(
          capacity: 128, { cicu_plural_select(pointer, whole + fraction, $0, $1) })
        {
          decimals.insert(category)
        }
      }
    }
    return PluralRules(
      locale: identifier, categories: categories, samples: samples,
      categoriesOfSmallIntegers: Set(smallest.filter { $0.value < 1000 }.keys), smallestIntegers: smallest,
      categoriesOfSmallDecimals: decimals, hasLanguageRules: cicu_plural_has_rules(identifier) == 1,
      handle: handle)
  }

  /// The category ICU selects for a number.
  public func select(_ number: Double) -> String {
    CBuffers.string(capacity: 128) { cicu_plural_select(handle.pointer, number, $0, $1) } ?? "other"
  }

  /// Sample numbers of a category as short readable ranges: "2–4, 22–24, 32–34, …".
  public func sampleText(_ category: String, groups: Int = 3) -> String {
    let values = samples[category] ?? []
    var seen: Set<Double> = []
    let unique = values.filter { seen.insert($0).inserted }
    // A whole number ICU lists for a category that integers do not select is a decimal
    // sample written without its fraction ("0.0" for Ukrainian `other`).
    let decimal = unique.contains { $0 != $0.rounded() } || unique.contains { select($0) != category }
    var ranges: [(Double, Double)] = []
    let step = decimal ? 0.1 : 1
    for value in unique {
      if let last = ranges.last, abs(value - last.1 - step) < step / 100 {
        ranges[ranges.count - 1].1 = value
      } else {
        ranges.append((value, value))
      }
    }
    guard !ranges.isEmpty else { return "" }
    let shown = ranges.prefix(groups).map { range in
      range.0 == range.1
        ? Self.format(range.0, decimal: decimal)
        : "\(Self.format(range.0, decimal: decimal))–\(Self.format(range.1, decimal: decimal))"
    }
    return shown.joined(separator: ", ") + (ranges.count > groups || values.count >= 7 ? ", …" : "")
  }

  private static func format(_ value: Double, decimal: Bool) -> String {
    if value == value.rounded() && abs(value) < 1e15 {
      let whole = String(Int64(value))
      return decimal ? whole + ".0" : whole
    }
    // One decimal place is what CLDR's samples use, but for a few longer ones.
    var text = String(value)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// ICU's rules object, kept for the life of the process (the cache never drops it).
  private final class Handle: @unchecked Sendable {
    let pointer: OpaquePointer
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
  }
}

extension ICU {
  /// How many ICU objects the `CICU` target has opened in this process.
  public static var openedObjectCount: Int { Int(cicu_debug_open_count()) }

  /// How many ICU objects of a kind ("plural", "graphemes", "bidi") have been opened in this
  /// process, for one locale (nil for objects that belong to none).
  public static func openedObjectCount(_ kind: String, locale: String?) -> Int {
    Int(cicu_debug_open_count_of(kind, locale))
  }
}
