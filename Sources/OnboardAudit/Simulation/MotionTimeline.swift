/// Whether the system's Reduce Motion setting is on for a simulation.
public enum MotionMode: String, Sendable, CaseIterable {
  case normal
  case reduceMotion

  /// How reports name the mode.
  public var name: String { self == .normal ? "normal" : "Reduce Motion" }
}

/// One animation of a screen as it runs in one mode: the declared one, or under Reduce Motion
/// its fallback, or nothing when the fallback is `{"kind": "none"}`.
public struct AnimationRun: Sendable {
  /// The element the animation belongs to; nil for the screen's transition.
  public var element: Element?
  /// The animation as written in the manifest.
  public var declared: FlowAnimation
  /// What runs in this mode; nil: skipped, the end state shows at once.
  public var running: FlowAnimation?
  /// When it starts, in seconds after the screen appears; nil for an `interaction` trigger,
  /// which waits for the user.
  public var start: Double?
  /// How long it moves in all, repeats included; nil: forever. 0 when skipped.
  public var runsFor: Double?
  /// Whether the user can pause it (the fallback inherits the declared animation's setting).
  public var userCanPause: Bool

  /// Whether what runs changes position or shape (`fade crossFade color` do not).
  public var isMotion: Bool { running?.kind.isMotion ?? false }

  /// Whether it repeats: a `repeat` above 1, `"forever"`, or a `loop` trigger.
  public var repeats: Bool {
    guard let running else { return false }
    switch running.repeat {
    case .forever: return true
    case .count(let count): return count > 1
    case nil: return running.trigger == .loop
    }
  }

  /// Whether it starts by itself (`appear` and `loop` triggers).
  public var isAutomatic: Bool { running.map { $0.trigger != .interaction } ?? false }

  /// Where to point at: the fallback when it is what runs, else the declared animation.
  public var location: SourceLocation { running?.location ?? declared.location }

  /// Flashes per second: `flashesPerSecond`, else for a repeating `flash` one per duration.
  public var flashesPerSecond: Double? {
    guard let running else { return nil }
    if let rate = running.flashesPerSecond { return rate }
    guard running.kind == .flash, repeats, let duration = running.duration, duration > 0 else { return nil }
    return 1 / duration
  }
}

/// When an element shows and can be reached by the screen reader, and what decides it.
public struct ElementTiming: Sendable {
  /// Seconds after the screen appears.
  public var visibleAt: Double
  /// The manifest place that sets the time: the revealing animation (or its fallback) or
  /// the `appears` of the element or of a container; nil when it shows at once.
  public var cause: SourceLocation?
}

/// The motion timeline (docs/simulation.md) for one screen in one mode.
///
/// Times count from the moment the screen appears; its `transition` is recorded as a run
/// of its own and shifts nothing. An element shows at its `appears.at` (at the earliest when
/// its container does). Its `appear` animations of the kinds that bring content in (`fade
/// crossFade slide scale blur`) are its reveal: it shows when they start, so at the latest of
/// `appears.at` and their delays. Under Reduce Motion each animation is replaced by its
/// fallback: the same animation when there is none, the fallback's own kind and timing, or
/// nothing for `{"kind": "none"}`. When the fallbacks skip a reveal, the element shows its
/// end state at once — at 0, or when its container shows — because its `appears.at` only
/// described that reveal; an element with `appears.at` and no revealing animation is a timed
/// appearance, not motion, and keeps its time in both modes. The screen reader reaches what
/// is visible: an element as soon as its reveal starts (SwiftUI exposes the end state of an
/// animation at once).
public struct MotionTimeline: Sendable {
  public var screen: Screen
  public var mode: MotionMode
  /// The screen's transition as it runs in this mode.
  public var transition: AnimationRun?
  /// Every element animation as it runs in this mode, in declaration order.
  public var runs: [AnimationRun]
  /// By element id.
  public var timings: [String: ElementTiming]

  /// The kinds that bring an element in when they run on `appear`.
  public static let revealingKinds: Set<FlowAnimation.Kind> = [.fade, .crossFade, .slide, .scale, .blur]

  public init(screen: Screen, mode: MotionMode) {
    self.screen = screen
    self.mode = mode
    transition = screen.transition.map { Self.run($0, of: nil, mode: mode, visibleAt: 0) }
    var runs: [AnimationRun] = []
    var timings: [String: ElementTiming] = [:]
    func walk(_ elements: [Element], container: ElementTiming) {
      for element in elements {
        let timing = Self.timing(of: element, in: container, mode: mode)
        timings[element.id] = timing
        runs += element.animations.map { Self.run($0, of: element, mode: mode, visibleAt: timing.visibleAt) }
        walk(element.elements, container: timing)
      }
    }
    walk(screen.elements, container: ElementTiming(visibleAt: 0, cause: nil))
    self.runs = runs
    self.timings = timings
  }

  /// Every run: the transition first, then the elements'.
  public var allRuns: [AnimationRun] { (transition.map { [$0] } ?? []) + runs }

  /// When an element shows; 0 for an id the screen does not have.
  public func visibleAt(_ id: String) -> Double { timings[id]?.visibleAt ?? 0 }

  /// When the screen reader can reach a stop: when its element shows, or for a combined stop
  /// whose container has no time of its own, when the first of its parts shows.
  public func reachableAt(_ stop: FocusStop) -> Double {
    timing(of: stop).visibleAt
  }

  /// The timing that decides when a stop can be reached.
  public func timing(of stop: FocusStop) -> ElementTiming {
    let own = timings[stop.element.id] ?? ElementTiming(visibleAt: 0, cause: nil)
    let parts = stop.parts.compactMap { timings[$0.id] }
    guard let first = parts.min(by: { $0.visibleAt < $1.visibleAt }), first.visibleAt > own.visibleAt else {
      return own
    }
    return first
  }

  /// When the primary action can be reached; nil when the screen names none.
  public var primaryActionAt: Double? { screen.primaryAction.map(visibleAt) }

  /// What an animation becomes in a mode.
  static func running(_ animation: FlowAnimation, mode: MotionMode) -> FlowAnimation? {
    guard mode == .reduceMotion else { return animation }
    switch animation.reducedMotion {
    case nil: return animation
    case .skip: return nil
    case .animation(let fallback): return fallback
    }
  }

  private static func run(
    _ animation: FlowAnimation, of element: Element?, mode: MotionMode, visibleAt: Double
  )
    -> AnimationRun
  {
    let running = running(animation, mode: mode)
    var start: Double?
    var runsFor: Double? = 0
    if let running {
      start = running.trigger == .interaction ? nil : max(visibleAt, running.delay)
      let duration = running.duration ?? FlowAnimation.defaultDuration
      switch running.repeat {
      case .forever: runsFor = nil
      case .count(let count): runsFor = duration * max(count, 1)
      case nil: runsFor = running.trigger == .loop ? nil : duration
      }
    }
    return AnimationRun(
      element: element, declared: animation, running: running, start: start, runsFor: runsFor,
      userCanPause: running?.userCanPause ?? animation.userCanPause ?? false)
  }

  private static func timing(of element: Element, in container: ElementTiming, mode: MotionMode)
    -> ElementTiming
  {
    var best = container
    // On a tie the element's own reason wins, and the animation over `appears`.
    func consider(_ time: Double, _ cause: SourceLocation) {
      if time >= best.visibleAt { best = ElementTiming(visibleAt: time, cause: cause) }
    }
    let reveals = element.animations.filter { $0.trigger == .appear && revealingKinds.contains($0.kind) }
    if let at = element.appears?.at {
      // Kept unless every reveal is skipped or replaced: then the fallbacks decide.
      let kept = reveals.isEmpty || mode == .normal || reveals.contains { $0.reducedMotion == nil }
      if kept { consider(at, element.location) }
    }
    for reveal in reveals {
      guard let running = running(reveal, mode: mode) else { continue }
      consider(running.delay, running.location)
    }
    return best
  }
}
