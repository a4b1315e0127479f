import SwiftSyntax

/// Literals given to a view, type or function that no file of the sources declares
/// (docs/swiftui.md, "Views of a package"): a design system's `OnboardingView(title:
/// "Welcome", …)` or `Feature.Step(title: "…")` from a package, an app's `t("…")` declared
/// outside the sources. What the package does with a literal is not
/// known: a `LocalizedStringResource` or `LocalizedStringKey` parameter looks it up, a
/// `String` one shows it, a name picks an asset. So a literal is a key only where a source
/// table defines it (Xcode's extraction puts the literals of key parameters in the catalog);
/// any other stays out of the flow, with no finding on it.
enum PackageLiterals {
  /// The type a call names: `OnboardingView` in `OnboardingView(…)` and in
  /// `OnboardingView.Area(…)`; nil for a function or a method called on a value.
  static func typeName(_ callee: ExprSyntax) -> String? {
    var root = callee
    while let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
      guard isTypeName(member.declName.baseName.text) else { return nil }
      root = base
    }
    guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text, isTypeName(name) else {
      return nil
    }
    return name
  }

  /// The function a call names by its name alone: `t` in `t("…")`; nil for a type's
  /// initializer, a method called on a value, and `self.t(…)`.
  static func functionName(_ callee: ExprSyntax) -> String? {
    guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, !isTypeName(name) else {
      return nil
    }
    return name
  }

  private static func isTypeName(_ name: String) -> Bool {
    name.unicodeScalars.first?.properties.isUppercase == true
  }

  /// The literals of a file given to types no file declares and SwiftUI does not have, or to
  /// functions called by name that no file declares (an app's `t("…")` outside the sources),
  /// and that no declared parameter already makes keys.
  static func undeclared(_ pending: [PendingUse], declaredTypes: Set<String>, declaredFunctions: Set<String>)
    -> [PendingUse]
  {
    pending.filter { item in
      guard item.use.format.arguments.isEmpty else { return false }
      if let type = item.typeName {
        return !declaredTypes.contains(type) && SwiftUIViews.view(named: type) == nil
      }
      if let function = item.functionName { return !declaredFunctions.contains(function) }
      return false
    }
  }
}

extension SwiftSources {
  /// Turns the literals given to types no file declares into uses of the keys the source
  /// tables define for them (see `PackageLiterals`). Returns whether any was found.
  mutating func resolvePackageLiterals(in strings: StringResolver) -> Bool {
    guard packageLiterals.contains(where: { !$0.isEmpty }) else { return false }
    var found = false
    for index in files.indices where index < packageLiterals.count {
      var added: [LocalizedUse] = []
      for item in packageLiterals[index] {
        guard let table = Self.table(defining: item.use, in: strings) else { continue }
        var use = item.use
        use.table = table
        added.append(use)
      }
      guard !added.isEmpty else { continue }
      found = true
      files[index].strings = (files[index].strings + added).sorted { $0.location < $1.location }
    }
    packageLiterals = []
    return found
  }

  /// With no tables at all to say (`manifest` on code alone), takes every literal given to a
  /// type no file declares for a key, as Xcode's extraction takes a key parameter's literal:
  /// what the app most likely shows, for whoever starts a manifest from it.
  public mutating func takePackageLiteralsAsKeys() {
    for index in files.indices where index < packageLiterals.count && !packageLiterals[index].isEmpty {
      files[index].strings = (files[index].strings + packageLiterals[index].map(\.use)).sorted {
        $0.location < $1.location
      }
    }
    packageLiterals = []
  }

  /// The table whose source defines the literal as a key: the one it names (`tableName:`),
  /// else the default one, else the only table that has it.
  private static func table(defining use: LocalizedUse, in strings: StringResolver) -> String? {
    let key = use.format.key
    guard !key.isEmpty else { return nil }
    func defines(_ table: StringTable) -> Bool { table.source?.entries.contains(key) == true }
    if let named = use.table { return strings.table(named: named).map(defines) == true ? named : nil }
    if let table = strings.table(named: LocalizedUse.defaultTable), defines(table) {
      return LocalizedUse.defaultTable
    }
    let having = strings.tables.filter(defines)
    guard having.count == 1, let only = having.first else { return nil }
    return only.identity.split(separator: "/").last.map(String.init) ?? only.identity
  }
}
