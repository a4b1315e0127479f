import Testing

@testable import OnboardAudit

/// SwiftUI's alignments, read by name from the code, place content at the fractions of the
/// room left that SwiftUI does; an alignment guide of the app's own is read as centered.
@Suite("Layout alignment")
struct LayoutAlignmentTests {
  @Test(arguments: [
    ("center", 0.5, 0.5), ("leading", 0, 0.5), ("trailing", 1, 0.5), ("top", 0.5, 0), ("bottom", 0.5, 1),
    ("topLeading", 0, 0), ("topTrailing", 1, 0), ("bottomLeading", 0, 1), ("bottomTrailing", 1, 1),
    ("firstTextBaseline", 0.5, 0), ("lastTextBaseline", 0.5, 1), ("leadingFirstTextBaseline", 0, 0),
    ("centerLastTextBaseline", 0.5, 1), ("trailingLastTextBaseline", 1, 1),
    ("listRowSeparatorLeading", 0, 0.5), ("listRowSeparatorTrailing", 1, 0.5),
  ])
  func aSwiftUINamePlacesContent(name: String, x: Double, y: Double) throws {
    let alignment = try #require(LayoutAlignment(rawValue: name))
    #expect(LayoutHints.fractions(alignment) == (x, y))
  }

  @Test func noAlignmentAndAGuideOfTheAppsOwnAreCentered() {
    #expect(LayoutAlignment(rawValue: "customLeading") == nil)
    #expect(LayoutHints.fractions(nil) == (0.5, 0.5))
  }

  /// A 100 pt image in a `ZStack` and a short text over it, the stack aligned as given: the
  /// frames of the image and of the text.
  private func overlay(_ alignment: String) throws -> (image: Frame, text: Frame) {
    let folder = TemporaryFolder()
    folder.write(
      "WelcomeView.swift",
      """
      import SwiftUI

      struct WelcomeView: View {
        var body: some View {
          ZStack(alignment: \(alignment)) {
            Image(decorative: "backdrop")
              .frame(width: 100, height: 100)
            Text("ij")
          }
        }
      }

      """)
    let flow = DerivedFlow.derive(SwiftSources.load(paths: [folder.path]))
    let elements = try #require(flow.manifest?.screens.first?.allElements)
    let image = try #require(elements.first { $0.role == .image }?.frame)
    let text = try #require(elements.first { $0.role == .text }?.frame)
    return (image, text)
  }

  @Test func aZStackPlacesItsContentByItsAlignment() throws {
    let corner = try overlay(".bottomTrailing")
    #expect(corner.text.maxX == corner.image.maxX && corner.text.maxY == corner.image.maxY)
    #expect(corner.text.width < corner.image.width)
    let custom = try overlay(".customLeading")
    #expect(abs((custom.text.x + custom.text.maxX) / 2 - (custom.image.x + custom.image.maxX) / 2) < 0.001)
    #expect(custom.text.x > custom.image.x)
  }
}
