import SwiftSyntax

/// The screens that screens present (docs/swiftui.md, "Presented content"): each sheet,
/// cover, popover, alert or dialog a screen's code presents, and each view of the sources it
/// pushes (`NavigationPushes.swift`), is a screen of its own, right
/// after the screen that presents it (and what it presents in turn right after it), named
/// `<screen>.<view>` (`welcome.TermsSheet`), else `<screen>.<modifier>` (`welcome.alert`,
/// `welcome.alert-2`), located at the modifier.
///
/// What would add nothing is left out: content whose every text is unknown (a web view of a
/// package), and content already in the flow: a view that is a step of its own, or the alert
/// of a container that every page presents. Content is already there when each of its
/// elements and texts is written where an element or text of a screen kept before is.
enum PresentedScreens {
  /// How deep presentations nest (a sheet that shows a sheet…) before the rest is left out.
  static let depth = 8

  static func interleave(
    _ pages: [(screen: Screen, presented: [Presentation])], expander: ViewExpander, device: Device,
    text: @escaping @Sendable (FlowText) -> String, usedIDs: inout DerivedFlow.UniqueIDs
  ) -> [Screen] {
    var deriving = Deriving(expander: expander, device: device, text: text)
    deriving.kept = pages.map { signature(of: $0.screen) }
    var screens: [Screen] = []
    for page in pages {
      screens.append(page.screen)
      screens += deriving.screens(presentedBy: page.screen, page.presented, depth: 0, usedIDs: &usedIDs)
    }
    return screens
  }

  /// Where the screen's elements that show something and their texts are written. The
  /// containers around them are left out: a step pushed as a page is the same step presented
  /// in a `NavigationView` of its own.
  static func signature(of screen: Screen) -> Set<SourceLocation> {
    var places: Set<SourceLocation> = []
    for element in screen.allElements {
      if element.elements.isEmpty { places.insert(element.location) }
      for text in element.texts { places.insert(text.location) }
    }
    return places
  }

  /// Whether a screen shows any text the code fixes (a key, or a literal with something in it).
  static func knowsText(_ screen: Screen) -> Bool {
    screen.allElements.contains { element in
      element.texts.contains { $0.expression == nil && ($0.key != nil || $0.literal?.isEmpty == false) }
    }
  }

  private struct Deriving {
    let expander: ViewExpander
    let device: Device
    let text: @Sendable (FlowText) -> String
    /// The signatures of the screens kept so far.
    var kept: [Set<SourceLocation>] = []

    mutating func screens(
      presentedBy presenter: Screen, _ presentations: [Presentation], depth: Int,
      usedIDs: inout DerivedFlow.UniqueIDs
    ) -> [Screen] {
      guard depth < PresentedScreens.depth else {
        if let first = presentations.first {
          expander.notes.append(
            DerivedFlowNote(
              message:
                "what screen '\(presenter.id)' presents or pushes is not a screen of its own: screens "
                + "presented or pushed from each other nest more than \(PresentedScreens.depth) deep",
              location: first.location, rule: ExpansionBudget.rule))
        }
        return []
      }
      var names = DerivedFlow.UniqueIDs()
      var places: Set<SourceLocation> = []
      var result: [Screen] = []
      for presentation in presentations where places.insert(presentation.location).inserted {
        // What a view outside the sources presents is the app's, not the flow's, unless it
        // is a view of the sources (a button of the app's that pushes its `destination`).
        let shown = presentedView(presentation)
        let isOutside = { (name: String) in
          expander.declarations[name].map { expander.supporting.contains($0.source.path) } ?? true
        }
        if expander.supporting.contains(presentation.scope.source.path), shown.map(isOutside) ?? true {
          continue
        }
        // A presented view that changes its steps (a `switch` over its step, a pager): a
        // screen per step, as a root's (`FlowPages`); a view outside the sources is one.
        let steps = steps(of: presentation, view: shown)
        var name: String?
        for step in steps {
          let notes = expander.notes.count
          expander.selection = step
          expander.appearDrivers = []
          expander.pageActions = []
          expander.beginScreen()
          let (elements, view) = expander.presentedElements(presentation)
          let nested = expander.presentations
          expander.presentations = []
          var screen = make(elements, presentation: presentation)
          let signature = PresentedScreens.signature(of: screen)
          // A push of a view that is not of the sources is no screen (said in the summary of
          // what was not seen); nor is a view already kept, pushed twice or back to.
          guard presentation.pushed == nil || view != nil, PresentedScreens.knowsText(screen),
            !kept.contains(where: { signature.isSubset(of: $0) })
          else {
            // Nothing new: what it says about its content is not about the flow. A push of a
            // view of a package is a screen not seen, said once (`ScreensNotFollowed`).
            expander.notes.removeSubrange(notes...)
            if presentation.pushed != nil, view == nil, let missing = ScreensNotFollowed.pushedView(elements),
              !expander.pushedNotFollowed.contains(where: { $0.name == missing })
            {
              expander.pushedNotFollowed.append(
                ScreenNotFollowed(name: missing, why: .pushedNotInSources, location: presentation.location))
            }
            continue
          }
          kept.append(signature)
          name = name ?? names.unique(view ?? presentation.modifier)
          let id =
            presenter.id + "." + (name ?? presentation.modifier) + (step.map { "-" + $0.page.id } ?? "")
          screen.id = usedIDs.unique(id)
          result.append(screen)
          result += screens(presentedBy: screen, nested, depth: depth + 1, usedIDs: &usedIDs)
        }
      }
      expander.selection = nil
      return result
    }

    /// The view of the sources, or of the app outside them, a presentation shows; nil for a
    /// dialog and for content of no such view.
    private func presentedView(_ presentation: Presentation) -> String? {
      guard !presentation.isDialog else { return nil }
      expander.selection = nil
      let notes = expander.notes.count
      let pushed = expander.pushedNotFollowed
      expander.beginScreen()
      let view = expander.presentedElements(presentation).view
      expander.presentations = []
      expander.notes.removeSubrange(notes...)
      expander.pushedNotFollowed = pushed
      return view
    }

    /// The steps of a presented view of the sources (`FlowPages`), else one: nil.
    private func steps(of presentation: Presentation, view: String?) -> [(
      container: SyntaxIdentifier, page: FlowPage
    )?] {
      guard !presentation.isDialog, let view, let declaration = expander.declarations[view],
        !expander.supporting.contains(declaration.source.path),
        let found = FlowPages.find(in: declaration),
        found.pages.count > 1
      else { return [nil] }
      return found.pages.map { (found.container, $0) }
    }

    /// The screen of a presentation's elements: a view of the app laid out as a screen's, a
    /// dialog left to the system, with no call to action of the tool's guessing.
    private func make(_ elements: [Element], presentation: Presentation) -> Screen {
      var elements = elements
      let dialog = presentation.isDialog
      DerivedFlow.finish(
        &elements, expander: expander, layout: dialog ? nil : SynthesizedLayout(text: text), device: device)
      var screen = Screen(id: "", elements: elements, location: presentation.location)
      screen.isLaidOutBySystem = dialog
      screen.title = DerivedFlow.title(of: screen)
      if !dialog {
        screen.primaryAction = DerivedFlow.primaryAction(
          of: screen, prominent: expander.prominent, shared: [])
      }
      return screen
    }
  }
}
