import Foundation

@main
struct Main {
  static func main() {
    let code = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), console: .standard)
    exit(code)
  }
}
