/// `format.invalid`: a malformed placeholder, or positional and plain ones mixed.
struct FormatInvalidRule: Rule {
  let description = RuleDescription(
    id: "format.invalid",
    defaultSeverity: .error,
    summary: "A placeholder is malformed, reads an argument with two types, or leaves a gap",
    rationale: """
      A lone `%` or an unknown conversion (`%1%k`) makes `String(format:)` print garbage or \
      read a wrong argument. One argument read with two types (`%1$lld … %1$@`) reads an \
      integer as an object, a crash. On Apple platforms a numbered placeholder past a gap \
      (`%2$@` with no `%1$`) is a crash too: CoreFoundation collects the arguments by the types \
      the placeholders give, and an unread slot has none, so every later argument is read as \
      the one before. Numbered and unnumbered placeholders mixed (`%@` beside `%2$d`) do have \
      a defined order (the unnumbered ones read arguments 1, 2, … in turn, whatever the \
      numbered ones read): a warning, unless it leads to one of the errors above; inside a \
      `.stringsdict` variable an unnumbered placeholder reads the variable's own argument, as \
      CoreFoundation binds it, so mixing is right there. Only strings \
      used as formats are checked: a value whose source has a placeholder or `%%`, so prose \
      such as \"50%\" in a plain string is left alone, and so is a conversion that prose \
      makes: one flagged with a space or `-` right after a number (`% g` in \"100% \
      guaranteed\", `%-o` in \"100%-osan\"), in a source that has no other placeholder. With \
      Swift sources, a key the code formats (it passes arguments) is always checked, and one \
      it looks up with none through SwiftUI or `String(localized:)` never is: the value is \
      shown as it is. An Interface Builder table (named after a storyboard or xib, or keyed \
      by object ids such as `xrJ-Um-BrJ.title`) is never checked: its values are labels, \
      set as they are. Write a literal percent sign as `%%` in \
      formats. Android strings follow Java's `Formatter`: `%@` is invalid there even where the \
      source has no placeholder (it shows as is, or throws), length modifiers (`%ld`) are \
      invalid, `%n` is a line break, an argument may be left unread, and `%s` reads any type.
      """,
    reference: "Apple, String Format Specifiers; IEEE Std 1003.1 (printf); Java, java.util.Formatter",
    triggeringExamples: [
      RuleExample([
        ("res/values/strings.xml", "<resources>\n<string name=\"saved\">Saved %s</string>\n</resources>\n"),
        (
          "res/values-de/strings.xml",
          "<resources>\n<string name=\"saved\">↓%@ gespeichert</string>\n</resources>\n"
        ),
      ]),
      RuleExample([
        ("en.lproj/Localizable.strings", "\"saved\" = \"Saved %@\";\n"),
        ("de.lproj/Localizable.strings", "\"saved\" = ↓\"%1%k gespeichert\";\n"),
      ]),
      RuleExample([("en.lproj/Localizable.strings", "\"posts\" = ↓\"%1$lld posts by %1$@\";\n")]),
      RuleExample([("en.lproj/Localizable.strings", "\"pair\" = ↓\"%2$@ is here\";\n")]),
      // A warning: numbered and unnumbered mixed, consistent as CoreFoundation reads it.
      RuleExample([("en.lproj/Localizable.strings", "\"pair\" = ↓\"%@ and %2$d\";\n")]),
      // The code formats the value (it passes a name), so its lone `%` is no prose.
      RuleExample([
        ("en.lproj/Localizable.strings", "\"done %@\" = ↓\"Done at 100%\";\n"),
        (
          "Progress.swift",
          """
          import SwiftUI

          struct Progress: View {
            let name: String
            var body: some View { Text("done \\(name)") }
          }
          """
        ),
      ]),
      RuleExample([
        ("res/values/strings.xml", "<resources>\n<string name=\"hi\">Hello</string>\n</resources>\n"),
        ("res/values-de/strings.xml", "<resources>\n<string name=\"hi\">↓Hallo %@</string>\n</resources>\n"),
      ]),
    ],
    nonTriggeringExamples: [
      // Prose with a percent sign, not `% g` and `%-o`: its translations are text too.
      RuleExample([
        ("en.lproj/Localizable.strings", "\"sure\" = \"100% guaranteed\";\n\"off\" = \"Save 100%-ly\";\n"),
        (
          "fr.lproj/Localizable.strings",
          "\"sure\" = \"Garanti à 100 %\";\n\"off\" = \"100 % d'économies\";\n"
        ),
        ("hu.lproj/Localizable.strings", "\"sure\" = \"100%-osan garantált\";\n"),
      ]),
      // The code looks the key up with no arguments: SwiftUI shows the value as it is.
      RuleExample([
        ("en.lproj/Localizable.strings", "\"battery\" = \"Charged to %d\";\n"),
        ("de.lproj/Localizable.strings", "\"battery\" = \"Zu %d geladen (100%)\";\n"),
        (
          "Battery.swift",
          """
          import SwiftUI

          struct Battery: View {
            var body: some View { Text("battery") }
          }
          """
        ),
      ]),
      RuleExample([
        ("en.lproj/Localizable.strings", "\"sale\" = \"Save 50% today\";\n\"done\" = \"%d%% done\";\n"),
        ("fr.lproj/Localizable.strings", "\"sale\" = \"50 % de remise\";\n\"done\" = \"%d %% fait\";\n"),
      ]),
      // Java reads arguments by index: one may be left unread, and %s reads any type.
      RuleExample([
        ("res/values/strings.xml", "<resources>\n<string name=\"n\">%1$s has %2$d</string>\n</resources>\n"),
        ("res/values-de/strings.xml", "<resources>\n<string name=\"n\">%2$s neue</string>\n</resources>\n"),
      ]),
    ])

  func check(locale context: LocaleContext, _ sink: inout FindingSink) {
    let syntax = context.table.formatSyntax
    let uses = context.settings.formatUses
    for (entry, leaf) in context.leaves(with: .percent) {
      let use = uses.isEmpty ? nil : uses.use(table: context.table.identity, key: entry.key)
      // A value the code shows as it is is text, whatever `%` it holds.
      if use == .asIs { continue }
      let matcher = context.sourceMatcher(for: entry)
      let format = FormatString(leaf.text.string, syntax: syntax)
      // `%@` in an Android string shows as it is, or throws: a problem whatever the source.
      let androidObject = syntax == .java && Self.containsObjectPlaceholder(leaf.text.string)
      // The gap check needs the whole string: a variant reads arguments of the whole format.
      let isWhole = leaf.path.isEmpty && entry.value.substitutions.isEmpty
      // Inside a `.stringsdict` variable or catalog substitution, CoreFoundation binds an
      // unnumbered placeholder to the variable's own argument (its initial argument
      // position), so "%1$@, and %ld mutuals" reads the name and the count: numbering is
      // checked only in whole strings.
      let inVariable = TextScan.contains(leaf.path, "substitution.")
      let argumentProblem =
        inVariable ? nil : Self.argumentProblem(format, syntax: syntax, checksGaps: isWhole)
      guard
        let problem = format.problems.first(where: { !$0.isWarning }) ?? argumentProblem
          ?? (inVariable ? nil : format.problems.first)
      else { continue }
      let reference = matcher.flatMap { matcher in
        matcher.sourceLeaf(for: leaf.path).map(matcher.format(of:))
      }
      // A string is a format when the code formats it, or when its source is one (or, for
      // the source, when it is one): "100% guaranteed" is prose, not `% g`.
      guard use == .formatted || (reference ?? format).isFormat || androidObject else { continue }
      sink.report(
        "\(problem.message) in \(quoted: entry.key)\(variantSuffix(leaf.path)); \(problem.advice)",
        at: leaf.text.location, in: context, key: entry.key, severity: problem.isWarning ? .warning : nil)
    }
  }

  /// Whether the text holds `%@`, byte by byte.
  private static func containsObjectPlaceholder(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
      if previous == UInt8(ascii: "%") && byte == UInt8(ascii: "@") { return true }
      previous = byte
    }
    return false
  }

  /// One argument read with two types that do not agree, or, on Apple platforms, a numbered
  /// placeholder past an argument nothing reads.
  static func argumentProblem(_ format: FormatString, syntax: FormatSyntax, checksGaps: Bool)
    -> FormatString.Problem?
  {
    // One placeholder, not numbered: nothing to disagree with, no gap to leave.
    if format.placeholders.count < 2 && !format.placeholders.contains(where: \.isPositional) { return nil }
    let reading = format.placeholders.filter { $0.argument > 0 }
    var first: [Int: Placeholder] = [:]
    for placeholder in reading {
      guard let earlier = first[placeholder.argument] else {
        first[placeholder.argument] = placeholder
        continue
      }
      let agree =
        FormatMismatchRule.compatible(earlier.kind, placeholder.kind, syntax: syntax)
        && FormatMismatchRule.compatible(placeholder.kind, earlier.kind, syntax: syntax)
      if !agree && !(syntax == .java && (earlier.kind == .object || placeholder.kind == .object)) {
        return FormatString.Problem(
          message:
            "argument \(placeholder.argument) is read as \(earlier.kind) by '\(earlier.spec)' and as \(placeholder.kind) by '\(placeholder.spec)'",
          advice: "read each argument with one type", offset: placeholder.offset)
      }
    }
    guard checksGaps, syntax == .apple, let highest = first.keys.max(),
      !format.placeholders.contains(where: { $0.kind.isBoundByName })
    else { return nil }
    guard let unread = (1...highest).first(where: { first[$0] == nil }), let later = first[highest] else {
      return nil
    }
    return FormatString.Problem(
      message:
        "'\(later.spec)' reads argument \(highest) but nothing reads argument \(unread), so CoreFoundation reads every later argument as the one before",
      advice: "read every argument, or number the placeholders from 1 without a gap", offset: later.offset)
  }
}
