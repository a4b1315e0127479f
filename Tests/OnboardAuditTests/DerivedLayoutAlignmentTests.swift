import Testing

@testable import OnboardAudit

/// The synthesized layout aligns as SwiftUI does: stacks center their children across their
/// axis unless `alignment:` says otherwise, and a wide `.frame` places its content by its own.
@Suite("Derived layout alignment")
struct DerivedLayoutAlignmentTests {
  private func frames() throws -> [String: Frame] {
    let screen = try #require(DerivedFlowFixtures.derive("Alignment").manifest?.screens.first)
    var frames: [String: Frame] = [:]
    for element in screen.allElements { frames[element.id] = element.frame }
    return frames
  }

  @Test func aVStackCentersItsChildrenAndAnAlignmentMovesThem() throws {
    let frames = try frames()
    // The column is as wide as the screen (a row in it fills the width); 29 characters of
    // body text are 246.5 pt wide, 2 are 17 pt.
    #expect(frames["thirty characters of centring"]?.x == (390.0 - 246.5) / 2)
    #expect(frames["ab"]?.x == (390.0 - 17) / 2)
    // `VStack(alignment: .leading)`: its column (34 pt) is centered, its texts share its left edge.
    #expect(frames["abcd"]?.x == (390.0 - 34) / 2)
    #expect(frames["cd"]?.x == frames["abcd"]?.x)
  }

  @Test func aFrameWiderThanItsRowPlacesTheRowByItsAlignment() throws {
    let frames = try frames()
    #expect(frames["row"]?.width == 390.0)
    #expect(frames["ef"]?.x == 390.0 - 17)
  }

  @Test func anHStackAlignsItsChildrenVerticallyAndAZStackBothWays() throws {
    let frames = try frames()
    let star = try #require(frames["star"])
    let text = try #require(frames["gh"])
    // `.bottom`: a 40.8 pt symbol and a 20.4 pt line share their bottom edge.
    #expect(abs(star.maxY - text.maxY) < 0.001 && star.height > text.height)
    // `.topLeading`: the text sits at the corner of the 100 pt image under it.
    let backdrop = try #require(frames["image"])
    let corner = try #require(frames["ij"])
    #expect(corner.x == backdrop.x && corner.y == backdrop.y)
  }
}
