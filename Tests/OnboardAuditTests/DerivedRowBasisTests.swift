import Testing

@testable import OnboardAudit

/// A row finding, and a title read late, rest only on what the code says (docs/swiftui.md,
/// "Elements" and "What stays unknown"): not on stops of branches that never show together,
/// not on the layers of a `ZStack`, not on a view the sources do not declare nor an image the
/// tool cannot name. Rows the code does lay out are still reported.
@Suite("Derived flow: what rows and the first stop rest on")
struct DerivedRowBasisTests {
  private static let fixture = "HubPairing"

  /// An invitation (`if showsInvite, let inviteLink { … } else { … }`) and a search beacon
  /// (`if !showsInvite { … }`) in one `ZStack`: the beacon's turn and pulse are reported, the
  /// stacks of the two states are not said to interleave, and the beacon's offset, which
  /// follows a value set when data arrives, is no slide on appear.
  @Test func exclusiveStatesInAZStackMakeNoRowFinding() {
    #expect(
      DerivedFlowFixtures.findings(Self.fixture) == [
        "order.title-not-first HubSetupView.swift:72:9",
        "struct.title-not-header HubSetupView.swift:72:9",
        "struct.decorative-exposed HubSetupView.swift:86:11",
        "motion.autoplay-no-pause HubSetupView.swift:110:11",
        "motion.no-reduced-fallback HubSetupView.swift:110:11",
        "motion.autoplay-no-pause HubSetupView.swift:113:11",
        "motion.no-reduced-fallback HubSetupView.swift:113:11",
      ])
  }

  @Test func theBeaconOnlyTurnsAndPulses() throws {
    let screen = try #require(DerivedFlowFixtures.derive(Self.fixture).manifest?.screens.first)
    let kinds = screen.allElements.flatMap { $0.animations.map(\.kind) }
    #expect(kinds.sorted { $0.rawValue < $1.rawValue } == [.fade, .rotate, .scale])
    let invitation = try #require(screen.allElements.first { $0.id == "invite.title" })
    let beacon = try #require(
      screen.allElements.first { $0.animations.contains { $0.location.line == 110 } })
    #expect(invitation.shownWhen.excludes(beacon.shownWhen))
  }

  /// Two columns side by side are read row by row: one column's label, the other's, then the
  /// values. When the columns are two states of the screen, they never show together.
  @Test func columnsOfExclusiveBranchesDoNotInterleave() {
    #expect(Self.rowFindings(Self.columns(branches: true)) == [])
    #expect(Self.rowFindings(Self.columns(branches: false)) == ["stack-3 16", "stack-4 21"])
  }

  /// A row that shows one of two pairs counts the stops of one pair.
  @Test func aRowOfTwoStatesCountsTheStopsOfOne() {
    let code = """
      import SwiftUI

      struct TimerSetupView: View {
        var body: some View {
          NavigationStack { TimerChoice() }
        }
      }

      struct TimerChoice: View {
        @State private var running = false
        var body: some View {
          HStack {
            if running { Text("Running"); Text("12 min left") }
            if !running { Text("Paused"); Text("Tap to resume") }
          }
        }
      }
      """
    let messages = Self.audit(code, root: nil).filter { $0.rule == "struct.row-not-grouped" }.map(\.message)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("is read as 2 stops") == true)
  }

  /// A row whose other part is a view the sources do not declare is not a row the tool knows;
  /// one of a symbol and a text is. An unknown view or an image the tool cannot name before
  /// the title may be no stop at all; an SF Symbol named through SFSafeSymbols is one.
  @Test func unknownViewsMakeNoRowAndDoNotComeBeforeTheTitle() {
    let code = """
      import SwiftUI

      struct PerksIntroView: View {
        var body: some View {
          VStack {
            BrandMark()
            Image(.welcomeArt)
            Text("Perks").font(.largeTitle).accessibilityAddTraits(.isHeader)
            HStack { PerkBadge(); Text("Free delivery") }
            HStack { Image(systemName: "gift"); Text("A gift every month") }
          }
        }
      }

      struct SymbolIntroView: View {
        var body: some View {
          VStack {
            Image(systemSymbol: .sparkles)
            Text("Perks").font(.largeTitle).accessibilityAddTraits(.isHeader)
          }
        }
      }
      """
    #expect(
      Self.findings(code, root: "PerksIntroView") == [
        "struct.decorative-exposed 10", "struct.row-not-grouped 10",
      ])
    #expect(
      Self.findings(code, root: "SymbolIntroView") == [
        "order.title-not-first 19", "struct.decorative-exposed 18",
      ])
  }

  @Test func safeSymbolsNamesReadBackWhenTheyHaveNoDigits() throws {
    let code = """
      import SwiftUI

      struct BadgeWelcomeView: View {
        var body: some View {
          VStack {
            Image(systemSymbol: .lockShieldFill)
            Image(systemSymbol: SFSymbol.questionmark)
            Image(systemSymbol: .person2Fill)
          }
        }
      }
      """
    let folder = TemporaryFolder()
    let file = folder.write("BadgeWelcomeView.swift", code)
    let screen = try #require(DerivedFlow.derive(SwiftSources.load(paths: [file])).manifest?.screens.first)
    let images = screen.allElements.filter { $0.role == .image }
    #expect(images.map(\.symbol) == ["lock.shield.fill", "questionmark", nil])
    #expect(images.map { $0.label?.expression } == [nil, nil, ".person2Fill"])
  }

  /// Two columns of a label over a value in a row kept together with `contain`; as two
  /// states of the screen (`if yearly` / `if !yearly`) or both at once.
  private static func columns(branches: Bool) -> String {
    let (open, middle, close) =
      branches ? ("if yearly {", "}\n      if !yearly {", "}") : ("", "", "")
    return """
      import SwiftUI

      struct PlanSetupView: View {
        var body: some View {
          NavigationStack { PlanChoice() }
        }
      }

      struct PlanChoice: View {
        @State private var yearly = false
        var body: some View {
          VStack {
            Text("Choose a plan").font(.largeTitle).accessibilityAddTraits(.isHeader)
            HStack(alignment: .top) {
              \(open)
              VStack(alignment: .leading) {
                Text("Yearly")
                Text("Save a third")
              }
              \(middle)
              VStack(alignment: .leading) {
                Text("Monthly")
                Text("Cancel any time")
              }
              \(close)
            }
            .accessibilityElement(children: .contain)
          }
        }
      }
      """
  }

  /// The row findings of a view's flow, as "element line".
  private static func rowFindings(_ code: String) -> [String] {
    audit(code, root: nil).filter { $0.rule == "struct.row-not-grouped" }.map {
      "\($0.message.split(separator: "\"")[1]) \($0.location?.line ?? 0)"
    }
  }

  /// The screen reader's findings of a view's flow, as "rule line".
  private static func findings(_ code: String, root: String?) -> [String] {
    audit(code, root: root).filter { $0.rule.hasPrefix("struct.") || $0.rule.hasPrefix("order.") }
      .map { "\($0.rule) \($0.location?.line ?? 0)" }.sorted()
  }

  private static func audit(_ code: String, root: String?) -> [Finding] {
    let folder = TemporaryFolder()
    let file = folder.write("Intro.swift", code)
    var settings = AuditSettings()
    settings.sources = [file]
    settings.flowRoot = root
    return Audit.run(settings).findings
  }
}
