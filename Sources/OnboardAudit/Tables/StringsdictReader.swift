/// Reads `.stringsdict` files: XML property lists of plural (and device) variants.
///
/// Each top-level key becomes an `Entry` located at its `<key>`. Its value's `text` is the
/// `NSStringLocalizedFormatKey` (located at its `<string>`), and each other key whose value is
/// a dictionary becomes a `Substitution` with the spec type, the value type and the plural
/// cases: every other string of the dictionary, in file order (`zero one two few many other`,
/// and misspelt ones too, for the plural rules to report). An
/// `NSStringDeviceSpecificRuleType` dictionary becomes device `variations`, each device's
/// value read like an entry of its own. What Apple's loader would accept stays data, even if
/// it is incomplete (a missing format key gives `text == nil`); rules judge the structure.
public enum StringsdictReader {
  static let formatKey = "NSStringLocalizedFormatKey"
  static let specTypeKey = "NSStringFormatSpecTypeKey"
  static let valueTypeKey = "NSStringFormatValueTypeKey"
  static let deviceRuleKey = "NSStringDeviceSpecificRuleType"
  /// Width variants have no place in the model; they are left out.
  static let widthRuleKey = "NSStringVariableWidthRuleType"

  /// The entries of one `.stringsdict` file, under the locale "" (the folder decides it).
  public static func read(_ bytes: [UInt8], path: String) -> ReadResult {
    if bytes.isEmpty { return ReadResult() }
    if bytes.starts(with: Array("bplist".utf8)) {
      return ReadResult(
        problem: AuditError.unreadable(
          "binary property list: only XML property lists are read",
          at: SourceLocation(file: path, line: 1, column: 1)))
    }
    let root: PropertyListNode?
    do {
      root = try XMLPropertyList.parse(bytes, path: path)
    } catch {
      return ReadResult(problem: error)
    }
    guard let root else { return ReadResult(entries: ["": []]) }
    guard let items = root.items else {
      return ReadResult(
        problem: AuditError.unreadable("the root of a .stringsdict is not a <dict>", at: root.location))
    }
    let entries = items.map { item in
      Entry(key: item.key, location: item.keyLocation, value: value(of: item.value))
    }
    var result = ReadResult(entries: ["": entries])
    XMLCommentIgnores.attach(XMLCommentIgnores.find(in: bytes, path: path), to: &result)
    return result
  }

  /// An entry's value: a dictionary as described above; a plain string (which Foundation
  /// returns as it is) as text; anything else as an empty value.
  private static func value(of node: PropertyListNode) -> LocalizedValue {
    if let string = node.string { return .plain(string, at: node.location) }
    guard let items = node.items else { return LocalizedValue() }
    var result = LocalizedValue()
    for item in items {
      switch item.key {
      case formatKey:
        if let string = item.value.string {
          result.text = LocatedText(string, at: item.value.location)
        }
      case deviceRuleKey:
        guard let devices = item.value.items else { continue }
        let cases = devices.map { device in
          Variations.Case(name: device.key, value: value(of: device.value), location: device.keyLocation)
        }
        result.variations = Variations(kind: .device, cases: cases)
      case widthRuleKey:
        continue
      default:
        guard let variable = item.value.items else { continue }
        result.substitutions.append(substitution(item.key, at: item.keyLocation, variable))
      }
    }
    return result
  }

  private static func substitution(
    _ name: String, at location: SourceLocation, _ items: [PropertyListNode.Item]
  ) -> Substitution {
    var result = Substitution(name: name, location: location)
    var cases: [Variations.Case] = []
    for item in items {
      if item.key == specTypeKey {
        result.specType = item.value.string
      } else if item.key == valueTypeKey {
        result.formatSpecifier = item.value.string
      } else if let string = item.value.string {
        // Every other string is a case, a misspelt category too ("fwe"): the plural rules
        // report what Apple's loader would silently ignore.
        cases.append(
          Variations.Case(
            name: item.key, value: .plain(string, at: item.value.location), location: item.keyLocation))
      }
    }
    // An empty plural variation still says "this is a plural" to the rules that check it.
    if !cases.isEmpty || result.specType == "NSStringPluralRuleType" {
      result.variations = Variations(kind: .plural, cases: cases)
    }
    return result
  }
}
