/// Reads Android string resources (`res/values*/strings.xml`) through the hardened
/// `XMLPullReader`.
///
/// - `<string name>` is an entry; `<plurals name>` an entry with plural variations, one per
///   `<item quantity>`; each `<item>` of `<string-array name>` an entry `name[0]`, `name[1]`, ….
///   Entries are located at their start tag, texts at their first character.
/// - `translatable="false"` clears `shouldTranslate`, as it does for an item of a
///   `<string-array>` that is a reference (`@string/…`) or has no letter. A string for another
///   `product` than `default` is left out: it is an alternative of the default one, not a
///   duplicate.
/// - Text is what Android's resource compiler makes of it (see ``AndroidText``): tags such as
///   `<b>`, `<annotation>` and `<xliff:g>` are dropped and their content kept, CDATA is text,
///   escapes and quotes are applied, whitespace outside quotes is collapsed.
/// - Other resources (`<color>`, `<dimen>`, `<integer-array>`, …) are skipped. The root must
///   be `<resources>`.
/// - What aapt2 refuses and the XML allows is noted as a malformation at the line aapt2
///   names: text between resources, an element of no resource type or without `name`, a
///   `translatable` or `formatted` that is no Boolean, a child of `<plurals>` or
///   `<string-array>` other than `<item>`, a plural item without a quantity, with one that is
///   no category or one given twice, and in a string's text what ``AndroidText`` says.
public enum AndroidStringsReader {
  /// The entries of one resource file, under the locale "" (the folder decides it).
  public static func read(_ bytes: [UInt8], path: String) -> ReadResult {
    read(bytes, path: path, keys: nil)
  }

  /// `read(_:path:)`, each key as `keys` keeps its spelling.
  static func read(_ bytes: [UInt8], path: String, keys: KeyInterner?) -> ReadResult {
    var parser = AndroidParser(reader: XMLPullReader(bytes), path: path, keys: keys)
    // Compose Multiplatform's resources are read by its own plugin, not aapt2, which takes
    // an apostrophe as it is.
    parser.checksAapt2Rules = !path.contains("/composeResources/")
    var result = ReadResult()
    do {
      try parser.document()
    } catch {
      result.problem = error
    }
    result.entries = ["": parser.entries]
    result.malformations = parser.malformations
    result.fileIgnores = parser.fileIgnores
    XMLCommentIgnores.attach(XMLCommentIgnores.find(in: bytes, path: path), to: &result)
    return result
  }
}

private struct AndroidParser: XMLDocumentParser {
  let reader: XMLPullReader
  let path: String
  var entries: [Entry] = []
  /// What aapt2 would reject, in file order.
  var malformations: [Malformation] = []
  /// Whether aapt2 compiles the file (Android's `res/`), so its rules apply.
  var checksAapt2Rules = true
  /// The raw text of the element being read, reused from element to element.
  var raw: [UInt8] = []
  /// The compiled text of the element being read, reused likewise.
  var compiled: [UInt8] = []
  let keys: KeyInterner?
  /// `tools:ignore` on the root: Android Lint's suppressions for every resource of the file.
  var fileIgnores: [IgnoreDirective] = []

  mutating func document() throws(AuditError) {
    // Find the root.
    while let step = try next() {
      guard step == .start else { continue }
      guard reader.isNamed("resources") else {
        throw AuditError.unreadable(
          "not an Android resource file: the root element is <\(reader.name)>, not <resources>", at: here())
      }
      if var directive = toolsIgnore(at: here()) {
        directive.reach = .file
        fileIgnores.append(directive)
      }
      try resources()
      break
    }
    while try next() != nil {}
  }

  private mutating func resources() throws(AuditError) {
    while let step = try next() {
      switch step {
      case .start:
        try resource()
      case .end:
        return
      case .text:
        // aapt2 allows nothing but white space, comments and elements between resources.
        if checksAapt2Rules { noteStrayText() }
      }
    }
  }

  /// One child of `<resources>`, just started, through its end tag.
  private mutating func resource() throws(AuditError) {
    let start = here()
    // aapt2 skips elements of any namespace, and `<skip>` and `<eat-comment>`.
    guard reader.namespace?.isEmpty ?? true, !reader.isNamed("skip"), !reader.isNamed("eat-comment") else {
      try skip()
      return
    }
    let name = reader.attribute("name") ?? ""
    let key = keys?.intern(name) ?? name
    let ignores = toolsIgnore(at: start).map { [$0] } ?? []
    // Android Lint's `MissingTranslation` left alone, here or for the whole file: a locale
    // may lack the key.
    let mayBeMissing =
      ignores.contains { $0.names("key.missing") } || fileIgnores.contains { $0.names("key.missing") }
    // A value for another `product` than the default is an alternative, not an entry, but
    // aapt2 compiles it all the same.
    let product = reader.attribute("product") ?? ""
    let isAlternative = !product.isEmpty && product != "default"
    let isString = reader.isNamed("string")
    let isArray = reader.isNamed("string-array")
    if checksAapt2Rules,
      let problem = AndroidResourceElement.problem(
        element: reader.name, name: name, type: reader.attribute("type"))
    {
      malformations.append(Malformation(key: key.isEmpty ? nil : key, message: problem, at: start))
      try skip()
      return
    }
    // aapt2 reads `formatted` on a string, then `translatable` on a string and a string
    // array, and refuses what is no Boolean there, reading the resource no further; Android
    // Lint reads `translatable` on plurals too.
    let formattedText = isString ? reader.attribute("formatted") : nil
    let translatableText = reader.attribute("translatable")
    let formatted = formattedText.flatMap(AndroidResourceElement.boolean) ?? true
    let translatable = translatableText.flatMap(AndroidResourceElement.boolean) ?? true
    let found = malformations.count
    var refused: String?
    if let written = formattedText, AndroidResourceElement.boolean(written) == nil {
      refused = AndroidResourceElement.notBoolean("formatted", written)
    } else if isString || isArray, let written = translatableText,
      AndroidResourceElement.boolean(written) == nil
    {
      refused = AndroidResourceElement.notBoolean("translatable", written)
    }
    defer {
      if checksAapt2Rules, let refused {
        malformations.removeSubrange(found...)
        malformations.append(Malformation(key: key, message: refused, at: start))
      }
    }
    if isString {
      let text = try text(at: start, key: key)
      // Most strings have no `%`, which the text's traits already tell. aapt2 checks the
      // format of a string without styling only.
      if checksAapt2Rules, formatted && translatable, text.traits.contains(.percent),
        !text.traits.contains(.markupElements),
        !AndroidText.hasOrderedSubstitutions(text.string)
      {
        malformations.append(
          Malformation(
            key: key,
            message:
              "several non-positional substitutions in \"\(key)\"; number them (%1$s, %2$d) or add formatted=\"false\"",
            at: text.location))
      }
      guard !isAlternative else { return }
      var entry = Entry(
        key: key, location: start, value: LocalizedValue(text: text), shouldTranslate: translatable)
      entry.ignores = ignores
      entry.mayBeMissing = mayBeMissing
      entries.append(entry)
    } else if reader.isNamed("plurals") {
      var cases: [Variations.Case] = []
      for item in try items(key: key, of: "plurals") {
        // An item aapt2 refuses is left out: its finding is `value.malformed`.
        guard let quantity = item.quantity ?? (checksAapt2Rules ? nil : "") else { continue }
        cases.append(
          Variations.Case(name: quantity, value: LocalizedValue(text: item.text), location: item.start))
      }
      guard !isAlternative else { return }
      var entry = Entry(
        key: key, location: start,
        value: LocalizedValue(variations: Variations(kind: .plural, cases: cases)),
        shouldTranslate: translatable)
      entry.ignores = ignores
      entry.mayBeMissing = mayBeMissing
      entries.append(entry)
    } else if isArray {
      let items = try items(key: key, of: "string-array")
      guard !isAlternative else { return }
      for (index, item) in items.enumerated() {
        // An item that is a reference (`@string/…`) is that resource, translated where it is
        // defined; one without a letter (`60`, `%1$d`) reads the same in every language.
        let needsWords = AndroidResourceElement.needsTranslation(item.text.string)
        var entry = Entry(
          key: "\(key)[\(index)]", location: item.start, value: LocalizedValue(text: item.text),
          shouldTranslate: translatable && needsWords)
        entry.ignores = ignores
        entry.mayBeMissing = mayBeMissing
        entries.append(entry)
      }
    } else {
      try skip()
    }
  }

  /// Notes the text just read between resources when it is more than white space, at its
  /// first other character, where aapt2 reports it.
  private mutating func noteStrayText() {
    // Almost always the white space between two resources: told from its bytes, in the
    // buffer the strings' texts reuse, without making a string of it.
    raw.removeAll(keepingCapacity: true)
    reader.appendText(to: &raw)
    guard raw.contains(where: { $0 > ASCII.space || !AndroidResourceElement.isSpace(Unicode.Scalar($0)) })
    else {
      return
    }
    let text = String(decoding: raw, as: UTF8.self)
    guard let first = text.unicodeScalars.firstIndex(where: { !AndroidResourceElement.isSpace($0) }) else {
      return
    }
    var location = here()
    for scalar in text.unicodeScalars[..<first] {
      if scalar == "\n" {
        location.line += 1
        location.column = 1
      } else {
        location.column += 1
      }
    }
    let rest = text.unicodeScalars[first...]
    let shown = String(rest[..<(rest.firstIndex(of: "\n") ?? rest.endIndex)]).trimmingCharacters(
      in: .whitespaces)
    malformations.append(
      Malformation(key: nil, message: "text \(quoted(shown, limit: 40)) outside any resource", at: location))
  }

  /// Android Lint's `tools:ignore="MissingTranslation,…"` on the element just started, as the
  /// suppression of the rules its issue ids stand for (`AndroidLintIssues`); nil without one,
  /// or when none of its ids stands for a rule of ours.
  private func toolsIgnore(at location: SourceLocation) -> IgnoreDirective? {
    guard let value = reader.attribute("ignore", namespace: "http://schemas.android.com/tools") else {
      return nil
    }
    let rules = AndroidLintIssues.rules(for: value)
    guard !rules.isEmpty else { return nil }
    return IgnoreDirective(
      rules: rules, location: location, spelling: "tools:ignore=\"\(value)\"", isAndroidLint: true)
  }

  /// The `<item>` children of the element just started (`plurals` or `string-array`), through
  /// its end tag, with their `quantity`. What aapt2 refuses is noted: another child element,
  /// and in plurals an item whose quantity is missing, no category or one already given
  /// (such an item has no quantity here).
  private mutating func items(key: String, of element: String) throws(AuditError) -> [(
    start: SourceLocation, text: LocatedText, quantity: String?
  )] {
    var result: [(start: SourceLocation, text: LocatedText, quantity: String?)] = []
    var quantities: Set<String> = []
    while let step = try next() {
      switch step {
      case .start:
        let start = here()
        let isPlain = reader.namespace?.isEmpty ?? true
        guard isPlain && reader.isNamed("item") else {
          if checksAapt2Rules && !(isPlain && (reader.isNamed("skip") || reader.isNamed("eat-comment"))) {
            malformations.append(
              Malformation(
                key: key,
                message: "<\(reader.name)> inside <\(element)> \"\(key)\", which holds only <item>s",
                at: start))
          }
          try skip()
          continue
        }
        var quantity = reader.attribute("quantity")
        if element == "plurals" {
          let problem = AndroidResourceElement.quantityProblem(quantity, given: quantities)
          if let problem, checksAapt2Rules {
            malformations.append(Malformation(key: key, message: "\(problem) in \"\(key)\"", at: start))
          }
          if problem == nil, let written = quantity {
            quantity = AndroidResourceElement.trimmed(written)
            quantities.insert(quantity ?? "")
          } else if checksAapt2Rules {
            quantity = nil
          }
        }
        result.append((start, try text(at: start, key: key), quantity))
      case .end:
        return result
      case .text:
        continue
      }
    }
    return result
  }

  /// The text of the element just started as Android compiles it, through its end tag; what
  /// aapt2 rejects in it (an unescaped apostrophe, a bad `\u` escape, nested `<xliff:g>`)
  /// is noted as a malformation of `key`.
  private mutating func text(at start: SourceLocation, key: String) throws(AuditError) -> LocatedText {
    raw.removeAll(keepingCapacity: true)
    var first: SourceLocation?
    var depth = 1
    // The depths of the open <xliff:g> elements.
    var placeholders: [Int] = []
    // Whether each open element inside is a styling span, and where each starts or ends.
    var spans: [Bool] = []
    var boundaries: [AndroidText.Boundary] = []
    var known: TextTraits = []
    // Where the element's end tag is (line 0 where the reader cannot say).
    var end = (line: 0, column: 0)
    while depth > 0, let step = try next() {
      switch step {
      case .start:
        depth += 1
        let isPlaceholder = reader.isNamed("g") && reader.namespace == Self.xliffNamespace
        if !isPlaceholder { known.insert(.markupElements) }
        if isPlaceholder {
          if !placeholders.isEmpty && checksAapt2Rules {
            malformations.append(
              Malformation(key: key, message: Self.nestedPlaceholderMessage(key), at: here()))
          }
          placeholders.append(depth)
        }
        let isSpan = reader.namespace?.isEmpty ?? true
        spans.append(isSpan)
        boundaries.append(AndroidText.Boundary(offset: raw.count, isSpan: isSpan))
      case .end:
        if placeholders.last == depth { placeholders.removeLast() }
        depth -= 1
        if depth == 0 { end = (reader.line, reader.column) }
        if depth > 0, let isSpan = spans.popLast() {
          boundaries.append(AndroidText.Boundary(offset: raw.count, isSpan: isSpan))
        }
      case .text:
        if first == nil { first = here() }
        reader.appendText(to: &raw)
      }
    }
    let location = first ?? start
    let result = raw.withSpan { AndroidText.compile(utf8: $0, boundaries: boundaries, scratch: &compiled) }
    if checksAapt2Rules, let problem = result.problem {
      // aapt2 finds it once the text is read, and names the line of the end tag.
      let place =
        end.line == 0 || end.line == location.line
        ? location : SourceLocation(file: path, line: end.line, column: end.column)
      malformations.append(Malformation(key: key, message: "\(problem) in \"\(key)\"", at: place))
    }
    return LocatedText(result.text, at: location, known: known)
  }

  private static let xliffNamespace = "urn:oasis:names:tc:xliff:document:1.2"

  private static func nestedPlaceholderMessage(_ key: String) -> String {
    "<xliff:g> inside another <xliff:g> in \"\(key)\"; aapt2 rejects nested placeholders"
  }
}

/// aapt2's check of the format of a string resource.
extension AndroidText {
  /// aapt2's check of a formatted string (`VerifyJavaStringFormat`): more than one
  /// substitution is allowed only when every one is numbered (`%1$s`); `%%` and `%n` are no
  /// substitutions, and a string that reads as a `Time.format` pattern is not checked.
  static func hasOrderedSubstitutions(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var count = 0
    var nonPositional = false
    var index = 0
    func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    while index < bytes.count {
      guard bytes[index] == ASCII.percent, index + 1 < bytes.count else {
        index += 1
        continue
      }
      index += 1
      if bytes[index] == ASCII.percent || bytes[index] == ASCII.n {
        index += 1
        continue
      }
      count += 1
      let digitsStart = index
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      if index > digitsStart {
        // Digits not followed by `$` are a width, not a position.
        if index < bytes.count, bytes[index] != ASCII.dollar { nonPositional = true }
      } else if bytes[index] == ASCII.lessThan {
        nonPositional = true
        index += 1
        if index < bytes.count, bytes[index] == ASCII.dollar { index += 1 }
      } else {
        nonPositional = true
      }
      while index < bytes.count, "-#+ ,(0123456789".utf8.contains(bytes[index]) { index += 1 }
      // Letters only `Time.format` reads: the string is not a `String.format` pattern.
      if index < bytes.count, "DFKMWZkmwyz".utf8.contains(bytes[index]) { return true }
      if index < bytes.count { index += 1 }
    }
    return !(count > 1 && nonPositional)
  }
}
