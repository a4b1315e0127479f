import SwiftSyntax

/// The screens of an app whose flow no SwiftUI view contains (docs/swiftui.md, "Screens a
/// coordinator presents"): each screen is presented on its own, by a coordinator or a UIKit
/// host. The views the config's `screens` names, in that order; else the roots of the view
/// graph (`ViewGraph`) that fill a screen, in the order the coordinator code names them
/// (`CoordinatorOrder`), then in the order of their files' paths.
enum SeparateScreens {
  /// The most views that no other view uses a flow is derived from, each a screen.
  static let maximumRoots = 60

  /// The note for sources whose bytes already show more views no code names than a flow has
  /// screens (`UnusedViewsEstimate`): their trees were not kept.
  static func tooMany(_ unused: UnusedViewsEstimate) -> DerivedFlowNote {
    DerivedFlowNote(
      message:
        "no view contains the flow, and \(unused.count) views are named by no other code, more than the \(maximumRoots) screens an onboarding flow is read as; name its root with `flowRoot` or its views with `screens` in the config",
      location: unused.first, rule: ExpansionBudget.rule)
  }

  /// The views, and one note naming them (or the listed views that the sources lack).
  static func find(in declarations: ViewDeclarations, among own: [String], listed: [String]) -> (
    views: [ViewDeclaration], notes: [DerivedFlowNote]
  ) {
    var notes: [DerivedFlowNote] = []
    let views: [ViewDeclaration]
    if listed.isEmpty {
      let found = roots(of: declarations, among: own)
      // More views than a flow has screens: the sources are an app's, not its onboarding, and
      // deriving each would be work without an answer. Said once; the config names the screens.
      guard found.count <= maximumRoots else {
        let first = found[0]
        let note = DerivedFlowNote(
          message:
            "no view contains the flow, and \(found.count) views are used by no other view, more than the \(maximumRoots) screens an onboarding flow is read as; name its root with `flowRoot` or its views with `screens` in the config",
          location: first.source.location(of: Syntax(first.node.name)), rule: ExpansionBudget.rule)
        return ([], [note])
      }
      views = found
    } else {
      views = listed.compactMap { declarations[$0] }
      let missing = listed.filter { declarations[$0] == nil }
      if !missing.isEmpty, let first = declarations.order.first.flatMap({ declarations[$0] }) {
        notes.append(
          DerivedFlowNote(
            message: "no view \(quoted(missing)) in the sources; the config's screens names "
              + (missing.count == 1 ? "it" : "them"),
            location: first.source.location(of: Syntax(first.node.name))))
      }
    }
    guard let first = views.first else { return ([], notes) }
    let why = listed.isEmpty ? "the views no other view uses" : "the config's screens"
    notes.insert(
      DerivedFlowNote(
        message: "no view contains the flow; each of \(why) is a screen of its own: "
          + views.map(\.name).joined(separator: ", "),
        location: first.source.location(of: Syntax(first.node.name))),
      at: 0)
    return (views, notes)
  }

  /// The views of the sources (`own`) no other view uses and that fill a screen: those the coordinator
  /// code names first, in its order, then the others by their files' paths and places.
  private static func roots(of declarations: ViewDeclarations, among own: [String]) -> [ViewDeclaration] {
    let graph = ViewGraph(declarations)
    // Used by a view of the app outside the sources is used too.
    let own = Set(own)
    let roots = graph.roots(among: declarations.order).filter(own.contains).compactMap { declarations[$0] }
      .filter(fillsScreen)
    var rank: [String: Int] = [:]
    for (index, name) in declarations.presented.enumerated() where rank[name] == nil { rank[name] = index }
    return roots.enumerated().sorted { left, right in
      let (a, b) = (left.element, right.element)
      switch (rank[a.name], rank[b.name]) {
      case (let x?, let y?): return x < y
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil):
        return a.source.path != b.source.path ? a.source.path < b.source.path : left.offset < right.offset
      }
    }.map(\.element)
  }

  /// Whether a view can be a screen: it has a body, and it is no container generic over the
  /// content its caller gives (`struct Card<Content: View>`).
  static func fillsScreen(_ view: ViewDeclaration) -> Bool {
    view.body != nil && view.node.genericParameterClause == nil
  }

  private static func quoted(_ names: [String]) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
  }
}
