import Foundation
import Testing

@testable import OnboardAudit

/// `onboard-audit manifest` reads the config as `audit` does: DIR's `onboard-audit.json` or
/// `--config`, its `sources`, `tables`, `flowRoot` and `screens`, each path it reads kept inside
/// its folder (docs/security.md).
@Suite("Manifest command and the config")
struct ManifestConfigTests {
  /// A greenhouse app whose coordinator presents three panels, none of which shows another.
  private static func project() -> TemporaryFolder {
    let project = TemporaryFolder()
    project.write(
      "Greenhouse/GreetingPanel.swift",
      """
      import SwiftUI

      struct GreetingPanel: View {
        var body: some View {
          VStack {
            Text("greeting.title").font(.largeTitle)
            Button("greeting.next") {}
          }
        }
      }
      """)
    project.write(
      "Greenhouse/SeedlingPanel.swift",
      """
      import SwiftUI

      struct SeedlingPanel: View {
        var body: some View {
          VStack {
            Text("seedling.title").font(.largeTitle)
            Text("seedling.body")
          }
        }
      }
      """)
    project.write(
      "Greenhouse/WateringPanel.swift",
      """
      import SwiftUI

      struct WateringPanel: View {
        var body: some View {
          Button("watering.remind") {}
        }
      }
      """)
    project.write(
      "Greenhouse/en.lproj/Localizable.strings",
      """
      "greeting.title" = "Hello, gardener";
      "greeting.next" = "Next";
      "seedling.title" = "Your first seedling";
      "seedling.body" = "Water it a little every day.";
      "watering.remind" = "Remind me";
      """)
    return project
  }

  private static func screenIDs(_ output: String) throws -> [String] {
    try FlowManifest.parse(Array(output.utf8), file: "derived.json", ruleIDs: RuleCatalog.ids).screens.map(
      \.id)
  }

  @Test func theConfigInDIRGivesTheSourcesAndTheScreensInItsOrder() throws {
    let project = Self.project()
    project.write(
      "onboard-audit.json",
      #"{"sources": ["Greenhouse"], "screens": ["WateringPanel", "GreetingPanel", "SeedlingPanel"]}"#)
    let result = runTool(["manifest", project.path])
    #expect(result.code == 0)
    // Not in the order of the files' paths: the config's.
    #expect(try Self.screenIDs(result.out) == ["WateringPanel", "GreetingPanel", "SeedlingPanel"])
    #expect(
      result.err == project.path + "/Greenhouse/WateringPanel.swift:3:8: note: no view contains the flow; "
        + "each of the config's screens is a screen of its own: WateringPanel, GreetingPanel, SeedlingPanel\n"
        + "SwiftUI: 3 screens, 5 elements, 100 % known\n"
    )
  }

  @Test func theCurrentFolderIsDIRByDefault() throws {
    let project = Self.project()
    project.write("onboard-audit.json", #"{"sources": ["Greenhouse"], "screens": ["SeedlingPanel"]}"#)
    let result = try runBinary(["manifest"], environment: [:], in: project.path)
    #expect(result.code == 0)
    #expect(try Self.screenIDs(result.out) == ["SeedlingPanel"])
  }

  @Test func configNamesTheFileAndItsFlowRootTheFirstView() throws {
    let project = Self.project()
    let config = project.write(
      "settings/manifest.json", #"{"sources": ["../Greenhouse"], "flowRoot": "SeedlingPanel"}"#)
    // A config elsewhere reads only inside its own folder.
    let refused = runTool(["manifest", "--config", config])
    #expect(refused.code == 2)
    #expect(
      refused.err.contains(
        #"sources path "../Greenhouse" from \#(config) is outside the project; give it on the command line to read it there"#
      ))
    let inside = project.write(
      "manifest.json", #"{"sources": ["Greenhouse"], "tables": ["Greenhouse"], "flowRoot": "SeedlingPanel"}"#)
    let result = runTool(["manifest", "--config", inside])
    #expect(result.code == 0)
    // The other views are no screen of a flow from that root, and the summary says so.
    #expect(
      result.err
        == "SwiftUI: 1 screen, 2 elements, 100 % known; screens not derived: GreetingPanel (shown by no screen of the flow), WateringPanel (shown by no screen of the flow)\n"
    )
    #expect(try Self.screenIDs(result.out) == ["SeedlingPanel"])
  }

  @Test func sourcesAndRootOnTheCommandLineWinOverTheConfig() throws {
    let project = Self.project()
    // The config's paths are not read, so where they lead does not matter.
    project.write(
      "onboard-audit.json", #"{"sources": ["/etc"], "tables": ["../x"], "flowRoot": "SeedlingPanel"}"#)
    let result = runTool([
      "manifest", project.path, "--sources", project.path + "/Greenhouse/WateringPanel.swift",
      "--root", "WateringPanel",
    ])
    #expect(result.code == 0)
    #expect(try Self.screenIDs(result.out) == ["WateringPanel"])
  }

  @Test func aSourcesPathOutsideTheConfigsFolderIsRefused() {
    let project = Self.project()
    project.write("onboard-audit.json", #"{"sources": ["Greenhouse", "../elsewhere"]}"#)
    let result = runTool(["manifest", project.path])
    #expect(result.code == 2)
    #expect(result.out == "")
    #expect(
      result.err.contains(
        #"sources path "../elsewhere" from \#(project.path)/onboard-audit.json is outside the project; give it on the command line to read it there"#
      ))
  }

  /// A config's manifest is not read by `manifest`, but its folder holds the tables when the
  /// config names none: it stays inside too.
  @Test func aConfigsFlowOutsideItsFolderIsRefusedToo() {
    let project = Self.project()
    project.write(
      "onboard-audit.json", #"{"sources": ["Greenhouse"], "flow": "../elsewhere/onboarding.json"}"#)
    let result = runTool(["manifest", project.path])
    #expect(result.code == 2)
    #expect(
      result.err.contains(
        #"flow path "../elsewhere/onboarding.json" from \#(project.path)/onboard-audit.json is outside the project"#
      ))
  }

  @Test func aConfigFoundInDIRThatLeadsOutIsRefused() {
    let project = Self.project()
    let outside = TemporaryFolder()
    let target = outside.write("onboard-audit.json", #"{"sources": ["."]}"#)
    project.link("onboard-audit.json", to: target)
    let result = runTool(["manifest", project.path])
    #expect(result.code == 2)
    #expect(result.err.contains("name it with --config to read it there"))
  }

  @Test func withoutSourcesAnywhereTheCommandSaysWhatToGive() {
    let project = TemporaryFolder()
    let result = runTool(["manifest", project.path])
    #expect(result.code == 2)
    #expect(
      result.err.contains(
        "give at least one --sources PATH, or a config with sources (DIR/onboard-audit.json or --config)"))
  }
}
