import Foundation

/// The report files a run writes when it ends with exit 2 (docs/ci.md): the audit did not run,
/// and each report says why, so a CI job that collects the JUnit or SARIF file shows the
/// problem instead of "no report found" or, worse, an old report.
public enum FailedRunReport {
  /// The report files `--json`, `--junit`, `--sarif`, `--markdown` and `--html` write.
  public enum Kind: String, Sendable, CaseIterable {
    case json
    case junit
    case sarif
    case markdown
    case html
  }

  /// The report of `kind` for a run stopped by `problem` (one or more lines).
  public static func bytes(_ kind: Kind, problem: String, timestamp: Date = JUnitReporter.defaultTimestamp())
    -> [UInt8]
  {
    switch kind {
    case .json: Array((json(problem) + "\n").utf8)
    case .junit: junit(problem, timestamp: timestamp)
    case .sarif: Array((sarif(problem) + "\n").utf8)
    case .markdown: Array(markdown(problem).utf8)
    case .html: Array(html(problem).utf8)
    }
  }

  /// The JSON report's layout with nothing audited, and the problem under `error`.
  private static func json(_ problem: String) -> String {
    let tool = JSONText.object(
      [
        ("name", JSONText.string(Tool.name)), ("version", JSONText.string(Tool.version)),
        ("icu", JSONText.string(ICU.version)), ("cldr", JSONText.string(ICU.cldrVersion)),
      ], indent: 1)
    let summary = JSONText.object(
      [("errors", "0"), ("warnings", "0"), ("notes", "0"), ("locales", "[]"), ("files", "0")], indent: 1)
    return JSONText.object(
      [("tool", tool), ("error", JSONText.string(problem)), ("summary", summary), ("findings", "[]")],
      indent: 0)
  }

  /// One suite `onboard-audit` with one testcase `run` in `<error>`: Jenkins and GitLab then
  /// fail the job with the problem as its message.
  private static func junit(_ problem: String, timestamp: Date) -> [UInt8] {
    let writer = XMLWriter()
    writer.start("testsuites")
    writer.attribute("name", Tool.name)
    for (name, value) in [("tests", "1"), ("failures", "0"), ("errors", "1"), ("time", "0.000")] {
      writer.attribute(name, value)
    }
    writer.start("testsuite")
    writer.attribute("name", Tool.name)
    for (name, value) in [
      ("tests", "1"), ("failures", "0"), ("errors", "1"), ("skipped", "0"), ("time", "0.000"),
    ] {
      writer.attribute(name, value)
    }
    writer.attribute("timestamp", JUnitReporter.format(timestamp))
    writer.start("testcase")
    writer.attribute("classname", Tool.name)
    writer.attribute("name", "run")
    writer.attribute("time", "0.000")
    writer.start("error")
    writer.attribute("message", singleLine(problem))
    writer.attribute("type", "exit 2")
    writer.text(problem)
    writer.end()
    writer.end()
    writer.end()
    writer.end()
    return writer.finish()
  }

  /// A run with no results whose invocation failed, with the problem as its notification.
  private static func sarif(_ problem: String) -> String {
    let driver = SARIFReporter.driver()
    let notification = JSONText.object(
      [
        ("level", JSONText.string("error")),
        ("message", JSONText.object([("text", JSONText.string(problem))], indent: 6)),
      ],
      indent: 5)
    let invocation = JSONText.object(
      [
        ("executionSuccessful", "false"), ("exitCode", "2"),
        ("toolExecutionNotifications", JSONText.array([notification], indent: 4)),
      ], indent: 4)
    let run = JSONText.object(
      [
        ("tool", JSONText.object([("driver", driver)], indent: 3)),
        ("invocations", JSONText.array([invocation], indent: 3)),
        ("results", "[]"),
      ], indent: 2)
    return JSONText.object(
      [
        ("$schema", JSONText.string("https://json.schemastore.org/sarif-2.1.0.json")),
        ("version", JSONText.string("2.1.0")), ("runs", JSONText.array([run], indent: 1)),
      ], indent: 0)
  }

  /// The problem quotes config text and paths, which a pull request writes: it is shown in
  /// a code block, where no link, image or HTML is read (docs/security.md).
  private static func markdown(_ problem: String) -> String {
    let lines = problem.split(separator: "\n", omittingEmptySubsequences: false).map {
      singleLine(String($0))
    }
    return "# Onboarding audit\n\nThe audit did not run (exit 2):\n\n"
      + MarkdownText.codeBlock(lines.joined(separator: "\n")) + "\n\(Tool.versionLine).\n"
  }

  private static func html(_ problem: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="\(HTMLReporter.contentSecurityPolicy)">
    <title>onboard-audit report</title>
    </head>
    <body>
    <h1>Onboarding audit</h1>
    <p>The audit did not run (exit 2):</p>
    <pre>\(HTMLReporter.escape(problem))</pre>
    <p>\(HTMLReporter.escape(Tool.versionLine)).</p>
    </body>
    </html>

    """
  }
}
