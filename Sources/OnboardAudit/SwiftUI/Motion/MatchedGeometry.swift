import SwiftSyntax

/// `matchedGeometryEffect` (docs/swiftui.md, "Motion"): two branches that show the same view
/// in two places (`if expanded { Circle().matchedGeometryEffect(id: "dot", in: space) } else
/// { … }`) are one view moving between them when the state changes under an animation, not
/// two steps of a flow.
enum MatchedGeometry {
  /// Whether every branch of an `if` holds a matched geometry effect.
  static func moves(_ branches: [CodeBlockItemListSyntax]) -> Bool {
    branches.count > 1
      && branches.allSatisfy { branch in
        let finder = CallFinder(names: ["matchedGeometryEffect"], viewMode: .sourceAccurate)
        finder.walk(branch)
        return !finder.found.isEmpty
      }
  }
}
