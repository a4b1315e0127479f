/// Reads a String Catalog (`.xcstrings`) into entries per locale.
///
/// - Every localization of a key becomes an ``Entry`` in the list of its locale (the tag as
///   written), located at the key; its text is located at the `value` string.
/// - A key with no localization for the `sourceLanguage` gets a source entry whose value is the
///   key itself, as Xcode does, whether or not it is to be translated.
/// - `localeLocations` holds the first localization of each locale; the source locale falls
///   back to the `sourceLanguage` declaration when no key has a localization for it.
/// - An entry's state is its `stringUnit` state; with variations or substitutions, the state that
///   needs the most attention among all its strings (see ``CatalogState``).
/// - Unknown fields, states and variation kinds are accepted and ignored. A field of the wrong
///   type stops the reading with an ``AuditError`` naming its JSON path; the entries read until
///   then are kept.
public enum CatalogReader {
  /// Reads the catalog in `bytes`; `path` is the file name used in locations.
  public static func read(_ bytes: [UInt8], path: String) -> ReadResult {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      let location = SourceLocation(file: path, line: error.line, column: error.column)
      return ReadResult(problem: AuditError.unreadable(error.message, at: location))
    }
    var reader = CatalogDocumentReader(file: path)
    do {
      try reader.readDocument(root)
    } catch {
      reader.result.problem = error
    }
    return reader.result
  }
}

/// The state of one reading: the result so far and the file for locations.
struct CatalogDocumentReader {
  let file: String
  var result = ReadResult()

  init(file: String) {
    self.file = file
  }

  mutating func readDocument(_ root: JSONValue) throws(AuditError) {
    let top = CatalogPath()
    _ = try object(root, at: top)
    if let language = root.member("sourceLanguage") {
      result.sourceLanguage = try string(language.value, at: top.appending("sourceLanguage"))
    }
    guard let strings = root.member("strings") else { return }
    let stringsPath = top.appending("strings")
    for member in try object(strings.value, at: stringsPath) {
      try readKey(member, at: stringsPath.appending(member.key, alwaysQuoted: true))
    }
    if let language = result.sourceLanguage, result.localeLocations[language] == nil,
      let declaration = root["sourceLanguage"]
    {
      // Catalogs that rely on keys as source values may never name the source locale again.
      result.localeLocations[language] = location(declaration)
    }
  }

  private mutating func readKey(_ member: JSONMember, at path: CatalogPath) throws(AuditError) {
    let keyLocation = location(member)
    let properties = member.value
    _ = try object(properties, at: path)
    let commentField = properties.member("comment")
    let comment = try commentField.map { (field) throws(AuditError) in
      try string(field.value, at: path.appending("comment"))
    }
    // `onboard-audit:ignore RULE` in the comment covers the key in every locale.
    let ignores =
      comment.flatMap { text in
        commentField.map { IgnoreDirective.parse(comment: text, at: location($0.value)) }
      } ?? []
    var shouldTranslate = true
    if let field = properties.member("shouldTranslate") {
      guard let flag = field.value.asBool else {
        throw problem("expected a Boolean", at: path.appending("shouldTranslate"), field.value)
      }
      shouldTranslate = flag
    }
    var extractionState: String?
    if let field = properties.member("extractionState") {
      extractionState = try string(field.value, at: path.appending("extractionState"))
    }

    var hasSource = false
    if let localizations = properties.member("localizations") {
      let localizationsPath = path.appending("localizations")
      for localization in try object(localizations.value, at: localizationsPath) {
        let (value, state) = try readValue(
          localization.value, at: localizationsPath.appending(localization.key))
        var entry = Entry(
          key: member.key, location: keyLocation, value: value, state: state,
          shouldTranslate: shouldTranslate, comment: comment, extractionState: extractionState)
        if !ignores.isEmpty { entry.ignores = ignores }
        result.entries[localization.key, default: []].append(entry)
        if result.localeLocations[localization.key] == nil {
          result.localeLocations[localization.key] = location(localization)
        }
        hasSource = hasSource || localization.key == result.sourceLanguage
      }
    }
    if !hasSource, let language = result.sourceLanguage {
      var entry = Entry(
        key: member.key, location: keyLocation, value: .plain(member.key, at: keyLocation),
        shouldTranslate: shouldTranslate, comment: comment, extractionState: extractionState)
      if !ignores.isEmpty { entry.ignores = ignores }
      result.entries[language, default: []].append(entry)
    }
  }

  func location(_ value: JSONValue) -> SourceLocation {
    SourceLocation(file: file, line: value.line, column: value.column)
  }

  func location(_ member: JSONMember) -> SourceLocation {
    SourceLocation(file: file, line: member.line, column: member.column)
  }

  func problem(_ expectation: String, at path: CatalogPath, _ value: JSONValue) -> AuditError {
    AuditError.unreadable("\(expectation) at \(path)", at: location(value))
  }

  /// The members of a value that must be an object.
  func object(_ value: JSONValue, at path: CatalogPath) throws(AuditError) -> [JSONMember] {
    guard let members = value.asObject else {
      throw problem("expected an object", at: path, value)
    }
    return members
  }

  /// The string of a value that must be a string.
  func string(_ value: JSONValue, at path: CatalogPath) throws(AuditError) -> String {
    guard let string = value.asString else {
      throw problem("expected a string", at: path, value)
    }
    return string
  }
}
