import Foundation
import Testing

@testable import OnboardAudit

/// The reading order of docs/simulation.md, pinned on small screens.
@Suite("Reading order")
struct ReadingOrderTests {
  private func screen(_ elements: String, device: String = "phone") throws -> (Screen, Device) {
    let json = #"{"device": "\#(device)", "screens": [{"id": "s", "elements": [\#(elements)]}]}"#
    let manifest = try FlowManifest.parse(Array(json.utf8), file: "onboarding.json", ruleIDs: RuleCatalog.ids)
    return (manifest.screens[0], manifest.device)
  }

  private func order(_ elements: String, device: String = "phone", rightToLeft: Bool = false) throws
    -> [String]
  {
    let (screen, device) = try screen(elements, device: device)
    return ReadingOrder.stops(of: screen, device: device, rightToLeft: rightToLeft).map(\.element.id)
  }

  private static let featureScreen = """
    {"id": "title", "role": "header", "text": {"literal": "Welcome"}, "frame": [32, 96, 326, 40]},
    {"id": "row.1", "role": "group", "children": "combine", "axis": "horizontal", "frame": [32, 200, 326, 60],
     "elements": [
       {"id": "row.1.icon", "role": "image", "symbol": "lock.fill", "decorative": true, "frame": [32, 210, 40, 40]},
       {"id": "row.1.title", "text": {"literal": "Private"}, "frame": [88, 200, 120, 24]},
       {"id": "row.1.note", "text": {"literal": "Encrypted"}, "frame": [220, 200, 138, 24]}]},
    {"id": "row.2", "role": "group", "children": "combine", "axis": "horizontal", "frame": [32, 280, 326, 60],
     "elements": [
       {"id": "row.2.title", "text": {"literal": "Sync"}, "frame": [88, 280, 120, 24]},
       {"id": "row.2.note", "text": {"literal": "Everywhere"}, "frame": [220, 280, 138, 24]}]},
    {"id": "row.3", "role": "group", "children": "combine", "axis": "horizontal", "frame": [32, 360, 326, 60],
     "elements": [
       {"id": "row.3.title", "text": {"literal": "Reminders"}, "frame": [88, 360, 120, 24]},
       {"id": "row.3.note", "text": {"literal": "Gentle"}, "frame": [220, 360, 138, 24]}]},
    {"id": "go", "role": "button", "text": {"literal": "Continue"}, "frame": [32, 742, 326, 50]}
    """

  @Test(arguments: [false, true])
  func titleCombinedRowsAndButton(rightToLeft: Bool) throws {
    let (screen, device) = try screen(Self.featureScreen)
    let stops = ReadingOrder.stops(of: screen, device: device, rightToLeft: rightToLeft)
    #expect(stops.map(\.element.id) == ["title", "row.1", "row.2", "row.3", "go"])
    // A mirrored row keeps its leading-first order: the spoken order does not flip.
    #expect(stops[1].parts.map(\.id) == ["row.1.title", "row.1.note"])
    #expect(stops[3].parts.map(\.id) == ["row.3.title", "row.3.note"])
    let simulation = ScreenSimulation(
      screen: screen, manifest: FlowManifest(file: "f", screens: [screen]),
      locale: AuditLocale(canonical: rightToLeft ? "ar" : "en"),
      resolver: StringResolver(tables: [], defaultTable: "T"))
    #expect(simulation.stops[1].announcement.spoken == "Private, Encrypted")
    #expect(simulation.stops[4].announcement.spoken == (rightToLeft ? "Continue, زر" : "Continue, button"))
  }

  @Test(arguments: [
    ("phone", 7.0, ["b", "a"]), ("phone", 9.0, ["a", "b"]), ("pad", 12.0, ["b", "a"]),
    ("pad", 14.0, ["a", "b"]),
  ])
  func rowTolerance(device: String, offset: Double, expected: [String]) throws {
    let elements = """
      {"id": "a", "text": {"literal": "A"}, "frame": [200, 100, 100, 20]},
      {"id": "b", "text": {"literal": "B"}, "frame": [20, \(100 + offset), 100, 20]}
      """
    #expect(try order(elements, device: device) == expected)
  }

  @Test func sortPriorityLiftsTheButtonFirst() throws {
    let elements = """
      {"id": "title", "role": "header", "text": {"literal": "Hi"}, "frame": [32, 96, 326, 40]},
      {"id": "go", "role": "button", "text": {"literal": "Go"}, "sortPriority": 1, "frame": [32, 742, 326, 50]}
      """
    #expect(try order(elements) == ["go", "title"])
    let folder = TemporaryFolder()
    folder.write("en.lproj/Onboarding.strings", "\"unused\" = \"Unused\";\n")
    let manifest = folder.write(
      "onboarding.json",
      #"{"table": "Onboarding", "screens": [{"id": "s", "title": "title", "primaryAction": "go", "elements": [\#(elements)]}]}"#
    )
    var settings = AuditSettings()
    settings.tables = [folder.path]
    settings.flow = try FlowManifest.load(manifest, ruleIDs: RuleCatalog.ids)
    let findings = Audit.run(settings).findings.filter { $0.rule == "order.cta-before-content" }
    #expect(findings.map(\.element) == ["go"])
    #expect(findings.first?.screen == "s")
  }

  @Test func hiddenSubtreesAndDecorativeImagesAreDropped() throws {
    let elements = """
      {"id": "title", "role": "header", "text": {"literal": "Hi"}},
      {"id": "art", "role": "image", "symbol": "sparkles", "decorative": true},
      {"id": "secret", "hidden": true, "elements": [
        {"id": "secret.text", "text": {"literal": "Hidden"}},
        {"id": "secret.button", "role": "button", "text": {"literal": "Hidden"}}]},
      {"id": "go", "role": "button", "text": {"literal": "Go"}}
      """
    #expect(try order(elements) == ["title", "go"])
  }

  @Test func containGroupsStayTogether() throws {
    func columns(_ mode: String) -> String {
      """
      {"id": "left", \(mode) "elements": [
        {"id": "l1", "text": {"literal": "1"}, "frame": [20, 100, 150, 20]},
        {"id": "l2", "text": {"literal": "2"}, "frame": [20, 200, 150, 20]}]},
      {"id": "right", \(mode) "elements": [
        {"id": "r1", "text": {"literal": "3"}, "frame": [200, 100, 150, 20]},
        {"id": "r2", "text": {"literal": "4"}, "frame": [200, 200, 150, 20]}]}
      """
    }
    #expect(try order(columns("")) == ["l1", "r1", "l2", "r2"])
    #expect(try order(columns(#""children": "contain","#)) == ["l1", "l2", "r1", "r2"])
    #expect(try order(columns(#""children": "contain","#), rightToLeft: true) == ["l1", "l2", "r1", "r2"])
  }

  /// a and b share a row, b and c share a row, but c is a row below a: b < a, c < b, a < c.
  @Test func nonTransitiveChainSortsStably() throws {
    let elements = """
      {"id": "a", "text": {"literal": "A"}, "frame": [200, 0, 50, 20]},
      {"id": "b", "text": {"literal": "B"}, "frame": [100, 6, 50, 20]},
      {"id": "c", "text": {"literal": "C"}, "frame": [0, 12, 50, 20]}
      """
    #expect(try order(elements) == ["b", "a", "c"])
    #expect(try order(elements) == order(elements))
  }

  @Test func unmirroredHorizontalStackReadsBackwardsUnderRTL() throws {
    let elements = """
      {"id": "nav", "axis": "horizontal", "mirrors": false, "elements": [
        {"id": "back", "role": "button", "text": {"literal": "Back"}},
        {"id": "next", "role": "button", "text": {"literal": "Next"}}]},
      {"id": "row", "axis": "horizontal", "elements": [
        {"id": "one", "text": {"literal": "1"}}, {"id": "two", "text": {"literal": "2"}}]}
      """
    #expect(try order(elements) == ["back", "next", "one", "two"])
    #expect(try order(elements, rightToLeft: true) == ["next", "back", "one", "two"])
  }

  @Test func unmirroredFramedRowReadsBackwardsUnderRTL() throws {
    let elements = """
      {"id": "nav", "mirrors": false, "frame": [0, 700, 390, 50], "elements": [
        {"id": "back", "role": "button", "text": {"literal": "Back"}, "frame": [20, 700, 150, 50]},
        {"id": "next", "role": "button", "text": {"literal": "Next"}, "frame": [220, 700, 150, 50]}]}
      """
    #expect(try order(elements, rightToLeft: true) == ["next", "back"])
    let mirrored = elements.replacingOccurrences(of: #""mirrors": false, "#, with: "")
    #expect(try order(mirrored, rightToLeft: true) == ["back", "next"])
  }

  /// AccessibilitySnapshot (cashapp/AccessibilitySnapshot, `AccessibilityHierarchyParser`)
  /// orders a row by frame origins and under RTL flips only the horizontal test: the larger
  /// left edge first. A wide title with a small close button inside its span: mirrored, the
  /// close button's left edge (26) is right of the title's (16), so it is read first, where a
  /// comparison of trailing edges (title 374, button 70) would read the title first.
  @Test func rightToLeftRowComparesLeftEdges() throws {
    let elements = """
      {"id": "title", "role": "header", "text": {"literal": "Plans"}, "frame": [16, 50, 358, 34]},
      {"id": "close", "role": "button", "label": {"literal": "Close"}, "frame": [320, 52, 44, 44]}
      """
    #expect(try order(elements) == ["title", "close"])
    #expect(try order(elements, rightToLeft: true) == ["close", "title"])
  }

  /// docs/simulation.md: a `contain` group sits where its first stop sits. The card's frame starts at
  /// y 100 like the badge's, but its first line is 14 pt lower than the badge: the badge is
  /// a row of its own, read before the card, whatever side it is on.
  @Test func containGroupSitsWhereItsFirstStopSits() throws {
    let elements = """
      {"id": "card", "children": "contain", "frame": [20, 100, 350, 120], "elements": [
        {"id": "card.title", "text": {"literal": "Yearly"}, "frame": [36, 114, 200, 24]},
        {"id": "card.price", "text": {"literal": "$29.99"}, "frame": [36, 142, 200, 24]}]},
      {"id": "badge", "text": {"literal": "Best value"}, "frame": [250, 100, 100, 20]}
      """
    #expect(try order(elements) == ["badge", "card.title", "card.price"])
    #expect(try order(elements, rightToLeft: true) == ["badge", "card.title", "card.price"])
  }
}
