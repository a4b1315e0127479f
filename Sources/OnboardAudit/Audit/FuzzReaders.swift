/// One door into every reader, and into the format-string parser, for the fuzz targets in
/// `Tests/Fuzz` and the regression tests: not part of the library's interface, so it is
/// reached only through `@_spi(Testing) import OnboardAudit`.
@_spi(Testing) public enum FuzzReaders {
  /// The names `Tests/Fuzz/run` passes as `FUZZ_TARGET`.
  public static let targets = [
    "strings", "stringsdict", "xcstrings", "xliff", "android", "manifest", "config", "format", "swift",
  ]

  /// Reads the bytes with the named reader and checks what every reader promises: a problem
  /// has a message and a place, and every entry has a line.
  public static func run(_ target: String, _ bytes: [UInt8]) {
    switch target {
    case "strings": check(StringsReader.read(bytes, path: "f.strings"))
    case "stringsdict": check(StringsdictReader.read(bytes, path: "f.stringsdict"))
    case "xcstrings": check(CatalogReader.read(bytes, path: "f.xcstrings"))
    case "xliff": XLIFFReader.read(bytes, path: "f.xliff").forEach(check)
    case "android": check(AndroidStringsReader.read(bytes, path: "values/strings.xml"))
    case "manifest": _ = try? FlowManifest.parse(bytes, file: "onboarding.json", ruleIDs: RuleCatalog.ids)
    case "config":
      if let root = try? JSONParser.parse(bytes) {
        var reader = ConfigReader(
          file: "f.json", folder: ".", ruleIDs: RuleCatalog.ids, ruleOptions: RuleCatalog.options)
        _ = try? reader.read(root)
      }
    case "format": checkFormats(String(decoding: bytes, as: UTF8.self))
    case "swift": checkSwift(bytes)
    default:
      preconditionFailure("unknown fuzz target \(target); use one of \(targets)")
    }
  }

  /// Placeholders are read from the string's bytes, by index: each must be found, as
  /// written, at its offset in scalars, and each problem must point into the string.
  private static func checkFormats(_ text: String) {
    let scalars = Array(text.unicodeScalars)
    for syntax in [FormatSyntax.apple, .java] {
      let format = FormatString(text, syntax: syntax)
      for placeholder in format.placeholders {
        let spec = Array(placeholder.spec.unicodeScalars)
        precondition(
          spec.first == "%" && placeholder.offset + spec.count <= scalars.count
            && Array(scalars[placeholder.offset..<placeholder.offset + spec.count]) == spec,
          "a placeholder not where it says")
      }
      for problem in format.problems {
        precondition(
          problem.offset < scalars.count && scalars[problem.offset] == "%", "a problem not at a '%'")
      }
    }
  }

  /// Every string found and every problem is at a place in the file: a line that exists
  /// and a column within it.
  private static func checkSwift(_ bytes: [UInt8]) {
    let partial = SwiftFileReader.read(bytes, path: "f.swift")
    let lines = bytes.count { $0 == UInt8(ascii: "\n") } + 1
    let locations =
      partial.result.strings.map(\.location) + partial.result.hardcoded.map(\.location)
      + (partial.result.problem.map { [$0.location] } ?? []) + partial.pending.map(\.use.location)
    for location in locations {
      precondition(
        location.line >= 1 && location.line <= lines && location.column >= 1, "a place outside the file")
    }
    // The key and its letters are computed from the parts read: they must not trap either.
    _ = partial.result.strings.map { ($0.key, $0.hasLetters) }
    // The flow the views describe (a hang here is libFuzzer's timeout), every note and
    // element at a place in the file.
    let flow = DerivedFlow.derive(bytes: bytes, path: "f.swift")
    let screens = flow.manifest?.screens ?? []
    for location in flow.notes.map(\.location) + screens.flatMap({ $0.allElements.map(\.location) })
    where !location.file.isEmpty {
      precondition(location.line >= 1 && location.line <= lines, "a place outside the file")
    }
  }

  private static func check(_ result: ReadResult) {
    if let problem = result.problem {
      precondition(!problem.message.isEmpty && problem.location.line >= 1, "a problem without a place")
    }
    for entries in result.entries.values {
      for entry in entries {
        precondition(entry.location.line >= 1, "an entry without a line")
        _ = entry.value.leaves
      }
    }
  }
}
