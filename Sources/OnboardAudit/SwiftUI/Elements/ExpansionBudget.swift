/// How much of the sources' views a derived flow expands (docs/swiftui.md, "Bounded work"):
/// views that nest each other many times over (a view showing two of a view that shows two
/// of …) grow as a power of their depth, in a few lines of legal code. Expansion stops at the
/// first of three bounds, and the view not expanded is one element of unknown content, with
/// one `input.too-complex` note.
struct ExpansionBudget {
  /// The rule of the note that says where a bound stopped expansion.
  static let rule = "input.too-complex"
  /// The most elements one screen is expanded to.
  static let screenElements = 2000
  /// The most elements a flow is expanded to: per line of its sources, and at least
  /// `flowElementsAtLeast`. (A page container over `0..<999` is one line.)
  static let flowElementsPerLine = 10
  static let flowElementsAtLeast = 10_000
  /// The deepest views nest in each other.
  static let depth = 32
  /// The most screens step pagers add to a flow (StepPagers.swift).
  static let stepScreens = 500

  /// The flow's bound, from the lines of its sources.
  static func flowElements(lines: Int) -> Int {
    max(flowElementsAtLeast, flowElementsPerLine * lines)
  }

  /// Elements made on the screen being expanded, and on the whole flow.
  var screenMade = 0
  var flowMade = 0
  var flowLimit: Int
  /// Whether the screen being expanded has met a bound (said once per screen), and whether
  /// the flow has met its own (said once).
  var screenStopped = false
  var flowStopped = false

  init(flowLimit: Int) {
    self.flowLimit = flowLimit
  }

  /// Counts `count` elements made.
  mutating func made(_ count: Int) {
    screenMade += count
    flowMade += count
  }

  /// Why expanding a view at `depth` stops here, or nil when it may go on.
  func stop(atDepth depth: Int) -> Stop? {
    if depth >= Self.depth { return .depth }
    if screenMade >= Self.screenElements { return .screen }
    if flowMade >= flowLimit { return .flow }
    return nil
  }

  /// Whether `count` more elements fit with room to spare: an expansion already made of that
  /// many elements would not meet a bound if it were made again here.
  func fits(_ count: Int) -> Bool {
    screenMade + count < Self.screenElements && flowMade + count < flowLimit
  }

  enum Stop {
    case depth, screen, flow

    /// Why `name` is not expanded, for the note.
    func message(_ name: String, flowLimit: Int) -> String {
      let what = "'\(name)' is not expanded further and is one element of unknown content here"
      switch self {
      case .depth:
        return "\(what): views of the sources nest more than \(ExpansionBudget.depth) deep"
      case .screen:
        return
          "\(what): the screen already has \(groupedDigits(ExpansionBudget.screenElements)) elements, the most a screen is expanded to"
      case .flow:
        return
          "\(what): the flow already has \(groupedDigits(flowLimit)) elements, the most its sources are expanded to (\(ExpansionBudget.flowElementsPerLine) per line)"
      }
    }
  }
}

/// The expansion of a view written without arguments (`Divider2()`, `View1()`), kept for the
/// screen: it does not depend on where it is used, so a second use takes it as it is (a view
/// used twice at each of many levels is expanded once per level).
struct ExpansionMemo {
  var elements: [Element]
  /// The elements made (what a second use counts against the budget).
  var made: Int
  /// The views and helpers expanded below it: a use inside one of them would have met itself.
  var expanded: Set<String>
  /// How many levels deep it nests views below its own.
  var depth: Int
}
