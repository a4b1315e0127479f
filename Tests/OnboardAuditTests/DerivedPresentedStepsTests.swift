import Foundation
import Testing

@testable import OnboardAudit

/// A presented view that changes its steps (docs/swiftui.md, "Presented content"): each step of
/// the `switch` over its step is a screen of its own, after the screen that presents it.
@Suite("Derived steps of presented content")
struct DerivedPresentedStepsTests {
  @Test func eachStepOfASheetsSwitchIsAScreen() throws {
    let folder = TemporaryFolder()
    let file = folder.write(
      "Garden.swift",
      """
      import SwiftUI

      struct WelcomeGardenView: View {
        @State private var showsPlanner = false
        var body: some View {
          VStack {
            Text("garden.title").font(.largeTitle).accessibilityAddTraits(.isHeader)
            Button("garden.plan") { showsPlanner = true }
          }
          .sheet(isPresented: $showsPlanner) { PlannerDialog() }
        }
      }

      struct PlannerDialog: View {
        enum Step { case beds, seeds }
        @State private var step = Step.beds
        var body: some View {
          switch step {
          case .beds:
            VStack {
              Text("planner.beds").font(.title).accessibilityAddTraits(.isHeader)
              Button("planner.next") { step = .seeds }
            }
          case .seeds:
            VStack {
              Text("planner.seeds").font(.title).accessibilityAddTraits(.isHeader)
              Button("planner.done") {}
            }
          }
        }
      }
      """)
    let screens = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens)
    #expect(
      screens.map(\.id) == [
        "WelcomeGardenView", "WelcomeGardenView.PlannerDialog-beds", "WelcomeGardenView.PlannerDialog-seeds",
      ])
    #expect(screens.map(\.title) == ["garden.title", "planner.beds", "planner.seeds"])
    #expect(screens[2].location.line == 10)
  }
}
