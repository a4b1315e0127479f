import ArgumentParser
import OnboardAudit

/// `onboard-audit strings PATH...`: every value of the tables as the tool read it, escapes
/// decoded, for a translator asking what a file really says.
struct StringsCommand: ConsoleCommand {
  static let configuration = CommandConfiguration(
    commandName: "strings",
    abstract: "Print every value of the tables under the paths, as the platform's loader reads it.",
    discussion: """
      One value per line (text), object (json) or row (csv): table, locale, key, variant \
      (plural.one, device.ipad, substitution.NAME/plural.other), value with its escapes \
      decoded, file, line and column, and the state and comment where the format has them. \
      A file that cannot be read whole is said on standard error; its values read before the \
      problem are printed with the rest.

      EXIT CODES:
        0  every file read
        1  a file could not be read to its end
        2  usage error, or no string table found
      """)

  @Argument(
    help: ArgumentHelp(
      "A folder (searched for every table format) or a table file.", valueName: "path"))
  var paths: [String] = []

  @Option(
    name: .customLong("locale"),
    help: ArgumentHelp(
      "Print only this locale's values (repeatable; Base for Base.lproj).", valueName: "locale"))
  var locales: [String] = []

  @Option(help: ArgumentHelp("One line, object or row per value.", valueName: "format"))
  var format: TableListing.Format = .text

  @OptionGroup var reading: ReadOptions

  mutating func validate() throws {
    guard !paths.isEmpty else {
      throw ValidationError("give a folder or a table file, such as 'res' or 'de.lproj/Localizable.strings'")
    }
    try LocaleArgument.check(locales.filter { $0 != "Base" })
  }

  func execute(console: Console) throws -> Int32 {
    try PathArgument.checkExists(paths)
    let tags = locales.map { $0 == "Base" ? $0 : LocaleNames.canonical($0) ?? $0 }
    let listing = TableListing.read(paths: paths, locales: tags, maximumFileSize: reading.maximumFileSize)
    guard listing.fileCount > 0 else {
      throw AuditError.nothingToAudit(
        "no string table found in \(paths.map { "'\($0)'" }.joined(separator: ", "))")
    }
    console.writeOutBytes(listing.bytes(format))
    for problem in listing.problems {
      console.err(singleLine(problem.description) + "\n")
    }
    return listing.hasBrokenFile ? 1 : 0
  }
}

extension TableListing.Format: ExpressibleByArgument {}
