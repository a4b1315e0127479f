/// What a platform's parser made of one file: its values by key and variant (as the listing
/// names them: `plural.one`, `substitution.n/plural.few`; a string-array's items are keys
/// `name[0]`…), or why it refused the file.
struct OracleOutcome {
  var values: [OracleKey: String] = [:]
  var rejection: String?
  /// The lines a refusal names (aapt2's `file:LINE: error: …`), in its order; empty when it
  /// names none.
  var rejectionLines: [Int] = []

  /// A value that is no string (a reference `@string/x`, a number): shown with this prefix.
  static let nonString = "\u{1}"
}

/// A key and variant ("" for the entry's own text).
struct OracleKey: Hashable, Comparable, CustomStringConvertible {
  var key: String
  var variant: String

  static func < (a: OracleKey, b: OracleKey) -> Bool { (a.key, a.variant) < (b.key, b.variant) }
  var description: String { variant.isEmpty ? key : "\(key) \(variant)" }
}
