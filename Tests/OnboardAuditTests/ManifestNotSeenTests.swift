import Foundation
import Testing

/// `onboard-audit manifest` says what was not seen, in the words `audit` uses
/// (docs/swiftui.md, "What was not seen").
@Suite struct ManifestNotSeenTests {
  /// A screen whose frame and badge are views no source declares.
  @Test func standardErrorCountsTheScreensAndNamesWhatWasNotFollowed() {
    let folder = TemporaryFolder()
    folder.write(
      "LanternWelcomeView.swift",
      """
      import SwiftUI

      struct LanternWelcomeView: View {
        var body: some View {
          VStack {
            Text("Light the way")
            EmberFrame {
              Text("Every path glows")
            }
            WickBadge()
            Button("Begin") {}
          }
        }
      }
      """)
    let result = runTool(["manifest", "--sources", folder.path])
    #expect(result.code == 0)
    let file = folder.path + "/LanternWelcomeView.swift"
    #expect(
      result.err
        == file
        + ":7:7: note: 'EmberFrame' is not declared in the sources; of its content only the texts and views it is given are known\n"
        + file
        + ":10:7: note: 'WickBadge' is not declared in the sources; it is one element whose content is unknown\n"
        + "SwiftUI: 1 screen, 5 elements, 60 % known; not followed: EmberFrame (1 use, not in the sources), WickBadge (1 use, not in the sources)\n"
    )
  }

  /// Sources that yield no screen: the rule `flow.not-understood`'s words, and no manifest.
  @Test func sourcesWithNoScreenSaySoAsTheRuleDoes() {
    let folder = TemporaryFolder()
    folder.write(
      "WickHolder.swift",
      """
      import SwiftUI

      // Holds its caller's content: no screen of its own.
      struct WickHolder<Content: View>: View {
        let content: Content
        var body: some View { content.padding() }
      }
      """)
    let result = runTool(["manifest", "--sources", folder.path])
    #expect(result.code == 2)
    #expect(result.out == "")
    #expect(
      result.err
        == "SwiftUI: 0 screens, 0 elements, 100 % known\n"
        + "Error: the Swift sources yield no screen, so no rule checks the flow: name its root view with `flowRoot` (or `--root`), or its screens with `screens` in the config, or describe it in a manifest\n"
    )
  }
}
