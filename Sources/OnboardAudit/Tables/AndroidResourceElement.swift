/// What aapt2 (`ResourceParser`) requires of the elements of a resource file, beyond the
/// text of a string, and what Android makes of an attribute's value (docs/tables.md,
/// "Android").
enum AndroidResourceElement {
  /// Elements that are a value of their type (`<string>`, `<color>`, …).
  private static let items: Set<String> = [
    "bool", "color", "configVarying", "dimen", "drawable", "fraction", "integer", "string",
  ]
  /// Elements that hold others (`<plurals>`, `<style>`, …).
  private static let bags: Set<String> = [
    "add-resource", "array", "attr", "configVarying", "declare-styleable", "integer-array", "java-symbol",
    "plurals", "public", "public-group", "string-array", "style", "symbol",
  ]
  /// Resource types aapt2 knows by name, which `<item type>` names or an element of that name
  /// holds as a reference (`<layout name="main">@layout/other</layout>`).
  private static let types: Set<String> = [
    "anim", "animator", "array", "attr", "^attr-private", "bool", "color", "configVarying", "dimen",
    "drawable",
    "font", "fraction", "id", "integer", "interpolator", "layout", "macro", "menu", "mipmap", "navigation",
    "plurals", "raw", "string", "style", "styleable", "transition", "xml",
  ]

  /// Why aapt2 refuses a child of `<resources>` (of no namespace, and neither `<skip>` nor
  /// `<eat-comment>`) before reading its value: it has no `name`, an `<item>` or `<bag>` has
  /// no `type`, or the element is of no resource type. Nil when it goes on to the value.
  static func problem(element: String, name: String, type: String?) -> String? {
    var resourceType = element
    if element == "item" || element == "bag" {
      guard let type, !trimmed(type).isEmpty else { return "<\(element)> has no type attribute" }
      resourceType = trimmed(type)
    }
    let known =
      (element != "bag" && (items.contains(resourceType) || types.contains(resourceType)))
      || (element != "item" && bags.contains(resourceType))
    guard known else { return "<\(element)> is no resource type aapt2 knows" }
    if resourceType != "public-group" && !name.unicodeScalars.contains(where: { !isSpace($0) }) {
      return "<\(element)> has no name attribute"
    }
    return nil
  }

  /// A Boolean attribute as aapt2 reads it (`ResourceUtils::ParseBool`): `true`, `True` or
  /// `TRUE`, `false`, `False` or `FALSE`, white space around it aside; nil for anything else.
  static func boolean(_ value: String) -> Bool? {
    switch trimmed(value) {
    case "true", "True", "TRUE": true
    case "false", "False", "FALSE": false
    default: nil
    }
  }

  static func notBoolean(_ attribute: String, _ value: String) -> String {
    "\(attribute)=\(quoted(value)) is no Boolean; write true or false"
  }

  /// Why aapt2 refuses an `<item>` of `<plurals>` with this `quantity`: none, no plural
  /// category, or one an earlier item gave. Nil when it is fine.
  static func quantityProblem(_ quantity: String?, given: Set<String>) -> String? {
    guard let quantity, !trimmed(quantity).isEmpty else { return "<item> without quantity" }
    let category = trimmed(quantity)
    guard ["zero", "one", "two", "few", "many", "other"].contains(category) else {
      return "quantity \(quoted(quantity)) is no plural category (zero, one, two, few, many, other)"
    }
    guard !given.contains(category) else { return "quantity \(quoted(category)) given twice" }
    return nil
  }

  /// Whether a `<string-array>` item needs a translation: not when it is a reference to
  /// another resource (`@string/name`, `@android:string/ok`, `?attr/name`), which is
  /// translated where it is defined, nor when it has no letter outside its placeholders
  /// (`60`, `-`, `%1$d`), which reads the same in every language. An empty item does.
  static func needsTranslation(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first(where: { !isSpace($0) }) else { return true }
    if first == "@" || first == "?" { return false }
    var scalars = Array(text.unicodeScalars)
    for placeholder in FormatString(text, syntax: .java).placeholders.reversed() {
      let end = min(scalars.count, placeholder.offset + placeholder.spec.unicodeScalars.count)
      scalars.removeSubrange(min(placeholder.offset, end)..<end)
    }
    return scalars.contains { $0.properties.isAlphabetic }
  }

  /// White space as aapt2 trims it (C's `isspace`).
  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || ("\t"..."\r").contains(scalar)
  }

  static func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    // Most names and attributes have no space at either end: kept as they are, uncopied.
    if let first = scalars.first, let last = scalars.last, !isSpace(first), !isSpace(last) { return text }
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(scalars[first...last])
  }
}
