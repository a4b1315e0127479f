/// The conditions of the `if` branches a derived element is shown under (docs/swiftui.md,
/// "Elements"): a screen derived from code that shows one state at a time may hold the
/// content of `if showsInvitation { … }` beside that of `if !showsInvitation { … }`, which
/// never show together, and no rule may compare the two.
struct BranchConditions: Sendable, Equatable {
  /// Each condition, named by the view that declares it and its code without `!`
  /// (`ServerList.showsInvitation`), with whether it holds where the element shows.
  var terms: [String: Bool] = [:]

  /// Whether two elements never show together: one needs a condition the other needs false.
  func excludes(_ other: BranchConditions) -> Bool {
    terms.contains { name, holds in other.terms[name].map { $0 != holds } ?? false }
  }

  /// Adds the conditions of a branch around the element's own, which stay as written.
  mutating func add(_ outer: [String: Bool]) {
    terms.merge(outer) { own, _ in own }
  }
}
