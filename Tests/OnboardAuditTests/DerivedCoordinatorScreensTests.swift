import Foundation
import Testing

@testable import OnboardAudit

/// Screens a coordinator presents (docs/swiftui.md, "Screens a coordinator presents"): with no
/// root, the views no other view of the sources uses are the screens, in the order the
/// coordinator's code names them, then by path. A garden app's sign-up, written here.
@Suite("Derived screens a coordinator presents")
struct DerivedCoordinatorScreensTests {
  /// Four screens, a row one of them shows, and a panel generic over its content, none named
  /// like a flow's root; the file names put them in another order than the coordinator's.
  private static func views(in folder: TemporaryFolder) -> [String] {
    [
      folder.write(
        "Views/AHarvestDoneView.swift",
        """
        import SwiftUI

        struct HarvestDoneView: View {
          var body: some View {
            VStack {
              Text("harvest.title").font(.largeTitle)
              Button("harvest.finish") {}
            }
          }
        }
        """),
      folder.write(
        "Views/BSeedPickView.swift",
        """
        import SwiftUI

        struct SeedRow: View {
          let name: String
          var body: some View { Text(name) }
        }

        struct SeedPickView: View {
          var onNext: () -> Void = {}
          var body: some View {
            VStack {
              Text("seeds.title").font(.title)
              SeedRow(name: "seeds.tomato")
              Button("seeds.next", action: onNext)
            }
          }
        }
        """),
      folder.write(
        "Views/CWaterPlanView.swift",
        """
        import SwiftUI

        struct WaterPlanView: View {
          var body: some View {
            VStack {
              Text("water.title").font(.title)
              Button("water.next") {}
            }
          }
        }
        """),
      folder.write(
        "Views/DPanel.swift",
        """
        import SwiftUI

        struct Panel<Content: View>: View {
          @ViewBuilder var content: Content
          var body: some View { VStack { content }.padding() }
        }
        """),
      folder.write(
        "Views/EAboutView.swift",
        """
        import SwiftUI

        struct AboutView: View {
          var body: some View { Text("about.title").font(.title) }
        }
        """),
    ]
  }

  @Test func theHostedViewsAreScreensInTheCoordinatorsOrder() throws {
    let folder = TemporaryFolder()
    var files = Self.views(in: folder)
    files.append(
      folder.write(
        "Flow/GardenCoordinator.swift",
        """
        import SwiftUI
        import UIKit

        enum GardenStep { case seeds, water }

        final class GardenCoordinator {
          let navigation = UINavigationController()

          func start() {
            navigation.pushViewController(UIHostingController(rootView: SeedPickView(onNext: {})), animated: false)
          }

          func controller(after step: GardenStep) -> UIViewController {
            switch step {
            case .seeds: return UIHostingController(rootView: WaterPlanView())
            case .water: return UIHostingController(rootView: HarvestDoneView().tint(.green))
            }
          }
        }
        """))
    let flow = DerivedFlow.derive(SwiftSources.load(paths: files))
    let screens = try #require(flow.manifest?.screens)
    #expect(flow.root == nil)
    // The row is shown by a screen and the panel holds a caller's content: neither is one.
    #expect(screens.map(\.id) == ["SeedPickView", "WaterPlanView", "HarvestDoneView", "AboutView"])
    #expect(screens.map(\.title) == ["seeds.title", "water.title", "harvest.title", "about.title"])
    #expect(
      flow.notes.first?.message
        == "no view contains the flow; each of the views no other view uses is a screen of its own: "
        + "SeedPickView, WaterPlanView, HarvestDoneView, AboutView")
    #expect(flow.notes.first?.location.file.hasSuffix("Views/BSeedPickView.swift") == true)
    #expect(flow.notes.first?.location.line == 8)
  }

  @Test func theViewsASwitchReturnsAreScreensInItsOrder() throws {
    let folder = TemporaryFolder()
    var files = Self.views(in: folder)
    files.append(
      folder.write(
        "Flow/GardenRouter.swift",
        """
        import SwiftUI

        enum GardenRouter {
          @ViewBuilder static func screen(for step: Int) -> some View {
            switch step {
            case 0: WaterPlanView()
            default: AnyView(SeedPickView().padding())
            }
          }
        }
        """))
    let screens = try #require(DerivedFlow.derive(SwiftSources.load(paths: files)).manifest?.screens)
    #expect(screens.map(\.id) == ["WaterPlanView", "SeedPickView", "HarvestDoneView", "AboutView"])
  }

  @Test func withoutACoordinatorTheScreensAreInPathOrder() throws {
    let folder = TemporaryFolder()
    let screens = try #require(
      DerivedFlow.derive(SwiftSources.load(paths: Self.views(in: folder))).manifest?.screens)
    #expect(screens.map(\.id) == ["HarvestDoneView", "SeedPickView", "WaterPlanView", "AboutView"])
  }

  @Test func ofSeveralOnboardingViewsNoneShowsTheOneWithStepsIsTheRoot() throws {
    let folder = TemporaryFolder()
    let file = folder.write(
      "Onboarding.swift",
      """
      import SwiftUI

      struct OnboardingLegalView: View {
        var body: some View { Text("legal.title").font(.title) }
      }

      struct OnboardingFlowView: View {
        @State private var page = 0
        var body: some View {
          TabView(selection: $page) {
            Text("flow.one").tag(0)
            Text("flow.two").tag(1)
          }
          .tabViewStyle(.page)
        }
      }
      """)
    let flow = DerivedFlow.derive(SwiftSources.load(paths: [file]))
    #expect(flow.root == "OnboardingFlowView")
    #expect(flow.manifest?.screens.count == 2)
  }
}
