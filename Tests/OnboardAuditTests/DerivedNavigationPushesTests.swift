import Foundation
import Testing

@testable import OnboardAudit

/// Screens a screen pushes (docs/swiftui.md, "Pushed screens"): each destination of a
/// `NavigationLink` or a `navigationDestination` that is a view of the sources is a screen
/// after the screen that pushes it, once, within the bounds of presented screens.
@Suite("Derived screens pushed by navigation")
struct DerivedNavigationPushesTests {
  static let sources = """
    import SwiftUI

    struct HarborStartView: View {
      var body: some View {
        NavigationStack {
          VStack {
            Text("harbor.title").font(.largeTitle).accessibilityAddTraits(.isHeader)
            NavigationLink("harbor.begin") { CrewView() }
            NavigationLink(destination: ChartBrowser()) { Text("harbor.charts") }
          }
        }
      }
    }

    enum Leg: Hashable { case tide, anchor }

    struct CrewView: View {
      var body: some View {
        VStack {
          Text("crew.title").font(.title).accessibilityAddTraits(.isHeader)
          NavigationLink(value: Leg.tide) { Text("crew.next") }
        }
        .navigationDestination(for: Leg.self) { leg in
          switch leg {
          case .tide: TideView()
          case .anchor: AnchorView()
          }
        }
      }
    }

    struct TideView: View {
      @State private var ready = false
      var body: some View {
        VStack {
          Text("tide.title").font(.title).accessibilityAddTraits(.isHeader)
          Button("tide.go") { ready = true }
        }
        .navigationDestination(isPresented: $ready) { AnchorView() }
      }
    }

    struct AnchorView: View {
      var body: some View {
        VStack {
          Text("anchor.title").font(.title).accessibilityAddTraits(.isHeader)
          Button("anchor.done") {}
          NavigationLink { CrewView() } label: { Text("anchor.again") }
        }
      }
    }
    """

  @Test func eachDestinationOfTheSourcesIsAScreenAfterItsPusherOnce() throws {
    let folder = TemporaryFolder()
    let file = folder.write("Harbor.swift", Self.sources)
    let flow = DerivedFlow.derive(SwiftSources.load(paths: [file]))
    let screens = try #require(flow.manifest?.screens)
    // The link back to the crew is no new screen, nor is the anchor reached twice; the
    // chart browser is not of the sources.
    #expect(
      screens.map(\.id) == [
        "HarborStartView", "HarborStartView.CrewView", "HarborStartView.CrewView.TideView",
        "HarborStartView.CrewView.TideView.AnchorView",
      ])
    #expect(screens.map(\.title) == ["harbor.title", "crew.title", "tide.title", "anchor.title"])
    #expect(screens.map(\.primaryAction) == ["harbor.charts", "crew.next", "tide.go", "anchor.again"])
    #expect(screens[1].location.line == 8 && screens[1].location.column == 9)
    #expect(screens[2].location.line == 25 && screens[2].location.column == 7)
    #expect(screens[3].location.line == 39 && screens[3].location.column == 5)
  }

  @Test func aButtonOfTheAppsOwnPushesTheViewItIsGiven() throws {
    let folder = TemporaryFolder()
    let file = folder.write(
      "Trail.swift",
      """
      import SwiftUI

      struct TrailButton: View {
        let title: LocalizedStringKey
        let destination: AnyView?

        init(title: LocalizedStringKey, destination: some View) {
          self.title = title
          self.destination = AnyView(destination)
        }

        var body: some View {
          if let destination {
            NavigationLink(destination: destination) { Text(title) }
          }
        }
      }

      struct TrailheadView: View {
        var body: some View {
          VStack {
            Text("trail.title").font(.largeTitle).accessibilityAddTraits(.isHeader)
            TrailButton(title: "trail.walk", destination: SummitView())
          }
        }
      }

      struct SummitView: View {
        var body: some View {
          Text("summit.title").font(.title).accessibilityAddTraits(.isHeader)
        }
      }
      """)
    let screens = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens)
    #expect(screens.map(\.id) == ["TrailheadView", "TrailheadView.SummitView"])
    #expect(screens.map(\.title) == ["trail.title", "summit.title"])
  }

  @Test func pushesNestedBeyondTheBoundAreOneNote() throws {
    let folder = TemporaryFolder()
    var code = "import SwiftUI\n"
    for index in 0..<12 {
      code += """

        struct LockStage\(index): View {
          var body: some View {
            VStack {
              Text("lock.stage\(index)").font(.title).accessibilityAddTraits(.isHeader)
              NavigationLink("lock.onward\(index)") { LockStage\(index + 1)() }
            }
          }
        }

        """
    }
    code += "\nstruct LockStage12: View {\n  var body: some View { Text(\"lock.end\") }\n}\n"
    let file = folder.write("Locks.swift", code)
    let flow = DerivedFlow.derive(SwiftSources.load(paths: [file]))
    let screens = try #require(flow.manifest?.screens)
    #expect(screens.count == 1 + PresentedScreens.depth)
    let notes = flow.notes.filter { $0.rule == ExpansionBudget.rule }
    #expect(
      notes.map(\.message) == [
        "what screen '\(screens.last?.id ?? "")' presents or pushes is not a screen of its own: screens "
          + "presented or pushed from each other nest more than 8 deep"
      ])
  }
}
