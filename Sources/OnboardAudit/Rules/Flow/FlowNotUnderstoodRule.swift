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
      screen. The JSON report's `summary.sources` and the text summary count every screen.
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
