/// `flow.not-understood`: a flow derived from the Swift sources that the tool could not read
/// (docs/swiftui.md, "What was not seen"), so that it never passes in silence.
struct FlowNotUnderstoodRule: Rule {
  static let id = "flow.not-understood"

  let description = RuleDescription(
    id: FlowNotUnderstoodRule.id,
    defaultSeverity: .warning,
    summary: "The flow derived from the Swift sources is mostly not understood",
    rationale: """
      The screen-reader and motion rules check what the tool knows of a flow. A screen made \
      of views a package declares (a design system's wrapper around the whole screen, a \
      package's button) is one element of unknown content, on which no rule reports: such a \
      flow looks accessible because nothing in it was seen. So the rule reports Swift sources \
      that yield no screen, and each screen whose known elements (role known, text or label \
      resolved) are fewer than half, naming the views, modifiers and functions not followed \
      and what would help: the package's sources among the sources, or a `components` hint \
      in the config that gives a package's view its role (`"AsyncButton": "button"`, \
      `"GlobalEnvironmentView": "container"`). One finding per screen, at the screen. Text \
      from data known only at run time is unknown too, and a manifest describes such a \
      screen. A flow that may lack as many screens as it holds is one more finding: links \
      that push views the sources do not declare, and views of the sources that fill a \
      screen, that the flow's root does not reach and that no code of the sources names (a \
      coordinator outside the sources shows them). The JSON report's `summary.sources` and \
      the text summary count every screen and name those not derived, however few.
      """,
    reference: "docs/swiftui.md, What was not seen",
    triggeringExamples: [
      RuleExample([
        (
          "WelcomeView.swift",
          """
          import SwiftUI

          struct ↓WelcomeView: View {
            var body: some View {
              MeadowFrame {
                Text("Grow your garden")
              }
              BloomButton(action: {})
            }
          }
          """
        )
      ])
    ],
    nonTriggeringExamples: [
      RuleExample([
        (
          "WelcomeView.swift",
          """
          import SwiftUI

          struct WelcomeView: View {
            var body: some View {
              VStack {
                Text("Grow your garden")
                Image(systemName: "leaf")
                Button("Start") {}
              }
            }
          }
          """
        )
      ])
    ],
    scope: .flow)

  func check(project: ProjectContext, _ sink: inout FindingSink) {
    guard let summary = project.sourcesSummary else { return }
    guard !summary.screens.isEmpty else {
      sink.report(FindingMessage(SourcesSummary.noScreen), at: nil)
      return
    }
    for screen in summary.screens where screen.known * 2 < screen.elements {
      sink.report(
        FindingMessage(Self.message(screen)), at: screen.location, screen: screen.id)
    }
    // Mostly not understood, as a screen is: at least as many screens not derived as derived.
    let missing = summary.screensNotFollowed
    if let first = missing.first, missing.count >= summary.screens.count {
      sink.report(
        FindingMessage(Self.message(derived: summary.screens.count, missing: missing)), at: first.location)
    }
  }

  /// The screens the flow shows and lacks, one finding for all: those pushed from views of
  /// a package, then the views of the sources no screen shows, and what would help.
  static func message(derived: Int, missing: [ScreenNotFollowed]) -> String {
    func names(_ screens: [ScreenNotFollowed]) -> String {
      let shown = screens.prefix(5).map { "'\($0.name)'" }.joined(separator: ", ")
      return shown + (screens.count > 5 ? " and \(screens.count - 5) more" : "")
    }
    let pushed = missing.filter { $0.why == .pushedNotInSources }
    let unreached = missing.filter { $0.why == .notReached }
    var parts: [String] = []
    if !pushed.isEmpty {
      parts.append(
        "it pushes \(names(pushed)), which the sources do not declare: add "
          + (pushed.count == 1 ? "its file" : "their files") + " to the sources")
    }
    if !unreached.isEmpty {
      parts.append(
        "\(names(unreached)) of the sources "
          + (unreached.count == 1 ? "is a view" : "are views")
          + " that no screen of the flow shows (code outside the views may show "
          + (unreached.count == 1 ? "it" : "them") + ", such as a coordinator): "
          + "name the flow's views in the config's `screens`, in order, without `flowRoot`")
    }
    return
      "the derived flow holds \(derived) screen\(derived == 1 ? "" : "s") and may lack \(missing.count) more: "
      + parts.joined(separator: "; ")
  }

  /// What was known of the screen, what was not followed, and what would help.
  static func message(_ screen: SourcesSummary.ScreenCount) -> String {
    var text =
      "screen \(quoted(screen.id)) is mostly not understood: \(screen.known) of \(screen.elements) elements are known"
    guard !screen.notFollowed.isEmpty else {
      return text
        + "; the rest shows data known only at run time: describe the screen in a manifest to check it"
    }
    let named = screen.notFollowed.prefix(3).map { "\($0.name) (\($0.why.rawValue))" }
    text += "; not followed: " + named.joined(separator: ", ") + (screen.notFollowed.count > 3 ? ", …" : "")
    let packages = screen.notFollowed.filter { $0.why == .notInSources }.map(\.name)
    if let first = packages.first {
      text +=
        ". Add that package's sources to the sources, or give the view a role in the config's `components` (\(quoted(first)): \"container\" shows its content; \"button\", \"textField\", \"image\"…)"
    } else if screen.notFollowed.contains(where: { $0.why == .bound }) {
      text += ". Split the views, or describe the screen in a manifest"
    } else {
      text +=
        ". Hand the content on as a closure or a view of the sources, or describe the screen in a manifest"
    }
    return text
  }
}
