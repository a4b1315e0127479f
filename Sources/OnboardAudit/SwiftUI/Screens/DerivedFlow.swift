import SwiftSyntax

/// Something the derived flow could not know from the code, at the code.
public struct DerivedFlowNote: Sendable, Equatable {
  /// What was not known, and what the flow holds instead.
  public var message: String
  /// The Swift code it is about.
  public var location: SourceLocation
  /// The rule it is a finding of in an audit (`input.too-complex` where a bound stopped
  /// expansion); nil for what is said on standard error only.
  public var rule: String? = nil
}

/// The flow that SwiftUI sources describe (docs/swiftui.md, "The flow derived from the code"):
/// the screens of the root view and their elements, in the manifest's model, every screen and
/// element located at its Swift code, so that the simulation and the screen-reader and motion
/// rules run on it unchanged.
public struct DerivedFlow: Sendable {
  /// The flow; nil when the sources have no root view.
  public var manifest: FlowManifest?
  /// The root view the screens come from.
  public var root: String?
  public var notes: [DerivedFlowNote] = []
  /// The literals its views show as written, once each, at the literal (`text.hardcoded`).
  public var shownAsWritten: [HardcodedText] = []
  /// The screens the flow shows that it lacks: pushes of views the sources do not declare,
  /// then views of the sources no screen shows (`ScreensNotFollowed`).
  public var screensNotFollowed: [ScreenNotFollowed] = []

  /// Words that name the root view of an onboarding flow.
  public static var rootWords: [String] { Vocabulary.rootWords }

  /// Derives the flow of the sources from `root` (config `flowRoot`), else from the view
  /// whose name has one of `rootWords` and that no other such view contains. With neither, or
  /// with `screens` (config `screens`) and no `root`, each view `screens` names, else each view
  /// no other view uses, is a screen of its own (`SeparateScreens`).
  /// `text` gives a `FlowText`'s string in the source language for the synthesized layout (by
  /// default: its literal, else its key, else 20 characters); see `layOut` for the other
  /// locales. `hints` are the config's `components` and `titleStyles`.
  public static func derive(
    _ sources: SwiftSources, root: String? = nil, screens listed: [String] = [],
    hints: SourceHints = SourceHints(),
    device: Device = .phone, text: (@Sendable (FlowText) -> String)? = nil
  )
    -> DerivedFlow
  {
    let screenViews = root == nil ? listed : []
    guard let context = Context(sources, root: root, screens: screenViews) else {
      var flow = DerivedFlow()
      if let unused = sources.unusedViews { flow.notes.append(SeparateScreens.tooMany(unused)) }
      return flow
    }
    var flow = derive(
      context, root: root, screens: screenViews, firstFile: sources.files.first?.path ?? "", device: device,
      text: text, hints: hints)
    if sources.supportingLeftOut > 0, let first = sources.files.first {
      flow.notes.append(
        DerivedFlowNote(
          message:
            "\(sources.supportingLeftOut) more files of the project declare what the sources use, past the \(SupportingFiles.maximumFiles) read for their declarations; the views they declare are views of a package here",
          location: SourceLocation(file: first.path), rule: ExpansionBudget.rule))
    }
    return flow
  }

  /// The flow of one file's bytes, as `derive` finds it: what the fuzz target exercises.
  static func derive(bytes: [UInt8], path: String) -> DerivedFlow {
    let read = SwiftFileReader.read(bytes, path: path)
    // A file the reader refuses (not text, brackets the parser hangs on) was not parsed.
    guard let parsed = read.parsed,
      let context = Context(files: [parsed], strings: read.result.strings, root: nil, screens: [])
    else {
      return DerivedFlow()
    }
    return derive(context, root: nil, screens: [], firstFile: path, device: .phone, text: nil)
  }

  private static func derive(
    _ context: Context, root: String?, screens screenViews: [String], firstFile: String, device: Device,
    text: (@Sendable (FlowText) -> String)?, hints: SourceHints = SourceHints()
  ) -> DerivedFlow {
    var flow = DerivedFlow()
    let roots: [ViewDeclaration]
    if let name = root ?? (screenViews.isEmpty ? context.defaultRoot() : nil) {
      guard let view = context.declarations[name] else {
        flow.notes.append(
          DerivedFlowNote(
            message: "no view '\(name)' in the sources; no flow is derived",
            location: SourceLocation(file: firstFile)))
        return flow
      }
      flow.root = name
      roots = [view]
    } else {
      let found = SeparateScreens.find(in: context.declarations, among: context.ownViews, listed: screenViews)
      flow.notes += found.notes
      roots = found.views
    }
    guard let first = roots.first else { return flow }
    let expander = ViewExpander(
      declarations: context.declarations, uses: context.uses, flowLimit: context.flowLimit)
    expander.stringLiterals = context.stringLiterals
    expander.hints = hints
    expander.supporting = context.supporting
    var pages: [(screen: Screen, presented: [Presentation])] = []
    var usedIDs = UniqueIDs()
    for view in roots {
      // A view presented on its own is one screen, whatever it switches over.
      pages += Self.screens(
        of: view, paged: flow.root != nil, expander: expander, device: device, text: text, usedIDs: &usedIDs)
    }
    // What each screen presents (a sheet, an alert) follows it.
    let screens = PresentedScreens.interleave(
      pages, expander: expander, device: device, text: text ?? Self.writtenText, usedIDs: &usedIDs)
    flow.notes += expander.notes
    flow.screensNotFollowed = expander.pushedNotFollowed
    if let root = flow.root {
      flow.screensNotFollowed += ScreensNotFollowed.unreached(
        from: root, among: context.ownViews, in: context.declarations, namedElsewhere: context.namedElsewhere)
    }
    flow.shownAsWritten = expander.shownAsWritten.values.sorted { $0.location < $1.location }
    flow.manifest = FlowManifest(file: first.source.path, device: device, screens: screens)
    return flow
  }

  /// The screens a view shows: its pages (`FlowPages`) when `paged`, else itself.
  private static func screens(
    of view: ViewDeclaration, paged: Bool, expander: ViewExpander, device: Device,
    text: (@Sendable (FlowText) -> String)?,
    usedIDs: inout UniqueIDs
  ) -> [(screen: Screen, presented: [Presentation])] {
    let scope = ViewScope(view: view, source: view.bodySource)
    var screens: [(screen: Screen, presented: [Presentation])] = []
    let found = paged ? FlowPages.find(in: view) : nil
    let pages =
      found?.pages ?? [
        FlowPage(
          id: view.name, statements: [], scope: scope,
          location: view.source.location(of: Syntax(view.node.name)))
      ]
    // One screen of a page, with the steps of its step pagers in `choices` (StepPagers.swift).
    func make(_ page: FlowPage, choices: [SyntaxIdentifier: Int]) -> (
      screen: Screen, presented: [Presentation]
    ) {
      expander.steps = StepPagerState(choices: choices)
      return screen(
        expand(view, scope: scope, expander: expander), page: page, paged: found != nil, expander: expander,
        device: device, text: text, usedIDs: &usedIDs)
    }
    for page in pages {
      expander.selection = found.map { ($0.container, page) }
      expander.inner = InnerPagerState()
      let first = make(page, choices: [:])
      guard let inner = expander.inner.pager else {
        screens += StepPagers.screens(of: page, expander: expander, first: first, make: make)
        continue
      }
      // A pager inside the page (InnerPagers.swift): each of its pages is a screen.
      for (index, innerPage) in inner.pages.enumerated() {
        expander.inner.index = index
        var shown = page
        shown.id = found == nil ? innerPage.id : "\(page.id)-\(innerPage.id)"
        shown.location = innerPage.location
        screens += StepPagers.screens(of: shown, expander: expander, make: make)
      }
    }
    // The pages slide where the user's control changes the page in a `withAnimation`.
    let slides = found == nil ? [] : PagerMotion.slides(in: view)
    for index in screens.indices { PagerMotion.attach(slides, to: &screens[index].screen) }
    return screens
  }

  /// A page's screen made of the elements its view's body gives: laid out, with ids, its
  /// title and its primary action, and what it presents (`PresentedScreens`).
  private static func screen(
    _ elements: [Element], page: FlowPage, paged: Bool, expander: ViewExpander, device: Device,
    text: (@Sendable (FlowText) -> String)?, usedIDs: inout UniqueIDs
  ) -> (screen: Screen, presented: [Presentation]) {
    var elements = elements
    finish(
      &elements, expander: expander, layout: SynthesizedLayout(text: text ?? Self.writtenText), device: device
    )
    var screen = Screen(id: usedIDs.unique(page.id), elements: elements, location: page.location)
    screen.title = Self.title(of: screen)
    // Without pages, all of the screen is its own.
    let shared =
      paged ? Set(screen.allElements.map(\.location).filter { !expander.pageActions.contains($0) }) : []
    screen.primaryAction = Self.primaryAction(of: screen, prominent: expander.prominent, shared: shared)
    defer { expander.presentations = [] }
    return (screen, expander.presentations)
  }

  /// The elements of a view's body on the page the expander selects, for a screen of its own.
  private static func expand(_ view: ViewDeclaration, scope: ViewScope, expander: ViewExpander) -> [Element] {
    expander.appearDrivers = []
    expander.pageActions = []
    expander.presentations = []
    expander.beginScreen()
    return view.body.map { expander.elements(of: $0, in: scope) } ?? []
  }

  /// A screen's elements once expanded: their motion driven, spacers and silent views marked,
  /// laid out (unless `layout` is nil: the system lays out an alert) and given ids.
  static func finish(
    _ elements: inout [Element], expander: ViewExpander, layout: SynthesizedLayout?, device: Device
  ) {
    for index in elements.indices { finishMotion(&elements[index], expander: expander) }
    expander.triggerTransitions(&elements)
    elements = SynthesizedLayout.extractSpacers(elements)
    SilentViews.mark(&elements)
    layout?.lay(&elements, size: device.defaultSize, device: device)
    var ids = UniqueIDs()
    assignIDs(&elements, used: &ids)
  }

  /// The elements the code of one view gives (a manifest screen's `view`); nil when the
  /// sources do not declare it.
  public static func elements(ofView name: String, in sources: SwiftSources) -> ViewElements? {
    viewElements([name], in: sources)(name)
  }

  /// What the code of one view gives: its elements, what was not known, its main actions.
  public typealias ViewElements = (
    elements: [Element], notes: [DerivedFlowNote], prominent: Set<SourceLocation>
  )

  /// The elements of each of `names` (a manifest's view screens), from the sources'
  /// declarations read once for all of them.
  static func viewElements(_ names: [String], in sources: SwiftSources) -> (String) -> ViewElements? {
    guard let context = Context(sources, root: nil, screens: names) else { return { _ in nil } }
    return { name in
      guard let view = context.declarations[name], let body = view.body else { return nil }
      let expander = ViewExpander(
        declarations: context.declarations, uses: context.uses, flowLimit: context.flowLimit)
      var elements = expander.elements(of: body, in: ViewScope(view: view, source: view.bodySource))
      finish(&elements, expander: expander, layout: nil, device: .phone)
      return (elements, expander.notes, expander.prominent)
    }
  }

  /// A `FlowText` as the code writes it: its literal, else its key, else 20 characters.
  static func writtenText(_ text: FlowText) -> String {
    text.literal ?? text.key ?? String(repeating: "x", count: 20)
  }

  /// A derived screen laid out again with the texts of another locale (`text`): their
  /// lengths change where lines wrap, and so the rows and sizes. For derived screens only: a
  /// manifest's frames are its own.
  public static func layOut(
    _ screen: Screen, device: Device, text: @escaping (FlowText) -> String
  ) -> Screen {
    guard !screen.isLaidOutBySystem else { return screen }
    var copy = screen
    SynthesizedLayout(text: text).lay(&copy.elements, size: screen.size(on: device), device: device)
    return copy
  }

  /// The screen's primary action (the one `order.cta-before-content` and the reveal rules
  /// watch), by a heuristic, as the code does not say which it is:
  /// 1. the last button or link styled as a main action: `.buttonStyle(.borderedProminent)`,
  ///    `.controlSize(.large)` or `.keyboardShortcut(.defaultAction)` (the style and the Return
  ///    key SwiftUI's own sheets give their main action);
  /// 2. else the last one of the page's own code, before one written around the pages, which
  ///    every screen shares (in `shared`): a Next bar or a Skip button on every page is not
  ///    what one page asks for;
  /// 3. else the last one.
  static func primaryAction(of screen: Screen, prominent: Set<SourceLocation>, shared: Set<SourceLocation>)
    -> String?
  {
    let actions = screen.allElements.filter { !$0.hidden && [.button, .link].contains($0.role) }
    let chosen =
      actions.last { prominent.contains($0.location) } ?? actions.last { !shared.contains($0.location) }
      ?? actions.last
    return chosen?.id
  }

  /// The first element with the header trait (a navigation bar's title is one); else the
  /// text in the largest title style (`TitleStyles`: a text that looks like the title but is
  /// not marked as a heading), the first of them. It has
  /// words the code fixes: a page number in a large font (`Text("\(index + 1)")`) or text
  /// known only at run time is no title the tool may hold against the screen.
  static func title(of screen: Screen) -> String? {
    let elements = screen.allElements.filter { !$0.hidden && !$0.decorative }
    if let header = elements.first(where: { $0.effectiveTraits.contains(.header) }) {
      return isWords(header) ? header.id : nil
    }
    let styled = elements.filter { $0.role == .text && TitleStyles.titleSize(of: $0) != nil && isWords($0) }
    let largest = styled.compactMap(TitleStyles.titleSize).max()
    return styled.first { TitleStyles.titleSize(of: $0) == largest }?.id
  }

  /// Whether an element shows words the code gives: a key or a literal with a letter, not a
  /// number (a page's `"\(index + 1)"`) nor text known only at run time.
  private static func isWords(_ element: Element) -> Bool {
    guard let text = element.text ?? element.label, text.expression == nil,
      let written = text.literal ?? text.key
    else { return false }
    return written.unicodeScalars.contains { $0.properties.isAlphabetic }
  }

  /// Effects no animation drives take the timing of the screen's `withAnimation` on appear
  /// that changes what they read (AppearDrivers.swift); with none, they do not animate.
  private static func finishMotion(_ element: inout Element, expander: ViewExpander) {
    expander.driveOnAppear(&element)
    element.animations.removeAll { expander.undriven[$0.location] != nil && $0.duration == nil }
    for index in element.elements.indices { finishMotion(&element.elements[index], expander: expander) }
  }

  /// Ids unique in the screen: the `accessibilityIdentifier`, else the key or text shown,
  /// the symbol, or the role; a number after a repeated one.
  private static func assignIDs(_ elements: inout [Element], used: inout UniqueIDs) {
    for index in elements.indices {
      var element = elements[index]
      var base = element.id
      if base.isEmpty {
        let text = element.text ?? element.label
        base =
          text?.key ?? text?.literal ?? text?.oneOf.first?.key ?? text?.expression ?? element.symbol
          ?? element.role?.rawValue
          ?? (element.axis.map { $0 == .horizontal ? "row" : "stack" } ?? "group")
      }
      element.id = used.unique(base)
      assignIDs(&element.elements, used: &used)
      elements[index] = element
    }
  }

  /// Ids given so far: a repeated base gets the first number after it that is free.
  struct UniqueIDs {
    private var used: Set<String> = []
    /// Per base, the number to try first: those below it were taken when last tried (a
    /// thousand texts of one key are numbered in linear time).
    private var next: [String: Int] = [:]

    mutating func unique(_ base: String) -> String {
      var candidate = base
      var number = next[base] ?? 2
      if used.contains(candidate) {
        repeat {
          candidate = "\(base)-\(number)"
          number += 1
        } while used.contains(candidate)
        next[base] = number
      }
      used.insert(candidate)
      return candidate
    }
  }

  /// Whether a file's bytes may hold the start of a flow: a struct named as one of `views`
  /// (a root, the config's screens, a manifest's views), or, `byRootWord`, one whose name says
  /// onboarding (`rootWords`).
  static func mayDerive(from bytes: [UInt8], views: [String], byRootWord: Bool) -> Bool {
    Context.declaredTypeNames(in: bytes).contains { name in
      views.contains(name) || (byRootWord && rootWords.contains { name.contains($0) })
    }
  }

  /// Whether a file's bytes declare a struct: without a root, a view that no other view uses
  /// is a screen (`SeparateScreens`).
  static func declaresStruct(_ bytes: [UInt8]) -> Bool { !Context.declaredTypeNames(in: bytes).isEmpty }

  /// The sources' views, read from the trees of their one parse, and their localized strings
  /// by place.
  private struct Context {
    var declarations: ViewDeclarations
    var uses: [SourceLocation: LocalizedUse] = [:]
    /// Where the literals are that the sources make `String`s.
    var stringLiterals: Set<SourceLocation> = []
    /// The names the code refers to outside their own type (`SwiftSources.namedElsewhere`).
    var namedElsewhere: Set<String> = []
    /// The files read only for their declarations (`SupportingFiles`): no root or screen is
    /// found among their views.
    var supporting: Set<String> = []

    /// The views the sources themselves declare, in order: those a root or a screen is
    /// found among.
    var ownViews: [String] {
      declarations.order.filter { name in
        declarations[name].map { !supporting.contains($0.source.path) } ?? false
      }
    }
    /// The most elements the flow is expanded to, from the lines of the sources.
    var flowLimit: Int

    /// Nil when no file declares a type named `root`, or, without one, no type at all: then no
    /// declaration is read.
    init?(_ sources: SwiftSources, root: String?, screens: [String]) {
      self.init(
        files: sources.parsed, strings: sources.files.flatMap(\.strings) + sources.supporting.strings,
        root: root, screens: screens, supporting: sources.supporting.paths)
      stringLiterals = sources.files.reduce(into: sources.supporting.stringLiterals) {
        $0.formUnion($1.stringLiterals)
      }
      namedElsewhere = sources.namedElsewhere
    }

    init?(
      files: [ParsedSwiftFile], strings: [LocalizedUse], root: String?, screens: [String],
      supporting: Set<String> = []
    ) {
      self.supporting = supporting
      // A root named may be anywhere; one found is in the sources, not in a supporting file.
      let hasCandidate = files.contains { file in
        (root != nil || !supporting.contains(file.source.path))
          && Self.declaredTypeNames(in: file.source.bytes).contains { name in
            // Without a root, any struct may be a view that no other view uses.
            root.map { $0 == name } ?? true
          }
      }
      guard hasCandidate else { return nil }
      declarations = ViewDeclarations(files: files)
      let lines = files.reduce(0) { $0 + $1.source.bytes.count { $0 == UInt8(ascii: "\n") } + 1 }
      flowLimit = ExpansionBudget.flowElements(lines: lines)
      for use in strings { uses[use.location] = use }
    }

    /// The names after `struct ` in a file, found without walking its tree: whether a file may
    /// hold the root view is known before the declarations are read.
    static func declaredTypeNames(in bytes: [UInt8]) -> [String] {
      IdentifierBytes.structNames(in: bytes).map { IdentifierBytes.text(bytes, $0) }
    }

    /// The view whose name says onboarding and that no other such view shows; of several,
    /// the one that holds the most of the flow (the views of the sources it reaches, and its
    /// pages or steps, `FlowPages`), the first of them: a flow's container before a view of
    /// its own that nothing in the sources shows.
    func defaultRoot() -> String? {
      // A view nested in another type is part of it, never the flow's root.
      let candidates = ownViews.filter { name in
        DerivedFlow.rootWords.contains { name.contains($0) } && declarations[name]?.qualifiedName == name
      }
      let graph = ViewGraph(declarations)
      let roots = graph.roots(among: candidates)
      let sizes = roots.map { name in
        graph.reach(of: name) + (declarations[name].flatMap { FlowPages.find(in: $0)?.pages.count } ?? 0)
      }
      guard let most = sizes.max() else { return nil }
      return roots[sizes.firstIndex(of: most) ?? 0]
    }
  }
}
