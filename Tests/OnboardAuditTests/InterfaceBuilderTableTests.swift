import Foundation
import Testing

@testable import OnboardAudit

/// Interface Builder's tables are labels, never format strings (docs/tables.md, "What the
/// platform decides"): a storyboard sets `Height (% of screen)` as a label's text as it is.
@Suite("Interface Builder tables")
struct InterfaceBuilderTableTests {
  private func audit(_ files: [String: String]) -> [Finding] { auditedFindings(files) }

  private static let englishLabels = """
    "aB1-cD-eF2.text" = "50 % of width";
    "Xy9-Zz-001.text" = "Height (% of screen)";

    """

  private static let germanLabels = """
    "aB1-cD-eF2.text" = "50 % der Breite";
    "Xy9-Zz-001.text" = "Höhe (% vom Bildschirm)";

    """

  @Test func aTableKeyedByObjectIDsHasNoFormatFinding() {
    let findings = audit([
      "en.lproj/Main.strings": Self.englishLabels,
      "de.lproj/Main.strings": Self.germanLabels,
    ])
    #expect(findings.filter { $0.rule.hasPrefix("format.") }.isEmpty)
    #expect(findings.isEmpty, "\(findings.map(\.message))")
  }

  @Test func theSameValuesInLocalizableStringsAreStillFormats() {
    let findings = audit([
      "en.lproj/Localizable.strings": """
      "width.share" = "50 % of width";
      "height.share" = "Height (% of screen)";

      """,
      "de.lproj/Localizable.strings": """
      "width.share" = "50 % der Breite";
      "height.share" = "Höhe (% vom Bildschirm)";

      """,
    ])
    #expect(findings.map(\.rule) == ["format.invalid"])
    #expect(
      findings.first?.message
        == "invalid placeholder '% v' in \"height.share\"; write a literal percent sign as '%%'")
    #expect(findings.first?.locale == "de")
    #expect(findings.first?.location?.line == 2)
  }

  @Test func aTableNamedAfterAStoryboardIsLabelsWhateverItsKeys() {
    // Old xibs number their objects: keys such as "12.title".
    let findings = audit([
      "Base.lproj/Settings.storyboard":
        "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"/>\n",
      "en.lproj/Settings.strings": "\"12.title\" = \"Height (% of screen)\";\n",
      "de.lproj/Settings.strings": "\"12.title\" = \"Höhe (% vom Bildschirm)\";\n",
    ])
    #expect(findings.filter { $0.rule.hasPrefix("format.") }.isEmpty)
  }

  @Test func aXibBesideTheLocaleFoldersCountsToo() {
    let findings = audit([
      "View/Panel.xib": "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>\n",
      "View/en.lproj/Panel.strings": "\"7.title\" = \"Height (% of screen)\";\n",
      "View/de.lproj/Panel.strings": "\"7.title\" = \"Höhe (% vom Bildschirm)\";\n",
    ])
    #expect(findings.filter { $0.rule.hasPrefix("format.") }.isEmpty)
  }

  @Test func objectIDKeysHaveThreeTwoThreeCharactersAndAProperty() {
    #expect(InterfaceBuilderTables.isObjectIDKey("xrJ-Um-BrJ.title"))
    #expect(InterfaceBuilderTables.isObjectIDKey("5Gm-8c-jI3.normalTitle"))
    #expect(InterfaceBuilderTables.isObjectIDKey("a1B-2c-D3e.segmentTitles[0]"))
    #expect(!InterfaceBuilderTables.isObjectIDKey("xrJ-Um-BrJ"))
    #expect(!InterfaceBuilderTables.isObjectIDKey("xrJ-Um-BrJ.1"))
    #expect(!InterfaceBuilderTables.isObjectIDKey("welcome-to-app.title"))
    #expect(!InterfaceBuilderTables.isObjectIDKey("onboarding.title"))
  }

  @Test func aFewObjectIDKeysDoNotMakeATableLabels() {
    let findings = audit([
      "en.lproj/Localizable.strings": """
      "xrJ-Um-BrJ.title" = "Width";
      "height.share" = "Height (% of screen)";
      "depth.share" = "Depth (% of screen)";

      """,
      "de.lproj/Localizable.strings": """
      "xrJ-Um-BrJ.title" = "Breite";
      "height.share" = "Höhe (% vom Bildschirm)";
      "depth.share" = "Tiefe (in % vom Bildschirm)";

      """,
    ])
    #expect(findings.filter { $0.rule == "format.invalid" }.count == 2)
  }
}
