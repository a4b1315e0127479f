/// What VoiceOver says at one stop, in its order (docs/simulation.md): "Selected" when the stop is
/// selected, the label (or visible text), ": value", the trait words (a switch's state after
/// "switch button"), then, after a pause, the hint and the system hint.
///
/// The order and punctuation follow AccessibilitySnapshot's `accessibilityDescription(context:)`
/// (cashapp/AccessibilitySnapshot, `UIAccessibility+SnapshotAdditions.swift`): label, then
/// "label: value", the trait words, and the hint with the system hint appended
/// ("Hint. Double tap to toggle setting."). Where it writes "Selected: Celsius." VoiceOver
/// on iOS 17 and 18 says "Selected, Celsius, button"; the transcript joins the words with
/// commas as VoiceOver's pauses do.
public struct Announcement: Sendable, Equatable {
  /// Words spoken before the label ("Selected").
  public var leading: [String] = []
  public var label: String
  public var value: String
  /// The trait words in the locale's language, in speaking order, a switch's state included.
  public var traits: [String]
  /// The element's own hint.
  public var hint: String
  /// The hint VoiceOver adds for switches, text fields and adjustable elements.
  public var systemHint: String = ""
  /// A stop's place in a series, after the trait words: "1 of 3" for a segment.
  public var series: String = ""

  public init(
    leading: [String] = [], label: String, value: String, traits: [String], hint: String,
    systemHint: String = "", series: String = ""
  ) {
    self.leading = leading
    self.label = label
    self.value = value
    self.traits = traits
    self.hint = hint
    self.systemHint = systemHint
    self.series = series
  }

  /// The label and value as VoiceOver reads them: "label: value", or either alone.
  public var name: String {
    if value.isEmpty { return label }
    return label.isEmpty ? value : label + ": " + value
  }

  /// The whole hint: the element's, then the system's ("Hint. Double tap to edit.").
  public var fullHint: String {
    guard !systemHint.isEmpty else { return hint }
    guard !hint.isEmpty else { return systemHint }
    var own = hint
    while own.last == "." || own.last == " " { own.removeLast() }
    return own + ". " + systemHint
  }

  /// The whole announcement as one line; " … " marks the pause before the hint.
  public var spoken: String {
    var result = (leading + [name] + traits + [series]).filter { !$0.isEmpty }.joined(separator: ", ")
    let hint = fullHint
    if !hint.isEmpty { result += (result.isEmpty ? "" : " … ") + hint }
    return result
  }
}

/// A `FlowText` of an element, resolved in a locale.
public struct ResolvedField: Sendable {
  /// `text`, `label`, `value` or `hint`.
  public var field: String
  public var element: Element
  public var text: FlowText
  public var resolved: StringResolver.Resolved
}

/// The resolved string of each field of each element, by element id: the first field of an id
/// where ids repeat. A screen of thousands of stops looks each up at once.
private struct FieldStrings {
  private var strings: [String: [String: String]] = [:]

  init(_ fields: [ResolvedField]) {
    for field in fields where strings[field.element.id]?[field.field] == nil {
      strings[field.element.id, default: [:]][field.field] = field.resolved.string
    }
  }

  subscript(id: String, field: String) -> String? { strings[id]?[field] }
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
/// and every `FlowText` of the screen resolved.
public struct ScreenSimulation: Sendable {
  public var screen: Screen
  public var locale: AuditLocale
  /// When each element shows, with Reduce Motion on or off.
  public var timeline: MotionTimeline
  public var stops: [SpokenStop] {
    didSet { within = Self.within(stops) }
  }
  /// The positions in `stops` of the stops inside each element, by its id (see `stops(within:)`).
  private var within: [String: [Int]] = [:]
  /// Every `FlowText` of every element of the screen, hidden ones included, in declaration order.
  public var fields: [ResolvedField]

  public init(
    screen: Screen, manifest: FlowManifest, locale: AuditLocale, resolver: StringResolver,
    mode: MotionMode = .normal
  ) {
    self.screen = screen
    self.locale = locale
    let timeline = MotionTimeline(screen: screen, mode: mode)
    self.timeline = timeline
    let fields = Self.resolvedFields(of: screen.allElements, locale: locale, resolver: resolver)
    self.fields = fields
    let strings = FieldStrings(fields)
    let order = ReadingOrder.stops(of: screen, device: manifest.device, rightToLeft: locale.isRightToLeft)
    stops = order.enumerated().map { index, stop in
      SpokenStop(
        number: index + 1, stop: stop, announcement: Self.announce(stop, locale: locale, fields: strings),
        reachableAt: timeline.reachableAt(stop))
    }
    within = Self.within(stops)
  }

  /// For each element id, the positions of the stops it is or holds, in reading order.
  private static func within(_ stops: [SpokenStop]) -> [String: [Int]] {
    var within: [String: [Int]] = [:]
    for (position, spoken) in stops.enumerated() {
      for id in Set([spoken.stop.element.id] + spoken.stop.ancestors) {
        within[id, default: []].append(position)
      }
    }
    return within
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

  /// What VoiceOver says at a stop in a locale, resolving only the stop's own `FlowText`s: for
  /// rules that compare what a stop says across locales.
  public static func announcement(of stop: FocusStop, locale: AuditLocale, resolver: StringResolver)
    -> Announcement
  {
    announce(
      stop, locale: locale,
      fields: FieldStrings(
        resolvedFields(of: [stop.element] + stop.parts, locale: locale, resolver: resolver)))
  }

  /// The text, label, value and hint of each element, resolved in a locale.
  private static func resolvedFields(of elements: [Element], locale: AuditLocale, resolver: StringResolver)
    -> [ResolvedField]
  {
    var fields: [ResolvedField] = []
    for element in elements {
      for (name, text) in [
        ("text", element.text), ("label", element.label), ("value", element.value), ("hint", element.hint),
        ("placeholder", element.placeholder),
      ] {
        guard let text else { continue }
        fields.append(
          ResolvedField(
            field: name, element: element, text: text, resolved: resolver.resolve(text, locale: locale)))
      }
    }
    return fields
  }

  private static func announce(_ stop: FocusStop, locale: AuditLocale, fields: FieldStrings)
    -> Announcement
  {
    func string(_ field: String, _ element: Element) -> String? { fields[element.id, field] }
    func name(_ element: Element) -> String {
      string("label", element) ?? string("text", element) ?? element.symbol.map(spokenSymbol) ?? ""
    }
    var label = string("label", stop.element) ?? string("text", stop.element)
    if label == nil, !stop.parts.isEmpty {
      label = stop.parts.map { part in
        [name(part), part.role == .toggle ? nil : string("value", part)].compactMap { $0 }
          .filter { !$0.isEmpty }.joined(separator: ": ")
      }.filter { !$0.isEmpty }.joined(separator: ", ")
    }
    let traits = stop.spokenTraits
    var value = string("value", stop.element) ?? ""
    var words = traits.map { $0.word(in: locale) }
    var leading: [String] = []
    if let toggle = stop.toggle {
      // A switch's value is its state, spoken after "switch button" (UIKit's "1", "0", "2";
      // since iOS 17 any other value is spoken there as it is). Without a value, the
      // `selected` trait says it is on.
      let state = toggle.id == stop.element.id ? value : string("value", toggle) ?? ""
      value = ""
      let index = (words.firstIndex(of: SpokenTrait.switchButton.word(in: locale)) ?? -1) + 1
      words.insert(
        Self.switchState(state, isOn: toggle.traits.contains(.selected), locale: locale), at: index)
    } else if stop.traits.contains(.selected) {
      leading.append(SystemSpeech.selected.text(in: locale))
    }
    let hint = string("hint", stop.element) ?? ""
    // A text field with no label and no value is read by its placeholder.
    if label == nil, value.isEmpty, let placeholder = string("placeholder", stop.element) {
      label = placeholder
    }
    let spokenLabel = label ?? stop.element.symbol.map(spokenSymbol) ?? ""
    return Announcement(
      leading: leading, label: spokenLabel, value: value, traits: words, hint: hint,
      systemHint: Self.systemHint(
        traits, dimmed: stop.traits.contains(.notEnabled),
        hintOnly: !hint.isEmpty && spokenLabel.isEmpty && value.isEmpty, locale: locale),
      series: stop.series.map { SystemSpeech.series($0.index, of: $0.count, in: locale) } ?? "")
  }

  /// On, Off or Mixed for UIKit's values "1", "0", "2"; any other value as it is; with no
  /// value, on when the toggle is selected.
  private static func switchState(_ value: String, isOn: Bool, locale: AuditLocale) -> String {
    switch value {
    case "1": SystemSpeech.on.text(in: locale)
    case "0": SystemSpeech.off.text(in: locale)
    case "2": SystemSpeech.mixed.text(in: locale)
    case "": (isOn ? SystemSpeech.on : SystemSpeech.off).text(in: locale)
    default: value
    }
  }

  /// The hint VoiceOver adds, as AccessibilitySnapshot models it: a switch's "Double tap to
  /// toggle setting.", a text field's "Double tap to edit." (none when dimmed), an adjustable
  /// element's "Swipe up or down…" (none when dimmed, a switch, or with nothing but a hint).
  /// AccessibilitySnapshot replaces a text field's own hint with the system's; VoiceOver reads
  /// both, and so does the transcript, so that the team's hint stays in view.
  private static func systemHint(_ traits: [SpokenTrait], dimmed: Bool, hintOnly: Bool, locale: AuditLocale)
    -> String
  {
    guard !dimmed else { return "" }
    if traits.contains(.switchButton) { return SystemSpeech.toggleHint.text(in: locale) }
    if traits.contains(.textField) { return SystemSpeech.editHint.text(in: locale) }
    if traits.contains(.adjustable) && !hintOnly { return SystemSpeech.adjustHint.text(in: locale) }
    return ""
  }
}

extension ScreenSimulation {
  /// Whether VoiceOver reads the element: as a stop of its own or as part of a combined one.
  func isRead(_ id: String) -> Bool {
    stops.contains { $0.stop.element.id == id || $0.stop.parts.contains { $0.id == id } }
  }

  /// The stops inside a container (or the element itself), in reading order.
  func stops(within id: String) -> [SpokenStop] {
    (within[id] ?? []).map { stops[$0] }
  }
}

/// How VoiceOver reads an SF Symbol with no label: its name, dots as spaces ("lock fill").
func spokenSymbol(_ name: String) -> String {
  name.split(separator: ".").joined(separator: " ")
}
