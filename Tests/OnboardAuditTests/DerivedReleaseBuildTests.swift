import Testing

@testable import OnboardAudit

/// Every `#if` is read as an iOS release build compiles it (docs/swiftui.md, "Build
/// configuration"): `DEBUG` off, `os(iOS)` on, the simulator off, `canImport(UIKit)` true; in
/// the strings read and in the derived flow alike.
@Suite("Derived flow: the release build's #if clauses")
struct DerivedReleaseBuildTests {
  private static let code = """
    import SwiftUI

    struct TideWelcomeView: View {
      var body: some View {
        VStack {
          #if DEBUG
            Text("tide.debug")
          #elseif os(macOS)
            Text("tide.desk")
          #else
            Text("tide.title").font(.largeTitle)
          #endif
          #if !DEBUG
            Text("tide.release")
          #endif
          #if DEBUG && os(iOS)
            Text("tide.debugPhone")
          #endif
          #if os(iOS) && !targetEnvironment(simulator)
            Text("tide.device")
          #endif
          #if canImport(AppKit)
            Text("tide.appKit")
          #elseif canImport(UIKit)
            Text("tide.uiKit")
          #endif
          TideFooter()
          Button("tide.start") {}
            #if os(macOS)
              .hidden()
            #else
              .accessibilityHint("tide.startHint")
            #endif
        }
      }
    }

    struct TideFooter: View {
      #if os(macOS)
        var body: some View { Text("tide.footerDesk") }
      #else
        var body: some View { Text("tide.footer") }
      #endif
    }
    """

  private static let shipped = [
    "tide.title", "tide.release", "tide.device", "tide.uiKit", "tide.footer", "tide.start", "tide.startHint",
  ]

  @Test func theStringsReadAreThoseOfTheReleaseBuild() {
    let folder = TemporaryFolder()
    let file = folder.write("TideWelcomeView.swift", Self.code)
    let keys = SwiftSources.load(paths: [file]).strings.map(\.key)
    #expect(Set(keys) == Set(Self.shipped))
  }

  @Test func theFlowShowsTheReleaseBuildsViewsAndModifiers() throws {
    let folder = TemporaryFolder()
    let file = folder.write("TideWelcomeView.swift", Self.code)
    let screen = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens.first)
    #expect(screen.id == "TideWelcomeView")
    #expect(
      screen.allElements.compactMap { $0.text?.key } == [
        "tide.title", "tide.release", "tide.device", "tide.uiKit", "tide.footer", "tide.start",
      ])
    let start = try #require(screen.allElements.first { $0.text?.key == "tide.start" })
    #expect(start.hint?.key == "tide.startHint")
    #expect(!start.hidden)
  }
}
