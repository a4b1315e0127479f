/// A value of an XML property list, with where each part was written. Dictionaries keep their
/// keys in file order, duplicates included, so checks can see what the file really says.
struct PropertyListNode: Sendable, Equatable {
  enum Value: Sendable, Equatable {
    case string(String)
    /// Numbers and dates stay as written: nothing here computes with them.
    case integer(String)
    case real(String)
    case bool(Bool)
    case date(String)
    case data(String)
    case array([PropertyListNode])
    case dictionary([Item])
  }

  /// A key of a dictionary, where its `<key>` is, and its value.
  struct Item: Sendable, Equatable {
    var key: String
    var keyLocation: SourceLocation
    var value: PropertyListNode
  }

  var value: Value
  /// The value's start tag.
  var location: SourceLocation

  var string: String? {
    if case .string(let string) = value { return string }
    return nil
  }

  var items: [Item]? {
    if case .dictionary(let items) = value { return items }
    return nil
  }
}

/// Parses XML property lists (`<plist><dict>…</dict></plist>`) through `XMLPullReader`, with
/// the strictness of Apple's parser: unknown elements, stray text and keys without a value
/// are problems; whitespace between elements is not.
enum XMLPropertyList {
  /// The root value, or nil for `<plist/>`.
  static func parse(_ bytes: [UInt8], path: String) throws(ReadProblem) -> PropertyListNode? {
    var parser = Parser(reader: XMLPullReader(bytes), path: path)
    return try parser.document()
  }

  private struct Parser {
    let reader: XMLPullReader
    let path: String

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
      SourceLocation(file: path, line: line, column: column)
    }

    private mutating func next() throws(ReadProblem) -> XMLEvent? {
      try reader.next(in: path)
    }

    /// The next start or end event, skipping whitespace; other text is a problem.
    private mutating func nextTag(in element: String) throws(ReadProblem) -> XMLEvent? {
      while let event = try next() {
        guard case .text(let text, let line, let column) = event else { return event }
        if !text.allSatisfy(\.isWhitespace) {
          throw ReadProblem("unexpected text in <\(element)>", at: location(line, column))
        }
      }
      return nil
    }

    mutating func document() throws(ReadProblem) -> PropertyListNode? {
      guard let first = try nextTag(in: "document") else { return nil }
      guard case .start(let name, _, _, let line, let column) = first else { return nil }
      let root: PropertyListNode?
      if name == "plist" {
        // Apple's parser reads the first value inside <plist> and ignores nothing else.
        switch try nextTag(in: "plist") {
        case .start(let name, _, _, let line, let column):
          root = try value(name, at: location(line, column))
          if case .start(let extra, _, _, let line, let column) = try nextTag(in: "plist") {
            throw ReadProblem("more than one value in <plist>: <\(extra)>", at: location(line, column))
          }
        default:
          root = nil
        }
      } else if name == "dict" || name == "array" {
        // CoreFoundation also accepts a bare value as the root.
        root = try value(name, at: location(line, column))
      } else {
        throw ReadProblem(
          "not a property list: the root element is <\(name)>, not <plist>", at: location(line, column))
      }
      // The reader checks that nothing but misc follows the root element.
      while try next() != nil {}
      return root
    }

    /// Reads the value whose start tag `name` was just read, through its end tag.
    private mutating func value(_ name: String, at start: SourceLocation) throws(ReadProblem)
      -> PropertyListNode
    {
      switch name {
      case "dict":
        return PropertyListNode(value: .dictionary(try dictionary(at: start)), location: start)
      case "array":
        var values: [PropertyListNode] = []
        while case .start(let name, _, _, let line, let column) = try nextTag(in: "array") {
          values.append(try value(name, at: location(line, column)))
        }
        return PropertyListNode(value: .array(values), location: start)
      case "string": return PropertyListNode(value: .string(try text(of: name)), location: start)
      case "integer": return PropertyListNode(value: .integer(try text(of: name)), location: start)
      case "real": return PropertyListNode(value: .real(try text(of: name)), location: start)
      case "date": return PropertyListNode(value: .date(try text(of: name)), location: start)
      case "data": return PropertyListNode(value: .data(try text(of: name)), location: start)
      case "true", "false":
        _ = try text(of: name)
        return PropertyListNode(value: .bool(name == "true"), location: start)
      default:
        throw ReadProblem("unknown property list element <\(name)>", at: start)
      }
    }

    private mutating func dictionary(at start: SourceLocation) throws(ReadProblem) -> [PropertyListNode.Item]
    {
      var items: [PropertyListNode.Item] = []
      while let event = try nextTag(in: "dict") {
        guard case .start(let name, _, _, let line, let column) = event else { break }  // </dict>
        let keyLocation = location(line, column)
        guard name == "key" else {
          throw ReadProblem("expected <key> in <dict>, found <\(name)>", at: keyLocation)
        }
        let key = try text(of: "key")
        guard case .start(let valueName, _, _, let line, let column) = try nextTag(in: "dict") else {
          throw ReadProblem("the key '\(key)' has no value", at: keyLocation)
        }
        let node = try value(valueName, at: location(line, column))
        items.append(PropertyListNode.Item(key: key, keyLocation: keyLocation, value: node))
      }
      return items
    }

    /// The text of a leaf element through its end tag (text and CDATA pieces joined).
    private mutating func text(of element: String) throws(ReadProblem) -> String {
      var result = ""
      while let event = try next() {
        switch event {
        case .text(let text, _, _):
          result += text
        case .end:
          return result
        case .start(let name, _, _, let line, let column):
          throw ReadProblem("unexpected <\(name)> in <\(element)>", at: location(line, column))
        }
      }
      return result
    }
  }
}
