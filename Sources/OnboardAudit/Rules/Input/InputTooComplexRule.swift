/// `input.too-complex`: where a bound stopped the expansion of the flow derived from the Swift
/// sources (docs/swiftui.md, "Bounded work").
struct InputTooComplexRule: Rule {
  let description = RuleDescription(
    id: ExpansionBudget.rule,
    defaultSeverity: .note,
    summary: "The Swift sources nest views too many times over to derive the whole flow",
    rationale: """
      A flow derived from SwiftUI code expands each view of the sources where it is used. \
      Views that nest each other many times over (a view showing two of a view that shows two \
      of …, forty levels deep) grow as a power of their depth, in a few lines of legal code, \
      so expansion is bounded: views nest at most 32 deep, a screen has at most 2,000 \
      elements and a flow at most 10 per line of its sources (10,000 at least). Where a bound \
      stops it, the view not expanded is one element of unknown content, on which no rule \
      reports, and one note per screen names it at its use (one for the screens that stop at \
      the same use); the rest of the screen is still checked. A view written without \
      arguments is expanded once per screen and reused. Split the view, or write the flow as \
      a manifest to check what it hides.
      """,
    reference: "docs/swiftui.md, Bounded work",
    triggeringExamples: [
      RuleExample([("Views/Nested.swift", InputTooComplexRule.nested(levels: 33, marked: true))])
    ],
    nonTriggeringExamples: [
      RuleExample([("Views/Nested.swift", InputTooComplexRule.nested(levels: 20, marked: false))])
    ],
    scope: .flow)

  /// An onboarding view whose content is `levels` views, each inside the one before; with
  /// `marked`, the use of the last is where the note lands.
  static func nested(levels: Int, marked: Bool) -> String {
    var code = "import SwiftUI\n\nstruct OnboardingView: View {\n  var body: some View { Level1() }\n}\n"
    for level in 1...levels {
      let content =
        level == levels
        ? "Image(decorative: \"leaf\")" : (marked && level == levels - 1 ? "↓" : "") + "Level\(level + 1)()"
      code += "\nstruct Level\(level): View {\n  var body: some View { \(content) }\n}\n"
    }
    return code
  }

  func check(project: ProjectContext, _ sink: inout FindingSink) {
    for note in project.expansionNotes where note.rule == description.id {
      sink.report(FindingMessage(note.message), at: note.location)
    }
  }
}
