/// `format.mismatch` between the Swift code and its table: the code formats the source
/// value it finds with the values it interpolates, so the value must read those values
/// with their types (`Text("\(count) photos")` passes an `Int`; a value `%@ photos` reads
/// an object where there is an integer, and crashes).
extension FormatMismatchRule {
  func check(project: ProjectContext, _ sink: inout FindingSink) {
    for item in project.sourceStrings?.resolved ?? [] {
      guard let key = item.key, let table = item.table, table.platform == .apple,
        let entry = table.source?.entries[key], entry.value.substitutions.isEmpty
      else { continue }
      // An accessor passes its parameters (`L10n.steps(_ p1: Int)`, LookupIndex.swift).
      let arguments = item.use.lookup?.arguments ?? item.use.format.arguments
      guard !arguments.isEmpty else { continue }
      // What the code passes: the specifiers Xcode writes for its types, or the table key's
      // where the type was not known and the key was matched on it.
      let passed =
        item.use.lookup == nil
        ? FormatString(key).placeholders
        : LookupVia.passed(arguments, to: entry.value.leaves.first.map { FormatString($0.text.string) })
      for leaf in entry.value.leaves {
        let value = FormatString(leaf.text.string)
        guard value.variables.isEmpty, let problem = Self.problem(value, passed: passed, known: arguments)
        else {
          continue
        }
        sink.report(
          "the source value \(quoted: leaf.text.string) of key \(quoted: key) \(problem); \(item.use.call) passes \(passed.map { "'\($0.spec)'" }.joined(separator: ", ")) here",
          at: item.use.location, table: table.identity, key: key)
        break
      }
    }
  }

  /// How a value reads the code's values wrongly: a value it has not got, or one of
  /// another type (where the code says the type); nil when it reads them right.
  private static func problem(_ value: FormatString, passed: [Placeholder], known: [InterpolatedType])
    -> String?
  {
    for (argument, placeholder) in value.byArgument.sorted(by: { $0.key < $1.key }) {
      guard argument <= passed.count else {
        return
          "reads argument \(argument) with '\(placeholder.spec)', but the code passes \(passed.count) \(passed.count == 1 ? "value" : "values")"
      }
      let given = passed[argument - 1]
      let typeKnown = argument <= known.count && known[argument - 1] != .unknown
      if typeKnown, !compatible(given.kind, placeholder.kind) {
        return "reads argument \(argument) as '\(placeholder.spec)'"
      }
    }
    return nil
  }
}
