/// The tool's name and versions, as `--version` and every report state them.
public enum Tool {
  public static let name = "onboard-audit"
  public static let version = "0.1.0"
  /// The tool's home page: SARIF's `informationUri`.
  public static let homeURL = "https://github.com/onboard-audit/onboard-audit"
  /// The rule reference (`docs/rules.md`); SARIF's `helpUri` links to its rule anchors.
  public static let rulesURL = homeURL + "/blob/main/docs/rules.md"

  /// One line: the tool, and the ICU and CLDR versions that judge plurals and locales.
  public static var versionLine: String {
    "\(name) \(version) (ICU \(ICU.version), CLDR \(ICU.cldrVersion))"
  }
}
