/// One printf-style placeholder of a format string (`%@`, `%2$lld`, `%#@files@`, `%arg`).
public struct Placeholder: Sendable, Equatable {
  /// The placeholder as written, such as "%2$@".
  public var spec: String
  /// The 1-based argument it consumes: its explicit position, or its rank among the
  /// non-positional placeholders; 0 for variables and `%arg`, which are bound by name.
  public var argument: Int
  /// Whether the position was written (`%2$@`).
  public var isPositional: Bool
  /// What kind of argument it expects; placeholders of one kind are interchangeable.
  public var kind: Kind
  /// 0-based offset in Unicode scalars from the start of the string.
  public var offset: Int
  /// The position written (`2` in `%2$@` and in `%2$#@files@`), if any.
  public var position: Int?
  /// Whether it is what prose with a percent sign makes: a conversion flagged with a space
  /// or `-`, not numbered, right after a digit (or a digit and a space): `% g` in
  /// "100% guaranteed", `%-o` in "100%-osan", `% d` in "50 % de remise".
  public var looksLikeProse = false

  /// Argument kinds, by what the placeholder reads from the argument list. Integer
  /// conversions of one width (`%d %i %u %x %o`) read the same argument, so they agree.
  public enum Kind: Hashable, Sendable, CustomStringConvertible {
    case integer(width: String)
    case float
    case object
    case cString
    case character
    case pointer
    /// Java's `%tY`, `%TH`…: a date or time.
    case dateTime
    /// `%#@name@`: a `.stringsdict` or catalog variable, by name.
    case variable(String)
    /// `%arg`: a catalog substitution's own argument.
    case substitutionArgument

    /// Variables and `%arg` are bound by name and `argNum`, not by position.
    public var isBoundByName: Bool {
      switch self {
      case .variable, .substitutionArgument: true
      default: false
      }
    }

    public var description: String {
      switch self {
      case .integer(let width): width.isEmpty ? "int" : "\(width) int"
      case .float: "double"
      case .object: "object"
      case .cString: "C string"
      case .character: "character"
      case .pointer: "pointer"
      case .dateTime: "date"
      case .variable(let name): "variable '\(name)'"
      case .substitutionArgument: "substitution argument"
      }
    }
  }
}
