import ArgumentParser
import OnboardAudit

/// One `--rule ID=LEVEL`: a rule of the catalog and the level it runs at.
struct RuleSetting {
  var id: String
  var level: RuleLevel

  /// Reads `ID=LEVEL`; the error names what is wrong, with a suggestion for a mistyped id.
  init(parsing setting: String) throws(ValidationError) {
    guard let equals = setting.firstIndex(of: "=") else {
      throw ValidationError("'--rule \(setting)' needs ID=LEVEL, such as 'value.untranslated=off'")
    }
    let id = String(setting[..<equals])
    self.id = id
    let value = String(setting[setting.index(after: equals)...])
    let ids = RuleCatalog.descriptions.map(\.id)
    if let option = RuleCatalog.options.first(where: { $0.path == id }) {
      throw ValidationError(
        "'\(option.name)' is an option of '\(option.rule)': set it in the config's rules (--rule sets a level)"
      )
    }
    guard ids.contains(id) else {
      let suggestion = Suggestions.closest(to: id, among: ids).map { "; did you mean '\($0)'?" } ?? ""
      throw ValidationError("unknown rule '\(id)'\(suggestion) ('onboard-audit rules' lists them)")
    }
    guard let level = RuleLevel(value) else {
      throw ValidationError(
        "'\(value)' is not a value of '--rule \(id)' (values: error, warning, note, off)")
    }
    self.level = level
  }
}
