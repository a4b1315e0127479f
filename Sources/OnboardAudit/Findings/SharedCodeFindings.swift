/// One finding per root cause on a flow whose screens share code (docs/swiftui.md: findings on
/// a derived flow are located at the Swift code). A view used on every page, a Next bar or a
/// footer, gives the same finding on each screen at one Swift line, and one change to that
/// line fixes them all: such findings are reported once, on the first screen, the message
/// naming the others.
///
/// Findings are the same when their rule, severity, location and locale are, and they are the
/// n-th of their kind on their screens (two items of a `ForEach` on one screen stay two). The
/// rules about what a text says (`label.*`, `hint.style`, `timing.too-fast`) must also be about
/// the same element: a shared page whose title comes from each caller gives a different key,
/// and so a different fix, on each screen.
enum SharedCodeFindings {
  /// The findings of one rule with those that share their code merged into the first.
  static func merging(_ findings: [Finding]) -> [Finding] {
    var result: [Finding] = []
    var groups: [Group: (index: Int, screens: [String])] = [:]
    var occurrences: [Group: Int] = [:]
    for finding in findings {
      guard let screen = finding.screen, let location = finding.location else {
        result.append(finding)
        continue
      }
      var group = Group(
        rule: finding.rule, severity: finding.severity, location: location, locale: finding.locale,
        element: dependsOnText(finding.rule) ? finding.element : nil, screen: screen, occurrence: 0)
      group.occurrence = occurrences[group, default: 0]
      occurrences[group] = group.occurrence + 1
      var shared = group
      shared.screen = nil
      if var merged = groups[shared] {
        merged.screens.append(screen)
        groups[shared] = merged
      } else {
        groups[shared] = (result.count, [screen])
        result.append(finding)
      }
    }
    for (index, screens) in groups.values where screens.count > 1 {
      let others = screens.dropFirst().map { quoted($0) }.joined(separator: ", ")
      result[index].message += " (the same code on \(screens.count) screens; also \(others))"
    }
    return result
  }

  /// Whether a rule's findings depend on the text an element shows, not only on its code.
  private static func dependsOnText(_ rule: String) -> Bool {
    rule.hasPrefix("label.") || rule.hasPrefix("hint.") || rule == "timing.too-fast"
  }

  private struct Group: Hashable {
    var rule: String
    var severity: Severity
    var location: SourceLocation
    var locale: String?
    var element: String?
    /// Set while counting the occurrences on one screen; nil in the key shared by screens.
    var screen: String?
    var occurrence: Int
  }
}
