/// `motion.autoplay-no-pause`: motion, blinking or auto-updating content that plays on by
/// itself with no pause.
struct MotionAutoplayNoPauseRule: Rule {
  static let maximumSeconds = RuleOption.number(
    "maximumSeconds", of: "motion.autoplay-no-pause", default: 5, in: 0...60,
    "How long content may move, blink or auto-update by itself with no pause, in seconds (WCAG 2.2.2's 5 s)")

  let description = RuleDescription(
    id: "motion.autoplay-no-pause",
    defaultSeverity: .error,
    summary:
      "Content moves, blinks, loops or auto-updates by itself for more than 5 s with no way to pause it",
    rationale: """
      Moving or blinking content that starts by itself pulls the eye away from the text and \
      keeps pulling; people with attention or vestibular disorders cannot read next to it. \
      WCAG asks for a way to pause, stop or hide anything that starts automatically, lasts \
      more than five seconds and is shown beside other content. An animation counts when it \
      starts by itself (`appear`, `loop`, the screen's transition) and moves, flashes or \
      repeats, and when its running time (`duration` × `repeat`, endless for `"forever"` and \
      for a `loop` without a count; 0.35 s when no duration is given) is over 5 s; \
      `userCanPause: true` says the screen offers a control that pauses it. It is checked \
      with Reduce Motion off and on (a fallback inherits the animation's `userCanPause`), \
      and reported once. Auto-updating content is in 2.2.2's scope too, loop animations or \
      not: a `carousel` with `autoAdvance` is taken to cycle through its items for as long \
      as the screen shows, and a screen's `autoAdvance` runs for its `after`; either counts \
      when it runs past 5 s and sets neither `userCanPause` nor `userCanDisable` (letting the \
      user extend the time is 2.2.1's remedy, not a way to pause or stop). Such a carousel is \
      one finding: the slide of its items, which its timer drives, is not reported again; \
      other motion inside it is. The option `maximumSeconds` moves the 5 s. The rule cannot \
      check that the pause control exists or works.
      """,
    reference: "WCAG 2.2, 2.2.2 Pause, Stop, Hide; Apple HIG, Motion",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "icon", "role": "image", "symbol": "sparkles", "label": {"literal": "Sparkles"},
         "animations": [↓{"kind": "bounce", "trigger": "loop", "duration": 0.8, "repeat": "forever",
                         "reducedMotion": {"kind": "none"}}]},
        {"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
        """),
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "badge", "role": "text", "text": "body",
         "animations": [{"kind": "scale", "repeat": 3, "duration": 1,
                         "reducedMotion": ↓{"kind": "fade", "repeat": 12, "duration": 0.5}}]},
        {"id": "go", "role": "button", "text": "go", "actions": ["activate"]}
        """),
      // A testimonial carousel that changes every 4 s, with no animation declared.
      flowExample(FlowExampleDefaults.carousel(autoAdvance: #"↓{"after": 4}"#)),
      flowExample(
        FlowExampleDefaults.titleAndButton, screen: #""title": "title", "autoAdvance": ↓{"after": 8}"#),
    ],
    nonTriggeringExamples: [
      flowExample(
        FlowExampleDefaults.carousel(autoAdvance: #"{"after": 4, "userCanPause": true}"#),
        screen: #""title": "title", "autoAdvance": {"after": 4}"#),
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title"},
        {"id": "icon", "role": "image", "symbol": "sparkles", "label": {"literal": "Sparkles"},
         "animations": [{"kind": "bounce", "trigger": "loop", "duration": 0.8, "repeat": "forever",
                         "userCanPause": true, "reducedMotion": {"kind": "none"}},
                        {"kind": "pulse", "duration": 0.8, "repeat": 3, "reducedMotion": {"kind": "none"}}]},
        {"id": "go", "role": "button", "text": "go", "actions": ["activate"],
         "animations": [{"kind": "wiggle", "trigger": "interaction", "repeat": "forever",
                         "reducedMotion": {"kind": "none"}}]}
        """),
    ],
    scope: .flow,
    options: [Self.maximumSeconds])

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    let limit = context.settings.options[Self.maximumSeconds]
    var reported: Set<SourceLocation> = []
    // A carousel that changes by itself with no pause is one finding (below): the slide of
    // its items, which its timer drives, is not a second one. Other motion inside it (an
    // icon's endless pulse) plays on its own, and is.
    let inCarousel = Set(
      context.screen.allElements.filter { $0.autoAdvance.map { !Self.canPause($0) } ?? false }
        .flatMap { [$0.id] + $0.descendants.map(\.id) })
    for mode in MotionMode.allCases {
      for run in context.timeline(mode).allRuns where Self.playsOn(run, longerThan: limit) {
        if let element = run.element, inCarousel.contains(element.id),
          Self.carouselMoves.contains(run.declared.kind)
        {
          continue
        }
        guard reported.insert(run.declared.location).inserted, let running = run.running else { continue }
        let length = run.runsFor.map { "for \(secondsText($0))" } ?? "forever"
        let when = mode == .normal ? "" : " with Reduce Motion on (its fallback \(running.kind.rawValue))"
        sink.report(
          "\(run.subject) on \(context.screenName) plays by itself \(length)\(when) with no way to pause it, pulling the eye away from the text; stop it within \(secondsText(limit)) or offer a pause control (userCanPause)",
          about: run, in: context, at: run.location)
      }
    }
    if let advance = context.screen.autoAdvance, advance.after > limit, !Self.canPause(advance) {
      sink.reportOnScreen(
        "\(context.screenName) moves on by itself after \(secondsText(advance.after)) with no way to pause it, taking the text away from whoever is still reading or listening; add a pause control and set userCanPause, or let the user move on",
        in: context, at: advance.location)
    }
    for element in context.screen.allElements {
      guard let advance = element.autoAdvance, !Self.canPause(advance) else { continue }
      sink.report(
        "\(context.name(of: element)) on \(context.screenName) changes by itself every \(secondsText(advance.after)) for as long as the screen shows, with no way to pause it: the text changes under whoever is reading or listening; add a pause control and set userCanPause",
        on: element, in: context, at: advance.location)
    }
  }

  /// How a carousel moves from one item to the next.
  static let carouselMoves: Set<FlowAnimation.Kind> = [.slide, .parallax, .scroll, .crossFade, .fade]

  /// Whether the user can pause or stop an auto-advance (WCAG 2.2.2's mechanisms).
  static func canPause(_ advance: AutoAdvance) -> Bool { advance.userCanPause || advance.userCanDisable }

  /// Whether a run starts by itself, moves, flashes or repeats, goes on longer than `limit`
  /// seconds, and cannot be paused.
  static func playsOn(_ run: AnimationRun, longerThan limit: Double) -> Bool {
    guard run.isAutomatic, !run.userCanPause else { return false }
    guard run.isMotion || run.repeats || run.flashesPerSecond != nil else { return false }
    return run.runsFor.map { $0 > limit } ?? true
  }
}
