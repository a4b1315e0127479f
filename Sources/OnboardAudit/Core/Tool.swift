/// The tool's name and versions, as `--version` and every report state them.
public enum Tool {
  public static let name = "onboard-audit"
  public static let version = "0.1.0"
  /// Where the rule documentation lives; SARIF's `helpUri` links to its rule anchors.
  public static let documentationURL = "https://github.com/onboard-audit/onboard-audit/blob/main/README.md"

  /// One line: the tool, and the ICU and CLDR versions that judge plurals and locales.
  public static var versionLine: String {
    "\(name) \(version) (ICU \(ICU.version), CLDR \(ICU.cldrVersion))"
  }
}
