/// "Did you mean" for options, subcommands and rule ids.
public enum Suggestions {
  /// The candidate nearest to the input, if it is near enough to be a typo.
  public static func closest(to input: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, distance(input, $0)) }.min { $0.1 < $1.1 }
    guard let (best, score) = scored, score <= max(2, input.count / 3) else { return nil }
    return best
  }

  /// Levenshtein distance over characters.
  public static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return previous[b.count]
  }
}
