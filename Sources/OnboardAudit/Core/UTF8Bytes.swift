extension [UInt8] {
  /// Appends a string's UTF-8 as one copy of its bytes. `append(contentsOf: string.utf8)`
  /// goes through the generic sequence path, which costs more than the copy for the short
  /// strings (a tag, a rule's id, a path) a report appends millions of.
  mutating func appendUTF8(_ string: String) {
    var string = string
    string.withUTF8 { append(contentsOf: $0) }
  }
}
