/// How a key is looked up through the app's own code (docs/swiftui.md, "Lookups through the
/// app's own code"): an accessor (`L10n.Onboarding.title`, `R.string.localizable.x()`, a
/// catalog symbol) or a wrapper function, and what it passes to the key's value.
public struct LookupVia: Sendable, Equatable {
  /// The values the accessor passes to the key's value, by the types of its parameters or of
  /// the call's arguments (`L10n.steps(_ p1: Int)` passes an `Int`).
  public var arguments: [InterpolatedType]
  /// Whether the value is formatted (`String(format:)`, as SwiftGen's `tr` does), shown as it
  /// is (`false`), or perhaps formatted later by the caller (nil, `NSLocalizedString`).
  public var formats: Bool?

  /// What an accessor passes, as placeholders. An integer parameter reads as the value's own
  /// integer specifier: the generator chose `Int` for the value's `%d`, which formats it.
  static func passed(_ arguments: [InterpolatedType], to value: FormatString?) -> [Placeholder] {
    let reads = value?.byArgument ?? [:]
    let specifiers = arguments.enumerated().map { index, type in
      let integers: [InterpolatedType] = [.int, .int32, .uint, .uint32]
      if integers.contains(type), let read = reads[index + 1], case .integer = read.kind { return read.spec }
      return type.specifier
    }
    return FormatString(specifiers.joined(separator: " ")).placeholders
  }
}

/// A function that looks up the key given for one of its parameters: Foundation's and
/// SwiftUI's (`NSLocalizedString`, `Bundle.localizedString(forKey:value:table:)`,
/// `String(localized:)`), and every function of the sources that passes a parameter of its
/// own to one of them (`L10n.tr(table, key, args…)`, `func loc(_ key: String) -> String`).
struct LookupFunction: Sendable {
  var labels: [String?]
  /// Other labels of a parameter, for another initializer of the same type:
  /// `LocalizedStringKey(stringLiteral:)` beside `LocalizedStringKey(_:)`.
  var otherLabels: [String: Int] = [:]
  /// The parameter that takes the key.
  var key: Int
  /// The parameter that takes the table, if any.
  var table: Int?
  /// The table it always looks in, when no parameter gives it (nil: `Localizable`).
  var fixedTable: String?
  var formats: Bool?

  /// The arguments of a call by the parameter they are given for: a labelled one by its
  /// label, the others in order (parameters with a default value may be left out).
  func parameters(of call: LookupCall) -> [Int: LookupArgument] {
    argumentIndices(of: call).mapValues { call.arguments[$0].value }
  }

  /// The place of the argument given for each parameter.
  func argumentIndices(of call: LookupCall) -> [Int: Int] {
    var result: [Int: Int] = [:]
    var next = 0
    for (place, argument) in call.arguments.enumerated() {
      if let label = argument.label {
        guard let index = labels.firstIndex(of: label) ?? otherLabels[label] else { continue }
        result[index] = place
        next = index + 1
      } else {
        while next < labels.count, labels[next] != nil { next += 1 }
        guard next < labels.count else { break }
        result[next] = place
        next += 1
      }
    }
    return result
  }

  /// The key and table a call looks up, when it gives the key as a literal.
  func lookup(_ call: LookupCall) -> (key: String, table: String?)? {
    let arguments = parameters(of: call)
    guard case .literal(let key)? = arguments[self.key] else { return nil }
    if let table, let given = arguments[table] {
      if case .literal(let name) = given { return (key, name) }
      return (key, fixedTable)
    }
    return (key, fixedTable)
  }

  static let builtins: [String: LookupFunction] = [
    "NSLocalizedString": LookupFunction(
      labels: [nil, "tableName", "bundle", "value", "comment"], key: 0, table: 1, formats: nil),
    "localizedString": LookupFunction(labels: ["forKey", "value", "table"], key: 0, table: 2, formats: nil),
    "String": LookupFunction(
      labels: ["localized", "defaultValue", "table", "bundle", "locale", "comment"], key: 0, table: 2,
      formats: false),
    "AttributedString": LookupFunction(
      labels: ["localized", "options", "table", "bundle", "locale", "comment"], key: 0, table: 2,
      formats: false),
    "LocalizedStringResource": LookupFunction(
      labels: [nil, "defaultValue", "table", "locale", "bundle", "comment"], key: 0, table: 2, formats: false),
    "LocalizedStringKey": LookupFunction(
      labels: [nil], otherLabels: ["stringLiteral": 0], key: 0, formats: false),
  ]

  /// What an accessor's value may also be: R.swift's `StringResource(key:tableName:…)`.
  static let resources: [String: LookupFunction] = [
    "StringResource": LookupFunction(labels: ["key", "tableName"], key: 0, table: 1, formats: false),
    "init": LookupFunction(labels: ["key", "tableName"], key: 0, table: 1, formats: false),
  ]
}

/// An accessor that returns a lookup: the key, the table and what it passes.
struct Accessor: Sendable {
  var key: String
  var table: String?
  var via: LookupVia
}

/// The accessors and wrapper functions of all the sources, built once per run, and the uses
/// they give: each reference to an accessor and each literal passed to a wrapper is a use of
/// its key at the place of the reference or the literal (never in the generated file).
struct LookupIndex {
  private(set) var functions: [String: LookupFunction] = LookupFunction.builtins
  private(set) var accessors: [String: Accessor] = [:]
  private(set) var declaredTypes: Set<String> = []
  /// The functions some file declares (`LookupDeclarations`).
  private(set) var declaredFunctions: Set<String> = []

  init(_ files: [FileLookups]) {
    for file in files {
      declaredTypes.formUnion(file.declaredTypes)
      declaredFunctions.formUnion(file.declaredFunctions)
    }
    let summaries = files.flatMap(\.functions)
    // A wrapper of a wrapper (`tr` calls `trIn`, which calls `NSLocalizedString`): until
    // nothing changes.
    var changed = true
    var rounds = 0
    while changed, rounds < 16 {
      changed = false
      rounds += 1
      for summary in summaries where functions[summary.name] == nil {
        if let found = Self.wrapper(summary, functions: functions) {
          functions[summary.name] = found
          changed = true
        }
      }
    }
    for summary in summaries where summary.isGenerated && functions[summary.name] == nil {
      if let found = Self.generatedLookup(summary) { functions[summary.name] = found }
    }
    for candidate in files.lazy.flatMap(\.accessors) where accessors[candidate.path] == nil {
      for call in candidate.calls {
        guard let function = functions[call.callee] ?? LookupFunction.resources[call.callee],
          let (key, table) = function.lookup(call)
        else { continue }
        accessors[candidate.path] = Accessor(
          key: key, table: table,
          via: LookupVia(
            arguments: candidate.parameters,
            formats: function.formats == true || !candidate.parameters.isEmpty ? true : function.formats))
        break
      }
    }
    resolveAliases(files.flatMap { $0.accessors.filter { $0.alias != nil } })
  }

  /// Members that stand for an accessor (`static let welcome = Localization.Welcome.welcome`),
  /// also through one another, are that accessor.
  private mutating func resolveAliases(_ aliases: [AccessorCandidate]) {
    var pending = aliases
    var changed = true
    while changed, !pending.isEmpty {
      changed = false
      pending.removeAll { candidate in
        guard accessors[candidate.path] == nil, let alias = candidate.alias,
          let found = accessor(named: alias, from: candidate.owner)
        else { return accessors[candidate.path] != nil }
        accessors[candidate.path] = found
        changed = true
        return true
      }
    }
  }

  /// The accessor a path names from inside the types `scope` (outermost first): nested in
  /// the innermost of them that has it, else from the top.
  private func accessor(named path: [String], from scope: [String]) -> Accessor? {
    let name = path.joined(separator: ".")
    for depth in stride(from: scope.count, through: 1, by: -1) {
      let prefix = scope.prefix(depth).joined(separator: ".")
      if let found = accessors[prefix + "." + name] { return found }
    }
    return accessors[name]
  }

  /// The accessor a reference names; a `String` extension member that only turns the
  /// looked-up value into another type (`Strings.welcome.localizedStringKey`, whose body is
  /// `LocalizedStringKey(self)`) names its base's: the value shown is the first lookup's.
  private func accessor(of reference: LookupReference) -> Accessor? {
    if let found = accessor(named: reference.path, from: reference.scope) { return found }
    guard reference.path.count >= 3, let last = reference.path.last,
      let conversion = functions[last], conversion.labels == [LookupCall.selfLabel], conversion.key == 0
    else { return nil }
    return accessor(named: Array(reference.path.dropLast()), from: reference.scope)
  }

  /// The lookup a function makes of one of its parameters, if it does.
  private static func wrapper(_ summary: FunctionSummary, functions: [String: LookupFunction])
    -> LookupFunction?
  {
    for call in summary.calls {
      guard let callee = functions[call.callee] else { continue }
      let arguments = callee.parameters(of: call)
      guard case .parameter(let key)? = arguments[callee.key] else { continue }
      var table: Int?
      var fixedTable = callee.fixedTable
      if let slot = callee.table, let given = arguments[slot] {
        switch given {
        case .parameter(let index): table = index
        case .literal(let name): fixedTable = name
        case .other: fixedTable = nil
        }
      }
      return LookupFunction(
        labels: summary.labels, key: key, table: table, fixedTable: fixedTable,
        formats: summary.formats ? true : callee.formats)
    }
    return nil
  }

  /// SwiftGen's `tr(_ table: String, _ key: String, _ args: CVarArg...)` when what it passes
  /// its key to is not among the sources (an app's own `Current.localized.string(key, table)`,
  /// declared elsewhere): in a generated file, the generator's template says what it does.
  private static func generatedLookup(_ summary: FunctionSummary) -> LookupFunction? {
    guard let key = summary.names.firstIndex(of: "key"), let table = summary.names.firstIndex(of: "table"),
      summary.calls.contains(where: { call in
        call.arguments.contains { if case .parameter(key) = $0.value { true } else { false } }
      })
    else { return nil }
    return LookupFunction(
      labels: summary.labels, key: key, table: table, fixedTable: nil, formats: summary.formats ? true : nil)
  }

  /// The uses a file's references and wrapper calls give, and the references to accessors
  /// the sources do not declare, for `AbsentAccessors` to match against the tables.
  func uses(of file: FileLookups) -> (uses: [LocalizedUse], absent: [LookupReference]) {
    var uses: [LocalizedUse] = []
    var absent: [LookupReference] = []
    for reference in file.references {
      let name = reference.path.joined(separator: ".")
      let implicitNames = reference.isImplicit ? Self.catalogRoots.map { $0 + "." + name } : []
      let found = reference.isImplicit ? accessors[name] : accessor(of: reference)
      if let accessor = found ?? implicitNames.lazy.compactMap({ accessors[$0] }).first {
        var via = accessor.via
        if via.arguments.isEmpty, !reference.arguments.isEmpty { via.arguments = reference.arguments }
        uses.append(
          LocalizedUse(
            format: LocalizedFormat([.text(accessor.key)]), table: accessor.table, comment: nil,
            call: reference.isImplicit ? "." + name : name, keyName: nil, location: reference.location,
            enclosingType: reference.enclosingType, lookup: via))
      } else if isAbsent(reference) {
        absent.append(reference)
      }
    }
    for wrapper in file.wrapperCalls {
      guard LookupFunction.builtins[wrapper.call.callee] == nil,
        let function = functions[wrapper.call.callee],
        let (key, table) = function.lookup(wrapper.call)
      else { continue }
      let index = function.argumentIndices(of: wrapper.call)[function.key]
      guard let index, let location = wrapper.literalLocations[index] else { continue }
      uses.append(
        LocalizedUse(
          format: LocalizedFormat([.text(key)]), table: table, comment: nil,
          call: wrapper.call.callee + "(_:)",
          keyName: nil, location: location, enclosingType: wrapper.enclosingType,
          lookup: LookupVia(arguments: [], formats: function.formats)))
    }
    return (uses, absent)
  }

  /// The types whose members Xcode generates for a String Catalog's keys.
  static let catalogRoots = ["LocalizedStringResource", "LocalizedStringKey"]

  /// Whether a reference names a member of a type the sources do not declare, where text is
  /// expected (or a catalog symbol of `LocalizedStringResource`).
  private func isAbsent(_ reference: LookupReference) -> Bool {
    if reference.isImplicit {
      let placed = reference.expectsText || (reference.isArgument && reference.path.count >= 2)
      return placed && reference.path.last != "init"
    }
    guard reference.path.count >= 2, let root = reference.path.first else { return false }
    if Self.catalogRoots.contains(root) { return true }
    return (reference.expectsText || reference.isArgument) && !declaredTypes.contains(root)
      && !Self.systemTypes.contains(root)
  }

  /// Types of Apple's frameworks and Swift's, whose members are no accessors: not recorded.
  static let systemTypes: Set<String> = [
    "String", "Text", "Date", "Color", "Font", "Image", "Bundle", "Locale", "Calendar", "ProcessInfo",
    "UIApplication", "UIDevice", "NSLocalizedString", "URL", "Int", "Double", "Character", "CGFloat",
    "Float", "Bool", "Animation", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment",
    "UIColor", "UIFont", "UIImage", "Array", "Set", "Dictionary", "Data", "DispatchQueue", "Task",
    "Timer", "CGSize", "CGPoint", "CGRect", "UIScreen", "Self", "Swift", "SwiftUI", "Foundation",
    "Angle", "UnitPoint", "Duration", "TimeInterval", "Int32", "Int64", "UInt", "Optional", "Result",
  ]
}
