import Testing

@testable import OnboardAudit

/// What VoiceOver says at a stop (docs/simulation.md, "Announcement"), in its order.
///
/// Sources of the expected lines: AccessibilitySnapshot (cashapp/AccessibilitySnapshot),
/// `UIAccessibility+SnapshotAdditions.swift` for the order (label, ": value", dimmed, button,
/// switch button, its state, text field, heading, link, adjustable, image; the hint, then the
/// system hint as "Hint. System hint.") and its en/de `Localizable.strings` for the words.
/// AccessibilitySnapshot writes "Selected: Celsius. Button." (`trait.selected.format`); the
/// transcript joins the same words, in the same order, with commas: "Selected, Celsius,
/// button".
@Suite("Announcements")
struct AnnouncementTests {
  private func spoken(_ elements: String, locale: String = "en") throws -> [String] {
    let json = #"{"screens": [{"id": "s", "elements": [\#(elements)]}]}"#
    let manifest = try FlowManifest.parse(Array(json.utf8), file: "onboarding.json", ruleIDs: RuleCatalog.ids)
    let simulation = ScreenSimulation(
      screen: manifest.screens[0], manifest: manifest, locale: AuditLocale(canonical: locale),
      resolver: StringResolver(tables: [], defaultTable: "Onboarding"))
    return simulation.stops.map(\.announcement.spoken)
  }

  @Test func selectedIsSpokenFirst() throws {
    let segments = """
      {"id": "c", "role": "button", "text": {"literal": "Celsius"}, "traits": ["selected"]},
      {"id": "f", "role": "button", "text": {"literal": "Fahrenheit"}}
      """
    #expect(try spoken(segments) == ["Selected, Celsius, button", "Fahrenheit, button"])
    #expect(try spoken(segments, locale: "de") == ["Auswahl, Celsius, Taste", "Fahrenheit, Taste"])
  }

  /// AccessibilitySnapshot: "Sync with iCloud. Switch Button. On." and the hint "Double tap to
  /// toggle setting." (`trait.switch_button.*`); the button trait is not spoken for a switch.
  @Test func switchesSayTheirStateAndTheSystemHint() throws {
    let toggles = """
      {"id": "sync", "role": "toggle", "text": {"literal": "Sync with iCloud"}, "traits": ["selected"],
       "hint": {"literal": "Keeps your journal on all your devices."}},
      {"id": "remind", "role": "toggle", "text": {"literal": "Daily reminder"}},
      {"id": "terms", "role": "toggle", "text": {"literal": "Terms"}, "value": {"literal": "1"}},
      {"id": "off", "role": "toggle", "text": {"literal": "Sounds"}, "traits": ["notEnabled"]}
      """
    #expect(
      try spoken(toggles) == [
        "Sync with iCloud, switch button, on … Keeps your journal on all your devices. Double tap to toggle setting.",
        "Daily reminder, switch button, off … Double tap to toggle setting.",
        "Terms, switch button, on … Double tap to toggle setting.",
        // A dimmed switch gets no system hint.
        "Sounds, dimmed, switch button, off",
      ])
    #expect(
      try spoken(toggles, locale: "de").first
        == "Sync with iCloud, Umschalttaste, ein … Keeps your journal on all your devices. Zum Umschalten doppeltippen."
    )
  }

  /// A switch combined with its row's text still speaks as a switch.
  @Test func aRowCombiningASwitchIsASwitch() throws {
    let row = """
      {"id": "row", "children": "combine", "elements": [
        {"id": "row.title", "text": {"literal": "Reminders"}},
        {"id": "row.switch", "role": "toggle", "label": {"literal": "at 9 pm"}, "value": {"literal": "0"}}]}
      """
    #expect(try spoken(row) == ["Reminders, at 9 pm, switch button, off … Double tap to toggle setting."])
  }

  /// AccessibilitySnapshot: "Text Field." and the hint "Double tap to edit."
  /// (`trait.text_field.*`). It replaces a text field's own hint with the system's; the
  /// transcript keeps both (see `ScreenSimulation.systemHint`).
  @Test func textFieldsSayTextFieldAndTheEditHint() throws {
    let fields = """
      {"id": "name", "role": "textField", "label": {"literal": "Your name"}},
      {"id": "email", "role": "textField", "label": {"literal": "Email"}, "value": {"literal": "mara@example.com"}},
      {"id": "pw", "role": "textField", "label": {"literal": "Password"}, "hint": {"literal": "At least 8 characters."}}
      """
    #expect(
      try spoken(fields) == [
        "Your name, text field … Double tap to edit.",
        "Email: mara@example.com, text field … Double tap to edit.",
        "Password, text field … At least 8 characters. Double tap to edit.",
      ])
    #expect(try spoken(fields, locale: "de").first == "Your name, Textfeld … Zum Bearbeiten doppeltippen.")
  }

  /// AccessibilitySnapshot: "Page 1 of 3. Adjustable." and "Swipe up or down with one finger
  /// to adjust the value." (`trait.adjustable.*`), not for a dimmed element.
  @Test func adjustableElementsGetTheSwipeHint() throws {
    let dots = """
      {"id": "dots", "role": "pageIndicator", "value": {"literal": "Page 1 of 3"}},
      {"id": "speed", "traits": ["adjustable"], "label": {"literal": "Speed"}, "value": {"literal": "50%"},
       "hint": {"literal": "Sets how fast the story plays."}},
      {"id": "off", "traits": ["adjustable", "notEnabled"], "label": {"literal": "Volume"}}
      """
    #expect(
      try spoken(dots) == [
        "Page 1 of 3, adjustable … Swipe up or down with one finger to adjust the value.",
        "Speed: 50%, adjustable … Sets how fast the story plays. Swipe up or down with one finger to adjust the value.",
        "Volume, dimmed, adjustable",
      ])
  }

  @Test func traitWordsKeepAccessibilitySnapshotsOrder() throws {
    let elements = """
      {"id": "go", "role": "button", "text": {"literal": "Create account"}, "traits": ["notEnabled"]},
      {"id": "more", "role": "link", "text": {"literal": "Terms"}, "traits": ["header"]}
      """
    #expect(try spoken(elements) == ["Create account, dimmed, button", "Terms, heading, link"])
  }
}
