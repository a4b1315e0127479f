/// A threshold a rule reads, declared once beside the rule and listed in its description:
/// the config's `rules` may set it (docs/ci.md, "Config file"), and the catalog prints it
/// with its default, range and meaning (docs/rules.md).
public struct RuleOption: Sendable, Equatable {
  /// What the option's value is.
  public enum Kind: String, Sendable {
    /// Any number in the range, fractions allowed.
    case number
    /// A whole number in the range.
    case integer
  }

  /// The id of the rule that reads it, such as "target.size".
  public var rule: String
  /// The option's name in the config: `"rules": {"target.size": {"minimum": 40}}`.
  public var name: String
  public var kind: Kind
  /// The value the rule uses when the config does not set one.
  public var defaultValue: Double
  /// The values the config may set, both ends included.
  public var range: ClosedRange<Double>
  /// One line: what the option sets, with its unit.
  public var meaning: String

  /// An option whose value may have a fraction.
  public static func number(
    _ name: String, of rule: String, default defaultValue: Double, in range: ClosedRange<Double>,
    _ meaning: String
  ) -> RuleOption {
    RuleOption(
      rule: rule, name: name, kind: .number, defaultValue: defaultValue, range: range, meaning: meaning)
  }

  /// An option whose value is a whole number.
  public static func integer(
    _ name: String, of rule: String, default defaultValue: Int, in range: ClosedRange<Int>, _ meaning: String
  ) -> RuleOption {
    RuleOption(
      rule: rule, name: name, kind: .integer, defaultValue: Double(defaultValue),
      range: Double(range.lowerBound)...Double(range.upperBound), meaning: meaning)
  }

  /// The option's path below the config's `rules`: "target.size.minimum".
  public var path: String { rule + "." + name }

  /// A value as the catalog and messages write it: "44", "0.5", "1000000".
  public static func text(_ value: Double) -> String {
    // Whole values are written without ".0"; compared by hand, as `JSONValue.asInt` does.
    if value >= -0x1p53 && value <= 0x1p53 {
      let whole = Int(value)
      if Double(whole) == value { return String(whole) }
    }
    return String(value)
  }

  /// The range as the catalog and messages write it: "1 to 200".
  public var rangeText: String {
    "\(Self.text(range.lowerBound)) to \(Self.text(range.upperBound))"
  }
}

/// The value of every rule option in one run: the config's, else the option's default. Rules
/// read it from `RuleSettings.options` once per check, never per finding.
public struct RuleOptionValues: Sendable, Equatable {
  /// The values the config sets, by `RuleOption.path`.
  private var values: [String: Double] = [:]

  public init() {}

  /// The option's value in this run.
  public subscript(option: RuleOption) -> Double {
    get { values[option.path] ?? option.defaultValue }
    set { values[option.path] = newValue }
  }

  /// An integer option's value in this run.
  public func integer(_ option: RuleOption) -> Int {
    Int(self[option])
  }

  /// Whether the config sets no option.
  public var isEmpty: Bool { values.isEmpty }
}
