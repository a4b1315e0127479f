/// A JSON report's `summary.sources` read back, for the report of a merge (`JSONReportMerge`):
/// the totals it gives, the screens as one count that holds them, what was not followed and
/// the screens not derived, so that the merged report says the same.
extension SourcesSummary {
  init(reported value: JSONValue) {
    self.init()
    let screens = value["screens"]?.asInt ?? 0
    if screens > 0 {
      // The report keeps totals only: the first screen holds them, the others none.
      let empty = ScreenCount(
        id: "", location: SourceLocation(file: ""), elements: 0, known: 0, notFollowed: [])
      var first = empty
      first.elements = value["elements"]?.asInt ?? 0
      first.known = value["known"]?.asInt ?? 0
      self.screens = [first] + Array(repeating: empty, count: screens - 1)
    }
    notFollowed = (value["notFollowed"]?.asArray ?? []).compactMap { item in
      guard let name = item["name"]?.asString, let why = item["why"]?.asString.flatMap(NotFollowed.Why.init)
      else { return nil }
      return Unfollowed(
        name: name, why: why, uses: item["uses"]?.asInt ?? 0, location: Self.location(item))
    }
    screensNotFollowed = (value["screensNotFollowed"]?.asArray ?? []).compactMap { item in
      guard let name = item["name"]?.asString,
        let why = item["why"]?.asString.flatMap(ScreenNotFollowed.Why.init)
      else { return nil }
      return ScreenNotFollowed(name: name, why: why, location: Self.location(item))
    }
  }

  private static func location(_ item: JSONValue) -> SourceLocation {
    SourceLocation(
      file: item["file"]?.asString ?? "", line: item["line"]?.asInt ?? 0, column: item["column"]?.asInt ?? 0)
  }
}
