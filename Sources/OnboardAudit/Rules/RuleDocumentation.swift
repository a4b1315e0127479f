/// The rule catalog as text, JSON and Markdown (`onboard-audit rules`, and docs/rules.md).
public enum RuleDocumentation {
  public static func text() -> String {
    var lines: [String] = []
    for rule in RuleCatalog.descriptions {
      lines.append("\(rule.id) (\(rule.defaultSeverity.rawValue)): \(rule.summary)")
      lines.append("  \(rule.rationale)")
      lines.append("  Reference: \(rule.reference)")
      if !rule.options.isEmpty {
        lines.append("  Options (the config's rules):")
        for option in rule.options {
          lines.append(
            "    \(option.name) = \(RuleOption.text(option.defaultValue)) (\(option.kind.rawValue), \(option.rangeText)): \(option.meaning)"
          )
        }
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  public static func json() -> String {
    let rules = RuleCatalog.descriptions.map { rule in
      JSONText.object(
        [
          ("id", JSONText.string(rule.id)), ("severity", JSONText.string(rule.defaultSeverity.rawValue)),
          ("summary", JSONText.string(rule.summary)), ("rationale", JSONText.string(rule.rationale)),
          ("reference", JSONText.string(rule.reference)),
          ("options", JSONText.array(rule.options.map(option), indent: 3)),
        ], indent: 2)
    }
    return JSONText.object([("rules", JSONText.array(rules, indent: 1))], indent: 0) + "\n"
  }

  /// An option as the JSON catalog lists it.
  private static func option(_ option: RuleOption) -> String {
    JSONText.object(
      [
        ("name", JSONText.string(option.name)), ("type", JSONText.string(option.kind.rawValue)),
        ("default", RuleOption.text(option.defaultValue)),
        ("minimum", RuleOption.text(option.range.lowerBound)),
        ("maximum", RuleOption.text(option.range.upperBound)), ("meaning", JSONText.string(option.meaning)),
      ], indent: 4)
  }

  /// A table of every rule, then a section per rule whose heading is the anchor reports link to.
  public static func markdown() -> String {
    var text = "| rule | severity | finds |\n| --- | --- | --- |\n"
    for rule in RuleCatalog.descriptions {
      text += "| [`\(rule.id)`](#\(anchor(rule.id))) | \(rule.defaultSeverity.rawValue) | \(rule.summary) |\n"
    }
    for rule in RuleCatalog.descriptions {
      text += "\n#### \(rule.id)\n\n\(rule.summary) (default: \(rule.defaultSeverity.rawValue)).\n"
      text += "\(rule.rationale)\n\nReference: \(rule.reference).\n"
      if let first = rule.options.first {
        let example = "\"\(rule.id)\": {\"\(first.name)\": \(RuleOption.text(first.defaultValue))}"
        text += "\nOptions, set in the config's `rules` as `\(example)`:\n\n"
        text += "| option | type | default | range | meaning |\n| --- | --- | --- | --- | --- |\n"
        for option in rule.options {
          text +=
            "| `\(option.name)` | \(option.kind.rawValue) | \(RuleOption.text(option.defaultValue)) | \(option.rangeText) | \(option.meaning) |\n"
        }
      }
    }
    return text
  }

  /// The anchor GitHub makes of a `#### rule.id` heading: lowercase, dots dropped.
  public static func anchor(_ id: String) -> String {
    String(id.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
  }
}
