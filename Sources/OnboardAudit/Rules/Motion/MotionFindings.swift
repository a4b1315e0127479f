/// What the motion and timing rules share: naming runs in messages and reporting on the
/// element, or on the screen for its transition and its auto-advance.
extension FindingSink {
  /// Reports on a run's element at `location`, or on the screen for the transition.
  mutating func report(
    _ message: FindingMessage, about run: AnimationRun, in context: ScreenContext,
    at location: SourceLocation,
    severity: Severity? = nil
  ) {
    if let element = run.element {
      report(message, on: element, in: context, at: location, severity: severity)
    } else {
      reportOnScreen(message, in: context, at: location, severity: severity)
    }
  }

  /// Reports a finding about a whole screen (its transition or auto-advance): screen, no element.
  mutating func reportOnScreen(
    _ message: FindingMessage, in context: ScreenContext, at location: SourceLocation,
    severity: Severity? = nil
  ) {
    report(
      message, at: location, locale: context.isPerLocale ? context.locale.tag : nil, severity: severity,
      screen: context.screen.id)
  }
}

extension AnimationRun {
  /// "the bounce animation of "icon"" or "the crossFade transition"; the screen follows.
  var subject: String {
    guard let element else { return "the \(declared.kind.rawValue) transition" }
    return "the \(declared.kind.rawValue) animation of \(quoted(element.id))"
  }
}

extension ScreenContext {
  /// The screen's timeline in a mode (the simulation's own when it is that mode).
  func timeline(_ mode: MotionMode) -> MotionTimeline {
    simulation.timeline.mode == mode ? simulation.timeline : MotionTimeline(screen: screen, mode: mode)
  }

  /// "screen "welcome"".
  var screenName: String { "screen \(quoted(screen.id))" }
}

/// Seconds for messages: "3.4 s", "0.35 s".
func secondsText(_ value: Double) -> String {
  var text = String((value * 100).rounded() / 100)
  if text.hasSuffix(".0") { text.removeLast(2) }
  return text + " s"
}
