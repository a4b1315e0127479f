import Foundation

/// CoreFoundation's property list parsers as an oracle, through Foundation's
/// `PropertyListSerialization`: the old-style (OpenStep) parser reads a `.strings` file as
/// Apple's loader does, the XML parser a `.stringsdict`.
enum PlistOracle {
  /// Why CoreFoundation refused a file, as the outcome the comparison reads.
  private struct Refused: Error {
    var outcome: OracleOutcome
  }

  /// The property list's top-level dictionary; `Refused` for a file CoreFoundation refuses,
  /// or whose top level is no dictionary.
  private static func root(_ bytes: [UInt8]) throws(Refused) -> [String: Any] {
    let object: Any
    do {
      object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
    } catch {
      throw Refused(outcome: OracleOutcome(rejection: "\(error)"))
    }
    guard let dictionary = object as? [String: Any] else {
      throw Refused(outcome: OracleOutcome(rejection: "not a dictionary: \(type(of: object))"))
    }
    return dictionary
  }

  /// The values of a `.strings` file by key (variant ""), or why CoreFoundation refused it.
  static func strings(_ bytes: [UInt8]) -> OracleOutcome {
    let dictionary: [String: Any]
    do {
      dictionary = try root(bytes)
    } catch {
      return error.outcome
    }
    var outcome = OracleOutcome()
    for (key, value) in dictionary {
      outcome.values[OracleKey(key: key, variant: "")] =
        (value as? String) ?? OracleOutcome.nonString + "\(type(of: value))"
    }
    return outcome
  }

  /// The strings of a `.stringsdict` file as the listing names them: the format as the
  /// entry's own text, each plural case as `substitution.NAME/plural.CATEGORY`.
  static func stringsdict(_ bytes: [UInt8]) -> OracleOutcome {
    let dictionary: [String: Any]
    do {
      dictionary = try root(bytes)
    } catch {
      return error.outcome
    }
    var outcome = OracleOutcome()
    for (key, value) in dictionary {
      guard let entry = value as? [String: Any] else { continue }
      if let format = entry["NSStringLocalizedFormatKey"] as? String {
        outcome.values[OracleKey(key: key, variant: "")] = format
      }
      for (name, variable) in entry {
        guard let variable = variable as? [String: Any],
          variable["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
        else { continue }
        for category in ["zero", "one", "two", "few", "many", "other"] {
          guard let text = variable[category] as? String else { continue }
          outcome.values[OracleKey(key: key, variant: "substitution.\(name)/plural.\(category)")] = text
        }
      }
    }
    return outcome
  }
}
