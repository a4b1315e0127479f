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
      stops are two swipes per card, and the author can be heard without the quote. From \
      SwiftUI code, what the tool does not know (a view not in the sources, an image it \
      cannot name) is no part of a row, and neither the stops of branches that never show \
      together nor the layers of a `ZStack` interleave.
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
      // A full page of a carousel, with its own heading: read stop by stop, as a screen is.
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title", "frame": [32, 96, 326, 40]},
        {"id": "tour", "role": "carousel", "children": "contain", "frame": [0, 150, 390, 500], "elements": [
          {"id": "page.1", "frame": [0, 150, 390, 500], "elements": [
            {"id": "page.1.title", "role": "header", "text": "title", "frame": [32, 170, 326, 40]},
            {"id": "page.1.body", "role": "text", "text": "body", "frame": [32, 220, 326, 60]}]}]}
        """),
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
        """),
    ],
    scope: .flow)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    let all = context.screen.allElements
    let carouselItems = Set(all.filter { $0.role == .carousel }.flatMap { $0.elements.map(\.id) })
    let overlays = Set(all.filter { $0.axis == .overlay }.map(\.id))
    for element in all where element.children == nil && !element.elements.isEmpty {
      // A part the tool does not know (a view not in the sources, an image it cannot name)
      // is no part of a row: it may be no stop at all, and its size is a guess.
      let inside = context.simulation.stops(within: element.id).filter { !$0.stop.isUnknown }
      guard inside.count >= 2 else { continue }
      // The parts of one state: stops of a branch that never shows with the first are not.
      let shown = Self.together(inside)
      // A full page of a carousel, with its own heading, is a page, read stop by stop as a
      // screen is; a card is what should be one stop.
      let isPage = shown.contains { $0.stop.traits.contains(.header) }
      if carouselItems.contains(element.id), isPage { continue }
      if carouselItems.contains(element.id), shown.count >= 2, !shown.contains(where: \.stop.isActionable) {
        sink.report(
          "the carousel item \(context.name(of: element)) on screen \(quoted: context.screen.id) is read as \(shown.count) stops, so each card takes \(shown.count) swipes and its parts can be heard apart; give it children 'combine'",
          on: element, in: context)
        continue
      }
      let isRow = element.role == .group || element.axis == .horizontal
      if isRow, shown.count >= 2, !shown.contains(where: \.stop.isActionable) {
        sink.report(
          "the row \(context.name(of: element)) on screen \(quoted: context.screen.id) is read as \(shown.count) stops, so VoiceOver users swipe \(shown.count) times and hear its title apart from what it explains; give it children 'combine'",
          on: element, in: context)
        continue
      }
      guard
        let intruder = Self.intruder(
          in: inside, of: element.id, overlays: overlays, stops: context.simulation.stops)
      else {
        continue
      }
      sink.report(
        "the stops of \(context.name(of: element)) on screen \(quoted: context.screen.id) interleave with \(quoted: intruder.element.id), so VoiceOver users hear one row's parts mixed with another's; give it children 'contain' or 'combine'",
        on: element, in: context)
    }
  }

  /// The stops that show with the first, in order: each one that shows with all kept.
  static func together(_ stops: [SpokenStop]) -> [SpokenStop] {
    guard stops.contains(where: { !$0.stop.element.shownWhen.terms.isEmpty }) else { return stops }
    var kept: [SpokenStop] = []
    for stop in stops where kept.allSatisfy({ $0.stop.canShow(with: stop.stop) }) { kept.append(stop) }
    return kept
  }

  /// The first known stop read between two stops of a container (`inside`, in reading
  /// order) that shows together with both. Stops of branches that never show at once (an
  /// invitation and the search that replaces it) do not interleave, nor do the layers of a
  /// `ZStack` (`overlay` axis): where a layer falls among the stops of another rests on
  /// sizes the layout can only guess.
  static func intruder(in inside: [SpokenStop], of id: String, overlays: Set<String>, stops: [SpokenStop])
    -> FocusStop?
  {
    guard let first = inside.first, let last = inside.last?.number,
      last - first.number + 1 > inside.count
    else { return nil }
    let path = first.stop.ancestors.prefix { $0 != id } + [id]
    let branched = inside.contains { !$0.stop.element.shownWhen.terms.isEmpty }
    for candidate in stops[first.number..<(last - 1)]
    where !candidate.stop.isWithin(id) && !candidate.stop.isUnknown {
      let shared = zip(path, candidate.stop.ancestors).prefix { $0 == $1 }.last?.0
      if let shared, overlays.contains(shared) { continue }
      if !branched, candidate.stop.element.shownWhen.terms.isEmpty { return candidate.stop }
      let shown = inside.filter { $0.stop.canShow(with: candidate.stop) }
      let before = shown.filter { $0.number < candidate.number }
      let after = shown.filter { $0.number > candidate.number }
      if before.contains(where: { early in after.contains { early.stop.canShow(with: $0.stop) } }) {
        return candidate.stop
      }
    }
    return nil
  }
}
