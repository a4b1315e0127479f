/// The tool's name and versions, as `--version` and every report state them.
public enum Tool {
  public static let name = "onboard-audit"
  public static let version = "0.1.0"

  /// One line: the tool, and the ICU and CLDR versions that judge plurals and locales.
  public static var versionLine: String {
    "\(name) \(version) (ICU \(ICU.version), CLDR \(ICU.cldrVersion))"
  }
}
