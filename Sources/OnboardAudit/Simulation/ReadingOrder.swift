/// One place VoiceOver's cursor stops on a screen.
public struct FocusStop: Sendable {
  /// The element the stop belongs to: a leaf, or a `combine`/`ignore` container.
  public var element: Element
  /// For a `combine` container: the elements whose labels are joined, in reading order.
  public var parts: [Element]
  /// The frame as laid out in the locale's direction (mirrored under RTL); nil when the
  /// manifest gives none.
  public var frame: Frame?
  /// The ids of the containers above the stop, outermost first.
  public var ancestors: [String]
  /// For a segment of a segmented control: its place among the segments, read "1 of 3".
  public var series: Series?

  /// A stop's place in a series of stops read "i of n".
  public struct Series: Sendable, Equatable {
    public var index: Int
    public var count: Int
  }

  /// Whether a container or the element itself has this id.
  public func isWithin(_ id: String) -> Bool { element.id == id || ancestors.contains(id) }

  /// The traits the screen reader announces: the element's, and its parts' when combined.
  public var traits: Set<Trait> {
    var traits = parts.reduce(element.effectiveTraits) { $0.union($1.effectiveTraits) }
    // A segment of a segmented control is a button.
    if series != nil { traits.insert(.button) }
    return traits
  }

  /// The roles of the element and its parts.
  public var roles: Set<Role> { Set(([element] + parts).compactMap(\.role)) }

  /// The trait words VoiceOver speaks for the stop, in order.
  public var spokenTraits: [SpokenTrait] { SpokenTrait.of(traits, roles: roles) }

  /// The switch the stop reads: the element, or a combined part that is a `toggle`.
  public var toggle: Element? { ([element] + parts).first { $0.role == .toggle } }

  /// Whether the user can act on the stop: a segment is a button.
  public var isActionable: Bool {
    series != nil || element.isActionable || parts.contains { $0.isActionable }
  }
}

/// The focus tree and reading order of docs/simulation.md: hidden subtrees and decorative elements
/// dropped; `combine` and `ignore` containers one stop; `contain` groups kept together; plain
/// containers seen through. Siblings go by `sortPriority` (higher first), then by geometry
/// (rows within the device's tolerance; on a row the smaller left edge first, under RTL the
/// larger, on frames mirrored under RTL), else by declaration order. The comparison is not
/// transitive, so the sort is a stable insertion sort.
public enum ReadingOrder {
  /// The stops of a screen in the order VoiceOver reads them.
  public static func stops(
    of screen: Screen, device: Device, rightToLeft: Bool, usePriorities: Bool = true
  ) -> [FocusStop] {
    let size = screen.size(on: device)
    let whole = Frame(x: 0, y: 0, width: size.width, height: size.height)
    let layout = Layout(
      rightToLeft: rightToLeft, tolerance: device.rowTolerance, usePriorities: usePriorities)
    let root = Container(original: whole, laidOut: whole, mirrored: true, backwards: false)
    let items = layout.collect(screen.elements, in: root, key: [], ancestors: [])
    return layout.order(items).flatMap(\.stops)
  }

  /// Every element's frame as laid out in the locale's direction (mirrored under RTL as in
  /// ``stops(of:device:rightToLeft:usePriorities:)``), hidden and decorative ones included,
  /// by element id: for drawing what the screen reader skips. Elements without a frame are
  /// left out.
  public static func laidOutFrames(of screen: Screen, device: Device, rightToLeft: Bool) -> [String: Frame] {
    let size = screen.size(on: device)
    let whole = Frame(x: 0, y: 0, width: size.width, height: size.height)
    let layout = Layout(rightToLeft: rightToLeft, tolerance: device.rowTolerance, usePriorities: false)
    var frames: [String: Frame] = [:]
    func walk(_ elements: [Element], in container: Container) {
      for element in elements {
        let frame = element.frame.map { layout.place($0, in: container) }
        if let frame { frames[element.id] = frame }
        let mirrored = element.mirrors ?? container.mirrored
        walk(
          element.elements,
          in: Container(
            original: element.frame ?? container.original, laidOut: frame ?? container.laidOut,
            mirrored: mirrored, backwards: false))
      }
    }
    walk(screen.elements, in: Container(original: whole, laidOut: whole, mirrored: true, backwards: false))
    return frames
  }
}

/// The frame children are placed in and how they flip.
private struct Container {
  /// The nearest frame above, as written and as laid out.
  var original: Frame
  var laidOut: Frame
  /// Whether the children's frames are mirrored under RTL.
  var mirrored: Bool
  /// Whether frameless children read in reverse declaration order (an unmirrored horizontal stack under RTL).
  var backwards: Bool
}

/// A unit among siblings: one stop, or a group whose stops stay together.
private struct Item {
  var stops: [FocusStop]
  var priority: Double
  var frame: Frame?
  /// The declaration path, with indices negated where a stack reads backwards.
  var key: [Int]
}

private struct Layout {
  var rightToLeft: Bool
  var tolerance: Double
  var usePriorities: Bool

  func collect(
    _ elements: [Element], in container: Container, key: [Int], ancestors: [String]
  ) -> [Item] {
    var items: [Item] = []
    for (index, element) in elements.enumerated() where !element.hidden && !element.decorative {
      let frame = element.frame.map { place($0, in: container) }
      let itemKey = key + [container.backwards ? -index : index]
      let mirrored = element.mirrors ?? container.mirrored
      let inner = Container(
        original: element.frame ?? container.original, laidOut: frame ?? container.laidOut,
        mirrored: mirrored, backwards: rightToLeft && element.axis == .horizontal && !mirrored)
      let priority = usePriorities ? element.sortPriority : 0
      let below = ancestors + [element.id]
      var mode = element.children
      if mode == nil, !element.elements.isEmpty, [.button, .link, .toggle].contains(element.role) {
        mode = .combine  // a control's content is its label
      }
      // A segmented control's segments stay together, each a stop read "i of n".
      if mode == nil, element.role == .segmentedControl { mode = .contain }
      switch mode {
      case .combine, .ignore:
        var parts: [Element] = []
        var partFrames: [Frame] = []
        if mode == .combine {
          let children = order(
            collect(element.elements, in: inner, key: [], ancestors: below))
          for stop in children.flatMap(\.stops) {
            parts += stop.parts.isEmpty ? [stop.element] : stop.parts
            if let frame = stop.frame { partFrames.append(frame) }
          }
        }
        let stopFrame = frame ?? partFrames.dropFirst().reduce(partFrames.first) { $0?.union($1) }
        let stop = FocusStop(
          element: element, parts: parts, frame: stopFrame, ancestors: ancestors)
        items.append(Item(stops: [stop], priority: priority, frame: stopFrame, key: itemKey))
      case .contain:
        let children = order(
          collect(element.elements, in: inner, key: itemKey, ancestors: below))
        var stops = children.flatMap(\.stops)
        if element.role == .segmentedControl {
          let segments = element.elements.filter { !$0.hidden && !$0.decorative }.map(\.id)
          for index in stops.indices {
            guard let place = segments.firstIndex(of: stops[index].element.id) else { continue }
            stops[index].series = FocusStop.Series(index: place + 1, count: segments.count)
          }
        }
        guard !stops.isEmpty else { continue }
        // A group sits where its first stop sits (docs/simulation.md), not where its own frame is: a
        // badge above a card's first line is a row of its own.
        items.append(Item(stops: stops, priority: priority, frame: stops[0].frame ?? frame, key: itemKey))
      case nil:
        if element.elements.isEmpty {
          let stop = FocusStop(
            element: element, parts: [], frame: frame, ancestors: ancestors)
          items.append(Item(stops: [stop], priority: priority, frame: frame, key: itemKey))
        } else {
          items += collect(element.elements, in: inner, key: itemKey, ancestors: below)
        }
      }
    }
    return items
  }

  /// A frame as laid out: under RTL, mirrored within its container (x' = width − x − w) when
  /// the container mirrors, else moved along with it.
  fileprivate func place(_ frame: Frame, in container: Container) -> Frame {
    var relative = frame.x - container.original.x
    if rightToLeft && container.mirrored {
      relative = container.original.width - relative - frame.width
    }
    return Frame(x: container.laidOut.x + relative, y: frame.y, width: frame.width, height: frame.height)
  }

  /// A stable insertion sort: an item moves ahead only past items it is read before.
  func order(_ items: [Item]) -> [Item] {
    var result: [Item] = []
    for item in items {
      var index = result.count
      while index > 0 && isRead(item, before: result[index - 1]) { index -= 1 }
      result.insert(item, at: index)
    }
    return result
  }

  private func isRead(_ a: Item, before b: Item) -> Bool {
    if a.priority != b.priority { return a.priority > b.priority }
    switch (a.frame, b.frame) {
    case (let first?, let second?):
      if first.y <= second.y - tolerance { return true }
      if second.y <= first.y - tolerance { return false }
      // Within a row, left edges are compared both ways, as AccessibilitySnapshot's
      // comparator does: under RTL only the horizontal test flips, on frame origins.
      return rightToLeft ? first.x > second.x : first.x < second.x
    case (nil, nil):
      return a.key.lexicographicallyPrecedes(b.key)
    default:
      return false
    }
  }
}
