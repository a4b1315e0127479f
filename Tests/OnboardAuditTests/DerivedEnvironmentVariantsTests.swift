import Foundation
import Testing

@testable import OnboardAudit

/// Branches on the environment (docs/swiftui.md, "The environment"): the colour scheme, the size
/// classes, VoiceOver and `#available` choose a variant of one screen, never screens. The
/// variant read is a phone in portrait, light, heard with VoiceOver, on the newest system.
@Suite("Derived environment variants")
struct DerivedEnvironmentVariantsTests {
  static let source = """
    import SwiftUI

    struct WelcomeKitchenView: View {
      @Environment(\\.colorScheme) private var scheme
      @Environment(\\.horizontalSizeClass) private var widthClass
      @Environment(\\.accessibilityVoiceOverEnabled) private var voiceOverOn

      var body: some View {
        VStack {
          switch scheme {
          case .dark: Text("kitchen.night")
          case .light: Text("kitchen.day")
          @unknown default: Text("kitchen.other")
          }
          if widthClass == .regular {
            Text("kitchen.wide")
          } else {
            Text("kitchen.narrow")
          }
          if #available(iOS 18, *) {
            Text("kitchen.fresh")
          } else {
            Text("kitchen.legacy")
          }
          if voiceOverOn {
            Button("kitchen.next") {}
          } else {
            Text("kitchen.swipe")
          }
        }
      }
    }
    """

  @Test func theEnvironmentsBranchesAreOneScreenInItsVariant() throws {
    let folder = TemporaryFolder()
    let file = folder.write("WelcomeKitchenView.swift", Self.source)
    let flow = DerivedFlow.derive(SwiftSources.load(paths: [file]))
    let screens = try #require(flow.manifest?.screens)
    #expect(flow.root == "WelcomeKitchenView")
    #expect(screens.map(\.id) == ["WelcomeKitchenView"])
    let keys = screens.first?.allElements.compactMap { $0.text?.key }
    #expect(keys == ["kitchen.day", "kitchen.narrow", "kitchen.fresh", "kitchen.next"])
  }

  @Test func aSwitchOverTheSchemeInAStepIsNoPager() throws {
    let folder = TemporaryFolder()
    let file = folder.write(
      "Tour.swift",
      """
      import SwiftUI

      struct TourView: View {
        @Environment(\\.colorScheme) var colorScheme
        var body: some View {
          switch colorScheme {
          case .dark: Image("tour-night")
          default: Image("tour-day")
          }
        }
      }
      """)
    let screens = try #require(
      DerivedFlow.derive(SwiftSources.load(paths: [file]), root: "TourView").manifest?.screens)
    #expect(screens.map(\.id) == ["TourView"])
    #expect(screens.first?.allElements.first { $0.role == .image }?.location.line == 8)
  }

  @Test func aFontChosenByTheTypeSizeIsTheDefaultSizes() throws {
    let folder = TemporaryFolder()
    let file = folder.write(
      "Pantry.swift",
      """
      import SwiftUI

      struct PantryWelcomeView: View {
        @Environment(\\.dynamicTypeSize) private var typeSize
        var body: some View {
          VStack {
            Text("pantry.title").font(typeSize.isAccessibilitySize ? .headline.bold() : .title2.bold())
            if typeSize.isAccessibilitySize {
              Text("pantry.short")
            } else {
              Text("pantry.long")
            }
          }
        }
      }
      """)
    let screens = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens)
    // At the default size, the title's font is `.title2`, and one screen shows the long text.
    #expect(screens.map(\.id) == ["PantryWelcomeView"])
    #expect(screens.first?.title == "pantry.title")
    #expect(screens.first?.allElements.compactMap { $0.text?.key } == ["pantry.title", "pantry.long"])
  }
}
