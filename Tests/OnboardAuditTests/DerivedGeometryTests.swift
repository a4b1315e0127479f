import Testing

@testable import OnboardAudit

/// `GeometryReader` and views declared through `extension X: View` in a derived flow.
@Suite("Derived geometry and extensions")
struct DerivedGeometryTests {
  @Test func viewsWhoseBodyIsInAnExtensionAreExpanded() throws {
    let flow = DerivedFlowFixtures.derive("GeometryExtension")
    #expect(flow.root == "WelcomeScreen")
    #expect(flow.notes.isEmpty)
    let screen = try #require(flow.manifest?.screens.first)
    #expect(screen.title == "geo.title")
    #expect(screen.element(id: "geo.badge")?.role == .text)
  }

  @Test func aGeometryReaderFillsTheWidthAndHoldsItsContentAtItsTopLeadingCorner() throws {
    let screen = try #require(DerivedFlowFixtures.derive("GeometryExtension").manifest?.screens.first)
    let reader = try #require(screen.elements.first?.frame)
    #expect(reader.x == 0 && reader.width == 390)
    let title = try #require(screen.element(id: "geo.title")?.frame)
    #expect(title.x == reader.x && title.y == reader.y)
  }
}
