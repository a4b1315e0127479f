/// One door into every reader, for the fuzz targets in `Tests/Fuzz`: they may only use the
/// library's public interface.
public enum FuzzReaders {
  /// The names `Tests/Fuzz/run` passes as `FUZZ_TARGET`.
  public static let targets = [
    "strings", "stringsdict", "xcstrings", "xliff", "android", "manifest", "config",
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
    case "manifest": _ = try? FlowManifest.parse(bytes, file: "onboarding.json")
    case "config":
      if let root = try? JSONParser.parse(bytes) {
        var reader = ConfigReader(file: "f.json", folder: ".")
        _ = try? reader.read(root)
      }
    default:
      fatalError("unknown fuzz target \(target); use one of \(targets)")
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
