import Testing

@testable import OnboardAudit

/// The config's hints for what the sources do not declare (docs/swiftui.md, "Hints"):
/// `components` gives a package's views roles, `titleStyles` names the app's title styles.
@Suite("Derived flow: hints")
struct DerivedHintsTests {
  private static let code = """
    import SwiftUI

    struct HarborWelcome: View {
      var body: some View {
        DockShell {
          Text("Set sail").mooringStyle(.banner)
          Text("Chart your first voyage").font(.tide.deckLarge)
          CaptainButton("Cast off") {}
          RopeIcon(.anchor)
          BuoyBadge()
        }
      }
    }

    struct BuoyBadge: View {
      var body: some View { Image(systemName: "lifepreserver") }
    }
    """

  private static let hints = SourceHints(
    components: ["DockShell": .container, "CaptainButton": .button, "RopeIcon": .image, "BuoyBadge": .text],
    titleStyles: ["mooringStyle(.banner)", "tide.deckLarge"])

  private static func derive(_ hints: SourceHints) throws -> Screen {
    let folder = TemporaryFolder()
    let file = folder.write("HarborWelcome.swift", code)
    let flow = DerivedFlow.derive(SwiftSources.load(paths: [file]), hints: hints)
    return try #require(flow.manifest?.screens.first)
  }

  /// Without hints, the package's views are not followed: the wrapper shows what it is
  /// given, and its button and icon are unknown.
  @Test func withoutHintsThePackageViewsAreNotFollowed() throws {
    let screen = try Self.derive(SourceHints())
    #expect(
      screen.allElements.compactMap(\.notFollowed).map(\.name) == ["DockShell", "CaptainButton", "RopeIcon"])
    let count = SourcesSummary(FlowManifest(file: "", screens: [screen])).screens.first
    #expect(count?.elements == 6)
    #expect(count?.known == 3)
  }

  /// A container shows its content; a button, an image by its role; a view the sources
  /// declare (`BuoyBadge`) wins over its hint.
  @Test func componentsGiveRolesAndAContainerShowsItsContent() throws {
    let screen = try Self.derive(Self.hints)
    let leaves = screen.allElements.filter { $0.elements.isEmpty }
    #expect(leaves.map { $0.role?.rawValue ?? "-" } == ["text", "text", "button", "image", "image"])
    #expect(leaves.map(\.location.line) == [6, 7, 8, 9, 16])
    #expect((leaves[2].text?.literal ?? leaves[2].text?.key) == "Cast off")
    #expect(leaves[4].symbol == "lifepreserver")
    #expect(screen.allElements.allSatisfy { $0.notFollowed == nil })
  }

  /// A text under a modifier or a font the config names is a title candidate.
  @Test func titleStylesMakeTitleCandidates() throws {
    let screen = try Self.derive(Self.hints)
    let title = screen.title.flatMap { screen.element(id: $0)?.text }
    #expect((title?.literal ?? title?.key) == "Set sail")
    let sizes = screen.allElements.filter { $0.role == .text }.map(\.fontSize)
    #expect(sizes == [28, 28])
    let plain = try Self.derive(SourceHints(components: Self.hints.components))
    #expect(plain.title == nil)
  }

  @Test func theConfigReadsTheHints() throws {
    let config = try Self.read(
      #"{"components": {"CaptainButton": "button", "DockShell": "container"}, "titleStyles": ["tide.deckLarge"]}"#
    )
    #expect(config.hints.components == ["CaptainButton": .button, "DockShell": .container])
    #expect(config.hints.titleStyles == ["tide.deckLarge"])
  }

  @Test func anUnknownRoleIsAnError() {
    #expect {
      _ = try Self.read(#"{"components": {"CaptainButton": "knob"}}"#)
    } throws: { error in
      (error as? AuditError)?.message.contains(
        "'knob' is not a role of components.CaptainButton (roles: container, text, button, link, toggle, textField, image)"
      ) == true
    }
  }

  private static func read(_ json: String) throws(AuditError) -> ConfigFile {
    let root = try JSONParser.parse(Array(json.utf8))
    var reader = ConfigReader(
      file: "onboard-audit.json", folder: ".", ruleIDs: RuleCatalog.ids, ruleOptions: RuleCatalog.options)
    return try reader.read(root)
  }
}
