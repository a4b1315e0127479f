import Foundation
import Testing

@testable import OnboardAudit

/// Interpolations of values the code fixes (a `static let`, a `let`, a caller's literal) are
/// the arguments of the key's format (docs/swiftui.md): "Willkommen bei Ova", not
/// "Willkommen bei ".
@Suite("Derived flow: literal interpolation arguments")
struct DerivedLiteralArgumentTests {
  private static let fixture = "LiteralArgument"

  @Test func voiceOverFillsInTheConstantsAndTheCallersLiteral() {
    let path = DerivedFlowFixtures.path(Self.fixture)
    let result = runTool(["voiceover", "--sources", path, "--tables", path, "--locale", "de"])
    #expect(result.code == 0)
    #expect(
      result.out == """
        HarborWelcomeView · de (left to right)
          1  0.00 s  Willkommen bei Ova, Überschrift
          2  0.00 s  Segle mit Ova
          3  0.00 s  Vor Anker in Kiel
          4  0.00 s  Ablegen, Taste

        """)
    #expect(DerivedFlowFixtures.findings(Self.fixture) == [])
  }

  @Test func theArgumentsAreOnTheText() throws {
    let screen = try #require(DerivedFlowFixtures.derive(Self.fixture).manifest?.screens.first)
    let title = try #require(screen.allElements.first { $0.text?.key == "Welcome to %@" }?.text)
    #expect(title.args == [.string("Ova")])
  }

  /// A state changes while the screen shows: its first value is no argument.
  @Test func aStateIsNoFixedArgument() throws {
    let code = try String(
      contentsOfFile: DerivedFlowFixtures.path(Self.fixture) + "/HarborWelcomeView.swift", encoding: .utf8)
    let folder = TemporaryFolder()
    let file = folder.write(
      "HarborWelcomeView.swift",
      code.replacingOccurrences(of: "private let crew = \"Ova\"", with: "@State private var crew = \"Ova\""))
    let screen = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens.first)
    let line = try #require(screen.allElements.first { $0.text?.key == "Sail with %@" }?.text)
    #expect(line.args.isEmpty)
  }
}
