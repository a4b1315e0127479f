/// One self-contained HTML page (`--html`): no scripts, fonts or images from the network. The
/// per-locale checklist and the findings first, then per screen a picture of its frames
/// numbered in reading order, the source and a right-to-left locale side by side (any audited
/// locale can be picked for the second), with the findings marked on the elements they are
/// about and the transcript beside each picture.
public struct HTMLReporter: Reporter {
  public init() {}

  /// The page piece by piece: the head and the checklist, the findings about a megabyte at a
  /// time, then each screen. The page is never held whole.
  public func write(_ result: AuditResult, to output: ([UInt8]) -> Void) {
    let choices = result.screens.map { HTMLScreenSection.choices(of: $0).count }.max() ?? 0
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
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
      let byScreen = Dictionary(grouping: result.findings.filter { $0.screen != nil }) { $0.screen ?? "" }
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
      "<h2>Locales</h2>\n<table class=\"locales\">\n<thead><tr><th>locale</th><th>keys translated</th>"
    html +=
      "<th>coverage</th><th>errors</th><th>warnings</th><th>notes</th><th>ready</th></tr></thead>\n<tbody>\n"
    // Findings by their places in `result.findings`: a run may have a hundred thousand,
    // and grouping the findings themselves would copy each.
    let findings = result.findings
    let byLocale = Dictionary(grouping: findings.indices) { findings[$0].locale ?? "" }
    func counts(_ places: [Int]) -> (errors: Int, html: String) {
      let count = { (severity: Severity) in places.count { findings[$0].severity == severity } }
      return (count(.error), "<td>\(count(.error))</td><td>\(count(.warning))</td><td>\(count(.note))</td>")
    }
    // Marks any font has, unlike emoji.
    func ready(_ ready: Bool) -> String {
      "<td class=\"\(ready ? "ok" : "bad")\">\(ready ? "✓ ready" : "✗ not ready")</td></tr>\n"
    }
    for locale in result.locales {
      let (errors, cells) = counts(byLocale[locale] ?? [])
      let coverage = result.coverage[locale] ?? Coverage(translated: 0, total: 0)
      html += "<tr><td>\(Self.escape(locale))</td><td>\(coverage.translated) of \(coverage.total)</td>"
      html += "<td>\(MarkdownReporter.percent(coverage))</td>" + cells
      html += ready(errors == 0 && coverage.translated == coverage.total)
    }
    let flow = findings.indices.filter { findings[$0].locale.map { !result.locales.contains($0) } ?? true }
    if !flow.isEmpty {
      let (errors, cells) = counts(flow)
      html += "<tr><td>flow</td><td>—</td><td>—</td>" + cells + ready(errors == 0)
    }
    return html + "</tbody>\n</table>\n"
  }

  private func findings(_ result: AuditResult, to output: ([UInt8]) -> Void) {
    guard !result.findings.isEmpty else {
      output(Array("<h2>Findings</h2>\n<p>None.</p>\n".utf8))
      return
    }
    var html = "<h2>Findings</h2>\n"
    // By their places in `result.findings`, as above.
    let findings = result.findings
    let groups = Dictionary(grouping: findings.indices) { findings[$0].locale ?? "flow" }
    for group in groups.keys.sorted() {
      let items = groups[group] ?? []
      html +=
        "<details open><summary>\(Self.escape(group)) · \(items.count)</summary>\n<ul class=\"findings\">\n"
      output(Array(html.utf8))
      // The list items in slices on all cores, handed on in order.
      FindingSlices.write(count: items.count, bytesPerItem: 320, to: output) { range, bytes in
        for index in range { bytes += Self.item(findings[items[index]]).utf8 }
      }
      html = "</ul>\n</details>\n"
    }
    output(Array(html.utf8))
  }

  /// One finding as an item of its locale's list, with the keys it names folded away.
  private static func item(_ finding: Finding) -> String {
    var html = "<li class=\"\(finding.severity.rawValue)\">\(describe(finding))"
    let keys = finding.keys
    if !keys.isEmpty {
      html +=
        "<details class=\"keys\"><summary>\(keys.count == 1 ? "1 key" : "\(keys.count) keys")</summary>"
      html += keys.map { "<code>\(escape($0))</code>" }.joined(separator: " ") + "</details>"
    }
    return html + "</li>\n"
  }

  /// A finding's severity, rule, message, place and baseline mark, as list-item content.
  static func describe(_ finding: Finding) -> String {
    var place = ""
    if let location = finding.location {
      place = location.file + (location.line > 0 ? ":\(location.line)" : "")
    }
    var html = "<b>\(finding.severity.rawValue)</b> "
    html += "<code>\(escape(finding.rule))</code> <bdi>\(escape(finding.message))</bdi>"
    html += place.isEmpty ? "" : " <span class=\"place\">\(escape(place))</span>"
    html += finding.isKnown ? " <i>in baseline</i>" : ""
    return html
  }

  static func escape(_ text: String) -> String {
    // The byte scan first: most texts have nothing to escape, and are copied as they are.
    let plain = text.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"):
        false
      case 0x09, 0x0A: true
      default: byte >= 0x20
      }
    }
    if plain { return text }
    // Byte by byte: every byte changed is ASCII, and the others are copied as they are.
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count + 32)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "&"): result += "&amp;".utf8
      case UInt8(ascii: "<"): result += "&lt;".utf8
      case UInt8(ascii: ">"): result += "&gt;".utf8
      case UInt8(ascii: "\""): result += "&quot;".utf8
      case UInt8(ascii: "'"): result += "&#39;".utf8
      // Controls have no place in HTML text; show them as the replacement character.
      case 0x09, 0x0A: result.append(byte)
      case ..<0x20: result += [0xEF, 0xBF, 0xBD]
      default: result.append(byte)
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}
