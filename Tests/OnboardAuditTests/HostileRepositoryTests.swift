import Foundation
import Testing

@testable import OnboardAudit

/// A pull request's files against a CI runner (docs/security.md): each case is a repository
/// an attacker could commit, audited by the built binary as the Action runs it, with a secret
/// in the runner's environment and another in a file beside the checkout. Each test checks the
/// exit code, the exact message, and that no secret appears on standard output, standard
/// error or in any report.
@Suite("A hostile repository", TestEnvironment.needsBinary)
struct HostileRepositoryTests {
  /// In the runner's environment, and so in `/proc/self/environ`.
  static let environmentSecret = "hunter2-environment-7f3a"
  /// In a file outside the checkout, as a runner's credentials are.
  static let fileSecret = "ghs_fileSecret9b41"

  static let sourceTable = "\"title\" = \"Welcome\";\n\"body\" = \"Start here.\";\n"
  static let germanTable = "\"title\" = \"Willkommen\";\n\"body\" = \"Hier beginnen.\";\n"

  /// A runner: a checkout (`checkout/`) with an app's tables, and beside it a file of
  /// secrets the checkout must not reach (`runner/credentials`).
  struct Runner {
    let folder = TemporaryFolder()
    var checkout: String { folder.path + "/checkout" }
    var credentials: String { folder.path + "/runner/credentials" }

    init() {
      folder.write("checkout/app/en.lproj/L.strings", HostileRepositoryTests.sourceTable)
      folder.write("checkout/app/de.lproj/L.strings", HostileRepositoryTests.germanTable)
      folder.write(
        "runner/credentials",
        "https://x-access-token:\(HostileRepositoryTests.fileSecret)@github.com\n\"k\" = \"\(HostileRepositoryTests.fileSecret)\";\n"
      )
    }

    /// Writes a file of the checkout.
    @discardableResult
    func write(_ path: String, _ text: String) -> String {
      folder.write("checkout/" + path, text)
    }

    /// Commits a symbolic link into the checkout.
    func link(_ path: String, to target: String) {
      folder.link("checkout/" + path, to: target)
    }

    /// Runs the binary in the checkout with the secret in its environment, asking for every
    /// report beside the checkout; what it printed and every report it wrote.
    func audit(_ arguments: [String]) throws -> Outcome {
      let reports = folder.path + "/reports"
      try? FileManager.default.createDirectory(atPath: reports, withIntermediateDirectories: true)
      let paths = ["json", "xml", "sarif", "md", "html"].map { "\(reports)/report.\($0)" }
      let flags = zip(["--json", "--junit", "--sarif", "--markdown", "--html"], paths).flatMap { [$0, $1] }
      let output = try runBinary(
        arguments + flags,
        environment: ["PATH": "/usr/bin:/bin", "MYSECRET": HostileRepositoryTests.environmentSecret],
        in: checkout)
      let written = paths.compactMap { path in
        FileManager.default.contents(atPath: path).map { (path, String(decoding: $0, as: UTF8.self)) }
      }
      return Outcome(output: output, reports: Dictionary(uniqueKeysWithValues: written))
    }
  }

  /// What a run printed and wrote.
  struct Outcome {
    var output: CommandOutput
    /// Report path → its text.
    var reports: [String: String]

    var code: Int32 { output.code }

    func report(_ suffix: String) -> String {
      reports.first { $0.key.hasSuffix(suffix) }?.value ?? ""
    }

    /// Every text the run produced, each named.
    var texts: [(String, String)] {
      [("standard output", output.out), ("standard error", output.err)] + reports.sorted { $0.key < $1.key }
    }

    /// No secret anywhere, and no line of the output that a runner or Xcode would read as a
    /// command or diagnostic the tool did not compose.
    func expectNothingLeaked(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
      for (name, text) in texts {
        for secret in [HostileRepositoryTests.environmentSecret, HostileRepositoryTests.fileSecret] {
          #expect(!text.contains(secret), "\(name) holds a secret", sourceLocation: sourceLocation)
        }
      }
      for (name, text) in [("standard output", output.out), ("standard error", output.err)] {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
          #expect(
            !line.hasPrefix("::error::PWNED") && !line.hasPrefix("::add-mask::")
              && !line.hasPrefix("PWNED:1: error:"),
            "\(name) has a line an input started: \(line)", sourceLocation: sourceLocation)
        }
      }
    }
  }

  /// What a note of `input.link-outside` says about the link `path` that says `target`,
  /// found below `root`.
  static func linkNote(_ path: String, _ target: String, root: String = "app") -> String {
    "\"\(path)\" is a symbolic link to \"\(target)\", outside the folder searched (\"\(root)\"), so it was not read; name what it leads to with --tables or --sources to audit it"
  }

  // MARK: Reads: links out of a searched folder

  /// A table committed as a link to the runner's credentials: not read, one note, and the
  /// credentials appear nowhere, also as GitHub annotations.
  @Test func aTableLinkedToTheRunnersCredentialsIsNotRead() throws {
    let runner = Runner()
    runner.link("app/de.lproj/Cred.strings", to: runner.credentials)
    let outcome = try runner.audit(["app", "--format", "github"])
    #expect(outcome.code == 0)
    #expect(
      outcome.output.out.hasPrefix(
        "::notice file=app/de.lproj/Cred.strings,title=input.link-outside::"
          + Self.linkNote("app/de.lproj/Cred.strings", runner.credentials) + "\n"))
    outcome.expectNothingLeaked()
  }

  /// Two tables committed as links to `/proc/self/environ` (the runner's environment), or to
  /// a `.env` file beside the checkout: neither is read, and each is a note.
  @Test(arguments: ["/proc/self/environ", "../../../runner/credentials"])
  func tablesLinkedToSecretsAreNotRead(target: String) throws {
    let runner = Runner()
    runner.link("app/fr.lproj/L.strings", to: target)
    runner.link("app/it.lproj/L.strings", to: target)
    let outcome = try runner.audit(["app", "--format", "xcode"])
    #expect(outcome.code == 0)
    #expect(
      outcome.output.out
        == """
        app/fr.lproj/L.strings: note: \(Self.linkNote("app/fr.lproj/L.strings", target)) [input.link-outside]
        app/it.lproj/L.strings: note: \(Self.linkNote("app/it.lproj/L.strings", target)) [input.link-outside]
        onboard-audit: 0 errors, 0 warnings, 2 notes in 2 locales (2 files)

        """)
    outcome.expectNothingLeaked()
  }

  /// When every table is such a link, the run has nothing to audit, and says why.
  @Test func aFolderOfLinksOutsideSaysWhyNothingWasAudited() throws {
    let runner = Runner()
    runner.link("lone/en.lproj/L.strings", to: "/proc/self/environ")
    runner.link("lone/de.lproj/L.strings", to: runner.credentials)
    let outcome = try runner.audit(["--tables", "lone"])
    #expect(outcome.code == 2)
    #expect(
      outcome.output.err
        == "Error: no string tables found in 'lone'; \"lone/de.lproj/L.strings\" and 1 more are symbolic links that lead outside the folder searched, and were not read (input.link-outside)\n"
    )
    outcome.expectNothingLeaked()
  }

  /// A link that stays inside the folder searched is read like the file it names.
  @Test func aLinkInsideTheFolderIsRead() throws {
    let runner = Runner()
    runner.link("app/de-AT.lproj/L.strings", to: "../de.lproj/L.strings")
    let outcome = try runner.audit(["app", "--format", "xcode"])
    #expect(outcome.code == 0)
    #expect(outcome.output.out == "onboard-audit: 0 errors, 0 warnings, 0 notes in 3 locales (3 files)\n")
  }

  /// A Swift source committed as a link out of the sources' folder is not read either.
  @Test func aSwiftSourceLinkedOutIsNotRead() throws {
    let runner = Runner()
    runner.write(
      "Sources/Welcome.swift",
      "import SwiftUI\nstruct WelcomeView: View { var body: some View { Text(\"title\") } }\n")
    runner.link("Sources/Secret.swift", to: runner.credentials)
    let outcome = try runner.audit(["--tables", "app", "--sources", "Sources", "--format", "xcode"])
    #expect(
      outcome.output.out.contains(
        "Sources/Secret.swift: note: "
          + Self.linkNote("Sources/Secret.swift", runner.credentials, root: "Sources")
          + " [input.link-outside]\n"))
    outcome.expectNothingLeaked()
  }

  // MARK: Reads: files that are no regular files, or too large

  /// Named on the command line, where any path may go, a device, a kernel file or a FIFO is
  /// still refused by its type, never opened: the run ends, and reads no secret.
  @Test func devicesKernelFilesAndFIFOsAreRefusedByTheirType() throws {
    let runner = Runner()
    runner.link("zero.strings", to: "/dev/zero")
    runner.link("environ.strings", to: "/proc/self/environ")
    #expect(mkfifo(runner.checkout + "/pipe.strings", 0o644) == 0)
    let outcome = try runner.audit([
      "--tables", "zero.strings", "--tables", "environ.strings", "--tables", "pipe.strings", "--tables",
      "app",
      "--format", "xcode",
    ])
    #expect(outcome.code == 1)
    let only = "not a regular file; only regular files are read [input.unreadable]"
    #expect(
      outcome.output.out
        == """
        environ.strings: error: file "environ.strings" is made up by the kernel (/proc, /sys), \(only)
        pipe.strings: error: file "pipe.strings" is a FIFO (a named pipe), \(only)
        zero.strings: error: file "zero.strings" is a device, \(only)
        onboard-audit: 3 errors, 0 warnings, 0 notes in 2 locales (5 files)

        """)
    outcome.expectNothingLeaked()
  }

  /// A FIFO inside a searched folder, where a link cannot be: refused, and the run goes on.
  @Test func aFIFOInAFolderIsRefused() throws {
    let runner = Runner()
    try FileManager.default.createDirectory(
      atPath: runner.checkout + "/app/fr.lproj", withIntermediateDirectories: true)
    #expect(mkfifo(runner.checkout + "/app/fr.lproj/L.strings", 0o644) == 0)
    let outcome = try runner.audit(["app", "--format", "xcode"])
    #expect(outcome.code == 1)
    #expect(
      outcome.output.out.hasPrefix(
        "app/fr.lproj/L.strings: error: file \"app/fr.lproj/L.strings\" is a FIFO (a named pipe), not a regular file; only regular files are read [input.unreadable]\n"
      ))
  }

  /// A file over `--max-file-size` is a finding; raised, the limit lets it be read.
  @Test func aFileOverTheSizeLimitIsAFinding() throws {
    let runner = Runner()
    let entry = "\"filler\" = \"" + String(repeating: "x", count: 1000) + "\";\n"
    runner.write("big/en.lproj/L.strings", String(repeating: entry, count: 2 * 1024 + 100))
    let limited = try runner.audit(["--tables", "big", "--max-file-size", "1", "--format", "xcode"])
    #expect(limited.code == 1)
    #expect(
      limited.output.out.hasPrefix(
        "big/en.lproj/L.strings: error: file \"big/en.lproj/L.strings\" is 2.1 MiB, more than the 1 MiB one input file may have; raise the limit with --max-file-size to read it [input.unreadable]\n"
      ))
    let raised = try runner.audit(["--tables", "big", "--max-file-size", "3", "--format", "xcode"])
    #expect(raised.output.out.contains("[input.unreadable]") == false)
    #expect(raised.output.out.contains("[key.duplicate]"))
    let wrong = try runner.audit(["--tables", "big", "--max-file-size", "0"])
    #expect(wrong.code == 2)
    #expect(
      wrong.output.err.hasPrefix(
        "Error: The value '0' is invalid for '--max-file-size <mib>': give a whole number of mebibytes from 1 to 1048576\n"
      ))
  }

  // MARK: Reads: a config's paths

  /// Each path a config gives to read that leads out of its folder stops the run, named,
  /// before anything is read.
  @Test func aConfigsPathsOutsideItsFolderStopTheRun() throws {
    let runner = Runner()
    runner.folder.write("outside/de.lproj/L.strings", "\"title\" = \"\(Self.fileSecret)\";\n")
    runner.write(
      "onboard-audit.json",
      """
      {"tables": ["app", "../outside"], "flow": "../runner/credentials", "sources": ["/etc"],
       "baseline": "../runner/credentials"}
      """)
    let outcome = try runner.audit(["--format", "github"])
    #expect(outcome.code == 2)
    let outside =
      "from onboard-audit.json is outside the project; give it on the command line to read it there"
    let errors = [
      "Error: flow path \"../runner/credentials\" \(outside)",
      "Error: tables path \"../outside\" \(outside)",
      "Error: sources path \"/etc\" \(outside)",
      "Error: baseline path \"../runner/credentials\" \(outside)",
    ]
    #expect(Self.unfenced(outcome.output.err) == errors.joined(separator: "\n") + "\n")
    #expect(outcome.output.out.isEmpty)
    outcome.expectNothingLeaked()
  }

  /// A config path that stays in the folder by its text but leads out through a link.
  @Test func aConfigPathThatLeadsOutThroughALinkStopsTheRun() throws {
    let runner = Runner()
    runner.link("shared", to: runner.folder.path + "/runner")
    runner.write("onboard-audit.json", "{\"tables\": [\"app\", \"shared\"]}\n")
    let outcome = try runner.audit([])
    #expect(outcome.code == 2)
    let resolved = ResolvedPath(runner.folder.path + "/runner").path
    #expect(
      outcome.output.err
        == "Error: tables path \"shared\" from onboard-audit.json is outside the project (a symbolic link leads to \"\(resolved)\"); give it on the command line to read it there\n"
    )
    outcome.expectNothingLeaked()
  }

  /// The config and the manifest found by their names in DIR may not lead out of it.
  @Test(arguments: [
    ("onboard-audit.json", "the config", "--config"), ("onboarding.json", "the manifest", "--flow"),
  ])
  func aConfigOrManifestFoundInDIRMayNotLeadOut(name: String, what: String, option: String) throws {
    let runner = Runner()
    runner.link(name, to: runner.credentials)
    let outcome = try runner.audit([])
    #expect(outcome.code == 2)
    let resolved = ResolvedPath(runner.credentials).path
    #expect(
      outcome.output.err
        == "Error: \(what) \"\(name)\" leads outside \".\" (a symbolic link to \"\(resolved)\"); name it with \(option) to read it there\n"
    )
    outcome.expectNothingLeaked()
  }

  /// `validate` finds the source beside the file it is given: a source that is a link out of
  /// the folder holding the locale folders is not read.
  @Test func validateReadsNoSourceThatLeadsOut() throws {
    let runner = Runner()
    try FileManager.default.removeItem(atPath: runner.checkout + "/app/en.lproj/L.strings")
    runner.link("app/en.lproj/L.strings", to: runner.credentials)
    let output = try runBinary(
      ["validate", "app/de.lproj/L.strings"],
      environment: ["PATH": "/usr/bin:/bin", "MYSECRET": Self.environmentSecret], in: runner.checkout)
    #expect(output.code == 0)
    #expect(output.out.contains("no source file found beside it, so keys and placeholders are not compared"))
    #expect(!output.out.contains(Self.fileSecret) && !output.err.contains(Self.fileSecret))
  }

  /// On the command line, the same paths are the user's own, and are read.
  @Test func theCommandLinesPathsMayGoAnywhere() throws {
    let runner = Runner()
    runner.folder.write("outside/en.lproj/O.strings", "\"hello\" = \"Hello\";\n")
    runner.folder.write("outside/de.lproj/O.strings", "\"hello\" = \"Hallo\";\n")
    let outcome = try runner.audit(["--tables", "app", "--tables", "../outside", "--format", "xcode"])
    #expect(outcome.code == 0)
    #expect(outcome.output.out == "onboard-audit: 0 errors, 0 warnings, 0 notes in 2 locales (4 files)\n")
  }

  // MARK: Output: every message on one line

  /// A config string with a line break, in each setting whose value an error quotes: the
  /// payload's `::error::` never starts a line, and standard error is fenced.
  @Test(arguments: [
    "{\"failOn\": \"x\\n::error::PWNED\"}",
    "{\"sourceLocale\": \"x\\n::error::PWNED\"}",
    "{\"locales\": [\"x\\n::error::PWNED\"]}",
    "{\"rules\": {\"x\\n::error::PWNED\": \"off\"}}",
    "{\"rules\": {\"key.missing\": \"x\\n::error::PWNED\"}}",
    "{\"reports\": {\"x\\n::error::PWNED\": \"r.json\"}}",
    "{\"x\\n::error::PWNED\": 1}",
    "{\"tables\": [\"/x\\n::error::PWNED\"]}",
  ])
  func aConfigStringWithALineBreakStartsNoCommand(config: String) throws {
    let runner = Runner()
    runner.write("onboard-audit.json", config)
    let outcome = try runner.audit(["--format", "github"])
    #expect(outcome.code == 2)
    let lines = Self.unfenced(outcome.output.err).split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("Error: ") == true)
    #expect(lines.first?.contains("x\\n::error::PWNED") == true)
    outcome.expectNothingLeaked()
  }

  /// The exact line of one of them.
  @Test func aConfigValueIsQuotedOnOneLine() throws {
    let runner = Runner()
    runner.write("onboard-audit.json", "{\"failOn\": \"x\\n::error::PWNED\"}")
    let outcome = try runner.audit([])
    #expect(
      outcome.output.err
        == "Error: invalid configuration: onboard-audit.json:1:12: 'x\\n::error::PWNED' is not a value of failOn (values: error, warning, note, never)\n"
    )
  }

  /// Standard error in the `github` format is fenced with a token of its own for each run.
  @Test func standardErrorIsFencedWithAFreshToken() throws {
    let runner = Runner()
    runner.write("onboard-audit.json", "{\"failOn\": \"sometimes\"}")
    let first = try runner.audit(["--format", "github"]).output.err
    let second = try runner.audit(["--format", "github"]).output.err
    let tokens = [first, second].map { err -> String in
      let lines = err.split(separator: "\n").map(String.init)
      guard lines.count == 3, lines[0].hasPrefix("::stop-commands::") else { return "" }
      let token = String(lines[0].dropFirst("::stop-commands::".count))
      #expect(lines[2] == "::\(token)::")
      #expect(lines[1].hasPrefix("Error: invalid configuration: "))
      return token
    }
    #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
    #expect(tokens[0] != tokens[1])
  }

  /// A config may not send a report to standard output or error, where a translation's
  /// line breaks would print lines of their own.
  @Test(arguments: ["/dev/stderr", "/dev/stdout", "-"])
  func aConfigMayNotSendAReportToTheConsole(path: String) throws {
    let runner = Runner()
    runner.write("app/fr.lproj/L.strings", "\"title\" = \"Bienvenue\\n::add-mask::x\";\n")
    runner.write("onboard-audit.json", "{\"tables\": [\"app\"], \"reports\": {\"html\": \"\(path)\"}}")
    let outcome = try runBinary(
      ["--format", "github"], environment: ["PATH": "/usr/bin:/bin"], in: runner.checkout)
    #expect(outcome.code == 2)
    #expect(
      Self.unfenced(outcome.err)
        == "Error: report path \"\(path)\" from onboard-audit.json is standard output or error, where only the command line may send a report; give it there\n"
    )
    #expect(outcome.out.isEmpty)
  }

  /// A folder whose name holds a line break, and a diagnostic Xcode or the plugin would read.
  @Test(arguments: ["xcode", "text", "github"])
  func aFolderNameWithALineBreakStartsNoLine(format: String) throws {
    let runner = Runner()
    let folder = "Res\nPWNED:1: error: fake\n::error::PWNED"
    runner.write(folder + "/en.lproj/L.strings", Self.sourceTable)
    runner.write(folder + "/de.lproj/L.strings", "\"title\" = \"Willkommen\";\n")
    let outcome = try runner.audit(["--tables", folder, "--format", format])
    #expect(outcome.code == 1)
    #expect(outcome.output.out.split(separator: "\n").count == 2)
    outcome.expectNothingLeaked()
  }

  /// A translation with a line break and a terminal escape, shown by `voiceover` and
  /// `strings`: one line each.
  @Test func valuesPrintedByOtherCommandsStayOnOneLine() throws {
    let runner = Runner()
    runner.write("t/en.lproj/L.strings", "\"k\" = \"a\\n::error::PWNED\\U001B[2J\";\n")
    let strings = try runBinary(
      ["strings", "t"], environment: ["PATH": "/usr/bin:/bin"], in: runner.checkout)
    #expect(strings.out == "t/en.lproj/L.strings:1:7: en \"k\" = \"a\\n::error::PWNED\\u{1B}[2J\"\n")
    runner.write(
      "t/onboarding.json",
      """
      {"formatVersion": 1, "sourceLocale": "en", "table": "L", "screens": [{"id": "s\\n::error::PWNED",
       "elements": [{"id": "t", "role": "text", "text": "k", "frame": [0, 0, 300, 20]}]}]}
      """)
    let voiceover = try runBinary(
      ["voiceover", "t"], environment: ["PATH": "/usr/bin:/bin"], in: runner.checkout)
    #expect(voiceover.code == 0)
    let lines = voiceover.out.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("s\\n::error::PWNED · en") == true)
    #expect(lines.last?.hasSuffix("a\\n::error::PWNED\\u{1B}[2J") == true)
  }

  // MARK: Markdown and HTML show inputs as text

  /// Keys that are Markdown (an image, a link, HTML) reach the checklist, and so the job
  /// summary, as code: GitHub's renderer makes no image, link or element of them.
  @Test(.enabled(if: TestEnvironment.hasCmarkGFM || TestEnvironment.isCI, "needs cmark-gfm"))
  func markdownPayloadsAreShownAsText() throws {
    let runner = Runner()
    let keys = [
      "![x](https://attacker.example/t.png)", "[Approve](https://attacker.example/a)",
      "<img src=x onerror=alert(1)>", "https://attacker.example/bare", "`code` | pipe",
    ]
    runner.write("md/en.lproj/L.strings", keys.map { "\"\($0)\" = \"x\";\n" }.joined())
    runner.write("md/de.lproj/L.strings", "")
    let outcome = try runner.audit(["--tables", "md"])
    #expect(outcome.code == 1)
    let markdown = outcome.report(".md")
    #expect(markdown.contains("`de lacks 5 of 5 keys"))
    let html = try Self.renderGFM(markdown)
    for forbidden in ["<img", "<a ", "onerror=alert(1)>", "href="] {
      #expect(!html.contains(forbidden), "the rendered checklist holds \(forbidden)")
    }
    #expect(html.contains("<code>![x](https://attacker.example/t.png)</code>"))
  }

  /// The checklist of a run that stopped shows the config's text in a code block.
  @Test(.enabled(if: TestEnvironment.hasCmarkGFM || TestEnvironment.isCI, "needs cmark-gfm"))
  func aStoppedRunsChecklistShowsTheProblemAsCode() throws {
    let runner = Runner()
    runner.write(
      "onboard-audit.json",
      "{\"failOn\": \"[Approve](https://attacker.example/a) ![i](https://a.example/i.png)\"}")
    let outcome = try runner.audit([])
    #expect(outcome.code == 2)
    let html = try Self.renderGFM(outcome.report(".md"))
    #expect(!html.contains("<a ") && !html.contains("<img"))
    #expect(
      html.contains(
        "<pre><code>invalid configuration: onboard-audit.json:1:12: '[Approve](https://attacker.example/a)"))
  }

  /// The HTML page, of a run and of a stopped run, forbids scripts and loads, and escapes a
  /// translation's markup.
  @Test func theHTMLPageCarriesAContentSecurityPolicy() throws {
    let policy =
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\">"
    let runner = Runner()
    runner.write("app/fr.lproj/L.strings", "\"title\" = \"<script>alert(1)</script>\";\n")
    let page = try runner.audit(["app"]).report(".html")
    #expect(page.contains(policy))
    #expect(!page.contains("<script>alert(1)"))
    runner.write("onboard-audit.json", "{\"failOn\": \"<script>alert(1)</script>\"}")
    let stopped = try runner.audit([])
    #expect(stopped.code == 2)
    #expect(stopped.report(".html").contains(policy))
    #expect(!stopped.report(".html").contains("<script>alert(1)"))
  }

  // MARK: Helpers

  /// Standard error without the `::stop-commands::` fence lines of the `github` format.
  static func unfenced(_ text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = lines.first, first.hasPrefix("::stop-commands::") else { return text }
    let token = first.dropFirst("::stop-commands::".count)
    return lines.filter { $0 != first && $0 != "::\(token)::" }.joined(separator: "\n")
  }

  /// Markdown rendered as GitHub renders it (cmark-gfm with GitHub's extensions).
  static func renderGFM(_ markdown: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TestEnvironment.cmarkGFM)
    // `--unsafe` passes raw HTML through, as GitHub's sanitizer passes some: the checklist
    // must hold none of its own.
    process.arguments = [
      "--unsafe", "--extension", "table", "--extension", "autolink", "--extension", "tagfilter",
      "--extension",
      "strikethrough",
    ]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(markdown.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
