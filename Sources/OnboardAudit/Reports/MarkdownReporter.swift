/// A release checklist in Markdown (`--markdown`): one row per locale with its coverage and
/// counts (and a row `flow` for the findings of no locale), then the findings grouped by locale.
/// Messages, paths and keys quote the inputs, so each is a code span (`MarkdownText`).
public struct MarkdownReporter: Reporter {
  public init() {}

  /// The checklist, then the findings handed on about a megabyte at a time: the report is
  /// never held whole.
  public func write(_ result: AuditResult, to output: ([UInt8]) -> Void) {
    var text = "# Localization checklist\n\n"
    text += "\(TextReporter.summary(result)), audited by \(Tool.versionLine).\n\n"
    text += "| locale | keys present | translated | left in the source language | coverage | errors "
    text += "| warnings | notes | ready |\n"
    text += "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :---: |\n"
    // Findings by their places in `result.findings`: a run may have a hundred thousand,
    // and grouping the findings themselves would copy each.
    let findings = result.findings
    // The locale named once for each run of findings that share their origin; NUL, which no
    // locale's tag has, for the findings of none.
    let byLocale = FindingGroups.places(findings) { $0.locale ?? "\u{0}" }.mapValues { $0.map(Int.init) }
    for locale in result.locales {
      let places = byLocale[locale] ?? []
      // Suppressed findings are listed, but counted apart (the summary line).
      let errors = places.count { findings[$0].severity == .error && !findings[$0].isSuppressed }
      let warnings = places.count { findings[$0].severity == .warning && !findings[$0].isSuppressed }
      let notes = places.count { findings[$0].severity == .note && !findings[$0].isSuppressed }
      let coverage = result.coverage[locale] ?? Coverage(translated: 0, total: 0)
      let ready = errors == 0 && coverage.isReady
      text += "| \(locale) | \(coverage.keysText) | \(coverage.translated) "
      text += "| \(coverage.copied) | \(Self.percent(coverage)) "
      text += "| \(errors) | \(warnings) | \(notes) | \(ready ? "✅" : "❌") |\n"
    }
    // The findings of no locale (the screens' structure and motion), which no row above counts.
    let audited = Set(result.locales)
    let flow = byLocale.filter { !audited.contains($0.key) }.values.flatMap { $0 }.sorted()
    if !flow.isEmpty {
      let count = { (severity: Severity) in
        flow.count { findings[$0].severity == severity && !findings[$0].isSuppressed }
      }
      text += "| flow | — | — | — | — | \(count(.error)) | \(count(.warning)) | \(count(.note)) "
      text += "| \(count(.error) == 0 ? "✅" : "❌") |\n"
    }
    let groups = result.locales.map { ($0, byLocale[$0] ?? []) } + [("flow", flow)]
    for (locale, places) in groups where !places.isEmpty {
      text += "\n## \(locale)\n\n"
      output(Array(text.utf8))
      text = ""
      // The list items in slices on all cores, handed on in order.
      FindingSlices.write(count: places.count, to: output) { range, bytes in
        var run = FindingRun()
        var shared = SharedParts()
        for index in range {
          let finding = findings[places[index]]
          if run.starts(finding) { shared = SharedParts(finding) }
          Self.appendItem(finding, shared: shared, to: &bytes)
        }
      }
    }
    output(Array(text.utf8))
  }

  /// What the items of a run of findings share (see `FindingRun`), made once.
  private struct SharedParts {
    /// The severity and the file, when there is one, up to its line.
    var head: [UInt8] = []
    /// After the message: the rule and the baseline's mark.
    var end: [UInt8] = []
    var hasFile = false

    /// Parts of no run, until the first finding's are made.
    init() {}

    init(_ finding: Finding) {
      head.appendUTF8("- **\(finding.severity.rawValue)** ")
      if let file = finding.location?.file {
        hasFile = true
        head.append(UInt8(ascii: "`"))
        head.appendUTF8(singleLine(file).replacingAll("`", with: "'"))
      }
      end.appendUTF8(" (`\(finding.rule)`)")
      if finding.isKnown { end.appendUTF8(" — known, in the baseline") }
      if finding.isSuppressed { end.appendUTF8(" — suppressed in the source") }
    }
  }

  /// One finding as a list item, with the keys it names folded away, appended as bytes: a
  /// report may have a million items, and a string made for each would be copied twice more.
  private static func appendItem(_ finding: Finding, shared: SharedParts, to text: inout [UInt8]) {
    text.append(contentsOf: shared.head)
    if shared.hasFile {
      if finding.lineNumber > 0 {
        text.append(UInt8(ascii: ":"))
        text.appendDecimal(finding.lineNumber)
      }
      text.appendUTF8("` ")
    }
    text.appendUTF8(MarkdownText.codeSpan(finding.message))
    text.append(contentsOf: shared.end)
    if let reason = finding.suppression?.reason { text.appendUTF8(": " + MarkdownText.codeSpan(reason)) }
    text.append(UInt8(ascii: "\n"))
    if !finding.keys.isEmpty { text.appendUTF8(keyList(finding.keys)) }
  }

  /// The keys a finding names, folded away.
  private static func keyList(_ keys: [String]) -> String {
    // Every key, folded away: a locale may lack thousands.
    var text = "  <details><summary>\(keys.count == 1 ? "1 key" : "\(keys.count) keys")</summary>\n\n"
    text += "  " + keys.map(MarkdownText.codeSpan).joined(separator: ", ")
    return text + "\n\n  </details>\n"
  }

  /// "97.5 %", with one decimal, the same in every locale of the machine.
  static func percent(_ coverage: Coverage) -> String {
    let tenths = Int((coverage.percent * 10).rounded(.down))
    return "\(tenths / 10).\(tenths % 10) %"
  }
}
