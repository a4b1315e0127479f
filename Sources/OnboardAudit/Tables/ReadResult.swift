/// A value the platform rejects although the file parses: aapt2's "unescaped apostrophe",
/// or a `.strings` value that is no string. The key, if it has one, what is wrong, where, and
/// what the platform then does.
public struct Malformation: Sendable, Equatable {
  public var key: String?
  public var message: String
  public var location: SourceLocation
  /// What follows on the platform, said after the message.
  public var consequence: String

  /// aapt2's refusal: the build fails.
  public static let buildFails = "aapt2 rejects it and the build fails"

  public init(key: String?, message: String, at location: SourceLocation, consequence: String = buildFails) {
    self.key = key
    self.message = message
    self.location = location
    self.consequence = consequence
  }
}

/// What a reader made of one file: the entries it could read, in file order and with
/// duplicates kept (so `key.duplicate` can see them), and the problem that stopped it, if any.
/// Entries are grouped by locale for formats that hold several (a String Catalog, XLIFF);
/// formats whose locale comes from the folder use the empty string.
public struct ReadResult: Sendable {
  /// The locale a multi-locale file names as its source (`sourceLanguage`, `source-language`).
  public var sourceLanguage: String?
  /// Entries by the locale tag as written in the file ("" when the folder decides).
  public var entries: [String: [Entry]]
  /// Where the file declares each locale, for findings about the locale itself.
  public var localeLocations: [String: SourceLocation]
  public var problem: AuditError?
  /// The table these entries belong to, for a file that holds several: an XLIFF `<file>`'s
  /// `original` path as written. Nil when the file's own path names the table.
  public var table: String?
  /// For XLIFF: the locale the `<file>` translates into (`target-language`), when it differs
  /// from its source language. Its `<source>` entries then only stand in for a source table
  /// that is missing; they do not override one.
  public var targetLanguage: String?
  /// The keys the file defines twice in one locale. Filled when the file's tables are
  /// assembled, when `entries` is emptied: the tables hold the entries from then on.
  public var duplicateKeys: [DuplicateKey] = []
  /// Values the platform's tools reject (`value.malformed`), in file order.
  public var malformations: [Malformation] = []
  /// Suppressions that cover every entry of the file: `onboard-audit:ignore-file`, or
  /// `tools:ignore` on an Android file's root (docs/ci.md, "Suppressions").
  public var fileIgnores: [IgnoreDirective] = []
  /// Suppressions written where no entry follows them: they cover nothing.
  public var strayIgnores: [IgnoreDirective] = []

  public init(
    sourceLanguage: String? = nil, entries: [String: [Entry]] = [:],
    localeLocations: [String: SourceLocation] = [:], problem: AuditError? = nil, table: String? = nil,
    targetLanguage: String? = nil
  ) {
    self.table = table
    self.targetLanguage = targetLanguage
    self.sourceLanguage = sourceLanguage
    self.entries = entries
    self.localeLocations = localeLocations
    self.problem = problem
  }
}
