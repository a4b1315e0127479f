import Foundation
import Testing

@testable import OnboardAudit

/// Controls as VoiceOver presents them (docs/simulation.md, docs/manifest.md): a segmented
/// control's segments are buttons read "i of n", the selected one "Selected"; a text field
/// with no label is read by its placeholder; and the manifest refuses these fields where
/// they do not belong.
@Suite("Controls as VoiceOver reads them")
struct ControlSpeechTests {
  /// A reminder screen: a title, a segmented control of three, and a field with a
  /// placeholder only.
  static let manifest = """
    {"formatVersion": 1, "sourceLocale": "en", "table": "T", "screens": [{"id": "remind", "title": "title",
     "elements": [
      {"id": "title", "role": "header", "text": "title", "frame": [24, 80, 342, 40]},
      {"id": "often", "role": "segmentedControl", "frame": [24, 160, 342, 32], "elements": [
        {"id": "daily", "text": "daily", "traits": ["selected"], "frame": [24, 160, 114, 32]},
        {"id": "weekly", "text": "weekly", "frame": [138, 160, 114, 32]},
        {"id": "never", "text": "never", "frame": [252, 160, 114, 32]}]},
      {"id": "name", "role": "textField", "placeholder": "name", "frame": [24, 240, 342, 44]}]}]}
    """

  private func project() -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write("onboarding.json", Self.manifest)
    folder.write(
      "en.lproj/T.strings",
      "\"title\" = \"Reminders\";\n\"daily\" = \"Daily\";\n\"weekly\" = \"Weekly\";\n\"never\" = \"Never\";\n\"name\" = \"Your name\";\n"
    )
    folder.write(
      "ar.lproj/T.strings",
      "\"title\" = \"التذكيرات\";\n\"daily\" = \"يوميًا\";\n\"weekly\" = \"أسبوعيًا\";\n\"never\" = \"أبدًا\";\n\"name\" = \"اسمك\";\n"
    )
    return folder
  }

  @Test func segmentsAreButtonsReadIOfN() {
    let folder = project()
    let result = runTool(["voiceover", folder.path, "--locale", "en"])
    #expect(result.code == 0, "\(result.err)")
    #expect(
      result.out == """
        remind · en (left to right)
          1  0.00 s  Reminders, heading
          2  0.00 s  Selected, Daily, button, 1 of 3
          3  0.00 s  Weekly, button, 2 of 3
          4  0.00 s  Never, button, 3 of 3
          5  0.00 s  Your name, text field … Double tap to edit.

        """)
  }

  /// Right to left the control is mirrored, and read from its right edge: Daily first still.
  @Test func segmentsReadInTheirOrderRightToLeft() {
    let folder = project()
    let result = runTool(["voiceover", folder.path, "--locale", "ar"])
    let lines = result.out.split(separator: "\n").map(String.init)
    #expect(lines.count == 6)
    #expect(lines[2].hasSuffix("محدد, يوميًا, زر, 1 من 3"))
    #expect(lines[3].hasSuffix("أسبوعيًا, زر, 2 من 3"))
    #expect(lines[4].hasSuffix("أبدًا, زر, 3 من 3"))
  }

  /// The fields that belong to one kind of element are refused elsewhere, with their path.
  @Test(arguments: [
    (
      #"{"id": "x", "role": "text", "text": "t", "placeholder": "p"}"#,
      "screens[0].elements[0].placeholder is read only for a text field; give the element role 'textField' or remove it"
    ),
    (
      #"{"id": "x", "role": "carousel", "stopsForVoiceOver": true}"#,
      "screens[0].elements[0].stopsForVoiceOver is for an element that advances on a timer; give it 'autoAdvance' or remove it"
    ),
    (
      #"{"id": "x", "role": "segmentedControl"}"#,
      "screens[0].elements[0] is a segmentedControl without segments; list them in its 'elements'"
    ),
  ])
  func fieldsWhereTheyDoNotBelongAreRefused(element: String, message: String) {
    let text = #"{"formatVersion": 1, "screens": [{"id": "s", "elements": ["# + element + "]}]}"
    #expect(throws: (any Error).self) {
      try FlowManifest.parse(Array(text.utf8), file: "onboarding.json", ruleIDs: RuleCatalog.ids)
    }
    do {
      _ = try FlowManifest.parse(Array(text.utf8), file: "onboarding.json", ruleIDs: RuleCatalog.ids)
    } catch {
      #expect(error.message == message)
    }
  }

  @Test func aScreensStopsForVoiceOverNeedsItsAutoAdvance() {
    let text = #"{"formatVersion": 1, "screens": [{"id": "s", "stopsForVoiceOver": false, "elements": []}]}"#
    do {
      _ = try FlowManifest.parse(Array(text.utf8), file: "onboarding.json", ruleIDs: RuleCatalog.ids)
      Issue.record("the manifest was read")
    } catch {
      #expect(
        error.message
          == "screens[0].stopsForVoiceOver is for a screen that advances on a timer; give it 'autoAdvance' or remove it"
      )
    }
  }

  /// The words of a series, and the trait words of German and Russian as
  /// AccessibilitySnapshot has them.
  @Test func seriesAndTraitWords() {
    #expect(SystemSpeech.series(2, of: 3, in: AuditLocale(canonical: "de")) == "2 von 3")
    #expect(SystemSpeech.series(1, of: 4, in: AuditLocale(canonical: "ja")) == "1 of 4")
    let german = AuditLocale(canonical: "de")
    #expect(SpokenTrait.dimmed.word(in: german) == "grau dargestellt")
    #expect(SpokenTrait.adjustable.word(in: german) == "einstellbar")
    #expect(SpokenTrait.link.word(in: german) == "Hyperlink")
    #expect(SpokenTrait.adjustable.word(in: AuditLocale(canonical: "ru")) == "элемент регулировки")
  }
}
