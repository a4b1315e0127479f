/// What the code says about how an element is laid out, for the synthesized layout of a
/// derived flow (docs/swiftui.md, "Geometry"): padding, a fixed or filling frame, a stack's spacing
/// and alignment, a control's height, and where a `Spacer` is.
struct LayoutHints: Sendable, Equatable {
  /// Top, leading, bottom, trailing, in points.
  var padding: [Double] = [0, 0, 0, 0]
  var width: Double?
  var height: Double?
  /// `.frame(maxWidth: .infinity)`.
  var fillsWidth = false
  /// A stack's `spacing:`.
  var spacing: Double?
  /// A stack's `alignment:` (`.leading`, `.top`, `.topLeading`…); nil: centered, as SwiftUI
  /// centers a `VStack`'s children horizontally, an `HStack`'s vertically, a `ZStack`'s both.
  var alignment: LayoutAlignment?
  /// The `alignment:` of a `.frame` wider than its content (`maxWidth: .infinity`): where the
  /// content sits in it; nil: centered, as SwiftUI's default.
  var frameAlignment: LayoutAlignment?
  /// The height a button style or control size gives a control.
  var controlHeight: Double?
  /// The size depends on what the code read does not show: a button style of the app's own
  /// (`.buttonStyle(PrimaryButtonStyle())`), a toolbar item (the bar sizes it), or a font it
  /// could not resolve (`.font(Theme.titleFont)`).
  var sizeIsUnknown = false
  /// A font of unknown size that a design system's token names as a title's
  /// (`.compound.headingMDBold`): the size it counts as when a screen's title is chosen.
  var titleSize: Double?
  /// A `Spacer()`: it takes the room left in its stack, and is no element of the flow (see
  /// `spacerIndex`).
  var isSpacer = false
  /// In a stack: the place among the children where its first `Spacer` was.
  var spacerIndex: Int?
  /// Room inside the frame around the content, as padding on a control's label gives:
  /// top, leading, bottom, trailing.
  var insets: [Double] = [0, 0, 0, 0]

  /// Where an alignment puts content in the room left: 0 at the leading (or top) edge, 0.5
  /// centered, 1 at the trailing (or bottom) edge; nil is centered.
  static func fractions(_ alignment: LayoutAlignment?) -> (x: Double, y: Double) {
    guard let alignment else { return (0.5, 0.5) }
    return (alignment.x, alignment.y)
  }
}
