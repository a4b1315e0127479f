import Testing

@testable import OnboardAudit

/// `target.size`: WCAG 2.5.8's spacing exception, and nothing said of a size that a style
/// of the app's own decides.
@Suite("Target size")
struct TargetSizeTests {
  private func frame(_ x: Double, _ y: Double, _ side: Double) -> Frame {
    Frame(x: x, y: y, width: side, height: side)
  }

  @Test func aSmallTargetAloneMeetsTheSpacingException() {
    #expect(
      TargetSizeRule.meetsSpacingException(
        frame(300, 50, 20), others: [Frame(x: 32, y: 700, width: 326, height: 50)]))
  }

  @Test func aTargetWithinTwelvePointsOfTheCenterFailsIt() {
    // The other target's edge is 11 pt from the small one's center (310 + 11 = 321).
    #expect(!TargetSizeRule.meetsSpacingException(frame(300, 50, 20), others: [frame(321, 40, 60)]))
    #expect(TargetSizeRule.meetsSpacingException(frame(300, 50, 20), others: [frame(323, 40, 60)]))
  }

  @Test func twoSmallTargetsWhoseCirclesOverlapFailIt() {
    // Centers 22 pt apart: their 24 pt circles overlap.
    #expect(!TargetSizeRule.meetsSpacingException(frame(20, 50, 20), others: [frame(42, 50, 20)]))
    #expect(TargetSizeRule.meetsSpacingException(frame(20, 50, 20), others: [frame(46, 50, 20)]))
  }

  private func audit(style: String, font: String = "") -> [Finding] {
    let folder = TemporaryFolder()
    folder.write(
      "WelcomeOnboardingView.swift",
      """
      import SwiftUI

      struct WelcomeOnboardingView: View {
        var body: some View {
          VStack {
            HStack {
              Spacer()
              Button {
              } label: {
                Image(systemName: "xmark")
              }
              .buttonStyle(\(style))\(font)
              .accessibilityLabel("welcome.close")
            }
            Text("welcome.title").font(.largeTitle)
            Spacer()
            Button("welcome.start") {}
              .buttonStyle(.borderedProminent)
          }
          .padding()
        }
      }

      """)
    folder.write(
      "en.lproj/Localizable.strings",
      "\"welcome.close\" = \"Close\";\n\"welcome.title\" = \"Welcome\";\n\"welcome.start\" = \"Start\";\n")
    var settings = AuditSettings()
    settings.tables = [folder.path]
    settings.sources = [folder.path]
    return Audit.run(settings).findings.filter { $0.rule == "target.size" }
  }

  /// A close button drawn by the app's own style has the style's size, which the code does
  /// not show: no finding. The same button in SwiftUI's plain style is as small as its icon.
  @Test func aSizeFromTheAppsOwnStyleIsUnknown() {
    // Line 8 is the close button; line 17, the start button, 34 pt high in its system style.
    #expect(audit(style: "DismissButtonStyle()").map { $0.location?.line } == [17])
    #expect(audit(style: ".dismiss").map { $0.location?.line } == [17])
    #expect(audit(style: ".plain").map { $0.location?.line } == [8, 17])
  }

  /// A font the tool cannot resolve (a constant of the app's theme) decides the size too.
  @Test func aSizeFromAFontTheToolCannotResolveIsUnknown() {
    #expect(audit(style: ".plain", font: ".font(Theme.closeFont)").map { $0.location?.line } == [17])
    #expect(audit(style: ".plain", font: ".font(.title3)").map { $0.location?.line } == [8, 17])
  }

  /// A picker or a slider is as large as its style makes it, not its title: a `DatePicker("")`
  /// in a wheel is no 0-pt target, and VoiceOver reads the time it holds.
  @Test func anAdjustableControlsSizeIsItsStyles() throws {
    let folder = TemporaryFolder()
    folder.write(
      "BedtimeSetupView.swift",
      """
      import SwiftUI

      struct BedtimeSetupView: View {
        @State private var bedtime = Date()
        @State private var volume = 0.5

        var body: some View {
          VStack {
            Text("Bedtime").font(.largeTitle).accessibilityAddTraits(.isHeader)
            DatePicker("", selection: $bedtime, displayedComponents: .hourAndMinute)
              .datePickerStyle(.wheel)
              .labelsHidden()
            Slider(value: $volume)
          }
        }
      }
      """)
    var settings = AuditSettings()
    settings.sources = [folder.path]
    let rules = Audit.run(settings).findings.map(\.rule)
    #expect(!rules.contains("target.size") && !rules.contains("label.missing"))
    let screen = try #require(
      DerivedFlow.derive(SwiftSources.load(paths: [folder.path])).manifest?.screens.first)
    let picker = try #require(screen.allElements.first { $0.location.line == 10 })
    #expect(picker.value?.expression == "$bedtime")
  }
}
