/// Where a stack or a wide `.frame` puts its content in the room left, as SwiftUI's
/// `alignment:` names it: an `Alignment`, a `HorizontalAlignment` or a `VerticalAlignment`.
/// Text baselines count as the top and the bottom. An alignment guide of the app's own is none
/// of these, and is read as SwiftUI's default, centered.
enum LayoutAlignment: String, Sendable, CaseIterable {
  case center
  case leading
  case trailing
  case top
  case bottom
  case topLeading
  case topTrailing
  case bottomLeading
  case bottomTrailing
  case firstTextBaseline
  case lastTextBaseline
  case leadingFirstTextBaseline
  case centerFirstTextBaseline
  case trailingFirstTextBaseline
  case leadingLastTextBaseline
  case centerLastTextBaseline
  case trailingLastTextBaseline
  case listRowSeparatorLeading
  case listRowSeparatorTrailing

  /// Where the alignment puts content across: 0 at the leading edge, 0.5 centered, 1 at the
  /// trailing edge.
  var x: Double {
    switch self {
    case .leading, .topLeading, .bottomLeading, .leadingFirstTextBaseline, .leadingLastTextBaseline,
      .listRowSeparatorLeading:
      0
    case .trailing, .topTrailing, .bottomTrailing, .trailingFirstTextBaseline, .trailingLastTextBaseline,
      .listRowSeparatorTrailing:
      1
    case .center, .top, .bottom, .firstTextBaseline, .lastTextBaseline, .centerFirstTextBaseline,
      .centerLastTextBaseline:
      0.5
    }
  }

  /// Where the alignment puts content down: 0 at the top edge, 0.5 centered, 1 at the bottom.
  var y: Double {
    switch self {
    case .top, .topLeading, .topTrailing, .firstTextBaseline, .leadingFirstTextBaseline,
      .centerFirstTextBaseline, .trailingFirstTextBaseline:
      0
    case .bottom, .bottomLeading, .bottomTrailing, .lastTextBaseline, .leadingLastTextBaseline,
      .centerLastTextBaseline, .trailingLastTextBaseline:
      1
    case .center, .leading, .trailing, .listRowSeparatorLeading, .listRowSeparatorTrailing:
      0.5
    }
  }
}
