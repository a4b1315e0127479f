/// Accessors that no file of the sources declares (docs/swiftui.md, "Lookups through the app's
/// own code"): String Catalog symbols, which Xcode generates at build time
/// (`Text(.welcomeTitle)`, `LocalizedStringResource.welcomeTitle`), and accessors generated
/// by a script and not committed (`L10n.Onboarding.Welcome.header` with no `L10n` in the
/// sources). The tables are their declaration: such a reference, where text is expected, is
/// the one key whose symbol is its name, else the one key that matches its name or its dotted
/// path once case and the separators `.`, `_`, `-` are ignored. With no match or several it
/// stays unknown.
struct CatalogSymbols {
  private struct Key: Hashable {
    var table: String
    var key: String
  }

  /// Keys by the symbol Xcode generates for them.
  private var bySymbol: [String: [Key]] = [:]
  /// Keys by their normalized text (`welcome_title` → `welcometitle`).
  private var byNormalized: [String: [Key]] = [:]
  /// Table names by their normalized name (a catalog other than `Localizable` nests its
  /// symbols under its name: `.Onboarding.welcomeTitle`).
  private var tables: [String: String] = [:]

  init(_ strings: StringResolver) {
    for table in strings.tables {
      guard let source = table.source else { continue }
      let name = table.identity.split(separator: "/").last.map(String.init) ?? table.identity
      tables[Self.normalized(name)] = name
      for key in source.keys {
        let entry = Key(table: name, key: key)
        bySymbol[Self.symbol(for: key), default: []].append(entry)
        byNormalized[Self.normalized(key), default: []].append(entry)
      }
    }
  }

  /// The Swift name Xcode gives a catalog key: its words (split at anything but letters and
  /// digits) joined in lower camel case, `_` before a leading digit (`welcome.title` →
  /// `welcomeTitle`).
  static func symbol(for key: String) -> String {
    let words = key.split { !($0.isLetter || $0.isNumber) }
    var symbol = ""
    for (index, word) in words.enumerated() {
      guard let first = word.first else { continue }
      symbol += (index == 0 ? first.lowercased() : first.uppercased()) + word.dropFirst()
    }
    if symbol.first?.isNumber == true { symbol = "_" + symbol }
    return symbol
  }

  /// Lower case, without `.`, `_`, `-`.
  static func normalized(_ name: String) -> String {
    String(name.lowercased().unicodeScalars.filter { $0 != "." && $0 != "_" && $0 != "-" })
  }

  /// The table and key a reference names (its type left out, unless it is the table's
  /// name); nil when no key or several match.
  func match(_ reference: LookupReference) -> (table: String, key: String)? {
    var names = reference.path
    if !reference.isImplicit { names.removeFirst() }
    guard let name = names.last, !names.isEmpty else { return nil }
    var inTable: String?
    if names.count >= 2, let table = tables[Self.normalized(names[0])] {
      inTable = table
      names.removeFirst()
    }
    let dotted = names.joined(separator: ".")
    let tiers: [[Key]?] = [
      names.count == 1 ? bySymbol[name] : nil,
      byNormalized[Self.normalized(dotted)],
      names.count > 1 ? byNormalized[Self.normalized(name)] : nil,
    ]
    for tier in tiers {
      guard var found = tier else { continue }
      if let inTable { found = found.filter { $0.table == inTable } }
      if found.count == 1, let only = found.first { return (only.table, only.key) }
      if found.count > 1 { return nil }
    }
    return nil
  }
}

extension SwiftSources {
  /// Whether some view uses an accessor that no file declares, whose key only the tables say.
  /// (Or a literal given to a type no file declares, which the tables may define as a key.)
  public var hasAbsentAccessors: Bool {
    absentAccessors.contains { !$0.isEmpty } || packageLiterals.contains { !$0.isEmpty }
  }

  /// Turns the references to accessors the sources do not declare into uses of the keys
  /// they match in the tables (see `CatalogSymbols`). Returns whether any was found.
  @discardableResult
  public mutating func resolveAbsentAccessors(in strings: StringResolver) -> Bool {
    var found = resolvePackageLiterals(in: strings)
    guard absentAccessors.contains(where: { !$0.isEmpty }) else { return found }
    let symbols = CatalogSymbols(strings)
    for index in files.indices where index < absentAccessors.count {
      var added: [LocalizedUse] = []
      for reference in absentAccessors[index] {
        guard let (table, key) = symbols.match(reference) else { continue }
        let call = (reference.isImplicit ? "." : "") + reference.path.joined(separator: ".")
        added.append(
          LocalizedUse(
            format: LocalizedFormat([.text(key)]), table: table, comment: nil, call: call, keyName: nil,
            location: reference.location, enclosingType: reference.enclosingType,
            lookup: LookupVia(
              arguments: reference.arguments, formats: reference.arguments.isEmpty ? false : true)))
      }
      guard !added.isEmpty else { continue }
      found = true
      files[index].strings = (files[index].strings + added).sorted { $0.location < $1.location }
    }
    absentAccessors = []
    return found
  }
}
