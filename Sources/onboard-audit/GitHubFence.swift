/// Standard error of a run that annotates GitHub (`--format github`). The runner reads a
/// workflow command from every line a step prints, and what the tool says on standard error
/// quotes text it did not compose (a config's values, paths), so each piece of it is fenced
/// with `::stop-commands::TOKEN` … `::TOKEN::`, which makes the runner read no command in
/// between. The token is random for each run, so no input can end the fence early
/// (docs/security.md, "What the run prints").
enum GitHubFence {
  /// Whether the command line asks for the `github` format on standard output.
  static func isAnnotating(_ arguments: [String]) -> Bool {
    zip(arguments, arguments.dropFirst()).contains { $0 == "--format" && $1 == "github" }
      || arguments.contains("--format=github")
  }

  /// `text` between the fence's two lines.
  static func fenced(_ text: String, token: String) -> String {
    guard !text.isEmpty else { return text }
    return "::stop-commands::\(token)\n" + text + (text.hasSuffix("\n") ? "" : "\n") + "::\(token)::\n"
  }

  /// 128 random bits in hexadecimal.
  static func newToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<2).map { _ in
      let word = String(generator.next() as UInt64, radix: 16)
      return String(repeating: "0", count: 16 - word.count) + word
    }.joined()
  }
}

extension Console {
  /// The console with everything written to standard error fenced (`GitHubFence`).
  func fencingStandardError() -> Console {
    var console = self
    let token = GitHubFence.newToken()
    let write = writeErr
    console.writeErr = { write(GitHubFence.fenced($0, token: token)) }
    return console
  }
}
