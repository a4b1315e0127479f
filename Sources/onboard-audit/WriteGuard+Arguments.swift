import ArgumentParser
import OnboardAudit

extension WriteGuard {
  /// The options that name what an audit reads.
  private static let inputOptions = ["--tables", "--sources", "--flow", "--config", "--baseline"]
  /// The audit's options that take no value: the word after one of them can be DIR.
  private static let flags: Set<String> = ["--quiet", "--no-color", "--junit-strict"]

  /// What an audit reads, as far as raw arguments tell, for a command line that stopped before
  /// it was understood: the reports it names must still not replace its inputs. DIR is the
  /// first word that is no option, no option's value and no subcommand.
  static func scanning(_ arguments: [String]) -> WriteGuard {
    var given: [String] = []
    var folder: String?
    var index = 0
    while index < arguments.count, arguments[index] != "--" {
      let argument = arguments[index]
      index += 1
      if let option = inputOptions.first(where: { argument == $0 }), index < arguments.count {
        given += [option, arguments[index]]
        index += 1
      } else if let option = inputOptions.first(where: { argument.hasPrefix($0 + "=") }) {
        given += [option, String(argument.dropFirst(option.count + 1))]
      } else if argument.hasPrefix("-") {
        // An option's value follows it, unless it is a flag or written as `--option=value`.
        if !flags.contains(argument) && !argument.contains("=") && argument.hasPrefix("--") { index += 1 }
      } else if folder == nil && !(index == 1 && argument == AuditCommand._commandName) {
        folder = argument
      }
    }
    let pairs = stride(from: 0, to: given.count, by: 2).map { (option: given[$0], value: given[$0 + 1]) }
    let projectArguments = pairs.filter { !["--sources", "--baseline"].contains($0.option) }.flatMap {
      [$0.option, $0.value]
    }
    guard let project = try? ProjectOptions.parse((folder.map { [$0] } ?? []) + projectArguments) else {
      return WriteGuard(inputs: [])
    }
    let sources = pairs.filter { $0.option == "--sources" }.map(\.value)
    let baseline = pairs.last { $0.option == "--baseline" }?.value
    let config = (try? AuditInvocation.config(project)) ?? ConfigFile()
    return WriteGuard(
      inputs: AuditInvocation.inputFiles(project, sources: sources, baseline: baseline, config: config))
  }
}
