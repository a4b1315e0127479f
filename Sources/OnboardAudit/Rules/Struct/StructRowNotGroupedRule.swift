/// `struct.row-not-grouped`: a feature row read in pieces.
struct StructRowNotGroupedRule: Rule {
  let description = RuleDescription(
    id: "struct.row-not-grouped",
    defaultSeverity: .warning,
    summary: "A feature row or carousel item is read as several stops, or the stops of rows interleave",
    rationale: """
      A row of icon, title and subtitle read as three stops triples the swipes and separates \
      the title from what it explains; with frames, rows can even interleave (the first \
      title, the second title, then the first subtitle). Give the row `children: combine`, \
      or `contain` to keep its stops together. Rows are containers with `role: group` or a \
      horizontal `axis` and no `children` mode; rows with a control in them may be read \
      in pieces. An item of a `carousel` is a card: a quote and its author read as two \
      stops are two swipes per card, and the author can be heard without the quote.
      """,
    reference: "Apple, accessibilityElement(children:); WCAG 2.2, 1.3.2 Meaningful Sequence",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        ↓{"id": "row", "role": "group", "axis": "horizontal", "elements": [
          {"id": "row.title", "role": "text", "text": "body"},
          {"id": "row.subtitle", "role": "text", "text": "go.hint"}]}
        """),
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title", "frame": [32, 40, 326, 40]},
        ↓{"id": "left", "elements": [
          {"id": "left.title", "role": "text", "text": "body", "frame": [20, 100, 160, 20]},
          {"id": "left.note", "role": "text", "text": "go.hint", "frame": [20, 130, 160, 20]}]},
        {"id": "right", "elements": [
          {"id": "right.title", "role": "text", "text": "go", "frame": [200, 100, 160, 20]}]}
        """),
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "quotes", "role": "carousel", "children": "contain", "elements": [
          ↓{"id": "quote.1", "elements": [
            {"id": "quote.1.text", "role": "text", "text": "body"},
            {"id": "quote.1.author", "role": "text", "text": {"literal": "Mara"}}]}]}
        """),
    ],
    nonTriggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "row", "role": "group", "axis": "horizontal", "children": "combine", "elements": [
          {"id": "row.title", "role": "text", "text": "body"},
          {"id": "row.subtitle", "role": "text", "text": "go.hint"}]},
        {"id": "nav", "role": "group", "axis": "horizontal", "elements": [
          {"id": "back", "role": "button", "text": {"literal": "Back"}, "actions": ["activate"]},
          {"id": "go", "role": "button", "text": "go", "actions": ["activate"]}]},
        {"id": "quotes", "role": "carousel", "children": "contain", "elements": [
          {"id": "quote.1", "children": "combine", "elements": [
            {"id": "quote.1.text", "role": "text", "text": "body"},
            {"id": "quote.1.author", "role": "text", "text": {"literal": "Mara"}}]}]}
        """)
    ],
    scope: .flow)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    let stops = context.simulation.stops
    let carouselItems = Set(
      context.screen.allElements.filter { $0.role == .carousel }.flatMap { $0.elements.map(\.id) })
    for element in context.screen.allElements where element.children == nil && !element.elements.isEmpty {
      let inside = context.simulation.stops(within: element.id)
      guard inside.count >= 2 else { continue }
      if carouselItems.contains(element.id), !inside.contains(where: \.stop.isActionable) {
        sink.report(
          "the carousel item \(context.name(of: element)) on screen \(quoted: context.screen.id) is read as \(inside.count) stops, so each card takes \(inside.count) swipes and its parts can be heard apart; give it children 'combine'",
          on: element, in: context)
        continue
      }
      let isRow = element.role == .group || element.axis == .horizontal
      if isRow, !inside.contains(where: \.stop.isActionable) {
        sink.report(
          "the row \(context.name(of: element)) on screen \(quoted: context.screen.id) is read as \(inside.count) stops, so VoiceOver users swipe \(inside.count) times and hear its title apart from what it explains; give it children 'combine'",
          on: element, in: context)
        continue
      }
      let numbers = inside.map(\.number)
      guard let first = numbers.first, let last = numbers.last, last - first + 1 != numbers.count else {
        continue
      }
      let intruder = stops[(first - 1)..<last].first { !$0.stop.isWithin(element.id) }
      sink.report(
        "the stops of \(context.name(of: element)) on screen \(quoted: context.screen.id) interleave with \(quoted: intruder?.stop.element.id ?? ""), so VoiceOver users hear one row's parts mixed with another's; give it children 'contain' or 'combine'",
        on: element, in: context)
    }
  }
}
