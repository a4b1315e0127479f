/// `input.unreadable`: a table file that cannot be decoded or parsed.
struct InputUnreadableRule: Rule {
  let description = RuleDescription(
    id: "input.unreadable",
    defaultSeverity: .error,
    summary: "A table file cannot be decoded or parsed",
    rationale: """
      Apple's and Android's loaders drop a table they cannot parse, and the app shows raw keys \
      or the development language for every string in it. The message gives the line and \
      column where reading stopped; the entries before it are still audited, and so are the \
      other files. An empty file is an empty table, not an unreadable one. A `.strings` file \
      whose last entry is followed by an unterminated `/*` comment loses nothing (Apple's \
      parser ignores the comment silently): a warning.
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
      // Loses nothing, so a warning.
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
    for file in project.loaded.files {
      guard let problem = file.result.problem else { continue }
      sink.report(
        problem.message, at: problem.location, locale: file.folderLocale?.tag, table: file.table,
        severity: problem.losesNothing ? .warning : nil)
    }
    guard let sources = project.sources else { return }
    for path in sources.missingInputs {
      sink.report("no such file or folder: \(path) (given as Swift sources)", at: SourceLocation(file: path))
    }
    // swift-syntax recovers from a syntax error and the rest of the file is read: a note.
    for file in sources.files {
      guard let problem = file.problem else { continue }
      sink.report(problem.message, at: problem.location, severity: .note)
    }
  }
}
