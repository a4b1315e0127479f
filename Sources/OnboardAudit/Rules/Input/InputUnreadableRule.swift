/// `input.unreadable`: a table file that cannot be decoded or parsed.
struct InputUnreadableRule: Rule {
  let description = RuleDescription(
    id: "input.unreadable",
    defaultSeverity: .error,
    summary: "A table file or the flow manifest cannot be decoded or parsed",
    rationale: """
      Apple's and Android's loaders drop a table they cannot parse, and the app shows raw keys \
      or the development language for every string in it. The message gives the line and \
      column where reading stopped; the entries before it are still audited, and so are the \
      other files. An empty file is an empty table, not an unreadable one. A `.strings` file \
      whose last entry is followed by an unterminated `/*` comment is read whole by Apple's \
      parser, which ignores the comment: a note, since an entry added after it would be \
      lost. A `.strings` file in XML or binary property list format is read as Apple's loader \
      reads it; one whose top level is no dictionary, or that is no well-formed property \
      list, is dropped by the loader. A manifest (`onboarding.json`) with \
      a syntax error, an unknown field, a value of the wrong type or a bad value is one \
      finding at its line and column, with the JSON path and a "did you mean" for a typo; \
      no screen is simulated until it is fixed, and the tables are still audited.
      """,
    reference: "Apple, String Resources (old-style property list format); ECMA-404 (JSON); XML 1.0",
    triggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n"),
        ("de.lproj/Localizable.strings", "\"hello\" = ↓\"Hallo;\n"),
      ]),
      RuleExample([("en.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\"↓ \"B\";\n")]),
      // The comment hides an entry: Apple's parser drops "b" without a word.
      RuleExample([("en.lproj/Localizable.strings", "\"a\" = \"A\";\n↓/* b\n\"b\" = \"B\";\n")]),
      // Loses nothing: a note.
      RuleExample([("en.lproj/Localizable.strings", "\"a\" = \"A\";\n↓/* the end\n")]),
      RuleExample([
        ("en.lproj/Localizable.strings", "\"welcome\" = \"Welcome\";\n"),
        (
          "Views/WelcomeView.swift",
          "import SwiftUI\n\nstruct WelcomeView: View {\n  var body: some View {\n    Text(\"welcome\"↓\n  }\n}\n"
        ),
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        ("en.lproj/Localizable.strings", "/* greeting */\n\"hello\" = \"Hello\";\n"),
        ("de.lproj/Localizable.strings", ""),
      ])
    ])

  func check(project: ProjectContext, _ sink: inout FindingSink) {
    if let problem = project.flowProblem {
      sink.report(
        "the flow manifest cannot be used, so no screen is checked for VoiceOver or Reduce Motion until it is fixed: \(problem.message)",
        at: problem.location)
    }
    for file in project.loaded.files {
      guard let problem = file.result.problem else { continue }
      sink.report(
        FindingMessage(problem.message), at: problem.location, locale: file.folderLocale?.tag,
        table: file.table,
        severity: problem.losesNothing ? .note : nil)
    }
    guard let sources = project.sources else { return }
    for path in sources.missingInputs {
      sink.report("no such file or folder: \(path) (given as Swift sources)", at: SourceLocation(file: path))
    }
    // swift-syntax recovers from a syntax error and the rest of the file is read: a note.
    for file in sources.files {
      guard let problem = file.problem else { continue }
      sink.report(FindingMessage(problem.message), at: problem.location, severity: .note)
    }
  }
}
