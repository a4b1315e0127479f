/// `label.unresolved`: a `FlowText` whose key a locale's table lacks.
struct LabelUnresolvedRule: Rule {
  static let id = "label.unresolved"

  let description = RuleDescription(
    id: LabelUnresolvedRule.id,
    defaultSeverity: .error,
    summary: "A label, hint or text has no value in a locale, so the source text or the raw key is read",
    rationale: """
      When a key is missing from a locale's table the app shows (and VoiceOver reads) the \
      development-language text, and when it is in no table at all, the key itself \
      ("welcome.title"). The finding is on the element in the manifest, in each locale where \
      it happens; `key.missing` reports the same gap from the table's side. A key several \
      elements of one screen show is one finding, on the first of them. Literal texts are \
      not checked, and neither is a key with no letter in no table (`Text("🪪")`): the app \
      shows it as written.
      """,
    reference: "Apple, Bundle.localizedString(forKey:value:table:); WCAG 2.2, 3.1.2 Language of Parts",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        ↓{"id": "body", "role": "text", "text": "body"}
        """, files: [("de.lproj/Onboarding.strings", "\"title\" = \"Willkommen\";\n")]),
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        ↓{"id": "note", "role": "text", "text": "note.missing"}
        """),
    ],
    nonTriggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "body", "role": "text", "text": "body"},
        {"id": "brand", "role": "text", "text": {"literal": "Ova"}}
        """,
        files: [
          ("de.lproj/Onboarding.strings", "\"title\" = \"Willkommen\";\n\"body\" = \"Schreib jeden Tag.\";\n")
        ])
    ],
    scope: .locale)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    // One finding per key on a screen: each element that shows it has the same cause.
    var reported: Set<String> = []
    for field in context.simulation.fields where !field.element.ignore.contains(Self.id) {
      if field.resolved.status == .raw,
        !(field.text.key ?? "").unicodeScalars.contains(where: TextScan.isLetter)
      {
        continue
      }
      if let key = field.text.key, field.resolved.status == .raw || field.resolved.status == .fallback {
        guard reported.insert(key).inserted else { continue }
      }
      let key = quoted(field.text.key ?? "")
      let what = "the \(field.field) of \(quoted(field.element.id)) on screen \(quoted(context.screen.id))"
      switch field.resolved.status {
      case .fallback:
        sink.report(
          "key \(key) for \(what) is missing in \(quoted: context.locale.tag); VoiceOver reads the source text \(quoted: field.resolved.string, limit: 40); add its translation",
          on: field.element, in: context)
      case .raw:
        sink.report(
          "key \(key) for \(what) is in no table of \(quoted: context.locale.tag); VoiceOver reads the raw key; define it in \(quoted: context.strings.tableName(of: field.text))",
          on: field.element, in: context)
      case .literal, .resolved, .unknown:
        break
      }
    }
  }
}
