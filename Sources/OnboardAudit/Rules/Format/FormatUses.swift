/// What the Swift sources say of whether the code formats a key's value: with arguments
/// (`Text("\(count) photos")`) it is a format string, whatever its text; looked up with
/// none through SwiftUI or `String(localized:)`, which then show the value as it is, it is
/// never one, whatever `%` it holds. `NSLocalizedString` returns the value as it is too, but
/// the code may hand it to `String(format:)`: without arguments of its own it says nothing.
public struct FormatUses: Sendable {
  /// How the code uses a key's value.
  public enum Use: Sendable, Equatable {
    /// Some use passes arguments: the value is a format string.
    case formatted
    /// Every use shows the value as it is: it is text.
    case asIs
  }

  /// By table identity, then key.
  private var uses: [String: [String: Use]] = [:]

  public init() {}

  /// The uses of every key the sources look up and the tables have.
  public init(_ lookup: SourceStringLookup) {
    var unknown: [String: Set<String>] = [:]
    for item in lookup.resolved {
      guard let key = item.key, let table = item.table?.identity else { continue }
      if !item.use.format.arguments.isEmpty || item.use.lookup?.formats == true {
        uses[table, default: [:]][key] = .formatted
      } else if item.use.call == "NSLocalizedString" || (item.use.lookup.map { $0.formats == nil } ?? false) {
        unknown[table, default: []].insert(key)
      } else if uses[table]?[key] == nil {
        uses[table, default: [:]][key] = .asIs
      }
    }
    // A use that may be formatted leaves a key looked up as is elsewhere unknown.
    for (table, keys) in unknown {
      for key in keys where uses[table]?[key] == .asIs { uses[table]?[key] = nil }
    }
  }

  /// How the code uses a key of a table; nil when the sources do not say.
  public func use(table: String, key: String) -> Use? {
    uses[table]?[key]
  }

  /// Whether the sources say nothing of any key.
  public var isEmpty: Bool { uses.isEmpty }
}
