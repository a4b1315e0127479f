import ArgumentParser
import OnboardAudit

/// `onboard-audit validate FILE...`: translator mode, one delivered file against its source.
struct ValidateCommand: ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check one delivered translation against its source, for a translator.",
    discussion: """
      Keys, empty and untranslated values, states and placeholders, each with its line.

      EXIT CODES:
        0  nothing at or above --fail-on
        1  problems at or above --fail-on
        2  usage error, or a file that is no string table
      """)

  @Argument(
    help: ArgumentHelp(
      """
      An XLIFF file (checked against its <source>s), a String Catalog, or a table in a locale \
      folder, checked against the same file in the source's folder (values-de/strings.xml \
      against values/strings.xml; de.lproj/X.strings against en.lproj/X.strings, else \
      Base.lproj/X.strings).
      """, valueName: "file"))
  var files: [String] = []

  @Option(
    name: .customLong("source-locale"),
    help: ArgumentHelp("The locale of the source (default: the file's own, else en).", valueName: "locale"))
  var sourceLocale: String?

  @OptionGroup(title: "Verdict") var verdict: VerdictOptions

  @OptionGroup var reading: ReadOptions

  mutating func validate() throws {
    guard !files.isEmpty else {
      throw ValidationError("give the file to validate, such as 'values-de/strings.xml' or 'de.xliff'")
    }
    try LocaleArgument.check(sourceLocale.map { [$0] } ?? [])
  }

  func execute(console: Console) throws -> Int32 {
    try PathArgument.checkExists(files)
    var settings = AuditSettings()
    settings.sourceLocale = sourceLocale
    settings.maximumFileSize = reading.maximumFileSize
    let failOn = verdict.failOn ?? .error
    for setting in verdict.rules {
      settings.ruleLevels[setting.id] = setting.level
    }
    var fails = false
    var unusable: [String] = []
    var text = ""
    for (index, file) in files.enumerated() {
      let result = Validation.validate(file, settings: settings)
      if index > 0 { text += "\n" }
      guard result.isTable else {
        unusable.append(file)
        continue
      }
      text += Self.report(result)
      fails = fails || result.findings.contains { failOn.fails($0.severity) }
    }
    console.out(text)
    if !unusable.isEmpty {
      throw AuditError.nothingToAudit(
        unusable.map { "'\($0)' is not a string table this tool reads" }.joined(separator: "; "))
    }
    return fails ? 1 : 0
  }

  /// The translator's report of one file: a header, the problems, the counts.
  static func report(_ result: Validation.Result) -> String {
    var lines: [String] = []
    lines.append(
      "File:     \(singleLine(result.file))" + (result.format.map { " (\(formatName($0)))" } ?? ""))
    let languages = result.locales.map { tag in
      ICU.displayName(tag).map { "\(tag) (\($0))" } ?? tag
    }
    lines.append("Language: " + (languages.isEmpty ? "none found" : languages.joined(separator: ", ")))
    // What a plural must cover in this language, with ICU's sample numbers.
    for tag in result.locales {
      guard let rules = PluralRules.forLocale(tag) else { continue }
      let categories =
        rules.hasLanguageRules
        ? rules.categories.map { "\($0) (\(rules.sampleText($0, groups: 2)))" }.joined(separator: ", ")
        : "unknown: ICU \(ICU.version) has no plural rules for this language; 'other' is checked alone"
      lines.append("Plurals:  " + (result.locales.count > 1 ? "\(tag): " : "") + categories)
    }
    var source =
      result.sourceLocale.map { tag in ICU.displayName(tag).map { "\(tag) (\($0))" } ?? tag } ?? "none"
    if result.isSource {
      source += ": this file is the source; validate a translation to compare it with this one"
    } else if let file = result.sourceFile {
      source += ", from \(singleLine(file))"
    } else if result.format == .xliff || result.format == .catalog {
      source += ", inside the file"
    } else {
      source += ": no source file found beside it, so keys and placeholders are not compared"
    }
    lines.append("Source:   \(source)")
    lines.append("")
    if result.findings.isEmpty {
      lines.append("No problems found.")
    }
    for finding in result.findings {
      var place = ""
      if let location = finding.location {
        let position =
          location.line > 0 ? "\(location.line)" + (location.column > 0 ? ":\(location.column)" : "") : ""
        if location.file == result.file {
          place = position.isEmpty ? "file" : "line " + position
        } else {
          place = singleLine(location.file) + (position.isEmpty ? "" : ":" + position)
        }
      }
      lines.append("\(place): \(finding.severity.rawValue): \(singleLine(finding.message)) [\(finding.rule)]")
    }
    lines.append("")
    let errors = result.count(.error)
    let warnings = result.count(.warning)
    let notes = result.count(.note)
    lines.append(
      "\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings"), "
        + "\(notes) \(notes == 1 ? "note" : "notes")")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func formatName(_ format: TableFormat) -> String {
    switch format {
    case .strings: ".strings"
    case .stringsdict: ".stringsdict"
    case .catalog: "String Catalog"
    case .xliff: "XLIFF 1.2"
    case .androidStrings: "Android resources"
    }
  }
}
