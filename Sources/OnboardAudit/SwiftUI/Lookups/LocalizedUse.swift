/// What the Swift sources say about the app's text: the strings they look up in the tables,
/// the text they show as written, and the files that could not be read whole.

/// The type of an interpolated value, as far as the file says it.
public enum InterpolatedType: Sendable, Hashable {
  case int
  case int32
  case uint
  case uint32
  case double
  case float
  /// A value given with its specifier: `\(progress, specifier: "%.1f")`.
  case specified(String)
  /// `String`, `Substring`, `Text`, `Image` and every other type: formatted as an object.
  case object
  /// The file does not say: a table key whose specifier differs only in type matches.
  case unknown

  /// The specifier Xcode's extraction writes for an interpolation of this type
  /// (`LocalizedStringKey.StringInterpolation`, `String.LocalizationValue.StringInterpolation`),
  /// `%@` when the type is unknown.
  public var specifier: String {
    switch self {
    case .int: "%lld"
    case .int32: "%d"
    case .uint: "%llu"
    case .uint32: "%u"
    case .double: "%lf"
    case .float: "%f"
    case .specified(let specifier): specifier
    case .object, .unknown: "%@"
    }
  }

  /// The type named in a declaration (`Int`, `CGFloat`, `String?`); `.object` for any other
  /// named type.
  init(typeName: String) {
    switch typeName {
    case "Int", "Int64": self = .int
    case "Int32", "Int16", "Int8": self = .int32
    case "UInt", "UInt64": self = .uint
    case "UInt32", "UInt16", "UInt8": self = .uint32
    case "Double", "CGFloat", "TimeInterval", "Float64": self = .double
    case "Float", "Float32": self = .float
    default: self = .object
    }
  }

  var isNumber: Bool { self != .object && self != .unknown }
}

/// A localized string as the code writes it: literal text and interpolated values, in order.
public struct LocalizedFormat: Sendable, Equatable {
  public enum Part: Sendable, Equatable {
    case text(String)
    case argument(InterpolatedType)
  }

  public var parts: [Part]

  public init(_ parts: [Part]) { self.parts = parts }

  /// The key Xcode's extraction makes of it: each value as its specifier and, when there is
  /// one, each `%` of the text doubled (as `appendLiteral` does); a plain literal as written.
  public var key: String {
    let interpolated = parts.contains { if case .argument = $0 { true } else { false } }
    var key = ""
    for part in parts {
      switch part {
      case .text(let text): key += interpolated ? text.replacingAll("%", with: "%%") : text
      case .argument(let type): key += type.specifier
      }
    }
    return key
  }

  /// The types of the values, in order.
  public var arguments: [InterpolatedType] {
    parts.compactMap { if case .argument(let type) = $0 { type } else { nil } }
  }

  /// Whether the type of some value is not known.
  public var hasUnknownArgument: Bool { arguments.contains(.unknown) }
}

/// One place where the code looks a string up: `Text("welcome.title")`,
/// `String(localized: "pageDots \(page) \(count)", table: "Onboarding")`.
public struct LocalizedUse: Sendable, Equatable {
  public var format: LocalizedFormat
  /// The table named by `tableName:` or `table:`; nil for the default table (`Localizable`).
  public var table: String?
  /// The developer's comment for translators (`comment:`).
  public var comment: String?
  /// The view, modifier or function that looks it up (`Text`, `.accessibilityLabel`).
  public var call: String
  /// The property or parameter the literal is given for (`title` in `Page(title: "…")`),
  /// whose uses may name the table (`Text(page.title, tableName: "Onboarding")`).
  public var keyName: String?
  /// For a literal given for a property or parameter: the tables that the views showing a
  /// value of that name look up (`Localizable` among them for a view that names none). The
  /// key is looked for in each; empty when the use names its table or nothing says more.
  public var possibleTables: [String] = []
  /// Where the string literal starts.
  public var location: SourceLocation
  /// The outermost type declared around the literal (`WelcomeView`), if any.
  public var enclosingType: String?
  /// For a key looked up through the app's own code (an accessor such as
  /// `L10n.Onboarding.title`, a wrapper function): what it passes to the value. The use is
  /// then located at the accessor's use, and `format` is the key alone.
  public var lookup: LookupVia?

  /// The key Xcode's extraction makes (see `LocalizedFormat.key`).
  public var key: String { format.key }
  /// Whether the key has a letter outside its placeholders: a key without one (`%lld`,
  /// `•`) reads the same as its text.
  public var hasLetters: Bool {
    let key = self.key
    var scalars = Array(key.unicodeScalars)
    if key.utf8.contains(UInt8(ascii: "%")) {
      for placeholder in FormatString(key).placeholders.reversed() {
        let end = min(scalars.count, placeholder.offset + placeholder.spec.unicodeScalars.count)
        scalars.removeSubrange(placeholder.offset..<end)
      }
    }
    return scalars.contains { $0.properties.isAlphabetic }
  }

  /// The table looked up, `Localizable` unless named.
  public var tableName: String { table ?? Self.defaultTable }

  /// The table SwiftUI and Foundation look strings up in when none is named.
  public static let defaultTable = "Localizable"
}

/// Text the code shows as written, in every locale: `Text(verbatim: "Welcome")`, or
/// `Text(title)` where `title` is a `String` made from a literal.
public struct HardcodedText: Sendable, Equatable {
  public var text: String
  /// How the code shows it (`Text(verbatim:)`, `Text(title)`).
  public var call: String
  public var location: SourceLocation
  /// The outermost type declared around the text, if any.
  public var enclosingType: String?
}

/// What reading one Swift file gave.
public struct SwiftFileResult: Sendable {
  public var path: String
  public var strings: [LocalizedUse] = []
  public var hardcoded: [HardcodedText] = []
  /// Every plain string literal of the file: a key written as a `String` and looked up
  /// later (`Page(titleKey: "onboarding.page1")`) is used all the same.
  public var literals: Set<String> = []
  /// The text around the values of each interpolated literal that is not looked up itself
  /// (`"winetricks.category.\(name)"`): a key built from it and looked up later matches.
  public var keyPatterns: [[String]] = []
  /// The tables that views name for a key held in a property or parameter, by its name
  /// (`Text(page.title, tableName: "Onboarding")`: `title` → `Onboarding`).
  public var tablesByKeyName: [String: Set<String>] = [:]
  /// The types the file names in previews and elsewhere.
  var references = TypeReferences()
  /// Where the literals are that the sources' declarations make `String`s
  /// (StringTypedLiterals.swift): shown by a view, they are shown as written.
  var stringLiterals: Set<SourceLocation> = []
  /// What the file says of lookups through the app's own code (`LookupIndex`).
  var lookups = FileLookups()
  /// The first syntax error, or why the file is not Swift text; the rest of the file is
  /// read all the same where the parser could recover.
  public var problem: AuditError?
  /// The suppressions written in the file (`SwiftIgnoreComments`).
  public var ignores: [SwiftIgnore] = []
}
