/// A reader of a JSON file with a schema (the config, the flow manifest): the typed reads
/// both make, each failure an `AuditError` at the value's line and column that names its
/// path: "expected a string at screens[0].id, found a number".
protocol JSONSchemaReading {
  /// The file read, as messages name it.
  var file: String { get }
}

extension JSONSchemaReading {
  func string(_ value: JSONValue, at path: String) throws(AuditError) -> String {
    guard let text = value.asString else { throw expected("a string", value, path) }
    return text
  }

  /// An array of strings; `described` is how a message names what was expected.
  func strings(_ value: JSONValue, at path: String, described: String = "an array") throws(AuditError)
    -> [String]
  {
    guard let items = value.asArray else { throw expected(described, value, path) }
    var result: [String] = []
    for (index, item) in items.enumerated() {
      result.append(try string(item, at: "\(path)[\(index)]"))
    }
    return result
  }

  func number(_ value: JSONValue, at path: String) throws(AuditError) -> Double {
    guard let number = value.asDouble else { throw expected("a number", value, path) }
    return number
  }

  /// A number without a fraction that fits in an `Int`.
  func integer(_ value: JSONValue, at path: String) throws(AuditError) -> Int {
    guard let result = value.asInt else { throw expected("a whole number", value, path) }
    return result
  }

  func bool(_ value: JSONValue, at path: String) throws(AuditError) -> Bool {
    guard let flag = value.asBool else { throw expected("true or false", value, path) }
    return flag
  }

  func expected(_ what: String, _ value: JSONValue, _ path: String) -> AuditError {
    error(
      "expected \(what) at \(path.isEmpty ? "the top level" : path), found \(value.typeDescription)", value)
  }

  func error(_ message: String, _ value: JSONValue) -> AuditError {
    AuditError.unusableFile(message, file: file, line: value.line, column: value.column)
  }
}
