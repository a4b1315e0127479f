/// Turns the JSON of a config file into a `ConfigFile`, naming the JSON path of every error.
struct ConfigReader: JSONSchemaReading {
  let file: String
  let folder: String
  /// The rule ids `rules` may set.
  let ruleIDs: [String]
  /// The options of those rules (docs/ci.md, "Config file").
  var ruleOptions: [RuleOption] = []

  mutating func read(_ root: JSONValue) throws(AuditError) -> ConfigFile {
    var config = ConfigFile()
    for member in try object(root, at: "") {
      let value = member.value
      switch member.key {
      case "flow":
        let path = try string(value, at: "flow")
        config.flow = resolve(path)
        config.pathsAsWritten["flow"] = path
      case "tables":
        config.tables = try paths(value, at: "tables", into: &config)
      case "sources":
        config.sources = try paths(value, at: "sources", into: &config)
      case "flowRoot":
        config.flowRoot = try string(value, at: "flowRoot")
      case "screens":
        config.screens = try strings(value, at: "screens")
      case "components":
        for component in try object(value, at: "components") {
          let written = try string(component.value, at: "components.\(component.key)")
          guard let role = ComponentRole(rawValue: written) else {
            let values = ComponentRole.allCases.map(\.rawValue).joined(separator: ", ")
            throw error(
              "'\(written)' is not a role of components.\(component.key) (roles: \(values))", component.value)
          }
          config.hints.components[component.key] = role
        }
      case "titleStyles":
        config.hints.titleStyles = try strings(value, at: "titleStyles")
      case "sourceLocale":
        config.sourceLocale = try locale(value, at: "sourceLocale")
      case "locales":
        guard let items = value.asArray else { throw expected("an array of strings", value, "locales") }
        var locales: [String] = []
        for (index, item) in items.enumerated() {
          locales.append(try locale(item, at: "locales[\(index)]"))
        }
        config.locales = locales
      case "rules":
        for rule in try object(value, at: "rules") {
          try read(rule, into: &config)
        }
      case "doNotTranslate":
        config.doNotTranslate = try strings(value, at: "doNotTranslate")
      case "reports":
        for report in try object(value, at: "reports") {
          guard ConfigFile.reportFormats.contains(report.key) else {
            throw unknownKey(report, at: "reports", known: ConfigFile.reportFormats)
          }
          let path = try string(report.value, at: "reports.\(report.key)")
          config.reports[report.key] = resolve(path)
          config.pathsAsWritten["reports.\(report.key)"] = path
        }
      case "baseline":
        let path = try string(value, at: "baseline")
        config.baseline = resolve(path)
        config.pathsAsWritten["baseline"] = path
      case "failOn":
        let level = try string(value, at: "failOn")
        guard ConfigFile.failLevels.contains(level) else {
          throw error(
            "'\(level)' is not a value of failOn (values: \(ConfigFile.failLevels.joined(separator: ", ")))",
            value)
        }
        config.failOn = level
      default:
        throw unknownKey(member, at: "", known: ConfigFile.knownKeys)
      }
    }
    return config
  }

  /// One rule of `rules`: a level (`"key.obsolete": "error"`), or an object with a `level`,
  /// the rule's options, or both (`"target.size": {"level": "error", "minimum": 40}`).
  private func read(_ member: JSONMember, into config: inout ConfigFile) throws(AuditError) {
    let ids = ruleIDs
    let id = member.key
    guard ids.contains(id) else {
      let suggestion = Suggestions.closest(to: id, among: ids).map { "; did you mean '\($0)'?" } ?? ""
      throw error("unknown rule '\(id)' at rules\(suggestion)", member)
    }
    if member.value.asString != nil {
      config.rules[id] = try level(member.value, at: "rules.\(id)")
      return
    }
    guard let members = member.value.asObject else {
      throw expected("a level or an object", member.value, "rules.\(id)")
    }
    let options = ruleOptions.filter { $0.rule == id }
    for setting in members {
      let path = "rules.\(id).\(setting.key)"
      if setting.key == "level" {
        config.rules[id] = try level(setting.value, at: path)
        continue
      }
      guard let option = options.first(where: { $0.name == setting.key }) else {
        let names = ["level"] + options.map(\.name)
        let hint =
          Suggestions.closest(to: setting.key, among: names).map { "; did you mean '\($0)'?" }
          ?? " (options: \(names.joined(separator: ", ")))"
        throw error("unknown option '\(setting.key)' at rules.\(id)\(hint)", setting)
      }
      config.ruleOptions[option] = try value(of: option, setting.value, at: path)
    }
  }

  private func level(_ value: JSONValue, at path: String) throws(AuditError) -> RuleLevel {
    let text = try string(value, at: path)
    guard let level = RuleLevel(text) else {
      throw error("'\(text)' is not a level at \(path) (values: error, warning, note, off)", value)
    }
    return level
  }

  /// An option's value: of its kind, and in its range.
  private func value(of option: RuleOption, _ value: JSONValue, at path: String) throws(AuditError) -> Double
  {
    let number: Double
    switch option.kind {
    case .number: number = try self.number(value, at: path)
    case .integer: number = Double(try integer(value, at: path))
    }
    guard option.range.contains(number) else {
      let written = if case .number(_, let raw) = value.kind { raw } else { RuleOption.text(number) }
      throw error("\(path) must be from \(option.rangeText), not \(written)", value)
    }
    return number
  }

  private func locale(_ value: JSONValue, at path: String) throws(AuditError) -> String {
    let tag = try string(value, at: path)
    guard LocaleNames.canonical(tag) != nil else {
      throw error(
        "'\(tag)' at \(path) is not a locale ICU knows; use a BCP 47 tag such as 'de' or 'pt-BR'", value)
    }
    return tag
  }

  private func object(_ value: JSONValue, at path: String) throws(AuditError) -> [JSONMember] {
    guard let members = value.asObject else { throw expected("an object", value, path) }
    return members
  }

  private func strings(_ value: JSONValue, at path: String) throws(AuditError) -> [String] {
    try strings(value, at: path, described: "an array of strings")
  }

  /// One path or an array of them, resolved against the config's folder; each as written is
  /// kept under `path[index]` for messages.
  private func paths(_ value: JSONValue, at path: String, into config: inout ConfigFile) throws(AuditError)
    -> [String]
  {
    let written: [String]
    if let single = value.asString {
      written = [single]
    } else {
      written = try strings(value, at: path)
    }
    for (index, item) in written.enumerated() {
      config.pathsAsWritten["\(path)[\(index)]"] = item
    }
    return written.map(resolve)
  }

  private func resolve(_ path: String) -> String {
    path.hasPrefix("/") || folder == "." ? path : folder + "/" + path
  }

  private func unknownKey(_ member: JSONMember, at parent: String, known: [String]) -> AuditError {
    let path = parent.isEmpty ? member.key : "\(parent).\(member.key)"
    let suggestion = Suggestions.closest(to: member.key, among: known).map { "; did you mean '\($0)'?" } ?? ""
    return error("unknown key '\(path)'\(suggestion)", member)
  }

  private func error(_ message: String, _ member: JSONMember) -> AuditError {
    AuditError.unusableFile(message, file: file, line: member.line, column: member.column)
  }
}
