/// `table.no-source`: a table with translations and no file in the source locale.
struct TableNoSourceRule: Rule {
  let description = RuleDescription(
    id: "table.no-source",
    defaultSeverity: .warning,
    summary: "A table has translations but no source-locale file",
    rationale: """
      Without a default resource, Android has nothing to fall back to: on a device in any \
      other locale, looking the string up throws `Resources.NotFoundException`. On Apple \
      platforms a table without its development-language file shows the raw keys to everyone \
      else. And with no source, the translations cannot be checked for missing keys or \
      placeholders. Usually the source file was moved or deleted and its translations were \
      left behind.
      """,
    reference: "Android, Providing resources (default resources); Apple, Localizing package resources",
    triggeringExamples: [
      RuleExample([
        ("app/res/values/strings.xml", "<resources><string name=\"a\">Hello</string></resources>"),
        ("↓lib/res/values-de/strings.xml", "<resources><string name=\"b\">Hallo</string></resources>"),
      ]),
      RuleExample([
        ("App/en.lproj/Main.strings", "\"a\" = \"Hello\";\n"),
        ("↓Old/de.lproj/Legacy.strings", "\"b\" = \"Hallo\";\n"),
      ]),
    ],
    nonTriggeringExamples: [
      RuleExample([
        ("res/values/strings.xml", "<resources><string name=\"a\">Hello</string></resources>"),
        ("res/values-de/strings.xml", "<resources><string name=\"a\">Hallo</string></resources>"),
      ]),
      RuleExample([
        ("Base.lproj/Main.strings", "\"a\" = \"Hello\";\n"),
        ("de.lproj/Main.strings", "\"a\" = \"Hallo\";\n"),
      ]),
      // The translation of a Base-localized storyboard: the storyboard is its source.
      RuleExample([
        ("en.lproj/Localizable.strings", "\"a\" = \"Hello\";\n"),
        (
          "Base.lproj/LaunchScreen.storyboard",
          "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"/>\n"
        ),
        ("hy.lproj/LaunchScreen.strings", "\"title.text\" = \"Բարեւ\";\n"),
      ]),
    ],
    scope: .flow)

  func check(project: ProjectContext, _ sink: inout FindingSink) {
    for table in project.loaded.tables where table.source == nil && !table.locales.isEmpty {
      let locales = table.locales.values.sorted { $0.locale < $1.locale }
      guard let first = locales.first, let file = first.files.first else { continue }
      if table.platform == .apple && Self.translatesAnInterfaceFile(file) { continue }
      let names = locales.map(\.locale.tag).joined(separator: ", ")
      let expected =
        table.platform == .android
        ? "a values/ folder" : "a \(table.sourceLocale.tag).lproj or Base.lproj file"
      sink.report(
        "\(quoted: table.identity) has translations (\(names)) but no source: add \(expected), or remove the translations left behind",
        at: SourceLocation(file: file), table: table.identity)
    }
  }

  /// Whether a `.strings` file translates a storyboard or xib of `Base.lproj` beside its
  /// folder (`hy.lproj/Main.strings` for `Base.lproj/Main.storyboard`): its source is that file.
  static func translatesAnInterfaceFile(_ path: String) -> Bool {
    var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard components.count >= 2, components[components.count - 2].hasSuffix(".lproj"),
      let name = components.last, name.hasSuffix(".strings")
    else { return false }
    let stem = String(name.dropLast(".strings".count))
    components[components.count - 2] = "Base.lproj"
    return ["storyboard", "xib"].contains { type in
      components[components.count - 1] = "\(stem).\(type)"
      return FileSystem.kind(of: components.joined(separator: "/")) == .file
    }
  }
}
