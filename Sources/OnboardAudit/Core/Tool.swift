/// The tool's name and version, as `--version` and every report state them (with ICU's and
/// CLDR's: `versionLine`, in `ICU/ToolVersion.swift`).
public enum Tool {
  public static let name = "onboard-audit"
  public static let version = "0.1.0"
  /// The tool's home page: SARIF's `informationUri`.
  public static let homeURL = "https://github.com/onboard-audit/onboard-audit"
  /// The rule reference (`docs/rules.md`); SARIF's `helpUri` links to its rule anchors.
  public static let rulesURL = homeURL + "/blob/main/docs/rules.md"
}
