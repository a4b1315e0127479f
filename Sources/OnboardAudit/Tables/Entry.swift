/// One key of a string table in one locale, as a reader found it.
public struct Entry: Sendable {
  /// Whether the key is still in use: not marked `stale` by Xcode.
  public var isInUse: Bool { extractionState != "stale" }

  /// The key as written, after unescaping.
  public var key: String
  /// Where the key is defined.
  public var location: SourceLocation
  /// The value: text, variations, substitutions.
  public var value: LocalizedValue

  /// A catalog or XLIFF state (`translated`, `new`, `needs_review`, `stale`, …), as written.
  public var state: String? {
    get { annotations?.state }
    set { annotate { $0.state = newValue } }
  }
  /// False for `shouldTranslate: false` in a catalog or `translate="no"` in XLIFF.
  public var shouldTranslate: Bool {
    get { annotations?.shouldTranslate ?? true }
    set { annotate { $0.shouldTranslate = newValue } }
  }
  /// The translator comment, when the format has one.
  public var comment: String? {
    get { annotations?.comment }
    set { annotate { $0.comment = newValue } }
  }
  /// A catalog's `extractionState`: `stale` when Xcode no longer finds the key in the code.
  public var extractionState: String? {
    get { annotations?.extractionState }
    set { annotate { $0.extractionState = newValue } }
  }

  /// Android Lint's `tools:ignore="MissingTranslation"` on the resource or on its file's root:
  /// a locale may lack the key, as Android Lint lets it.
  public var mayBeMissing: Bool {
    get { annotations?.fields.mayBeMissing ?? false }
    set { annotate { $0.mayBeMissing = newValue } }
  }

  /// Whether every locale must have the key, and coverage counts it: it is to be translated,
  /// still in use, and not one a locale may lack.
  public var isRequired: Bool { shouldTranslate && isInUse && !mayBeMissing }

  /// The suppressions written at the entry (`onboard-audit:ignore` in its comment, Android's
  /// `tools:ignore`), which its findings are reported under (docs/ci.md, "Suppressions").
  public var ignores: [IgnoreDirective] {
    get { annotations?.fields.ignores ?? [] }
    set { annotate { $0.ignores = newValue } }
  }

  /// What catalogs, XLIFF and Android say of a key besides its value, in a box of its own
  /// and only when there is something to say: a `.strings` file never says it, and a
  /// table of a million entries would carry 48 empty bytes in each.
  private var annotations: Box?

  public init(
    key: String, location: SourceLocation, value: LocalizedValue, state: String? = nil,
    shouldTranslate: Bool = true, comment: String? = nil, extractionState: String? = nil
  ) {
    self.key = key
    self.location = location
    self.value = value
    let annotations = Annotations(
      state: state, shouldTranslate: shouldTranslate, comment: comment, extractionState: extractionState)
    self.annotations = annotations.isEmpty ? nil : Box(annotations)
  }

  private mutating func annotate(_ change: (inout Annotations) -> Void) {
    guard annotations != nil else {
      var fields = Annotations()
      change(&fields)
      if !fields.isEmpty { annotations = Box(fields) }
      return
    }
    // A box of its own is changed in place (a reader sets a state, then a comment); a
    // shared one is copied first, so that no other copy of the entry sees the change.
    if !isKnownUniquelyReferenced(&annotations), let shared = annotations {
      annotations = Box(shared.fields)
    }
    guard let box = annotations else { return }
    change(&box.fields)
    if box.fields.isEmpty { annotations = nil }
  }

  private struct Annotations: Sendable {
    var state: String?
    var shouldTranslate = true
    var comment: String?
    var extractionState: String?
    var ignores: [IgnoreDirective] = []
    var mayBeMissing = false

    var isEmpty: Bool {
      state == nil && shouldTranslate && comment == nil && extractionState == nil && ignores.isEmpty
        && !mayBeMissing
    }
  }

  /// Changed only where it is not shared (see `annotate`), as an array's storage is.
  private final class Box: @unchecked Sendable {
    var fields: Annotations
    init(_ fields: Annotations) { self.fields = fields }

    var state: String? { fields.state }
    var shouldTranslate: Bool { fields.shouldTranslate }
    var comment: String? { fields.comment }
    var extractionState: String? { fields.extractionState }
  }
}

/// A piece of text with the place it was read from.
///
/// Its fields live in one shared, immutable box: every rule walks every string of every
/// locale, and a copy then costs one reference count instead of one for the text and one
/// for the file's path (a path all the strings of a file share, on every core at once).
public struct LocatedText: Sendable, Equatable {
  public var string: String { storage.string }
  public var location: SourceLocation {
    get { storage.location }
    set { storage = Storage(string: storage.string, location: newValue, traits: storage.traits) }
  }
  /// What a first look at the string found, for the rules' quick passes.
  public var traits: TextTraits { storage.traits }

  private var storage: Storage

  /// `known` adds what the reader saw and the string no longer shows (``TextTraits/markupElements``).
  public init(_ string: String, at location: SourceLocation, known: TextTraits = []) {
    storage = Storage(string: string, location: location, traits: TextTraits(of: string).union(known))
  }

  public static func == (a: LocatedText, b: LocatedText) -> Bool {
    a.storage === b.storage || (a.string == b.string && a.location == b.location)
  }

  /// 56 bytes, which the allocator gives in a block of 64, where the 58 of a location and a
  /// trait set side by side took 80: a table of a million strings saves 16 MB.
  private final class Storage: Sendable {
    let string: String
    let file: String
    let line: Int32
    /// The column in the low 24 bits (clamped, as a line of 16 million bytes is no text
    /// anyone reads), the traits in the high 8.
    let columnAndTraits: UInt32

    var location: SourceLocation {
      SourceLocation(file: file, line: Int(line), column: Int(columnAndTraits & Self.columnMask))
    }
    var traits: TextTraits { TextTraits(rawValue: UInt16(columnAndTraits >> 24)) }

    private static let columnMask: UInt32 = 0xFF_FFFF

    init(string: String, location: SourceLocation, traits: TextTraits) {
      self.string = string
      self.file = location.file
      self.line = Int32(clamping: location.line)
      assert(traits.rawValue <= 0xFF, "a ninth trait needs room in columnAndTraits")
      let column = UInt32(clamping: max(location.column, 0))
      self.columnAndTraits = min(column, Self.columnMask) | UInt32(traits.rawValue & 0xFF) << 24
    }
  }
}

/// The value of an entry. A plain string has only `text`. A `.stringsdict` entry has its
/// `NSStringLocalizedFormatKey` as `text` and one substitution per `%#@variable@`. A catalog
/// entry has a `stringUnit` as `text`, or `variations` (plural or device, nested), and may
/// have substitutions.
public struct LocalizedValue: Sendable, Equatable {
  public var text: LocatedText?
  public var variations: Variations? {
    get { alternatives?.variations }
    set { alter { $0.variations = newValue } }
  }
  public var substitutions: [Substitution] {
    get { alternatives?.substitutions ?? [] }
    set { alter { $0.substitutions = newValue } }
  }

  /// The variations and substitutions, in a box of their own and only when there are
  /// some: most values are a plain text, and each entry of a large table would carry
  /// 24 empty bytes.
  private var alternatives: Alternatives?

  public init(text: LocatedText? = nil, variations: Variations? = nil, substitutions: [Substitution] = []) {
    self.text = text
    if variations != nil || !substitutions.isEmpty {
      alternatives = Alternatives(variations: variations, substitutions: substitutions)
    }
  }

  public static func == (a: LocalizedValue, b: LocalizedValue) -> Bool {
    a.text == b.text && a.variations == b.variations && a.substitutions == b.substitutions
  }

  private mutating func alter(
    _ change: (inout (variations: Variations?, substitutions: [Substitution])) -> Void
  ) {
    var fields = (variations: variations, substitutions: substitutions)
    // Let go of the box first, so that the arrays in `fields` are not shared with it.
    alternatives = nil
    change(&fields)
    if fields.variations != nil || !fields.substitutions.isEmpty {
      alternatives = Alternatives(variations: fields.variations, substitutions: fields.substitutions)
    }
  }

  /// Never changed once made: a change makes a new box (see `alter`).
  private final class Alternatives: Sendable {
    let variations: Variations?
    let substitutions: [Substitution]

    init(variations: Variations?, substitutions: [Substitution]) {
      self.variations = variations
      self.substitutions = substitutions
    }
  }

  /// A plain string value.
  public static func plain(_ string: String, at location: SourceLocation) -> LocalizedValue {
    LocalizedValue(text: LocatedText(string, at: location))
  }
}

/// Alternative values chosen by a plural category or a device.
public struct Variations: Sendable, Equatable {
  public enum Kind: String, Sendable {
    case plural
    case device
  }

  /// One alternative: its name (`one`, `other`, `iphone`, …) and value.
  public struct Case: Sendable, Equatable {
    public var name: String
    public var value: LocalizedValue
    public var location: SourceLocation

    public init(name: String, value: LocalizedValue, location: SourceLocation) {
      self.name = name
      self.value = value
      self.location = location
    }
  }

  public var kind: Kind
  /// The alternatives in the order they were written.
  public var cases: [Case]

  public init(kind: Kind, cases: [Case]) {
    self.kind = kind
    self.cases = cases
  }

  public func value(for name: String) -> LocalizedValue? {
    cases.first { $0.name == name }?.value
  }
}

/// A `%#@name@` variable of a `.stringsdict` format, or a catalog substitution.
public struct Substitution: Sendable, Equatable {
  /// The variable's name, as used in `%#@name@`.
  public var name: String
  /// Where the variable is defined.
  public var location: SourceLocation
  /// `NSStringFormatSpecTypeKey` (`NSStringPluralRuleType`); nil in catalogs, which have none.
  public var specType: String?
  /// `NSStringFormatValueTypeKey` or the catalog's `formatSpecifier` (`d`, `ld`, `lld`, `@`, …).
  public var formatSpecifier: String?
  /// The catalog's `argNum`.
  public var argumentNumber: Int?
  /// The alternatives, usually plural.
  public var variations: Variations?

  public init(
    name: String, location: SourceLocation, specType: String? = nil, formatSpecifier: String? = nil,
    argumentNumber: Int? = nil, variations: Variations? = nil
  ) {
    self.name = name
    self.location = location
    self.specType = specType
    self.formatSpecifier = formatSpecifier
    self.argumentNumber = argumentNumber
    self.variations = variations
  }
}

extension LocalizedValue {
  /// One string of a value and the variant it belongs to: "" for the main text,
  /// "plural.one", "device.iphone/plural.other", "substitution.count/plural.few".
  public struct Leaf: Sendable, Equatable {
    public var path: String
    public var text: LocatedText
  }

  /// Every string of the value, depth first, in the order written.
  public var leaves: [Leaf] {
    if isPlain { return text.map { [Leaf(path: "", text: $0)] } ?? [] }
    var result: [Leaf] = []
    collectLeaves(prefix: "", into: &result)
    return result
  }

  /// Whether the value is text alone, without variations or substitutions: most are.
  public var isPlain: Bool { alternatives == nil }

  /// Whether any string of the value satisfies `predicate`; the same as asking each of
  /// `leaves`, without listing them.
  public func containsText(where predicate: (LocatedText) -> Bool) -> Bool {
    if let text, predicate(text) { return true }
    if let variations, variations.cases.contains(where: { $0.value.containsText(where: predicate) }) {
      return true
    }
    return substitutions.contains { substitution in
      substitution.variations?.cases.contains { $0.value.containsText(where: predicate) } ?? false
    }
  }

  private func collectLeaves(prefix: String, into result: inout [Leaf]) {
    if let text {
      result.append(Leaf(path: prefix, text: text))
    }
    if let variations {
      for item in variations.cases {
        let path = Self.join(prefix, "\(variations.kind.rawValue).\(item.name)")
        item.value.collectLeaves(prefix: path, into: &result)
      }
    }
    for substitution in substitutions {
      guard let variations = substitution.variations else { continue }
      for item in variations.cases {
        let path = Self.join(
          prefix, "substitution.\(substitution.name)/\(variations.kind.rawValue).\(item.name)")
        item.value.collectLeaves(prefix: path, into: &result)
      }
    }
  }

  private static func join(_ prefix: String, _ part: String) -> String {
    prefix.isEmpty ? part : prefix + "/" + part
  }
}
