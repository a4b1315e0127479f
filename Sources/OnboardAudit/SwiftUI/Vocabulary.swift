/// The names the reader must know because no source of the app declares them (docs/swiftui.md,
/// "Vocabulary"): Apple's views and styles, the words that name an onboarding flow and its
/// containers, the tokens of a title's style, and the environment a screen is read in. Every
/// other name is resolved through the sources' declarations; a list of names anywhere else in
/// the reader belongs here.
enum Vocabulary {
  // MARK: The flow

  /// Words that name the root view of an onboarding flow.
  static let rootWords = ["Onboarding", "Welcome", "Intro", "Setup", "Tutorial", "WhatsNew"]

  /// Words of a package's container whose content views are steps. (A plain `…Stack` of a
  /// design system may lay out one screen's sections.)
  static let stepContainerWords = ["Navigation", "OnboardingStack", "Flow", "Pager", "Steps", "Wizard"]

  /// UIKit's and AppKit's hosts of a SwiftUI view (`UIHostingController(rootView: X())`): the
  /// order a coordinator presents its screens in.
  static let hostingControllers: Set<String> = [
    "UIHostingController", "NSHostingController", "NSHostingView",
  ]

  /// Apple's views that lay out content without being a page of their own: a page's view
  /// is named by what they hold.
  static let layoutViews: Set<String> = ["VStack", "HStack", "ZStack", "ScrollView", "Group", "ForEach"]

  /// Apple's views that wrap presented content (a sheet's `NavigationStack { TermsView() }`).
  static let presentationWrappers: Set<String> = ["NavigationStack", "NavigationView", "Group", "ScrollView"]

  // MARK: Titles

  /// Words of a design system's font or text style that make it a title's
  /// (`.compound.headingMDBold`, `Typography.display`, `.h1`), matched as a word of the
  /// token's name (`TitleStyles`), with the size each counts as when a screen's titles are
  /// ranked: a token says no size, only how prominent a style it names.
  static let titleTokenSizes: [String: Double] = [
    "display": 36, "largeTitle": 34, "h1": 32, "title": 28, "heading": 24, "headline": 22,
  ]

  /// The last words of a design system's text view (`DisplayText("…")`, `HeadlineLabel(…)`):
  /// with a title token before them, a package's view of that name shows its first text in a
  /// title's style (`PackageViews`).
  static let textViewWords = ["Text", "Label"]

  /// The types whose extensions declare an app's fonts and text modifiers (DeclaredStyles.swift).
  static let styledTypes: Set<String> = ["View", "Text", "Font"]

  /// The modifiers that give a screen the title its navigation bar shows.
  static let navigationTitles: Set<String> = ["navigationTitle", "navigationBarTitle"]

  /// Apple's text styles at the default Dynamic Type size (Large), in points.
  static let dynamicTypeSizes: [String: Double] = [
    "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
    "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
  ]

  // MARK: Motion

  /// The modifiers that move a shape when what they read changes (MovingShapes.swift).
  static let movingModifiers: Set<String> = [
    "scaleEffect", "rotationEffect", "rotation3DEffect", "offset", "blur", "phaseAnimator",
    "keyframeAnimator",
    "matchedGeometryEffect", "frame",
  ]

  /// The modifiers whose code runs on appear or by a timer: motion it starts starts by itself.
  static let selfStartingModifiers: Set<String> = ["onAppear", "task", "onReceive"]

  /// Views of Apple's that show nothing and that no modifier moves.
  static let unmovedViews: Set<String> = ["EmptyView", "ProgressView"]

  /// `.symbolEffect(…)`'s effects, by the motion each makes.
  static let symbolEffects: [String: FlowAnimation.Kind] = [
    "bounce": .bounce, "pulse": .pulse, "wiggle": .wiggle, "variableColor": .color, "breathe": .pulse,
    "rotate": .rotate, "scale": .scale, "appear": .fade, "disappear": .fade,
  ]

  /// Transitions, by the motion each makes.
  static let transitions: [String: FlowAnimation.Kind] = [
    "move": .slide, "slide": .slide, "push": .slide, "offset": .slide, "scale": .scale, "opacity": .fade,
    "blurReplace": .blur, "symbolEffect": .bounce,
  ]

  /// Names of geometry that an effect's constant arguments spell (`.degrees(45)`), no state.
  static let geometryWords: Set<String> = [
    "degrees", "radians", "x", "y", "width", "height", "radius", "CGSize", "Angle",
  ]

  // MARK: Presented content

  /// The modifiers that present a view of the app, and those that present a dialog the
  /// system lays out; the dialogs' older views.
  static let presentingModifiers = ["sheet", "fullScreenCover", "popover"]
  static let dialogModifiers = ["alert", "confirmationDialog", "actionSheet"]
  static let dialogViews: Set<String> = ["Alert", "ActionSheet"]
  /// The view that pushes its destination onto the navigation stack, and the modifier that
  /// says what a stack pushes (NavigationPushes.swift).
  static let navigationLink = "NavigationLink"
  static let navigationDestinationModifier = "navigationDestination"

  // MARK: Values

  /// The number types a value is converted to (`Double(index)`): the number it holds.
  static let numberTypes: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval", "Int"]

  /// Types of the standard library and Foundation whose values are text, not views
  /// (`String(localized: "…")`): a branch that yields one shows nothing.
  static let textValueTypes: Set<String> = [
    "String", "LocalizedStringKey", "LocalizedStringResource", "AttributedString", "Substring",
  ]

  /// Protocols of the standard library a value type conforms to, none of them a view.
  static let valueProtocols: Set<String> = [
    "Identifiable", "Hashable", "Equatable", "Comparable", "Codable", "Encodable", "Decodable", "Sendable",
    "CaseIterable", "CustomStringConvertible",
  ]

  /// The labels of a view's arguments that hold content it shows (`Section(header:content:)`).
  static let contentLabels: Set<String> = ["header", "content", "label", "footer"]

  /// Toolbar placements below the content.
  static let bottomToolbarPlacements: Set<String> = ["bottomBar", "bottomOrnament", "status"]

  // MARK: Controls

  /// SwiftUI's own button styles, whose sizes are known; any other is the app's own.
  static let systemButtonStyles: Set<String> = [
    "automatic", "bordered", "borderedProminent", "borderless", "plain", "link", "card", "glass",
    "glassProminent", "accessoryBar", "accessoryBarAction", "toolbar",
  ]

  /// Styles and control sizes that mark a screen's main action.
  static let prominentStyles: Set<String> = ["borderedProminent", "large", "extraLarge"]

  /// Accessibility traits by their name in `.accessibilityAddTraits(…)`.
  static let traits: [String: Trait] = [
    "isHeader": .header, "isButton": .button, "isLink": .link, "isImage": .image, "isSelected": .selected,
    "updatesFrequently": .updatesFrequently, "isStaticText": .staticText,
  ]

  // MARK: The environment

  /// The environment a screen is read in (a phone in portrait, light, on the newest system,
  /// heard with VoiceOver, with Reduce Motion off: its fallback is judged where the motion is):
  /// a branch on one of these is a variant of the screen, never a screen of its own
  /// (`EnvironmentBranches`). The settings, as `@Environment` keys and `UIAccessibility`'s
  /// properties:
  static let environmentFlags: [String: Bool] = [
    "accessibilityReduceMotion": false, "isReduceMotionEnabled": false, "accessibilityVoiceOverEnabled": true,
    "isVoiceOverRunning": true,
  ]

  /// What the reader takes of the environment values' properties: the default Dynamic Type
  /// size is no accessibility size.
  static let environmentMembers: [String: Bool] = ["isAccessibilitySize": false]

  /// The names that read the Reduce Motion setting.
  static let reduceMotionSettings: Set<String> = ["accessibilityReduceMotion", "isReduceMotionEnabled"]

  /// The values, by the case the reader takes.
  static let environmentValues: [String: String] = [
    "horizontalSizeClass": "compact", "verticalSizeClass": "regular", "colorScheme": "light",
    "dynamicTypeSize": "large",
  ]

  // MARK: Apple's views

  /// SwiftUI's views by what each becomes in the derived flow, and whether its first
  /// unlabelled argument, written as a literal, is a `LocalizedStringKey` (`SwiftUIViews`).
  static let appleViews: [(kind: SwiftUIViews.Kind, titled: Bool, names: [String])] = [
    (.text, true, ["Text", "LabeledContent", "ContentUnavailableView", "Gauge"]),
    (.label, true, ["Label"]),
    (.image, false, ["Image"]),
    (
      .control(.button), true, ["Button", "NavigationLink", "Picker", "Menu", "ShareLink", "DisclosureGroup"]
    ),
    (.control(.link), true, ["Link"]),
    (.control(.toggle), true, ["Toggle"]),
    (.textField, true, ["TextField", "SecureField"]),
    (.textField, false, ["TextEditor"]),
    (.adjustable, true, ["Slider", "Stepper", "DatePicker", "ColorPicker"]),
    (.forEach, false, ["ForEach"]),
    (
      .container(.vertical), true,
      ["Section", "GroupBox", "Tab", "TableColumn", "WindowGroup", "Window", "CommandMenu"]
    ),
    (
      .container(.vertical), false,
      [
        "VStack", "LazyVStack", "VStackLayout", "List", "Form", "ScrollView", "NavigationStack",
        "NavigationView",
        "NavigationSplitView", "GeometryReader", "ViewThatFits", "Group", "TabView", "LazyVGrid", "Grid",
        "ScrollViewReader", "ToolbarItem", "ToolbarItemGroup",
      ]
    ),
    (.container(.horizontal), false, ["HStack", "LazyHStack", "HStackLayout", "LazyHGrid", "GridRow"]),
    (.container(.overlay), false, ["ZStack", "ZStackLayout"]),
    (.spacer, false, ["Spacer"]),
    (.nothing, true, ["ProgressView"]),
    (
      .nothing, false,
      [
        "Divider", "Color", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule",
        "Ellipse", "EmptyView", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
        "MeshGradient", "Path", "Canvas",
      ]
    ),
    (.content, false, ["AnyView"]),
  ]
}
