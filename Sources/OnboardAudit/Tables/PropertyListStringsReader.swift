import Foundation

/// Reads a `.strings` file written as an XML or binary property list, as CoreFoundation does:
/// Apple's loader reads every `.strings` file through `CFPropertyListCreateWithData`, which
/// takes a binary property list (`bplist00`), an XML one (the first character that is not
/// white space is `<`) and the old-style text that `StringsReader` reads.
///
/// The table is the top-level dictionary: each key whose value is a string is an entry, located
/// at its `<key>`. A value of another kind (a dictionary, an array, a number, a date, data) is
/// no text a string lookup can return: the key is kept without a value and the value is a
/// `value.malformed` finding. A top level that is no dictionary makes Apple's loader drop the
/// file (the app shows the keys): `input.unreadable`. An XML property list gives each finding
/// its line; a binary one has no lines, so its findings name the file (docs/tables.md,
/// "`.strings`, as CoreFoundation reads it").
enum PropertyListStringsReader {
  /// Whether the bytes are a binary property list, as CoreFoundation recognizes one.
  static func isBinary(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: Array("bplist0".utf8))
  }

  /// Whether decoded text is an XML property list: CoreFoundation tries its XML parser when
  /// the text, after white space, starts with `<`. (Old-style text can start with `<` only
  /// for data, which is no table either.)
  static func isXML(_ text: DecodedText) -> Bool {
    for index in text.valid {
      let byte = text.utf8[index]
      if byte == 0x20 || (0x09...0x0D).contains(byte) { continue }
      return byte == UInt8(ascii: "<")
    }
    return false
  }

  /// Apple's string lookup when a value is no string.
  static let noText = "a localized string lookup has no text to return for it"

  /// The bytes the XML reader is given for a file whose decoded text is `text`: the file as
  /// it is, unless it is UTF-16 or has white space before its XML declaration (which
  /// CoreFoundation accepts and XML does not); then the text as UTF-8, its declaration made
  /// spaces so that lines and columns stay those of the file.
  static func xmlInput(_ bytes: [UInt8], _ text: DecodedText) -> [UInt8] {
    var utf8 = Array(text.utf8[text.valid])
    let start = utf8.firstIndex { !($0 == 0x20 || (0x09...0x0D).contains($0)) } ?? 0
    let isUTF8 = bytes.count >= utf8.count && Array(bytes.suffix(utf8.count)) == utf8
    guard !isUTF8 || start > 0 else { return bytes }
    if utf8[start...].starts(with: Array("<?xml".utf8)) {
      var index = start
      while index < utf8.count, !(utf8[index] == UInt8(ascii: ">") && utf8[index - 1] == UInt8(ascii: "?")) {
        index += 1
      }
      if index < utf8.count {
        for offset in start...index where utf8[offset] != 0x0A && utf8[offset] != 0x0D { utf8[offset] = 0x20 }
      }
    }
    return utf8
  }

  static func readXML(_ bytes: [UInt8], text: DecodedText, path: String) -> ReadResult {
    let input = xmlInput(bytes, text)
    let root: PropertyListNode?
    do {
      root = try XMLPropertyList.parse(input, path: path)
    } catch {
      return ReadResult(problem: refused(error))
    }
    guard let root else { return ReadResult(entries: ["": []]) }
    guard let items = root.items else {
      return ReadResult(
        problem: AuditError.unreadable(
          "the property list holds \(kind(of: root.value)), not a dictionary of strings: Apple's loader drops the table and the app shows its keys",
          at: root.location))
    }
    var entries: [Entry] = []
    var malformations: [Malformation] = []
    for item in items {
      if let string = item.value.string {
        entries.append(
          Entry(key: item.key, location: item.keyLocation, value: .plain(string, at: item.value.location)))
      } else {
        entries.append(Entry(key: item.key, location: item.keyLocation, value: LocalizedValue()))
        malformations.append(
          notAString(key: item.key, kind: kind(of: item.value.value), at: item.value.location))
      }
    }
    var result = ReadResult(entries: ["": entries])
    result.malformations = malformations
    XMLCommentIgnores.attach(XMLCommentIgnores.find(in: input, path: path), to: &result)
    return result
  }

  static func readBinary(_ bytes: [UInt8], path: String) -> ReadResult {
    let file = SourceLocation(file: path)
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
    } catch {
      return ReadResult(
        problem: AuditError.unreadable(
          "the binary property list cannot be read (\(reason(error))): Apple's loader drops the table and the app shows its keys",
          at: file))
    }
    guard let dictionary = object as? [String: Any] else {
      return ReadResult(
        problem: AuditError.unreadable(
          "the property list holds \(kind(of: object)), not a dictionary of strings: Apple's loader drops the table and the app shows its keys",
          at: file))
    }
    var entries: [Entry] = []
    var malformations: [Malformation] = []
    // A binary dictionary's order is not kept by Foundation: keys in order, for stable output.
    for key in dictionary.keys.sorted() {
      let value = dictionary[key]
      if let string = value as? String {
        entries.append(Entry(key: key, location: file, value: .plain(string, at: file)))
      } else {
        entries.append(Entry(key: key, location: file, value: LocalizedValue()))
        malformations.append(notAString(key: key, kind: value.map(kind(of:)) ?? "nothing", at: file))
      }
    }
    var result = ReadResult(entries: ["": entries])
    result.malformations = malformations
    return result
  }

  private static func notAString(key: String, kind: String, at location: SourceLocation) -> Malformation {
    Malformation(
      key: key, message: "the value of \"\(key)\" is \(kind), not a string", at: location, consequence: noText
    )
  }

  /// The XML reader's problem, said as the loader's consequence.
  private static func refused(_ error: AuditError) -> AuditError {
    AuditError.unreadable(
      "\(error.message): Apple's loader cannot read the property list, drops the table and the app shows its keys",
      at: error.location)
  }

  private static func reason(_ error: Error) -> String {
    let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
    return description ?? "\(error)"
  }

  static func kind(of value: PropertyListNode.Value) -> String {
    switch value {
    case .string: "a string"
    case .integer, .real: "a number"
    case .bool: "a boolean"
    case .date: "a date"
    case .data: "data"
    case .array: "an array"
    case .dictionary: "a dictionary"
    }
  }

  private static func kind(of value: Any) -> String {
    switch value {
    case is String: "a string"
    case is [Any]: "an array"
    case is [AnyHashable: Any]: "a dictionary"
    case is Data: "data"
    case is Date: "a date"
    case is Bool: "a boolean"
    case is NSNumber: "a number"
    default: "a value of another kind"
    }
  }
}
