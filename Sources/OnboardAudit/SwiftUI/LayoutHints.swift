/// What the code says about how an element is laid out, for the synthesized layout of a
/// derived flow (DESIGN §3a "geometry"): padding, a fixed or filling frame, a stack's spacing
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
  /// An `HStack(alignment: .top)`: children share their top edge, not their center.
  var alignsTop = false
  /// The height a button style or control size gives a control.
  var controlHeight: Double?
  /// A `Spacer()`: it takes the room left in its stack, and is no element of the flow (see
  /// `spacerIndex`).
  var isSpacer = false
  /// In a stack: the place among the children where its first `Spacer` was.
  var spacerIndex: Int?
  /// Room inside the frame around the content, as padding on a control's label gives:
  /// top, leading, bottom, trailing.
  var insets: [Double] = [0, 0, 0, 0]
}
