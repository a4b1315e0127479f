import SwiftSyntax

/// The screens of an app whose flow no SwiftUI view contains (docs/swiftui.md, "Screens"): each
/// screen is presented on its own, by a coordinator or a UIKit host. The views the config's
/// `screens` names, else every view whose name ends in `Screen` that no other such view shows,
/// are each a screen of their own: the config's in its order, the others in the order of their
/// files' paths.
enum SeparateScreens {
  /// The end of the name of a view presented as a screen of its own.
  static let suffix = "Screen"

  /// The views, and one note naming them (or the listed views that the sources lack).
  static func find(in declarations: ViewDeclarations, listed: [String]) -> (
    views: [ViewDeclaration], notes: [DerivedFlowNote]
  ) {
    var notes: [DerivedFlowNote] = []
    let names: [String]
    if listed.isEmpty {
      let candidates = declarations.order.filter { $0.hasSuffix(suffix) && $0 != suffix }
      names = candidates.filter { name in
        !candidates.contains { other in other != name && shows(declarations[other], name) }
      }
    } else {
      names = listed.filter { declarations[$0] != nil }
      let missing = listed.filter { declarations[$0] == nil }
      if !missing.isEmpty, let first = declarations.order.first.flatMap({ declarations[$0] }) {
        notes.append(
          DerivedFlowNote(
            message: "no view \(quoted(missing)) in the sources; the config's screens names "
              + (missing.count == 1 ? "it" : "them"),
            location: first.source.location(of: Syntax(first.node.name))))
      }
    }
    // The config's views in its order; the others in the order of their files' paths, then as
    // each file declares them.
    let declared = names.compactMap { declarations[$0] }
    let views =
      !listed.isEmpty
      ? declared
      : declared.enumerated().sorted { left, right in
        left.element.source.path != right.element.source.path
          ? left.element.source.path < right.element.source.path : left.offset < right.offset
      }.map(\.element)
    guard let first = views.first else { return ([], notes) }
    let why = listed.isEmpty ? "views named …\(suffix)" : "the config's screens"
    notes.insert(
      DerivedFlowNote(
        message: "no view contains the flow; each of \(why) is a screen of its own: "
          + views.map(\.name).joined(separator: ", "),
        location: first.source.location(of: Syntax(first.node.name))),
      at: 0)
    return (views, notes)
  }

  /// Whether a view's code names another view.
  private static func shows(_ view: ViewDeclaration?, _ name: String) -> Bool {
    view?.node.memberBlock.tokens(viewMode: .sourceAccurate).contains { $0.text == name } == true
  }

  private static func quoted(_ names: [String]) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
  }
}
