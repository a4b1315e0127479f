import Foundation
import Testing

@testable import OnboardAudit

/// Every field the manifest reader lists as known has a case of its own: a field added to a
/// list without one is an error that says so, never read into another field's setter.
@Suite("Manifest fields")
struct ManifestFieldTests {
  /// An object's members in order, as JSON.
  private func object(_ members: [(String, String)]) -> String {
    "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
  }

  /// `members` with `field` set to `value`: replaced where the object has it, else added.
  private func with(_ members: [(String, String)], _ field: String, _ value: String) -> [(String, String)] {
    members.contains { $0.0 == field }
      ? members.map { $0.0 == field ? ($0.0, value) : $0 } : members + [(field, value)]
  }

  /// A manifest whose object at one level, its other members valid, holds `field` set to null.
  private func manifest(level: String, field: String) -> String {
    var text: [(String, String)] = [("key", "\"k\"")]
    var animation: [(String, String)] = [("kind", "\"fade\"")]
    var advance: [(String, String)] = [("after", "3")]
    var element: [(String, String)] = [("id", "\"e\""), ("role", "\"text\"")]
    var screen: [(String, String)] = [("id", "\"s\"")]
    var top: [(String, String)] = [("formatVersion", "1")]
    switch level {
    case "text": text = with(text, field, "null")
    case "animation": animation = with(animation, field, "null")
    case "autoAdvance": advance = with(advance, field, "null")
    case "element": element = with(element, field, "null")
    case "screen": screen = with(screen, field, "null")
    default: top = with(top, field, "null")
    }
    element += [("label", object(text)), ("animations", "[\(object(animation))]")]
    screen += [("autoAdvance", object(advance)), ("elements", "[\(object(element))]")]
    if !top.contains(where: { $0.0 == "screens" }) { top.append(("screens", "[\(object(screen))]")) }
    return object(top)
  }

  @Test(arguments: [
    ("manifest", ManifestReader.manifestFields), ("screen", ManifestReader.screenFields),
    ("element", ManifestReader.elementFields), ("text", ManifestReader.textFields),
    ("animation", ManifestReader.animationFields), ("autoAdvance", ManifestReader.autoAdvanceFields),
  ])
  func everyKnownFieldIsRead(level: String, fields: [String]) {
    for field in fields {
      let json = manifest(level: level, field: field)
      do {
        _ = try FlowManifest.parse(Array(json.utf8), file: "onboarding.json", ruleIDs: RuleCatalog.ids)
      } catch {
        #expect(!error.message.contains("does not read"), "\(level).\(field): \(error.message)")
      }
    }
  }

  /// The manifest the test builds is valid with no field set to null: what fails above is the
  /// null, read by the field's own case.
  @Test func theBaseManifestIsValid() throws {
    let json = manifest(level: "none", field: "app").replacingOccurrences(of: "null", with: "\"Ova\"")
    let manifest = try FlowManifest.parse(Array(json.utf8), file: "onboarding.json", ruleIDs: RuleCatalog.ids)
    #expect(manifest.app == "Ova")
    #expect(manifest.screens.first?.elements.first?.animations.first?.kind == .fade)
    #expect(manifest.screens.first?.autoAdvance?.after == 3)
  }
}
