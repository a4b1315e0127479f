/// The frames of a derived screen, laid out as SwiftUI stacks do, closely enough for reading
/// order, rows and target sizes (docs/swiftui.md, "Geometry"); not pixels. Stacks place their
/// children one after the other with their spacing (8 pt by default), centered across their
/// axis unless their `alignment:` says otherwise; `padding`, `frame` (with its `alignment:`) and
/// a `Spacer` (which pushes what follows it to the far edge of a row) are honoured; a text's
/// height comes from its font size and its lines in the locale laid out (wrapped at the width
/// it gets, half an em per character and a whole em for East Asian wide ones, as `text.length`
/// estimates); controls get the height their style gives. Frames are in left-to-right
/// coordinates: the simulation mirrors them under RTL.
struct SynthesizedLayout {
  /// The text a `FlowText` shows in the locale laid out.
  var text: (FlowText) -> String
  /// The sizes measured, by the element's place in the screen (its index path) and the width
  /// offered: a row measures its children to share its width, then again at their share, so
  /// rows nested in rows would be measured a number of times that doubles with each level.
  private let sizes = SizeCache()

  private final class SizeCache {
    struct Key: Hashable {
      var path: [Int]
      var width: Double
    }
    var sizes: [Key: Size] = [:]
  }

  /// The top and bottom safe-area insets of the device, in points.
  static func safeArea(_ device: Device) -> (top: Double, bottom: Double) {
    device == .pad ? (24, 20) : (59, 34)
  }

  func lay(_ elements: inout [Element], size: Size, device: Device) {
    sizes.sizes.removeAll()
    var y = Self.safeArea(device).top
    for index in elements.indices {
      // A body's views are centered across the screen; from the top, which is enough for the
      // order they are read in.
      let width = measure(elements[index], width: size.width, at: [index]).width
      let x = max(0, size.width - width) / 2
      y += place(&elements[index], x: x, y: y, width: size.width, at: [index]).height
    }
  }

  /// Removes the `Spacer` markers of the expansion, keeping where the first of each stack was.
  static func extractSpacers(_ elements: [Element]) -> [Element] {
    elements.filter { !$0.layout.isSpacer }.map { element in
      var copy = element
      if let index = element.elements.firstIndex(where: { $0.layout.isSpacer }) {
        copy.layout.spacerIndex = element.elements[..<index].count { !$0.layout.isSpacer }
      }
      copy.elements = extractSpacers(element.elements)
      return copy
    }
  }

  /// Places an element at (x, y) in a width, and returns its size with its padding.
  @discardableResult
  private func place(_ element: inout Element, x: Double, y: Double, width: Double, at path: [Int]) -> Size {
    let size = measure(element, width: width, at: path)
    let padding = element.layout.padding
    let content = Frame(
      x: x + padding[1], y: y + padding[0], width: max(0, size.width - padding[1] - padding[3]),
      height: max(0, size.height - padding[0] - padding[2]))
    element.frame = content
    guard !element.elements.isEmpty else { return size }
    let spacing = element.layout.spacing ?? 8
    // Children are offered what the element was offered, as at measuring.
    let offered = max(0, element.layout.width ?? width - padding[1] - padding[3])
    let stack = LayoutHints.fractions(element.layout.alignment)
    let frame = LayoutHints.fractions(element.layout.frameAlignment)
    switch element.axis {
    case .horizontal?:
      let widths = childWidths(element, width: offered, at: path)
      let sizes = element.elements.indices.map {
        measure(element.elements[$0], width: widths[$0], at: path + [$0])
      }
      let rowHeight = sizes.map(\.height).max() ?? 0
      let rowWidth = sizes.reduce(0) { $0 + $1.width } + spacing * Double(max(0, sizes.count - 1))
      // A row narrower than its frame sits where the frame's alignment says.
      var cursor =
        element.layout.spacerIndex == nil ? content.x + max(0, content.width - rowWidth) * frame.x : content.x
      for index in element.elements.indices {
        if index == element.layout.spacerIndex {
          // What follows a spacer sits at the row's trailing edge.
          let rest = sizes[index...].reduce(0) { $0 + $1.width } + spacing * Double(sizes.count - index - 1)
          cursor = max(cursor, content.maxX - rest)
        }
        let top = content.y + (rowHeight - sizes[index].height) * stack.y
        place(&element.elements[index], x: cursor, y: top, width: widths[index], at: path + [index])
        cursor += sizes[index].width + spacing
      }
    case .overlay?:
      let sizes = element.elements.indices.map {
        measure(element.elements[$0], width: offered, at: path + [$0])
      }
      for index in element.elements.indices {
        let x = content.x + max(0, content.width - sizes[index].width) * stack.x
        let y = content.y + max(0, content.height - sizes[index].height) * stack.y
        place(&element.elements[index], x: x, y: y, width: offered, at: path + [index])
      }
    default:
      let sizes = element.elements.indices.map {
        measure(element.elements[$0], width: offered, at: path + [$0])
      }
      // The column is as wide as its widest child, and sits in a wider frame by its alignment;
      // each child sits in the column by the stack's alignment.
      let columnWidth = min(content.width, sizes.map(\.width).max() ?? 0)
      let column = content.x + max(0, content.width - columnWidth) * frame.x
      var cursor = content.y
      for index in element.elements.indices {
        let x = column + max(0, columnWidth - sizes[index].width) * stack.x
        cursor +=
          place(&element.elements[index], x: x, y: cursor, width: offered, at: path + [index]).height
          + spacing
      }
    }
    return size
  }

  /// The width each child of a row is offered: its own when all fit; else images and
  /// fixed frames keep theirs and the others share what is left.
  private func childWidths(_ element: Element, width: Double, at path: [Int]) -> [Double] {
    let spacing = element.layout.spacing ?? 8
    let available = max(0, width - spacing * Double(max(0, element.elements.count - 1)))
    let ideal = element.elements.indices.map {
      measure(element.elements[$0], width: available, at: path + [$0]).width
    }
    guard ideal.reduce(0, +) > available else { return ideal }
    let isFixed = element.elements.map { $0.role == .image || $0.layout.width != nil }
    let fixed = zip(ideal, isFixed).reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
    let flexible = isFixed.count { !$0 }
    let share = max(0, available - fixed) / Double(max(1, flexible))
    return zip(ideal, isFixed).map { $0.1 ? $0.0 : share }
  }

  /// The size of an element, its padding included, when offered a width; `path` is its place
  /// in the screen, where what it holds does not change while it is laid out.
  func measure(_ element: Element, width offered: Double, at path: [Int]) -> Size {
    let key = SizeCache.Key(path: path, width: offered)
    if let known = sizes.sizes[key] { return known }
    let size = measureOnce(element, width: offered, at: path)
    sizes.sizes[key] = size
    return size
  }

  private func measureOnce(_ element: Element, width offered: Double, at path: [Int]) -> Size {
    let hints = element.layout
    let padding = hints.padding
    let insets = hints.insets
    let inner = max(0, (hints.width ?? offered - padding[1] - padding[3]))
    var content = contentSize(element, width: max(0, inner - insets[1] - insets[3]), at: path)
    content.width += insets[1] + insets[3]
    content.height += insets[0] + insets[2]
    if let width = hints.width { content.width = width } else if hints.fillsWidth { content.width = inner }
    if let height = hints.height { content.height = height }
    return Size(
      width: content.width + padding[1] + padding[3], height: content.height + padding[0] + padding[2])
  }

  private func contentSize(_ element: Element, width: Double, at path: [Int]) -> Size {
    let hints = element.layout
    let fontSize = element.fontSize ?? 17
    var size: Size
    if !element.elements.isEmpty {
      let spacing = hints.spacing ?? 8
      let gaps = spacing * Double(element.elements.count - 1)
      switch element.axis {
      case .horizontal?:
        let widths = childWidths(element, width: width, at: path)
        let sizes = element.elements.indices.map {
          measure(element.elements[$0], width: widths[$0], at: path + [$0])
        }
        let sum = sizes.reduce(0) { $0 + $1.width } + gaps
        size = Size(
          width: hints.spacerIndex == nil ? min(width, sum) : width, height: sizes.map(\.height).max() ?? 0)
      case .overlay?:
        let sizes = element.elements.indices.map {
          measure(element.elements[$0], width: width, at: path + [$0])
        }
        size = Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
      default:
        let sizes = element.elements.indices.map {
          measure(element.elements[$0], width: width, at: path + [$0])
        }
        size = Size(
          width: hints.spacerIndex == nil ? sizes.map(\.width).max() ?? 0 : width,
          height: sizes.reduce(0) { $0 + $1.height } + gaps)
      }
    } else if element.role == .image {
      let side = element.symbol != nil ? (element.fontSize ?? 17) * 1.2 : 100
      size = Size(width: side, height: side)
    } else if element.role == .toggle {
      // A switch's row: the system's minimum hit height.
      size = Size(width: width, height: 44)
    } else if element.role == .textField {
      // A field takes the width it is offered; plain, it is one line high.
      size = Size(width: width, height: fontSize * 1.3)
    } else if let text = element.text ?? element.label {
      let shown = self.text(text)
      let units = shown.reduce(0) { $0 + TextWrapping.units($1) }
      let lines = TextWrapping.lines(shown, width: width, fontSize: fontSize)
      let lineWidth = Double(units) * fontSize / 2
      size = Size(
        width: lines > 1 ? width : min(lineWidth, width), height: Double(max(1, lines)) * fontSize * 1.2)
    } else {
      size = Size(width: 0, height: 0)
    }
    if let control = hints.controlHeight {
      // A styled control's insets grow with its size: 14 pt a side when regular, 20 when large.
      size = Size(width: size.width + 2 * (control * 0.4).rounded(), height: max(size.height + 14, control))
    }
    return size
  }
}
