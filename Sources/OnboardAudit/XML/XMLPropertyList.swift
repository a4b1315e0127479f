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
  static func parse(_ bytes: [UInt8], path: String) throws(AuditError) -> PropertyListNode? {
    var parser = Parser(reader: XMLPullReader(bytes), path: path)
    return try parser.document()
  }

  private struct Parser: XMLDocumentParser {
    let reader: XMLPullReader
    let path: String
    /// The text of the element being read, reused from element to element.
    var text: [UInt8] = []

    /// The next start or end, skipping whitespace; other text is a problem.
    private mutating func nextTag(in element: String) throws(AuditError) -> XMLPullReader.Step? {
      while let step = try next() {
        guard step == .text else { return step }
        if !isWhitespace() {
          throw AuditError.unreadable("unexpected text in <\(element)>", at: here())
        }
      }
      return nil
    }

    /// Whether the current text is white space only: ASCII white space is checked as bytes,
    /// anything else as characters.
    private mutating func isWhitespace() -> Bool {
      text.removeAll(keepingCapacity: true)
      reader.appendText(to: &text)
      if text.allSatisfy({ $0 == 0x20 || (0x09...0x0D).contains($0) }) { return true }
      return String(decoding: text, as: UTF8.self).allSatisfy(\.isWhitespace)
    }

    mutating func document() throws(AuditError) -> PropertyListNode? {
      guard try nextTag(in: "document") == .start else { return nil }
      let name = reader.name
      let root: PropertyListNode?
      if name == "plist" {
        // Apple's parser reads the first value inside <plist> and ignores nothing else.
        if try nextTag(in: "plist") == .start {
          root = try value(reader.name, at: here())
          if try nextTag(in: "plist") == .start {
            throw AuditError.unreadable("more than one value in <plist>: <\(reader.name)>", at: here())
          }
        } else {
          root = nil
        }
      } else if name == "dict" || name == "array" {
        // CoreFoundation also accepts a bare value as the root.
        root = try value(name, at: here())
      } else {
        throw AuditError.unreadable(
          "not a property list: the root element is <\(name)>, not <plist>", at: here())
      }
      // The reader checks that nothing but misc follows the root element.
      while try next() != nil {}
      return root
    }

    /// Reads the value whose start tag `name` was just read, through its end tag.
    private mutating func value(_ name: String, at start: SourceLocation) throws(AuditError)
      -> PropertyListNode
    {
      switch name {
      case "dict":
        return PropertyListNode(value: .dictionary(try dictionary(at: start)), location: start)
      case "array":
        var values: [PropertyListNode] = []
        while try nextTag(in: "array") == .start {
          values.append(try value(reader.name, at: here()))
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
        throw AuditError.unreadable("unknown property list element <\(name)>", at: start)
      }
    }

    private mutating func dictionary(at start: SourceLocation) throws(AuditError) -> [PropertyListNode.Item] {
      var items: [PropertyListNode.Item] = []
      while let step = try nextTag(in: "dict") {
        guard step == .start else { break }  // </dict>
        let keyLocation = here()
        guard reader.isNamed("key") else {
          throw AuditError.unreadable("expected <key> in <dict>, found <\(reader.name)>", at: keyLocation)
        }
        let key = try text(of: "key")
        guard try nextTag(in: "dict") == .start else {
          throw AuditError.unreadable("the key '\(key)' has no value", at: keyLocation)
        }
        let node = try value(reader.name, at: here())
        items.append(PropertyListNode.Item(key: key, keyLocation: keyLocation, value: node))
      }
      return items
    }

    /// The text of a leaf element through its end tag (text and CDATA pieces joined).
    private mutating func text(of element: String) throws(AuditError) -> String {
      text.removeAll(keepingCapacity: true)
      while let step = try next() {
        switch step {
        case .text:
          reader.appendText(to: &text)
        case .end:
          return String(decoding: text, as: UTF8.self)
        case .start:
          throw AuditError.unreadable("unexpected <\(reader.name)> in <\(element)>", at: here())
        }
      }
      return String(decoding: text, as: UTF8.self)
    }
  }
}
