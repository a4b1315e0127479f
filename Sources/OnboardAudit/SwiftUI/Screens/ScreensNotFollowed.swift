import SwiftSyntax

/// A screen the flow shows that the derived flow lacks (docs/swiftui.md, "What was not seen"):
/// a view a link pushes that the sources do not declare, or a view of the sources that fills a
/// screen and that no screen of the flow shows (a coordinator pushes it from code, or another
/// folder's view presents it). Said in the summary and by `flow.not-understood`, never silent.
public struct ScreenNotFollowed: Sendable, Equatable {
  public enum Why: String, Sendable, Hashable {
    /// A push's destination that no file of the sources declares.
    case pushedNotInSources = "pushed, not in the sources"
    /// A view of the sources that no other view uses and that the flow's root does not reach.
    case notReached = "shown by no screen of the flow"
  }

  public var name: String
  public var why: Why
  /// The push, or the view's declaration.
  public var location: SourceLocation
}

enum ScreensNotFollowed {
  /// The views of the sources (`own`) that fill a screen, that `root` does not reach and that no
  /// code of the sources names outside the view itself and previews (`namedElsewhere`): the
  /// screens a coordinator or code outside the sources shows, in file order. A view some code
  /// names is shown by it, through a type the reader does not take for a view, and is not
  /// said. None past `SeparateScreens.maximumRoots`: then the sources are an app's, not its
  /// flow's, and a list would be noise.
  static func unreached(
    from root: String, among own: [String], in declarations: ViewDeclarations, namedElsewhere: Set<String>
  ) -> [ScreenNotFollowed] {
    let graph = ViewGraph(declarations)
    let reached = graph.reached(from: root)
    let views = own.filter { name in
      name != root && !reached.contains(name) && !namedElsewhere.contains(name)
        && declarations[name].map(SeparateScreens.fillsScreen) == true
        && declarations[name]?.qualifiedName == name
    }
    guard views.count <= SeparateScreens.maximumRoots else { return [] }
    return views.compactMap { name in
      declarations[name].map { view in
        ScreenNotFollowed(
          name: name, why: .notReached, location: view.source.location(of: Syntax(view.node.name)))
      }
    }
  }

  /// The view a push shows that the sources do not declare: the first view of its content
  /// not followed for that reason, itself or inside the containers around it
  /// (`NavigationStack { PackageScreen() }`), not a view inside a view of the push's own.
  static func pushedView(_ elements: [Element]) -> String? {
    for element in elements {
      if let mark = element.notFollowed, mark.why == .notInSources { return mark.name }
      let holdsOnly = element.notFollowed == nil && element.role == nil && element.texts.isEmpty
      if holdsOnly, let name = pushedView(element.elements) { return name }
    }
    return nil
  }
}
