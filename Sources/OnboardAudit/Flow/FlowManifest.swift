/// `onboarding.json`: the screens of an onboarding flow and their elements (docs/manifest.md).
/// Plain values; `ManifestReader` builds them and checks every field.
public struct FlowManifest: Sendable {
  /// The manifest's path as given.
  public var file: String
  public var formatVersion: Int
  /// The app's name; it is never translated.
  public var app: String?
  /// The locale the copy is written in; the default source locale of the tables.
  public var sourceLocale: String?
  /// The table a `FlowText` written as a plain string names its key in.
  public var table: String
  public var device: Device
  public var screens: [Screen]

  public init(
    file: String, formatVersion: Int = 1, app: String? = nil, sourceLocale: String? = nil,
    table: String = FlowManifest.defaultTable, device: Device = .phone, screens: [Screen] = []
  ) {
    self.file = file
    self.formatVersion = formatVersion
    self.app = app
    self.sourceLocale = sourceLocale
    self.table = table
    self.device = device
    self.screens = screens
  }

  /// Apple's default table, used when the manifest names none.
  public static let defaultTable = "Localizable"

  /// Every `FlowText` of every element, with the screen and element it belongs to, and each
  /// text an unknown one may be (`oneOf`): each is a use of its key.
  public var texts: [(screen: Screen, element: Element, text: FlowText)] {
    screens.flatMap { screen in
      screen.allElements.flatMap { element in
        element.texts.flatMap { [$0] + $0.oneOf }.map { (screen, element, $0) }
      }
    }
  }
}

/// The kind of device the frames are laid out for.
public enum Device: String, Sendable, CaseIterable {
  case phone
  case pad

  /// The screen size when a screen gives none, in points.
  public var defaultSize: Size {
    switch self {
    case .phone: Size(width: 390, height: 844)
    case .pad: Size(width: 820, height: 1180)
    }
  }

  /// How much higher a top edge must be for VoiceOver to read it on an earlier row, in points.
  public var rowTolerance: Double {
    switch self {
    case .phone: 8
    case .pad: 13
    }
  }
}

/// A width and a height in points.
public struct Size: Sendable, Equatable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// A rectangle in points, in left-to-right screen coordinates.
public struct Frame: Sendable, Equatable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var maxX: Double { x + width }
  public var maxY: Double { y + height }

  /// The smallest frame holding both.
  public func union(_ other: Frame) -> Frame {
    let left = min(x, other.x)
    let top = min(y, other.y)
    return Frame(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }
}

/// One screen of the flow.
public struct Screen: Sendable {
  public var id: String
  /// The element id of the screen's title.
  public var title: String?
  /// The element id of the call to action.
  public var primaryAction: String?
  public var elements: [Element]
  /// The size given in the manifest, if any; see `size(on:)`.
  public var size: Size?
  /// How the screen comes in.
  public var transition: FlowAnimation?
  public var autoAdvance: AutoAdvance?
  /// Whether the screen stops advancing while VoiceOver runs (`timing.auto-advance-voiceover`);
  /// nil where nothing says so.
  public var stopsForVoiceOver: Bool?
  /// Where the screen's object starts in the manifest.
  public var location: SourceLocation
  /// The SwiftUI view the screen's elements come from (`view`, docs/swiftui.md).
  public var view: String?
  /// An alert or a dialog derived from the code: the system lays it out, so it has no frames
  /// (docs/swiftui.md, "Presented content").
  var isLaidOutBySystem = false

  public init(
    id: String, title: String? = nil, primaryAction: String? = nil, elements: [Element] = [],
    size: Size? = nil, transition: FlowAnimation? = nil, autoAdvance: AutoAdvance? = nil,
    location: SourceLocation
  ) {
    self.id = id
    self.title = title
    self.primaryAction = primaryAction
    self.elements = elements
    self.size = size
    self.transition = transition
    self.autoAdvance = autoAdvance
    self.location = location
  }

  /// The screen's size: its own, else the device's default.
  public func size(on device: Device) -> Size { size ?? device.defaultSize }

  /// Every element, depth first in declaration order.
  public var allElements: [Element] { Element.depthFirst(elements) }

  /// The element with an id, at any depth.
  public func element(id: String) -> Element? { allElements.first { $0.id == id } }
}

/// One element of a screen: a text, an image, a control or a container of elements.
public struct Element: Sendable {
  public var id: String
  public var role: Role?
  /// The visible text.
  public var text: FlowText?
  /// The accessibility label, when it differs from the visible text.
  public var label: FlowText?
  public var value: FlowText?
  public var hint: FlowText?
  /// Traits written in the manifest; see `effectiveTraits` for those the role adds.
  public var traits: [Trait]
  /// An SF Symbol name.
  public var symbol: String?
  public var decorative: Bool
  public var hidden: Bool
  /// Higher is read earlier among siblings.
  public var sortPriority: Double
  public var frame: Frame?
  /// Whether the element's content flips under right-to-left layout; nil: as its container.
  public var mirrors: Bool?
  public var axis: StackAxis?
  /// How the screen reader treats the children; nil: a plain container it sees through.
  public var children: ChildrenMode?
  public var elements: [Element]
  /// What VoiceOver users can do on the element; any actions make it one to act on.
  public var actions: [ElementAction]
  /// When the element appears, in seconds after the screen.
  public var appears: Appearance?
  public var animations: [FlowAnimation]
  /// The most grapheme clusters the text may have.
  public var maxLength: Int?
  public var maxLines: Int?
  /// The width the text wraps at, in points.
  public var width: Double?
  public var fontSize: Double?
  /// Rule ids not to report on this element.
  public var ignore: [String]
  /// For a carousel: its items change on a timer.
  public var autoAdvance: AutoAdvance?
  /// For an element that advances on a timer: whether it stops while VoiceOver runs; nil
  /// where nothing says so.
  public var stopsForVoiceOver: Bool?
  /// For a text field: the text it shows while it is empty, read when it has no label and
  /// no value (docs/simulation.md).
  public var placeholder: FlowText?
  /// Where the element's object starts in the manifest.
  public var location: SourceLocation
  /// For an element derived from SwiftUI code: how the code lays it out.
  var layout = LayoutHints()
  /// For a `Picker` derived from SwiftUI code: its options, which become its segments under
  /// `.pickerStyle(.segmented)`.
  var pickerOptions: [Element] = []
  /// For an element derived from SwiftUI code: the conditions of the `if` branches it is
  /// shown under.
  var shownWhen = BranchConditions()
  /// For an element derived from SwiftUI code: what it stands for that the reader did not
  /// follow (a view of a package), nil for what it did.
  var notFollowed: NotFollowed?
  /// For an element derived from SwiftUI code: where its view and modifiers end, where one
  /// more modifier would go.
  var modifiersEnd: SourceLocation?

  public init(id: String, role: Role? = nil, location: SourceLocation) {
    self.id = id
    self.role = role
    self.text = nil
    self.traits = []
    self.decorative = false
    self.hidden = false
    self.sortPriority = 0
    self.elements = []
    self.actions = []
    self.animations = []
    self.ignore = []
    self.location = location
  }

  /// Every element below this one, depth first.
  public var descendants: [Element] { Element.depthFirst(elements) }

  /// Each of `elements` followed by its descendants, depth first, in one array: each element
  /// is copied once, however deep it is (a copy per level made deep flows quadratic).
  static func depthFirst(_ elements: [Element]) -> [Element] {
    var result: [Element] = []
    var stack: [(elements: [Element], next: Int)] = [(elements, 0)]
    while let top = stack.last {
      guard top.next < top.elements.count else {
        stack.removeLast()
        continue
      }
      stack[stack.count - 1].next += 1
      let element = top.elements[top.next]
      result.append(element)
      if !element.elements.isEmpty { stack.append((element.elements, 0)) }
    }
    return result
  }

  /// The element's `FlowText`s: text, label, value, hint and placeholder.
  public var texts: [FlowText] { [text, label, value, hint, placeholder].compactMap { $0 } }

  /// The traits written and those the role implies.
  public var effectiveTraits: Set<Trait> {
    var result = Set(traits)
    switch role {
    case .header: result.insert(.header)
    case .button, .toggle: result.insert(.button)
    case .link: result.insert(.link)
    case .image: if !decorative { result.insert(.image) }
    case .pageIndicator: result.insert(.adjustable)
    case .text, .textField, .group, .carousel, .segmentedControl, nil: break
    }
    return result
  }

  /// Whether the user can act on the element: it has actions or a control's role.
  public var isActionable: Bool {
    if !actions.isEmpty { return true }
    switch role {
    case .button, .link, .toggle, .textField: return true
    default: return !effectiveTraits.isDisjoint(with: [.button, .link, .adjustable])
    }
  }

  /// Whether the element is an image: by role or by symbol.
  public var isImage: Bool { role == .image || (role == nil && symbol != nil) }
}

/// An action VoiceOver offers on an element (`actions` in the manifest).
public enum ElementAction: RawRepresentable, Sendable, Hashable {
  /// A double tap: the element's own action, as a button's.
  case activate
  /// Any other name, such as an action of the app's own (`.accessibilityAction(named:)`):
  /// kept as the manifest writes it, and written back the same.
  case named(String)

  /// Every name is an action: those the tool knows are cases, the others `named`.
  public init(rawValue: String) {
    self = rawValue == "activate" ? .activate : .named(rawValue)
  }

  public var rawValue: String {
    switch self {
    case .activate: "activate"
    case .named(let name): name
    }
  }
}

/// What an element is.
public enum Role: String, Sendable, CaseIterable {
  case text
  case header
  case image
  case button
  case link
  case toggle
  case textField
  case pageIndicator
  case group
  case carousel
  /// A group whose elements are its segments, each read as a button with "i of n".
  case segmentedControl
}

/// Accessibility traits.
public enum Trait: String, Sendable, CaseIterable {
  case header
  case button
  case link
  case image
  case selected
  case notEnabled
  case adjustable
  case updatesFrequently
  case staticText
}

/// The direction children are laid out in.
public enum StackAxis: String, Sendable, CaseIterable {
  case vertical
  case horizontal
  case overlay
}

/// How the screen reader treats a container's children.
public enum ChildrenMode: String, Sendable, CaseIterable {
  /// The children stay together as a group of stops.
  case contain
  /// One stop whose label joins the children's.
  case combine
  /// One stop with the container's own label; the children are not read.
  case ignore
}

/// A piece of copy: a key in a table, or literal text.
public struct FlowText: Sendable {
  public var key: String?
  /// The table of `key`; nil: the manifest's `table`.
  public var table: String?
  /// Values for the placeholders, in argument order.
  public var args: [Argument]
  /// The number that selects the plural variant.
  public var count: Double?
  /// Text used as it is, not looked up.
  public var literal: String?
  /// Text the code computes at run time (from a model, a `ForEach` over data that is not a
  /// literal), named by the Swift expression that computes it: not known statically, never
  /// guessed, and never empty.
  public var expression: String?
  /// With `expression`, the texts the code chooses between at run time
  /// (`isLast ? "Done" : "Next"`): which one shows is not known, so no rule reports on it, and
  /// transcripts show each one's text in the locale.
  public var oneOf: [FlowText] = []
  /// Where the `FlowText` is written in the manifest.
  public var location: SourceLocation

  public init(
    key: String? = nil, table: String? = nil, args: [Argument] = [], count: Double? = nil,
    literal: String? = nil, location: SourceLocation
  ) {
    self.key = key
    self.table = table
    self.args = args
    self.count = count
    self.literal = literal
    self.location = location
  }

  /// A value for a placeholder.
  public enum Argument: Sendable, Equatable {
    case string(String)
    case number(Double)
  }
}

/// When an element appears.
public struct Appearance: Sendable, Equatable {
  /// Seconds after the screen appears.
  public var at: Double

  public init(at: Double) { self.at = at }
}

/// An animation of a screen or element, kept complete for the motion timeline.
public struct FlowAnimation: Sendable {
  public var kind: Kind
  public var trigger: Trigger
  public var delay: Double
  public var duration: Double?
  public var `repeat`: Repeat?
  public var flashesPerSecond: Double?
  public var userCanPause: Bool?
  /// The fallback under Reduce Motion; nil: the same animation runs.
  public var reducedMotion: ReducedMotion?
  public var location: SourceLocation

  /// How long an animation with no `duration` lasts (SwiftUI's default animation).
  public static let defaultDuration = 0.35

  public init(
    kind: Kind, trigger: Trigger = .appear, delay: Double = 0, duration: Double? = nil,
    repeat: Repeat? = nil, flashesPerSecond: Double? = nil, userCanPause: Bool? = nil,
    reducedMotion: ReducedMotion? = nil, location: SourceLocation
  ) {
    self.kind = kind
    self.trigger = trigger
    self.delay = delay
    self.duration = duration
    self.repeat = `repeat`
    self.flashesPerSecond = flashesPerSecond
    self.userCanPause = userCanPause
    self.reducedMotion = reducedMotion
    self.location = location
  }

  public enum Kind: String, Sendable, CaseIterable {
    case fade
    case crossFade
    case color
    case slide
    case scale
    case rotate
    case blur
    case bounce
    case pulse
    case wiggle
    case parallax
    case scroll
    case flash

    /// `fade crossFade color` change no position or shape; the rest move.
    public var isMotion: Bool {
      switch self {
      case .fade, .crossFade, .color: false
      default: true
      }
    }
  }

  public enum Trigger: String, Sendable, CaseIterable {
    case appear
    case interaction
    case loop
  }

  /// How often an animation runs again.
  public enum Repeat: Sendable, Equatable {
    case count(Double)
    case forever
  }
}

/// What runs instead of an animation under Reduce Motion.
public indirect enum ReducedMotion: Sendable {
  /// `{"kind": "none"}`: skip the animation; the end state shows at once. (Not named `none`,
  /// which would read as `Optional.none` in patterns.)
  case skip(location: SourceLocation)
  case animation(FlowAnimation)
}

/// A screen or carousel that moves on by itself.
public struct AutoAdvance: Sendable, Equatable {
  /// Seconds between advances.
  public var after: Double
  public var userCanPause: Bool
  public var userCanExtend: Bool
  public var userCanDisable: Bool
  public var location: SourceLocation

  public init(
    after: Double, userCanPause: Bool = false, userCanExtend: Bool = false, userCanDisable: Bool = false,
    location: SourceLocation
  ) {
    self.after = after
    self.userCanPause = userCanPause
    self.userCanExtend = userCanExtend
    self.userCanDisable = userCanDisable
    self.location = location
  }
}
