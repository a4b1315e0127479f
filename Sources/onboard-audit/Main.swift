import Foundation
import OnboardAudit

@main
struct Main {
  static func main() {
    let code = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), console: .standard)
    exit(code)
  }
}

/// Picks the subcommand and turns every outcome into an exit code:
/// 0 nothing at or above `--fail-on`, 1 findings at or above it, 2 usage error or nothing to audit.
enum CommandLineTool {
  static let subcommands = ["audit", "rules", "voiceover", "plurals", "validate"]

  static func run(_ arguments: [String], console: Console) -> Int32 {
    var arguments = arguments
    if arguments.first == "help" {
      arguments = Array(arguments.dropFirst()) + ["--help"]
    }
    if arguments == ["--version"] || arguments == ["-V"] {
      console.out(Tool.versionLine + "\n")
      return 0
    }
    do {
      switch arguments.first {
      case "rules":
        return try RulesCommand.run(Array(arguments.dropFirst()), console: console)
      case "voiceover":
        return try VoiceOverCommand.run(Array(arguments.dropFirst()), console: console)
      case "plurals":
        return try PluralsCommand.run(Array(arguments.dropFirst()), console: console)
      case "validate":
        return try ValidateCommand.run(Array(arguments.dropFirst()), console: console)
      case "audit":
        return try AuditCommand.run(Array(arguments.dropFirst()), console: console)
      default:
        return try AuditCommand.run(arguments, console: console)
      }
    } catch let error as UsageError {
      console.err("Error: \(error.message)\nUsage: \(error.usage)\n  See 'onboard-audit --help'.\n")
      return 2
    } catch let error as NothingToAudit {
      console.err("Error: \(error.message)\n")
      return 2
    } catch {
      console.err("Error: \(error)\n")
      return 2
    }
  }
}
