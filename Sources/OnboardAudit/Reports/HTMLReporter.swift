/// One self-contained HTML page (`--html`): no scripts, fonts or images from the network. The
/// per-locale checklist and the findings first, then per screen a picture of its frames
/// numbered in reading order, the source and a right-to-left locale side by side (any audited
/// locale can be picked for the second), with the findings marked on the elements they are
/// about and the transcript beside each picture.
public struct HTMLReporter: Reporter {
  public init() {}

  /// What the page may load and run: nothing but its own inline style and `data:` pictures.
  /// Every value is escaped already; the policy makes sure that, should one ever not be, a
  /// translation can still run no script and fetch nothing (docs/security.md).
  static let contentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

  /// The page piece by piece: the head and the checklist, the findings about a megabyte at a
  /// time, then each screen. The page is never held whole.
  public func write(_ result: AuditResult, to output: ([UInt8]) -> Void) {
    let choices = result.screens.map { HTMLScreenSection.choices(of: $0).count }.max() ?? 0
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy)">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>onboard-audit report</title>
      <style>\(HTMLStyle.sheet(choices: choices))</style>
      </head>
      <body>
      <h1>Onboarding audit</h1>
      <p class="summary">\(Self.escape(TextReporter.summary(result))). \(Self.escape(Tool.versionLine)).</p>

      """
    page += localeTable(result)
    output(Array(page.utf8))
    findings(result, to: output)
    if !result.screens.isEmpty {
      output(Array("<h2>Screens</h2>\n".utf8))
      // The pictures mark what is to fix: a finding suppressed where it is is accepted.
      let byScreen = Dictionary(grouping: result.findings.filter { $0.screen != nil && !$0.isSuppressed }) {
        $0.screen ?? ""
      }
      for (index, screen) in result.screens.enumerated() {
        let section = HTMLScreenSection(
          picture: screen, index: index + 1, findings: byScreen[screen.id] ?? [])
        output(Array(section.html.utf8))
      }
    }
    output(Array("</body>\n</html>\n".utf8))
  }

  /// One row per locale; a last row `flow` for the findings that belong to no locale (the
  /// screens' structure and motion), which no locale's row counts.
  private func localeTable(_ result: AuditResult) -> String {
    var html =
      "<h2>Locales</h2>\n<table class=\"locales\">\n<thead><tr><th>locale</th><th>keys present</th>"
    html += "<th>translated</th><th>left in the source language</th>"
    html +=
      "<th>coverage</th><th>errors</th><th>warnings</th><th>notes</th><th>ready</th></tr></thead>\n<tbody>\n"
    // The findings counted by locale and severity, in one pass: a run may have a million.
    let findings = result.findings
    let audited = Set(result.locales)
    var byLocale: [String: SeverityCounts] = [:]
    var flow = SeverityCounts()
    // A run of findings that share their origin counted apart, then added to its locale's
    // counts: its locale is looked up once.
    var run = SeverityCounts()
    var auditedLocale: String?
    func addRun() {
      if let auditedLocale {
        byLocale[auditedLocale, default: SeverityCounts()].add(run)
      } else {
        flow.add(run)
      }
      run = SeverityCounts()
    }
    for place in findings.indices {
      if place == 0 || !findings[place].sharesOrigin(with: findings[place - 1]) {
        addRun()
        auditedLocale = findings[place].locale.flatMap { audited.contains($0) ? $0 : nil }
      }
      // Suppressed findings are listed, but counted apart (the summary line).
      if !findings[place].isSuppressed { run.add(findings[place].severity) }
    }
    addRun()
    func counts(_ counts: SeverityCounts) -> (errors: Int, html: String) {
      (counts.errors, "<td>\(counts.errors)</td><td>\(counts.warnings)</td><td>\(counts.notes)</td>")
    }
    // Marks any font has, unlike emoji.
    func ready(_ ready: Bool) -> String {
      "<td class=\"\(ready ? "ok" : "bad")\">\(ready ? "✓ ready" : "✗ not ready")</td></tr>\n"
    }
    for locale in result.locales {
      let (errors, cells) = counts(byLocale[locale] ?? SeverityCounts())
      let coverage = result.coverage[locale] ?? Coverage(translated: 0, total: 0)
      html += "<tr><td>\(Self.escape(locale))</td><td>\(Self.escape(coverage.keysText))</td>"
      html += "<td>\(coverage.translated)</td><td>\(coverage.copied)</td>"
      html += "<td>\(MarkdownReporter.percent(coverage))</td>" + cells
      html += ready(errors == 0 && coverage.isReady)
    }
    if flow.total > 0 {
      let (errors, cells) = counts(flow)
      html += "<tr><td>flow</td><td>—</td><td>—</td><td>—</td><td>—</td>" + cells + ready(errors == 0)
    }
    return html + "</tbody>\n</table>\n"
  }

  private func findings(_ result: AuditResult, to output: ([UInt8]) -> Void) {
    guard !result.findings.isEmpty else {
      output(Array("<h2>Findings</h2>\n<p>None.</p>\n".utf8))
      return
    }
    var html = "<h2>Findings</h2>\n"
    // By their places in `result.findings`: grouping the findings themselves would copy each.
    let findings = result.findings
    let groups = FindingGroups.places(findings) { $0.locale ?? "flow" }
    for group in groups.keys.sorted() {
      let items = groups[group] ?? []
      html +=
        "<details open><summary>\(Self.escape(group)) · \(items.count)</summary>\n<ul class=\"findings\">\n"
      output(Array(html.utf8))
      // The list items in slices on all cores, handed on in order.
      FindingSlices.write(count: items.count, bytesPerItem: 320, to: output) { range, bytes in
        var run = FindingRun()
        var shared = SharedParts()
        for index in range {
          let finding = findings[Int(items[index])]
          if run.starts(finding) { shared = SharedParts(finding) }
          Self.appendItem(finding, shared: shared, to: &bytes)
        }
      }
      html = "</ul>\n</details>\n"
    }
    output(Array(html.utf8))
  }

  /// What the items of a run of findings share (see `FindingRun`), escaped once: the parts
  /// of a finding's description around its message and line.
  private struct SharedParts {
    /// The list item's start tag, with the severity's class.
    var itemStart: [UInt8] = []
    /// The severity and the rule, up to the message.
    var head: [UInt8] = []
    /// After the message: the file, when there is one.
    var place: [UInt8] = []
    /// After the line: the place's end and the baseline's mark.
    var end: [UInt8] = []
    var hasFile = false

    /// Parts of no run, until the first finding's are made.
    init() {}

    init(_ finding: Finding) {
      itemStart.appendUTF8("<li class=\"\(finding.severity.rawValue)\">")
      head.appendUTF8("<b>\(finding.severity.rawValue)</b> <code>")
      escape(finding.rule, into: &head)
      head.appendUTF8("</code> <bdi>")
      place.appendUTF8("</bdi>")
      if let file = finding.location?.file {
        hasFile = true
        place.appendUTF8(" <span class=\"place\">")
        escape(file, into: &place)
        end.appendUTF8("</span>")
      }
      if finding.isKnown { end.appendUTF8(" <i>in baseline</i>") }
      if finding.isSuppressed { end.appendUTF8(" <i>suppressed in the source</i>") }
    }
  }

  /// One finding as an item of its locale's list, with the keys it names folded away,
  /// appended as bytes: a report may have a million items, and a string made for each
  /// would be copied twice more.
  private static func appendItem(_ finding: Finding, shared: SharedParts, to html: inout [UInt8]) {
    html.append(contentsOf: shared.itemStart)
    appendDescription(of: finding, shared: shared, to: &html)
    let keys = finding.keys
    if !keys.isEmpty {
      html.appendUTF8("<details class=\"keys\"><summary>")
      html.appendUTF8(keys.count == 1 ? "1 key" : "\(keys.count) keys")
      html.appendUTF8("</summary>")
      for (number, key) in keys.enumerated() {
        html.appendUTF8(number == 0 ? "<code>" : " <code>")
        escape(key, into: &html)
        html.appendUTF8("</code>")
      }
      html.appendUTF8("</details>")
    }
    html.appendUTF8("</li>\n")
  }

  /// A finding's severity, rule, message, place and baseline mark, as list-item content.
  static func describe(_ finding: Finding) -> String {
    var html: [UInt8] = []
    appendDescription(of: finding, shared: SharedParts(finding), to: &html)
    return String(decoding: html, as: UTF8.self)
  }

  /// `describe(finding)`'s bytes, its run's parts made already.
  private static func appendDescription(of finding: Finding, shared: SharedParts, to html: inout [UInt8]) {
    html.append(contentsOf: shared.head)
    escape(finding.message, into: &html)
    html.append(contentsOf: shared.place)
    if shared.hasFile && finding.lineNumber > 0 {
      html.append(UInt8(ascii: ":"))
      html.appendDecimal(finding.lineNumber)
    }
    html.append(contentsOf: shared.end)
    if let reason = finding.suppression?.reason {
      html.appendUTF8(" <i>(")
      escape(reason, into: &html)
      html.appendUTF8(")</i>")
    }
  }

  static func escape(_ text: String) -> String {
    guard needsEscaping(text) else { return text }
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count + 32)
    escape(text, into: &result)
    return String(decoding: result, as: UTF8.self)
  }

  /// Appends the text escaped for HTML text and attribute values.
  /// Every byte changed is ASCII, and the others are copied as they are, in runs found eight
  /// bytes at a time: most text has nothing to escape.
  static func escape(_ text: String, into html: inout [UInt8]) {
    scan.appendEscaped(text, to: &html) { utf8, index in
      switch utf8[index] {
      case UInt8(ascii: "&"): ("&amp;", 1)
      case UInt8(ascii: "<"): ("&lt;", 1)
      case UInt8(ascii: ">"): ("&gt;", 1)
      case UInt8(ascii: "\""): ("&quot;", 1)
      case UInt8(ascii: "'"): ("&#39;", 1)
      // Controls have no place in HTML text; show them as the replacement character.
      case 0x09, 0x0A: nil
      case ..<0x20: ("\u{FFFD}", 1)
      default: nil
      }
    }
  }

  /// The bytes to look at: controls, `"`, `&`, `'`, `<` and `>`.
  private static let scan = ByteScan(controlsAnd: 0x22, 0x26, 0x27, 0x3C, 0x3E)

  private static func needsEscaping(_ text: String) -> Bool {
    !text.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"):
        false
      case 0x09, 0x0A: true
      default: byte >= 0x20
      }
    }
  }
}

/// How many findings of each severity.
private struct SeverityCounts {
  var errors = 0
  var warnings = 0
  var notes = 0

  var total: Int { errors + warnings + notes }

  mutating func add(_ other: SeverityCounts) {
    errors += other.errors
    warnings += other.warnings
    notes += other.notes
  }

  mutating func add(_ severity: Severity) {
    switch severity {
    case .error: errors += 1
    case .warning: warnings += 1
    case .note: notes += 1
    }
  }
}
