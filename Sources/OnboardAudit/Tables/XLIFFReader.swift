/// Reads XLIFF 1.2 documents, as Xcode exports them, through the hardened `XMLPullReader`.
///
/// - Each `<file>` is one table, returned as its own ``ReadResult`` whose `table` is the
///   `original` path (`Blockzilla/en.lproj/Intro.strings`; the loader removes the locale part).
/// - Each `<trans-unit id>` gives an entry under `source-language` (its `<source>`) and one
///   under `target-language` (its `<target>`, with the target's `state`). Both are located at
///   the `<trans-unit>`, their texts at the first character of `<source>` or `<target>`.
///   `<note>`s are the comment; `translate="no"` clears `shouldTranslate`.
/// - A unit without `<target>` gives no target entry: the locale lacks the key, and
///   `key.missing` counts it (a unit that is `translate="no"` needs no translation). A file
///   whose target language is its source language (Xcode's export of the development
///   language, a template) gives source entries only.
/// - Xcode's ids for variants are folded back into one entry: `key|==|plural.one`,
///   `key|==|device.iphone.plural.other` and `key|==|substitutions.name.plural.one` from String
///   Catalogs; `/key:dict/NSStringLocalizedFormatKey:dict/:string` (the format) and
///   `/key:dict/name:dict/one:dict/:string` from `.stringsdict` files, whose
///   `/key:dict/name:dict/:string` unit gives the substitution's value type.
/// - Inline elements stay in the text as the text a user would see: `<g>` and `<mrk>` by their
///   content; `<ph>`, `<bpt>`, `<ept>`, `<it>` by their content (the native code they stand
///   for, such as `%@`), so placeholder checks see it; the empty `<x/>`, `<bx/>`, `<ex/>` as
///   `{x:ID}`, `{bx:ID}`, `{ex:ID}`. `<alt-trans>` and `<context-group>` are skipped.
/// - A problem stops the reading; it is attached to the `<file>` being read, and the units
///   read until then are kept. XLIFF 2.0 is refused with a problem.
public enum XLIFFReader {
  /// The tables of one XLIFF document, in file order.
  public static func read(_ bytes: [UInt8], path: String) -> [ReadResult] {
    read(bytes, path: path, keys: nil)
  }

  /// `read(_:path:)`, each unit's id as `keys` keeps its spelling.
  static func read(_ bytes: [UInt8], path: String, keys: KeyInterner?) -> [ReadResult] {
    var parser = XLIFFParser(reader: XMLPullReader(bytes), path: path, keys: keys)
    do {
      try parser.document()
    } catch {
      if parser.current == nil, parser.results.isEmpty {
        return [ReadResult(problem: error)]
      }
      parser.finishFile(problem: error)
    }
    return parser.results
  }
}

/// One `<trans-unit>` as written.
struct XLIFFUnit {
  var id: String
  var location: SourceLocation
  var translate = true
  var source: LocatedText?
  var target: LocatedText?
  var state: String?
  var notes: [String] = []
}

/// One `<file>` being read.
struct XLIFFFile {
  var original: String?
  var sourceLanguage: String?
  var targetLanguage: String?
  var location: SourceLocation
  var units: [XLIFFUnit] = []
}

struct XLIFFParser: XMLDocumentParser {
  let reader: XMLPullReader
  let path: String
  var results: [ReadResult] = []
  var current: XLIFFFile?
  /// The text of the element being read, reused from element to element.
  fileprivate var text: [UInt8] = []
  let keys: KeyInterner?

  mutating func document() throws(AuditError) {
    var depth = 0
    while let step = try next() {
      switch step {
      case .start:
        depth += 1
        if depth == 1 {
          guard reader.isNamed("xliff") else {
            throw AuditError.unreadable(
              "not an XLIFF document: the root element is <\(reader.name)>, not <xliff>", at: here())
          }
          if let version = reader.attribute("version"), version.hasPrefix("2") {
            throw AuditError.unreadable(
              "XLIFF \(version) is not read; export XLIFF 1.2 (Xcode's format)", at: here())
          }
        } else if reader.isNamed("file") {
          finishFile(problem: nil)
          current = XLIFFFile(
            original: reader.attribute("original"), sourceLanguage: reader.attribute("source-language"),
            targetLanguage: reader.attribute("target-language"), location: here())
        } else if reader.isNamed("trans-unit") {
          let unit = try transUnit(at: here())
          depth -= 1
          current?.units.append(unit)
        } else if reader.isNamed("alt-trans") || reader.isNamed("context-group") || reader.isNamed("header") {
          try skip()
          depth -= 1
        }
      case .end:
        depth -= 1
        if reader.isNamed("file") { finishFile(problem: nil) }
      case .text:
        continue
      }
    }
    finishFile(problem: nil)
  }

  /// Reads a `<trans-unit>`, just started, through its end tag.
  private mutating func transUnit(at start: SourceLocation) throws(AuditError) -> XLIFFUnit {
    let id = reader.attribute("id") ?? reader.attribute("resname") ?? ""
    var unit = XLIFFUnit(id: keys?.intern(id) ?? id, location: start)
    unit.translate = reader.attribute("translate") != "no"
    while let step = try next() {
      switch step {
      case .start:
        let here = here()
        if reader.isNamed("source") {
          unit.source = try inlineText(at: here)
        } else if reader.isNamed("target") {
          unit.state = reader.attribute("state")
          unit.target = try inlineText(at: here)
        } else if reader.isNamed("note") {
          let note = try inlineText(at: here).string
          if !note.isEmpty { unit.notes.append(note) }
        } else {
          try skip()
        }
      case .end:
        return unit
      case .text:
        continue
      }
    }
    return unit
  }

  /// The text of the element just started, inline elements rendered as described on
  /// ``XLIFFReader``; located at its first character, else at its start tag.
  private mutating func inlineText(at start: SourceLocation) throws(AuditError) -> LocatedText {
    text.removeAll(keepingCapacity: true)
    var first: SourceLocation?
    var depth = 1
    while depth > 0, let step = try next() {
      switch step {
      case .start:
        depth += 1
        if first == nil { first = here() }
        if reader.isNamed("x") || reader.isNamed("bx") || reader.isNamed("ex") {
          text.append(contentsOf: "{\(reader.name):\(reader.attribute("id") ?? "")}".utf8)
        }
      case .end:
        depth -= 1
      case .text:
        if first == nil { first = here() }
        reader.appendText(to: &text)
      }
    }
    return LocatedText(String(decoding: text, as: UTF8.self), at: first ?? start)
  }

  /// Turns the `<file>` being read into a result.
  mutating func finishFile(problem: AuditError?) {
    guard let file = current else {
      if let problem { results.append(ReadResult(problem: problem)) }
      return
    }
    current = nil
    var result = ReadResult(problem: problem, table: file.original)
    result.sourceLanguage = file.sourceLanguage
    let source = file.sourceLanguage ?? ""
    result.localeLocations[source] = file.location
    let ids = file.units.map { XLIFFEntries.parse($0.id) }
    result.entries[source] = XLIFFEntries.build(file.units, ids: ids, side: .source)
    if let target = file.targetLanguage, target != source {
      result.targetLanguage = target
      result.localeLocations[target] = file.location
      result.entries[target] = XLIFFEntries.build(file.units, ids: ids, side: .target)
    }
    results.append(result)
  }
}

/// Folds the units of one `<file>` into entries, one per key.
enum XLIFFEntries {
  enum Side {
    case source
    case target
  }

  /// Where a unit's text goes in its key's value.
  enum Slot: Equatable {
    /// The main text.
    case text
    /// A variant: the kinds and names from the outside in (`device.iphone`, `plural.one`).
    case variant(substitution: String?, steps: [Step])
    /// A `.stringsdict` substitution's value type (`d`, `ld`).
    case valueType(substitution: String)
    /// Structure without text (a `.stringsdict` spec type).
    case none
  }

  struct Step: Equatable {
    var kind: Variations.Kind
    var name: String
  }

  /// The key and slot an id stands for.
  static func parse(_ id: String) -> (key: String, slot: Slot) {
    if let range = variantSeparator(in: id) {
      let key = String(id[..<range.lowerBound])
      var tokens = id[range.upperBound...].split(separator: ".").map(String.init)
      var substitution: String?
      if tokens.first == "substitutions", tokens.count >= 2 {
        substitution = tokens[1]
        tokens.removeFirst(2)
      }
      var steps: [Step] = []
      while tokens.count >= 2, let kind = Variations.Kind(rawValue: tokens[0]) {
        steps.append(Step(kind: kind, name: tokens[1]))
        tokens.removeFirst(2)
      }
      if steps.isEmpty && substitution == nil { return (key, .text) }
      return (key, .variant(substitution: substitution, steps: steps))
    }
    if id.hasPrefix("/"), id.contains(":dict/") || id.hasSuffix(":dict") {
      let isString = id.hasSuffix(":dict/:string")
      let body =
        isString ? id.dropFirst().dropLast(":dict/:string".count) : id.dropFirst().dropLast(":dict".count)
      let parts = split(String(body), separator: ":dict/")
      guard let key = parts.first, !key.isEmpty else { return (id, .text) }
      guard isString else { return (key, .none) }
      switch parts.count {
      case 2 where parts[1] == StringsdictReader.formatKey: return (key, .text)
      case 2: return (key, .valueType(substitution: parts[1]))
      case 3: return (key, .variant(substitution: parts[1], steps: [Step(kind: .plural, name: parts[2])]))
      default: return (id, .text)
      }
    }
    return (id, .text)
  }

  /// Where `|==|` is in an id. Most ids are ASCII, where characters are bytes and the
  /// separator is found by a byte search; others are searched character by character.
  private static func variantSeparator(in id: String) -> Range<String.Index>? {
    let search = id.utf8.withContiguousStorageIfAvailable { bytes -> Int?? in
      var match: Int?
      for offset in bytes.indices {
        let byte = bytes[offset]
        if byte >= 0x80 { return nil }
        if match == nil, byte == UInt8(ascii: "|"), offset + 3 < bytes.count,
          bytes[offset + 1] == UInt8(ascii: "="),
          bytes[offset + 2] == UInt8(ascii: "="), bytes[offset + 3] == UInt8(ascii: "|")
        {
          match = offset
        }
      }
      return .some(match)
    }
    guard let search, let ascii = search else { return id.firstRange(of: "|==|") }
    guard let offset = ascii else { return nil }
    let lower = id.utf8.index(id.utf8.startIndex, offsetBy: offset)
    return lower..<id.utf8.index(lower, offsetBy: 4)
  }

  /// `a:dict/b` split at each `:dict/`.
  private static func split(_ string: String, separator: String) -> [String] {
    var parts: [String] = []
    var rest = Substring(string)
    while let range = rest.firstRange(of: separator) {
      parts.append(String(rest[..<range.lowerBound]))
      rest = rest[range.upperBound...]
    }
    parts.append(String(rest))
    return parts
  }

  /// The entries of one side of the units; `ids` are the units' parsed ids, when the caller
  /// has them already (both sides of a file share them).
  static func build(_ units: [XLIFFUnit], ids: [(key: String, slot: Slot)]? = nil, side: Side) -> [Entry] {
    var entries: [Entry] = []
    var index: [String: Int] = [:]
    entries.reserveCapacity(units.count)
    index.reserveCapacity(units.count)
    for (position, unit) in units.enumerated() {
      let (key, slot) = ids?[position] ?? parse(unit.id)
      let text: LocatedText?
      switch side {
      case .source:
        text = unit.source ?? LocatedText("", at: unit.location)
      case .target:
        // A unit without a target is not translated: a key the locale lacks.
        text = unit.target
      }
      guard let text else { continue }
      let position: Int
      if let existing = index[key] {
        position = existing
      } else {
        position = entries.count
        index[key] = position
        entries.append(Entry(key: key, location: unit.location, value: LocalizedValue()))
      }
      // In place: most entries are changed once, and a copy would retain each of their parts.
      apply(unit, slot: slot, text: text, side: side, to: &entries[position])
    }
    return entries
  }

  /// What one unit gives to the entry of its key.
  private static func apply(
    _ unit: XLIFFUnit, slot: Slot, text: LocatedText, side: Side, to entry: inout Entry
  ) {
    if !unit.translate { entry.shouldTranslate = false }
    if side == .target { entry.state = CatalogState.worse(entry.state, unit.state) }
    if entry.comment == nil, let note = unit.notes.first { entry.comment = note }
    // `onboard-audit:ignore RULE` in a note covers the key (docs/ci.md, "Suppressions").
    for note in unit.notes where note.contains("onboard-audit:ignore") {
      let directives = IgnoreDirective.parse(comment: note, at: unit.location)
      for directive in directives where !entry.ignores.contains(directive) { entry.ignores.append(directive) }
    }
    switch slot {
    case .text:
      entry.value.text = text
    case .variant(let substitution, let steps):
      if let substitution {
        var item =
          entry.value.substitutions.first { $0.name == substitution }
          ?? Substitution(name: substitution, location: unit.location)
        var holder = LocalizedValue(variations: item.variations)
        insert(text, steps: steps, at: unit.location, into: &holder)
        item.variations = holder.variations
        if item.specType == nil, item.variations?.kind == .plural, unit.id.hasPrefix("/") {
          item.specType = "NSStringPluralRuleType"
        }
        replace(item, in: &entry.value)
      } else {
        insert(text, steps: steps, at: unit.location, into: &entry.value)
      }
    case .valueType(let substitution):
      var item =
        entry.value.substitutions.first { $0.name == substitution }
        ?? Substitution(name: substitution, location: unit.location)
      item.formatSpecifier = (unit.target ?? unit.source)?.string
      item.specType = "NSStringPluralRuleType"
      replace(item, in: &entry.value)
    case .none:
      break
    }
  }

  private static func replace(_ substitution: Substitution, in value: inout LocalizedValue) {
    if let at = value.substitutions.firstIndex(where: { $0.name == substitution.name }) {
      value.substitutions[at] = substitution
    } else {
      value.substitutions.append(substitution)
    }
  }

  /// Puts a text at the end of a path of variants, creating the variations on the way.
  private static func insert(
    _ text: LocatedText, steps: [Step], at location: SourceLocation, into value: inout LocalizedValue
  ) {
    guard let step = steps.first else {
      value.text = text
      return
    }
    var variations = value.variations ?? Variations(kind: step.kind, cases: [])
    var item =
      variations.cases.first { $0.name == step.name }
      ?? Variations.Case(name: step.name, value: LocalizedValue(), location: location)
    insert(text, steps: Array(steps.dropFirst()), at: location, into: &item.value)
    if let at = variations.cases.firstIndex(where: { $0.name == step.name }) {
      variations.cases[at] = item
    } else {
      variations.cases.append(item)
    }
    value.variations = variations
  }
}
