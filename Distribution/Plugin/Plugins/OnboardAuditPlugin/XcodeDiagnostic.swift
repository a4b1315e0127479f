import Foundation
import PackagePlugin

/// One line of the `xcode` format, `path:line:column: error|warning|note: message [rule]`,
/// or without the location (`onboard-audit: error: ...`).
struct XcodeDiagnostic {
  var severity: Substring
  /// The message, led by the place as the line gives it (`path:line:column: `).
  var message: String
  var file: String?
  var line: Int?

  init?(_ text: Substring, relativeTo folder: URL) {
    let marks = [": error: ", ": warning: ", ": note: "]
    let found = marks.compactMap { text.range(of: $0) }
    guard let mark = found.min(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
    severity = text[mark].dropFirst(2).dropLast(2)
    message = String(text[mark.upperBound...])
    if text[..<mark.lowerBound] != "onboard-audit" { message = text[..<mark.lowerBound] + ": " + message }
    let place = text[..<mark.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
    if place.count >= 2, let number = Int(place[1]) {
      let path = String(place[0])
      file = path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path
      line = number
    } else if place.count == 1, place[0] != "onboard-audit" {
      let path = String(place[0])
      file = path.hasPrefix("/") ? path : folder.appendingPathComponent(path).path
    }
  }

  /// Emits the diagnostic; an error is a warning when the audit did not fail.
  func emit(failing: Bool) {
    switch severity {
    case "error" where failing: Diagnostics.error(message, file: file, line: line)
    case "error", "warning": Diagnostics.warning(message, file: file, line: line)
    default: Diagnostics.remark(message, file: file, line: line)
    }
  }
}

struct PluginError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
