/// The translation states of a String Catalog, ranked so that an entry with variations can
/// report the state that needs the most attention among its strings.
enum CatalogState {
  /// The state that needs more attention: `new`, then `needs_review`, then `stale`, then any
  /// state this tool does not know (so it is not hidden), then `translated`; nil (no state
  /// written) loses to every state.
  static func worse(_ first: String?, _ second: String?) -> String? {
    rank(second) > rank(first) ? second : first
  }

  private static func rank(_ state: String?) -> Int {
    switch state {
    case nil: 0
    case "translated": 1
    case "new": 5
    case "needs_review": 4
    case "stale": 3
    default: 2
    }
  }
}
