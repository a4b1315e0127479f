/// One self-contained HTML page (`--html`): no scripts, fonts or images from the network. The
/// per-locale checklist, then per screen a picture of the frames numbered in reading order,
/// left to right and right to left side by side, each with its transcript, then the findings.
public struct HTMLReporter: Reporter {
  public init() {}

  public func report(_ result: AuditResult) -> [UInt8] {
    var bytes: [UInt8] = []
    write(result) { bytes += $0 }
    return bytes
  }

  /// The page up to the findings, then the findings handed on about a megabyte at a time:
  /// the page is never held whole.
  public func write(_ result: AuditResult, to output: ([UInt8]) -> Void) {
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>onboard-audit report</title>
      <style>\(Self.style)</style>
      </head>
      <body>
      <h1>Onboarding audit</h1>
      <p class="summary">\(Self.escape(TextReporter.summary(result))). \(Self.escape(Tool.versionLine)).</p>

      """
    page += localeTable(result)
    for screen in result.screens {
      page += section(screen)
    }
    output(Array(page.utf8))
    findings(result, to: output)
    output(Array("</body>\n</html>\n".utf8))
  }

  private func localeTable(_ result: AuditResult) -> String {
    var html =
      "<h2>Locales</h2>\n<table class=\"locales\">\n<thead><tr><th>locale</th><th>keys translated</th>"
    html +=
      "<th>coverage</th><th>errors</th><th>warnings</th><th>notes</th><th>ready</th></tr></thead>\n<tbody>\n"
    let byLocale = Dictionary(grouping: result.findings) { $0.locale ?? "" }
    for locale in result.locales {
      let findings = byLocale[locale] ?? []
      let count = { (severity: Severity) in findings.filter { $0.severity == severity }.count }
      let coverage = result.coverage[locale] ?? Coverage(translated: 0, total: 0)
      let ready = count(.error) == 0 && coverage.translated == coverage.total
      html += "<tr><td>\(Self.escape(locale))</td><td>\(coverage.translated) of \(coverage.total)</td>"
      html +=
        "<td>\(MarkdownReporter.percent(coverage))</td><td>\(count(.error))</td><td>\(count(.warning))</td>"
      // Marks any font has, unlike emoji.
      html +=
        "<td>\(count(.note))</td><td class=\"\(ready ? "ok" : "bad")\">\(ready ? "✓ ready" : "✗ not ready")</td></tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  private func section(_ picture: ScreenPicture) -> String {
    var html =
      "<section class=\"screen\">\n<h2>Screen <code>\(Self.escape(picture.id))</code></h2>\n<div class=\"pair\">\n"
    for simulation in [picture.leftToRight, picture.rightToLeft] {
      let direction = simulation.locale.isRightToLeft ? "Right to left" : "Left to right"
      html += "<figure>\n<figcaption>\(direction) · \(Self.escape(simulation.locale.tag))</figcaption>\n"
      html += svg(simulation, size: picture.size)
      html += "<ol class=\"transcript\" dir=\"auto\">\n"
      for stop in simulation.stops {
        let time = NumberText.seconds(stop.reachableAt)
        html +=
          "<li><span class=\"time\">\(time)</span> <bdi>\(Self.escape(stop.announcement.spoken))</bdi></li>\n"
      }
      html += "</ol>\n</figure>\n"
    }
    return html + "</div>\n</section>\n"
  }

  /// The screen at its size in points, each framed stop a box with its number at the
  /// leading top corner; stops without a frame are in the transcript only.
  private func svg(_ simulation: ScreenSimulation, size: Size) -> String {
    let width = number(size.width)
    let height = number(size.height)
    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" "
    svg +=
      "role=\"img\" aria-label=\"\(Self.escape(simulation.screen.id)) in \(Self.escape(simulation.locale.tag))\">\n"
    svg += "<rect class=\"device\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" rx=\"36\"/>\n"
    let rightToLeft = simulation.locale.isRightToLeft
    for spoken in simulation.stops {
      guard let frame = spoken.stop.frame else { continue }
      let badgeX = rightToLeft ? frame.maxX - 14 : frame.x + 14
      let label = spoken.announcement.spoken
      svg += "<g class=\"stop\"><title>\(spoken.number). \(Self.escape(label))</title>"
      svg += "<rect x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(frame.width))\" "
      svg += "height=\"\(number(frame.height))\" rx=\"8\"/>"
      svg += "<circle cx=\"\(number(badgeX))\" cy=\"\(number(frame.y + 14))\" r=\"12\"/>"
      svg +=
        "<text class=\"number\" x=\"\(number(badgeX))\" y=\"\(number(frame.y + 19))\">\(spoken.number)</text>"
      let textX = rightToLeft ? frame.maxX - 32 : frame.x + 32
      svg += "<text class=\"label\" x=\"\(number(textX))\" y=\"\(number(frame.y + 19))\" "
      // With `direction="rtl"`, "start" is the right edge: the text runs leftwards from x.
      svg += "text-anchor=\"start\" direction=\"\(rightToLeft ? "rtl" : "ltr")\">"
      svg += Self.escape(Self.shortened(label, toFit: frame.width - 40)) + "</text></g>\n"
    }
    return svg + "</svg>\n"
  }

  private func findings(_ result: AuditResult, to output: ([UInt8]) -> Void) {
    guard !result.findings.isEmpty else {
      output(Array("<h2>Findings</h2>\n<p>None.</p>\n".utf8))
      return
    }
    var html = "<h2>Findings</h2>\n"
    let groups = Dictionary(grouping: result.findings) { $0.locale ?? "flow" }
    for group in groups.keys.sorted() {
      let items = groups[group] ?? []
      html +=
        "<details open><summary>\(Self.escape(group)) · \(items.count)</summary>\n<ul class=\"findings\">\n"
      for finding in items {
        if html.utf8.count >= ReportPieces.size {
          output(Array(html.utf8))
          html = ""
        }
        var place = ""
        if let location = finding.location {
          place = location.file + (location.line > 0 ? ":\(location.line)" : "")
        }
        html += "<li class=\"\(finding.severity.rawValue)\"><b>\(finding.severity.rawValue)</b> "
        html += "<code>\(Self.escape(finding.rule))</code> <bdi>\(Self.escape(finding.message))</bdi>"
        html += place.isEmpty ? "" : " <span class=\"place\">\(Self.escape(place))</span>"
        html += finding.isKnown ? " <i>in baseline</i>" : ""
        let keys = finding.keys
        if !keys.isEmpty {
          html +=
            "<details class=\"keys\"><summary>\(keys.count == 1 ? "1 key" : "\(keys.count) keys")</summary>"
          html += keys.map { "<code>\(Self.escape($0))</code>" }.joined(separator: " ") + "</details>"
        }
        html += "</li>\n"
      }
      html += "</ul>\n</details>\n"
    }
    output(Array(html.utf8))
  }

  /// A label cut to what fits a box, at about half an em per character of 13 pt text.
  static func shortened(_ text: String, toFit width: Double) -> String {
    let fits = max(0, Int(width / 7))
    guard text.count > fits else { return text }
    return fits < 2 ? "" : String(text.prefix(fits - 1)) + "…"
  }

  /// Coordinates without a locale's decimal separator or needless digits.
  private func number(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(abs(tenths % 10))"
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
    var result = ""
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default:
        // Controls have no place in HTML text; show them as the replacement character.
        if character.value < 0x20 && character != "\n" && character != "\t" {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(character)
        }
      }
    }
    return result
  }

  private static let style = """
    body{font:15px/1.45 -apple-system,system-ui,"Segoe UI","Noto Sans",sans-serif;margin:2em auto;max-width:1100px;\
    padding:0 1em;color:#1d1d1f;background:#fff}
    h1{font-size:1.8em;margin-bottom:.2em}h2{margin-top:1.6em;border-bottom:1px solid #ddd;padding-bottom:.2em}
    .summary{color:#555}table.locales{border-collapse:collapse}.ok{color:#1a7f37}.bad{color:#c00}
    table.locales th,table.locales td{border:1px solid #ddd;padding:.25em .7em;text-align:right}
    table.locales td:first-child,table.locales th:first-child{text-align:left}
    .pair{display:flex;gap:2em;flex-wrap:wrap}figure{margin:0;flex:1 1 380px}
    figcaption{font-weight:600;margin-bottom:.4em}
    svg{width:100%;max-width:360px;height:auto;display:block;margin-bottom:.6em}
    .device{fill:#f5f5f7;stroke:#1d1d1f;stroke-width:3}
    .stop rect{fill:rgba(0,113,227,.10);stroke:#0071e3;stroke-width:2}
    .stop circle{fill:#0071e3}.stop .number{fill:#fff;font:bold 14px sans-serif;text-anchor:middle}
    .stop .label{fill:#1d1d1f;font:13px sans-serif}
    .transcript{padding-inline-start:1.6em}.transcript li{margin:.15em 0}
    .time{font:12px ui-monospace,monospace;color:#666;margin-inline-end:.4em}
    .findings{list-style:none;padding:0}.findings li{margin:.3em 0}
    .findings .error b{color:#c00}.findings .warning b{color:#a60}.findings .note b{color:#06c}
    .place{color:#666;font:12px ui-monospace,monospace}
    """
}
