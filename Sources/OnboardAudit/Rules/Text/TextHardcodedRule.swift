/// `text.hardcoded`: user-facing text in the Swift sources that is not looked up.
struct TextHardcodedRule: Rule {
  let description = RuleDescription(
    id: "text.hardcoded",
    defaultSeverity: .warning,
    summary: "User-facing text in the Swift sources is shown as written, not looked up in the tables",
    rationale: """
      `Text(verbatim: "Welcome")`, and `Text(title)` where `title` is a `String`, show their \
      text as it is in every locale: SwiftUI looks up only a `LocalizedStringKey` (a literal \
      written in place, or a value of that type). So the text is never extracted for \
      translators and a German user reads English. Only text with letters is reported, and \
      not the `doNotTranslate` terms (the app's name); a `String` that holds a key and is \
      looked up later (`LocalizedStringKey(key)`) is not shown as written and not reported. \
      A literal is reported once, where it is written, however many views show it: also a \
      literal of a model (`Text(page.title)` where `page` is an item of a fixed array and the \
      sources declare `title` a `String`); where the sources do not say the type, it may be a \
      key, and nothing is reported. Like Android Lint's HardcodedText.
      """,
    reference: "Apple, Preparing views for localization (SwiftUI); Android Lint, HardcodedText",
    triggeringExamples: [
      RuleExample(
        [
          (
            "WelcomeView.swift",
            """
            import SwiftUI

            struct WelcomeView: View {
              private let title = ↓"Welcome to Ova"
              var body: some View {
                Text(verbatim: ↓"Start writing")
                Text(title)
                Button(title) {}
              }
            }
            """
          )
        ]),
      RuleExample(
        [
          (
            "Slide.swift",
            """
            struct Slide {
              let title: String
            }

            let slides = [Slide(title: ↓"Plan your week"), Slide(title: ↓"Share a list")]
            """
          ),
          (
            "WelcomeView.swift",
            """
            import SwiftUI

            struct WelcomeView: View {
              @State private var page = 0
              var body: some View {
                TabView(selection: $page) {
                  ForEach(0..<slides.count, id: \\.self) { index in
                    Text(slides[index].title).tag(index)
                  }
                }
                .tabViewStyle(.page)
              }
            }
            """
          ),
        ]),
    ],
    nonTriggeringExamples: [
      RuleExample(
        [
          (
            "WelcomeView.swift",
            """
            import SwiftUI

            struct WelcomeView: View {
              let name: String
              private let key = "welcome.title"
              var body: some View {
                Text(verbatim: "Ova")
                Text(verbatim: "·")
                Text(name)
                Text(LocalizedStringKey(key))
                #if DEBUG
                Text(verbatim: "Debug build")
                #endif
              }
            }
            """
          )
        ], doNotTranslate: ["Ova"]),
      RuleExample(
        [
          (
            "WelcomeView.swift",
            """
            import SwiftUI
            import KitchenKit

            // `Card` comes from a package: its title may be a key.
            struct WelcomeView: View {
              private let cards = [Card(title: "Plan your week"), Card(title: "Share a list")]
              var body: some View {
                VStack {
                  ForEach(cards.indices, id: \\.self) { index in Text(cards[index].title) }
                }
              }
            }
            """
          )
        ]),
    ],
    scope: .flow)

  func check(project: ProjectContext, _ sink: inout FindingSink) {
    let terms = Set(project.settings.doNotTranslate)
    for file in project.sources?.files ?? [] {
      // Once per literal, however many views show it.
      var reported: Set<SourceLocation> = []
      for item in file.hardcoded
      where !terms.contains(trimmed(item.text)) && reported.insert(item.location).inserted {
        sink.report(
          "\(quoted: item.text) is shown as written in every locale by \(item.call); look it up instead: a literal key in place (Text(\"…\")), a LocalizedStringKey, or String(localized:)",
          at: item.location)
      }
    }
  }

  private func trimmed(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.isWhiteSpace }),
      let last = scalars.lastIndex(where: { !$0.isWhiteSpace })
    else { return "" }
    return String(scalars[first...last])
  }
}
