import Foundation
import Testing

@testable import OnboardAudit

/// Controls read from SwiftUI code as VoiceOver presents them (docs/swiftui.md, "Controls"):
/// a segmented `Picker` is a segmented control, a `TextField`'s title is its placeholder, and
/// `.disabled` dims a control where its condition holds when the screen first shows.
@Suite("Derived controls")
struct DerivedControlsTests {
  static let view = """
    import SwiftUI

    enum Frequency: Hashable { case daily, weekly, never }

    struct OnboardingReminderView: View {
      @State private var frequency = Frequency.weekly
      @State private var name = ""
      @State private var email = "someone@example.com"

      var body: some View {
        VStack(spacing: 16) {
          Text("remind.title")
            .font(.largeTitle)
            .accessibilityAddTraits(.isHeader)
          Picker("remind.often", selection: $frequency) {
            Text("remind.daily").tag(Frequency.daily)
            Text("remind.weekly").tag(Frequency.weekly)
            Text("remind.never").tag(Frequency.never)
          }
          .pickerStyle(.segmented)
          TextField("remind.name", text: $name)
          TextField("remind.email", text: $email, prompt: Text("remind.example"))
          Button("remind.go") {}
            .buttonStyle(.borderedProminent)
            .disabled(name.isEmpty || email.isEmpty)
          Button("remind.later") {}
            .disabled(!email.isEmpty)
        }
        .padding()
      }
    }

    """

  static let strings = """
    "remind.title" = "Reminders";
    "remind.often" = "How often?";
    "remind.daily" = "Daily";
    "remind.weekly" = "Weekly";
    "remind.never" = "Never";
    "remind.name" = "Your name";
    "remind.email" = "Email";
    "remind.example" = "name@example.com";
    "remind.go" = "Continue";
    "remind.later" = "Later";

    """

  private func project() -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write("Sources/OnboardingReminderView.swift", Self.view)
    folder.write("en.lproj/Localizable.strings", Self.strings)
    return folder
  }

  @Test func theTranscriptReadsTheControlsAsVoiceOverDoes() {
    let folder = project()
    let result = runTool(["voiceover", "--sources", folder.path + "/Sources", "--tables", folder.path])
    #expect(result.code == 0, "\(result.err)")
    #expect(
      result.out == """
        OnboardingReminderView · en (left to right)
          1  0.00 s  Reminders, heading
          2  0.00 s  Daily, button, 1 of 3
          3  0.00 s  Selected, Weekly, button, 2 of 3
          4  0.00 s  Never, button, 3 of 3
          5  0.00 s  Your name, text field … Double tap to edit.
          6  0.00 s  Email, text field … Double tap to edit.
          7  0.00 s  Continue, dimmed, button
          8  0.00 s  Later, dimmed, button

        """)
  }

  /// The field named by its title alone is placeholder-only; the one with a prompt has its
  /// title as its label. The dimmed primary action says nothing of what enables it. The
  /// segments are the system's, at its size.
  @Test func theirFindings() {
    let folder = project()
    var settings = AuditSettings()
    settings.tables = [folder.path]
    settings.sources = [folder.path + "/Sources"]
    let findings = Audit.run(settings).findings
    let placeholder = findings.filter { $0.rule == "label.placeholder-only" }
    #expect(placeholder.map(\.lineNumber) == [21])
    #expect(findings.filter { $0.rule == "state.disabled-unexplained" }.map(\.lineNumber) == [23])
    #expect(!findings.contains { $0.rule == "target.size" && (15...20).contains($0.lineNumber) })
  }

  /// What the code decides later is unknown: the control is not taken to be dimmed.
  @Test func aConditionTheCodeDecidesLaterDimsNothing() throws {
    let folder = TemporaryFolder()
    let file = folder.write(
      "OnboardingGateView.swift",
      """
      import SwiftUI

      struct OnboardingGateView: View {
        let model: GateModel
        var body: some View {
          Button("gate.go") {}.disabled(model.isBusy)
        }
      }

      """)
    let screen = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens.first)
    #expect(screen.allElements.allSatisfy { !$0.traits.contains(.notEnabled) })
  }

  /// A condition of several operators is folded as the compiler folds it: `&&` binds tighter
  /// than `||`, so `filled || named && agreed` holds at start where `filled` does.
  @Test(arguments: [
    ("!filled || named && agreed", true), ("filled || named && agreed", false),
    ("named && agreed || !filled", true), ("!filled || named && !agreed", true),
  ])
  func aLongerConditionIsFolded(condition: String, dimmed: Bool) throws {
    let folder = TemporaryFolder()
    let file = folder.write(
      "QuarryJoinView.swift",
      """
      import SwiftUI

      struct QuarryJoinView: View {
        @State private var filled = false
        @State private var named = false
        @State private var agreed = true
        var body: some View {
          Button("quarry.join") {}.disabled(\(condition))
        }
      }

      """)
    let screen = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens.first)
    let join = try #require(screen.allElements.first { $0.text?.key == "quarry.join" })
    #expect(join.traits.contains(.notEnabled) == dimmed)
  }
}
