/// What each type of the sources conforms to, through its protocols, as the compiler reads
/// the names after a colon: `struct Intro: Screen` with `protocol Screen: View` is a view.
/// A chain of protocols that comes back to itself ends where it met a protocol once more.
struct ProtocolConformances {
  /// The names each struct, extension and protocol lists after its colon, by type.
  private var inherited: [String: [String]] = [:]
  private var protocolNames: Set<String> = []

  mutating func add(_ names: [String: [String]], protocols: Set<String>) {
    inherited.merge(names) { $0 + $1 }
    protocolNames.formUnion(protocols)
  }

  func isProtocol(_ name: String) -> Bool { protocolNames.contains(name) }

  /// Whether the type is a SwiftUI view: `View` is among what it conforms to.
  func isView(_ name: String) -> Bool {
    conformances(of: name).contains { $0 == "View" || $0 == "SwiftUI.View" }
  }

  /// Whether the type is known to be no view: all it conforms to is protocols of the sources
  /// or of the standard library that are not `View`. A type that conforms to a protocol the
  /// sources do not declare (`struct Intro: AppScreen` from a package) may be a view.
  func isKnownNonView(_ name: String) -> Bool {
    !isView(name)
      && conformances(of: name).allSatisfy {
        protocolNames.contains($0) || Vocabulary.valueProtocols.contains($0)
      }
  }

  /// The protocols of the sources the type conforms to, nearest first.
  func protocols(of name: String) -> [String] {
    conformances(of: name).filter(protocolNames.contains)
  }

  /// Everything the type conforms to, directly or through the protocols it names, nearest
  /// first, each once.
  private func conformances(of name: String) -> [String] {
    var seen: Set<String> = [name]
    var found: [String] = []
    var next = [name]
    while !next.isEmpty {
      var later: [String] = []
      for type in next {
        for conformed in inherited[type] ?? [] where seen.insert(conformed).inserted {
          found.append(conformed)
          later.append(conformed)
        }
      }
      next = later
    }
    return found
  }
}
