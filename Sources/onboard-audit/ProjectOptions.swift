import ArgumentParser
import Foundation
import OnboardAudit

/// Where the project is and what to read of it, shared by `audit` and `voiceover` and declared
/// once: DIR, `--config`, `--flow`, `--tables`, `--source-locale`, `--max-file-size`.
struct ProjectOptions: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      """
      The folder to audit (default: the current directory). Its onboard-audit.json is the \
      config; without one, its onboarding.json or Locales/onboarding.json is the manifest, and \
      the manifest's folder holds the tables; without a manifest, DIR is searched for tables.
      """, valueName: "dir"))
  var dir: String?

  @Option(
    help: ArgumentHelp(
      "Read settings from FILE (default: DIR/onboard-audit.json when present).", valueName: "file"))
  var config: String?

  @Option(
    help: ArgumentHelp(
      """
      The flow manifest (default: DIR/onboarding.json, else DIR/Locales/onboarding.json). \
      Replaces the config's inputs; without --tables, the tables are the manifest's folder.
      """, valueName: "file"))
  var flow: String?

  @Option(
    help: ArgumentHelp(
      "A folder to search for string tables, or one table file (repeatable). Replaces the config's tables.",
      valueName: "path"))
  var tables: [String] = []

  @Option(
    name: .customLong("source-locale"),
    help: ArgumentHelp(
      """
      The locale the others are checked against. Without it: the config's sourceLocale, else \
      the manifest's sourceLocale, else the source of the flow's table (a String Catalog's \
      sourceLanguage), else the source of the first table, else en.
      """, valueName: "locale"))
  var sourceLocale: String?

  @OptionGroup var reading: ReadOptions

  /// The folder audited: DIR, else the current directory.
  var folder: String { dir ?? "." }

  /// The paths given, for `PathArgument.checkExists`.
  var paths: [String] { [dir, config, flow].compactMap { $0 } + tables }

  mutating func validate() throws {
    try LocaleArgument.check(sourceLocale.map { [$0] } ?? [])
  }
}

/// The check every path option shares: a path given on the command line must exist. It runs
/// when the command starts, after parsing, so that a mistyped option is reported as such
/// rather than as its value being no file.
enum PathArgument {
  static func checkExists(_ paths: [String]) throws(AuditError) {
    for path in paths where !FileManager.default.fileExists(atPath: path) {
      throw AuditError.commandLine("no such file or folder: \(path)")
    }
  }
}
