import Foundation
import Testing

@testable import OnboardAudit

@Suite("HTML report")
struct HTMLReportTests {
  private func exampleResult() throws -> AuditResult {
    let manifest = try FlowManifest.load(packageRoot + "/Locales/onboarding.json", ruleIDs: RuleCatalog.ids)
    var settings = AuditSettings()
    settings.tables = [packageRoot + "/Locales"]
    settings.flow = manifest
    settings.doNotTranslate = ["Ova", "iPhone", "iPad", "Mac"]
    return Audit.run(settings)
  }

  @Test func selfContainedWithAPicturePerScreenAndDirection() throws {
    let result = try exampleResult()
    let html = String(decoding: HTMLReporter().report(result), as: UTF8.self)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    // Nothing is fetched: the only URL is the SVG namespace (and "http" is also in the
    // Content-Security-Policy's `http-equiv`).
    let urls = html.components(separatedBy: "http").count - html.components(separatedBy: "http-equiv").count
    #expect(urls == html.components(separatedBy: "xmlns=\"http://www.w3.org/2000/svg\"").count - 1)
    #expect(!html.contains("<script") && !html.contains("<link") && !html.contains("<img"))
    for screen in ["welcome", "notifications", "whatsnew"] {
      #expect(html.contains("<h3>Screen <code>\(screen)</code></h3>"), "\(screen)")
    }
    // The source's picture, and one for each audited locale to pick beside it.
    #expect(
      html.components(separatedBy: "<svg ").count - 1 == (1 + result.locales.count) * result.screens.count)
    #expect(html.contains("<figcaption>Right to left · ar</figcaption>"))
    #expect(html.contains("<title>1. Welcome to Ova, heading</title>"))
    #expect(html.contains("<td>ar</td><td>20 of 20</td><td>20</td><td>0</td><td>100.0 %</td>"))
  }

  @Test func escapesWhatItShows() {
    let finding = Finding(
      rule: "value.empty", severity: .error, message: "<b>&\"x\"\u{1}",
      location: OnboardAudit.SourceLocation(file: "a.strings", line: 1, column: 1), locale: "de")
    let result = AuditResult(
      findings: [finding], locales: ["de"], fileCount: 1, rules: RuleCatalog.descriptions, disabledRules: [])
    let html = String(decoding: HTMLReporter().report(result), as: UTF8.self)
    #expect(html.contains("&lt;b&gt;&amp;&quot;x&quot;\u{FFFD}"))
  }

  /// Renders the page in a real browser where one is installed (Scripts/render-html-report
  /// keeps the README's picture); the check here is that the browser draws a page at all.
  @Test(TestEnvironment.needs(TestEnvironment.hasChromium, "needs chromium (/usr/bin/chromium)"))
  func rendersInHeadlessChromium() throws {
    try #require(TestEnvironment.hasChromium, "chromium is not installed: apt-get install chromium")
    let folder = TemporaryFolder()
    let page = folder.write("report.html", HTMLReporter().report(try exampleResult()))
    let picture = folder.path + "/report.png"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TestEnvironment.chromium)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--window-size=1200,1500", "--screenshot=\(picture)",
      "file://\(page)",
    ]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: picture)))
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(bytes.count > 20_000, "a blank page compresses to almost nothing")
  }
}
