extension Tool {
  /// One line: the tool, and the ICU and CLDR versions that judge plurals and locales. It
  /// lives here because `Core/`, where `Tool` is, comes before ICU and may not name it.
  public static var versionLine: String {
    "\(name) \(version) (ICU \(ICU.version), CLDR \(ICU.cldrVersion))"
  }
}
