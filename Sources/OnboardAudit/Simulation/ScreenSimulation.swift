/// What VoiceOver says at one stop: label (or visible text), then ": value", then the trait
/// words, then, after a pause, the hint.
public struct Announcement: Sendable, Equatable {
  public var label: String
  public var value: String
  /// The trait words in the locale's language, in speaking order.
  public var traits: [String]
  public var hint: String

  /// The whole announcement as one line; " … " marks the pause before the hint.
  public var spoken: String {
    var result = label
    if !value.isEmpty { result += result.isEmpty ? value : ": " + value }
    for word in traits { result += result.isEmpty ? word : ", " + word }
    if !hint.isEmpty { result += " … " + hint }
    return result
  }
}

/// A Text of an element, resolved in a locale.
public struct ResolvedField: Sendable {
  /// `text`, `label`, `value` or `hint`.
  public var field: String
  public var element: Element
  public var text: Text
  public var resolved: StringResolver.Resolved
}

/// One stop of a screen as simulated in a locale.
public struct SpokenStop: Sendable {
  /// 1-based position in the reading order.
  public var number: Int
  public var stop: FocusStop
  public var announcement: Announcement
  /// The seconds after the screen appears at which the stop can be reached: when the
  /// motion timeline of the simulation's mode shows it.
  public var reachableAt: Double
}

/// A screen as VoiceOver reads it in one locale: its stops in order, their announcements,
/// and every Text of the screen resolved.
public struct ScreenSimulation: Sendable {
  public var screen: Screen
  public var locale: AuditLocale
  /// When each element shows, with Reduce Motion on or off.
  public var timeline: MotionTimeline
  public var stops: [SpokenStop]
  /// Every Text of every element of the screen, hidden ones included, in declaration order.
  public var fields: [ResolvedField]

  public init(
    screen: Screen, manifest: FlowManifest, locale: AuditLocale, resolver: StringResolver,
    mode: MotionMode = .normal
  ) {
    self.screen = screen
    self.locale = locale
    let timeline = MotionTimeline(screen: screen, mode: mode)
    self.timeline = timeline
    var fields: [ResolvedField] = []
    for element in screen.allElements {
      for (name, text) in [
        ("text", element.text), ("label", element.label), ("value", element.value), ("hint", element.hint),
      ] {
        guard let text else { continue }
        fields.append(
          ResolvedField(
            field: name, element: element, text: text, resolved: resolver.resolve(text, locale: locale)))
      }
    }
    self.fields = fields
    let order = ReadingOrder.stops(of: screen, device: manifest.device, rightToLeft: locale.isRightToLeft)
    stops = order.enumerated().map { index, stop in
      SpokenStop(
        number: index + 1, stop: stop, announcement: Self.announce(stop, locale: locale, fields: fields),
        reachableAt: timeline.reachableAt(stop))
    }
  }

  /// The resolved string of one field of an element.
  public func string(_ field: String, of element: Element) -> String? {
    fields.first { $0.element.id == element.id && $0.field == field }?.resolved.string
  }

  /// The stop an element is read at: its own, or the `combine`/`ignore` stop holding it.
  public func stop(of id: String) -> SpokenStop? {
    stops.first { $0.stop.element.id == id || $0.stop.parts.contains { $0.id == id } }
      ?? stops.first { $0.stop.isWithin(id) }
  }

  private static func announce(_ stop: FocusStop, locale: AuditLocale, fields: [ResolvedField])
    -> Announcement
  {
    func string(_ field: String, _ element: Element) -> String? {
      fields.first { $0.element.id == element.id && $0.field == field }?.resolved.string
    }
    func name(_ element: Element) -> String {
      string("label", element) ?? string("text", element) ?? element.symbol.map(spokenSymbol) ?? ""
    }
    var label = string("label", stop.element) ?? string("text", stop.element)
    if label == nil, !stop.parts.isEmpty {
      label = stop.parts.map { part in
        [name(part), string("value", part)].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
      }.filter { !$0.isEmpty }.joined(separator: ", ")
    }
    return Announcement(
      label: label ?? stop.element.symbol.map(spokenSymbol) ?? "",
      value: string("value", stop.element) ?? "",
      traits: SpokenTrait.of(stop.traits).map { $0.word(in: locale) },
      hint: string("hint", stop.element) ?? "")
  }
}

/// How VoiceOver reads an SF Symbol with no label: its name, dots as spaces ("lock fill").
func spokenSymbol(_ name: String) -> String {
  name.split(separator: ".").joined(separator: " ")
}
