/// How much of a flow derived from SwiftUI code the tool knows, and what it did not follow
/// (docs/swiftui.md, "What was not seen"): the JSON report's `summary.sources`, the `SwiftUI:`
/// line of the text summary, and `flow.not-understood`.
public struct SourcesSummary: Sendable, Equatable {
  /// One screen's count.
  public struct ScreenCount: Sendable, Equatable {
    public var id: String
    public var location: SourceLocation
    /// The elements a user meets: views that show or do something (containers that only
    /// hold others, and spacers, are not counted), and each view not followed.
    public var elements: Int
    /// Those whose role is known and whose text or label, if any, is resolved.
    public var known: Int
    /// What was not followed on the screen, once each, in the order met.
    public var notFollowed: [NotFollowed]
  }

  /// A view, modifier or function not followed, over the whole flow.
  public struct Unfollowed: Sendable, Equatable {
    public var name: String
    public var why: NotFollowed.Why
    /// How many places of the code use it.
    public var uses: Int
    /// The first of them.
    public var location: SourceLocation
  }

  public var screens: [ScreenCount] = []
  /// Most uses first, then by name.
  public var notFollowed: [Unfollowed] = []
  /// The screens the flow shows that it lacks (`ScreensNotFollowed`).
  public var screensNotFollowed: [ScreenNotFollowed] = []

  public var elements: Int { screens.reduce(0) { $0 + $1.elements } }
  public var known: Int { screens.reduce(0) { $0 + $1.known } }

  public init() {}

  /// Counts the screens of a derived flow; empty without one.
  public init(_ flow: FlowManifest?) {
    var places: [NotFollowed: Set<SourceLocation>] = [:]
    var order: [NotFollowed] = []
    for screen in flow?.screens ?? [] {
      var count = ScreenCount(
        id: screen.id, location: screen.location, elements: 0, known: 0, notFollowed: [])
      for element in screen.elements { Self.tally(element, into: &count) }
      for element in screen.allElements {
        guard let mark = element.notFollowed else { continue }
        if places[mark] == nil { order.append(mark) }
        places[mark, default: []].insert(element.location)
      }
      screens.append(count)
    }
    notFollowed = order.map { mark in
      let uses = places[mark] ?? []
      return Unfollowed(
        name: mark.name, why: mark.why, uses: uses.count, location: uses.min() ?? SourceLocation(file: ""))
    }
    // A stable order: most used first; among equals, the first met.
    notFollowed = notFollowed.enumerated().sorted { lhs, rhs in
      lhs.element.uses != rhs.element.uses ? lhs.element.uses > rhs.element.uses : lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// What is said of Swift sources that yield no screen: by `flow.not-understood`, and by
  /// `manifest`, which has no flow to print.
  public static let noScreen =
    "the Swift sources yield no screen, so no rule checks the flow: name its root view with `flowRoot` (or `--root`), or its screens with `screens` in the config, or describe it in a manifest"

  /// The share of the elements known, 0 to 100, rounded down; 100 with no elements.
  public var percentKnown: Int { elements == 0 ? 100 : known * 100 / elements }

  /// `7 screens, 142 elements, 81 % known; not followed: GlobalEnvironmentView (12 uses, not
  /// in the sources), …`: the three most used, and an ellipsis for more; then the first three
  /// screens not derived (`ScreensNotFollowed`), `; screens not derived: SignInView (pushed,
  /// not in the sources)`.
  public var line: String {
    var text =
      "\(Self.plural(screens.count, "screen")), \(Self.plural(elements, "element")), \(percentKnown) % known"
    if !notFollowed.isEmpty {
      text += "; not followed: "
      text += notFollowed.prefix(3).map { "\($0.name) (\(Self.plural($0.uses, "use")), \($0.why.rawValue))" }
        .joined(separator: ", ")
      if notFollowed.count > 3 { text += ", …" }
    }
    if !screensNotFollowed.isEmpty {
      text += "; screens not derived: "
      text += screensNotFollowed.prefix(3).map { "\($0.name) (\($0.why.rawValue))" }.joined(separator: ", ")
      if screensNotFollowed.count > 3 { text += ", …" }
    }
    return text
  }

  private static func plural(_ count: Int, _ word: String) -> String {
    "\(count) \(word)\(count == 1 ? "" : "s")"
  }

  private static func tally(_ element: Element, into count: inout ScreenCount) {
    if let mark = element.notFollowed, !count.notFollowed.contains(mark) { count.notFollowed.append(mark) }
    let holdsOnly =
      element.notFollowed == nil && element.role == nil && element.texts.isEmpty && element.symbol == nil
      && element.actions.isEmpty && !element.elements.isEmpty
    if !holdsOnly && !element.layout.isSpacer {
      count.elements += 1
      if isKnown(element) { count.known += 1 }
    }
    for child in element.elements { tally(child, into: &count) }
  }

  /// Known: the reader followed it, its role is known (or it is silent: decorative or
  /// hidden), and its text and label, where it has them, are resolved.
  private static func isKnown(_ element: Element) -> Bool {
    guard element.notFollowed == nil else { return false }
    if element.decorative || element.hidden { return true }
    guard element.role != nil || !element.traits.isEmpty else { return false }
    return [element.text, element.label].allSatisfy { text in
      guard let text else { return true }
      return text.expression == nil || !text.oneOf.isEmpty
    }
  }
}

extension DerivedFlow {
  /// How much of the flow the tool knows, and what it did not follow.
  public var sources: SourcesSummary {
    var summary = SourcesSummary(manifest)
    summary.screensNotFollowed = screensNotFollowed
    return summary
  }
}
