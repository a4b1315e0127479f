import Foundation
import Testing

@testable import OnboardAudit

/// A step pager pushed as one destination of a `NavigationStack`: a `ZStack` whose
/// `ForEach(Array(steps.enumerated()))` shows only the step whose index is the current one,
/// through a `@ViewBuilder` function that switches over the step (docs/swiftui.md, "Screens").
@Suite("Derived step pager")
struct DerivedStepPagerTests {
  private static let fixture = "NestedStepPager"

  /// Each case of the step `switch` is a screen in place of the destination; the step that
  /// shows nothing (`Color.clear` while the flow closes) is none.
  @Test func eachStepIsAScreenOfItsOwn() throws {
    let screens = try #require(DerivedFlowFixtures.derive(Self.fixture).manifest?.screens)
    #expect(screens.map(\.id) == ["start", "account", "camera", "reminders", "weather"])
    #expect(
      screens.map(\.title) == [
        "garden.start.title", "garden.account.title", "garden.camera.title", "garden.reminders.title",
        "garden.weather.title",
      ])
    #expect(
      screens.map(\.primaryAction) == [
        "garden.start.go", "garden.next", "garden.camera.allow", "garden.next", "garden.next",
      ])
    // Each step is located at its case.
    #expect(screens.dropFirst(2).map(\.location.line) == [24, 26, 28])
  }

  /// The code every step shares is reported once, naming the other screens.
  @Test func theFindingsAreOnePerCause() {
    #expect(
      DerivedFlowFixtures.findings(Self.fixture) == [
        "target.size GardenOnboardingView.swift:20:9",
        "motion.no-reduced-fallback PermissionStepsView.swift:13:13",
        "struct.title-not-header PermissionStepsView.swift:91:7",
        "target.size PermissionStepsView.swift:94:7",
      ])
  }

  @Test func theTranscript() {
    let path = DerivedFlowFixtures.path(Self.fixture)
    let result = runTool(["voiceover", "--sources", path, "--tables", path, "--locale", "de"])
    #expect(result.code == 0)
    #expect(
      result.out == """
        start · de (left to right)
          1  0.00 s  Wachsen mit Sprout, Überschrift
          2  0.00 s  Los geht's, Taste

        account · de (left to right)
          1  0.00 s  Dein Garten
          2  0.00 s  Benenne die Beete, die du pflegst.
          3  0.00 s  Weiter, Taste

        camera · de (left to right)
          1  0.00 s  Fotos deiner Pflanzen
          2  0.00 s  Mach ein Foto, um das Wachstum zu verfolgen.
          3  0.00 s  Kamera erlauben, Taste

        reminders · de (left to right)
          1  0.00 s  Gieß-Erinnerungen
          2  0.00 s  Wir erinnern dich, bevor die Erde austrocknet.
          3  0.00 s  Weiter, Taste

        weather · de (left to right)
          1  0.00 s  Wetter vor Ort
          2  0.00 s  Nicht gießen, wenn Regen kommt.
          3  0.00 s  Weiter, Taste

        """)
  }

  /// Over literal steps, each item is a step, in the array's order, showing its own case.
  @Test func literalStepsAreTheStepsInTheirOrder() throws {
    let code = try String(
      contentsOfFile: DerivedFlowFixtures.path(Self.fixture) + "/PermissionStepsView.swift", encoding: .utf8)
    let folder = TemporaryFolder()
    _ = folder.write(
      "PermissionStepsView.swift",
      code.replacingOccurrences(of: "model.steps.enumerated()", with: "order.enumerated()")
        .replacingOccurrences(
          of: "  @StateObject private var model = PermissionStepsModel()\n",
          with: "  @StateObject private var model = PermissionStepsModel()\n"
            + "  private let order: [PermissionStepsModel.Step] = [.weather, .camera]\n"))
    _ = folder.write(
      "GardenOnboardingView.swift",
      try String(
        contentsOfFile: DerivedFlowFixtures.path(Self.fixture) + "/GardenOnboardingView.swift",
        encoding: .utf8))
    let screens = try #require(DerivedFlow.derive(SwiftSources.load(paths: [folder.path])).manifest?.screens)
    #expect(screens.map(\.id) == ["start", "account", "weather", "camera"])
    #expect(screens.dropFirst(2).map(\.title) == ["garden.weather.title", "garden.camera.title"])
  }

  /// An `if` that compares the index with the item's own value is no step pager: the
  /// destination stays one screen.
  @Test func anIfThatReadsTheItemOnBothSidesIsNoStepPager() throws {
    let folder = TemporaryFolder()
    for name in ["PermissionStepsView.swift", "GardenOnboardingView.swift"] {
      let code = try String(
        contentsOfFile: DerivedFlowFixtures.path(Self.fixture) + "/" + name, encoding: .utf8)
      _ = folder.write(
        name,
        code.replacingOccurrences(
          of: "if index == model.currentIndex {", with: "if index == step.hashValue {"))
    }
    let screens = try #require(DerivedFlow.derive(SwiftSources.load(paths: [folder.path])).manifest?.screens)
    #expect(screens.map(\.id) == ["start", "account", "permissions"])
  }

  /// A comparison of more than one operator is folded as the compiler folds it: the index is
  /// compared with the sum, which reads no item, so each step is still a screen.
  @Test func aLongerComparisonIsFolded() throws {
    let folder = TemporaryFolder()
    for name in ["PermissionStepsView.swift", "GardenOnboardingView.swift"] {
      let code = try String(
        contentsOfFile: DerivedFlowFixtures.path(Self.fixture) + "/" + name, encoding: .utf8)
      _ = folder.write(
        name,
        code.replacingOccurrences(
          of: "if index == model.currentIndex {", with: "if index == model.currentIndex + 0 {"))
    }
    let screens = try #require(DerivedFlow.derive(SwiftSources.load(paths: [folder.path])).manifest?.screens)
    #expect(screens.map(\.id) == ["start", "account", "camera", "reminders", "weather"])
  }

  /// Step pagers in each page of a flow multiply: the flow takes at most 500 screens from
  /// them, and one note says where it stopped; the pages after it stay one screen each.
  @Test func nestedStepPagersAreBounded() throws {
    func pager(_ name: String, step: String, count: Int, inner: String) -> String {
      let cases = (0..<count).map { "    case .\(step)\($0): Text(\"\(step) \($0)\")\(inner)" }
      return """
        struct \(name): View {
          @State var current = 0
          var body: some View {
            ForEach(Array(model.steps.enumerated()), id: \\.element) { index, step in
              if index == current { show(step) }
            }
          }
          @ViewBuilder func show(_ step: Step) -> some View {
            switch step {
        \(cases.joined(separator: "\n"))
            }
          }
        }

        """
    }
    let code =
      "import SwiftUI\n\n" + pager("StepsOnboardingView", step: "outer", count: 40, inner: "; InnerSteps()")
      + pager("InnerSteps", step: "inner", count: 40, inner: "")
    let folder = TemporaryFolder()
    let file = folder.write("StepsOnboardingView.swift", code)
    let flow = DerivedFlow.derive(SwiftSources.load(paths: [file]))
    let screens = try #require(flow.manifest?.screens)
    // 12 pages of 40 steps, 20 steps of the 13th, then 27 pages not split.
    #expect(screens.count == 12 * 40 + 20 + 27)
    #expect(screens.first?.id == "inner0")
    #expect(screens.last?.id == "outer39")
    let notes = flow.notes.filter { $0.rule == "input.too-complex" }
    #expect(notes.count == 1)
    #expect(
      notes.first?.message.hasSuffix(
        "is not a screen of its own: the flow already has 500 screens from step pagers, the most it is split into"
      )
        == true)
  }
}
