/// A JSON value with the 1-based line and column of its first character.
///
/// Columns count Unicode scalars, so a character after "é" or "日" is one column further on,
/// whatever its length in bytes. Objects keep their members in file order, duplicates included.
public struct JSONValue: Sendable, Equatable {
  /// What the value is.
  public enum Kind: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number, with the text it was written as (`1.50`, `1e3`).
    case number(Double, raw: String)
    case string(String)
    case array([JSONValue])
    /// The members in file order; a key written twice appears twice.
    case object([JSONMember])
  }

  /// What the value is, with its contents.
  public var kind: Kind
  /// The 1-based line of the value's first character.
  public var line: Int
  /// The 1-based column, in Unicode scalars, of the value's first character.
  public var column: Int

  /// A value that starts at the given 1-based line and column.
  public init(_ kind: Kind, line: Int, column: Int) {
    self.kind = kind
    self.line = line
    self.column = column
  }
}

/// One `"key": value` pair of an object, with the position of its key.
public struct JSONMember: Sendable, Equatable {
  /// The key, unescaped.
  public var key: String
  /// The 1-based line of the key's opening quote.
  public var line: Int
  /// The 1-based column, in Unicode scalars, of the key's opening quote.
  public var column: Int
  /// The member's value, with its own position.
  public var value: JSONValue

  /// A member whose key starts at the given 1-based line and column.
  public init(key: String, line: Int, column: Int, value: JSONValue) {
    self.key = key
    self.line = line
    self.column = column
    self.value = value
  }
}

extension JSONValue {
  /// The value of the last member named `key` (the one a JSON decoder keeps), or nil when
  /// this is not an object or has no such member.
  public subscript(key: String) -> JSONValue? {
    member(key)?.value
  }

  /// The last member named `key`, or nil when this is not an object or has no such member.
  public func member(_ key: String) -> JSONMember? {
    guard case .object(let members) = kind else { return nil }
    return members.last { $0.key == key }
  }

  /// The members, when this is an object.
  public var asObject: [JSONMember]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  /// The elements, when this is an array.
  public var asArray: [JSONValue]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }

  /// The string, when this is a string.
  public var asString: String? {
    if case .string(let string) = kind { return string }
    return nil
  }

  /// The Boolean, when this is `true` or `false`.
  public var asBool: Bool? {
    if case .bool(let bool) = kind { return bool }
    return nil
  }

  /// The number, when this is a number.
  public var asDouble: Double? {
    if case .number(let number, _) = kind { return number }
    return nil
  }

  /// The number, when this is a number without a fraction that fits in an `Int`.
  public var asInt: Int? {
    // Compared by hand: `Int(exactly:)` and `rounded()` call libm, which this module does not link.
    guard let number = asDouble, number >= -0x1p63, number < 0x1p63 else { return nil }
    let integer = Int(number)
    return Double(integer) == number ? integer : nil
  }

  /// Whether this is `null`.
  public var isNull: Bool {
    if case .null = kind { return true }
    return false
  }

  /// The kind of value with its article, for messages: "an object", "a string", "null".
  public var typeDescription: String {
    switch kind {
    case .null: "null"
    case .bool: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
