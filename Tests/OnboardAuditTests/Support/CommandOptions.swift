import ArgumentParser
import Foundation

@testable import onboard_audit

/// The long options a command declares, as ArgumentParser describes them (its help dump),
/// with their value names: `--tables PATH`, `--quiet`.
func declaredOptions(of command: any ParsableCommand.Type) -> [(name: String, valueName: String?)] {
  guard
    let document = try? JSONSerialization.jsonObject(with: Data(command._dumpHelp().utf8)) as? [String: Any],
    let info = document["command"] as? [String: Any],
    let arguments = info["arguments"] as? [[String: Any]]
  else { return [] }
  return arguments.compactMap { argument in
    guard argument["shouldDisplay"] as? Bool == true, argument["kind"] as? String != "positional",
      let preferred = argument["preferredName"] as? [String: Any], preferred["kind"] as? String == "long",
      let name = preferred["name"] as? String
    else { return nil }
    let valueName = argument["kind"] as? String == "option" ? argument["valueName"] as? String : nil
    return ("--" + name, valueName?.uppercased())
  }
}
