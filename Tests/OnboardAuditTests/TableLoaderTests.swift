import Foundation
import Testing

@testable import OnboardAudit

@Suite("TableLoader")
struct TableLoaderTests {
  private func load(
    _ folder: TemporaryFolder, source: String? = nil, defaultSource: String? = nil
  ) -> TableLoader.Loaded {
    TableLoader(sourceLocaleOverride: source, defaultSourceLocale: defaultSource).load(paths: [folder.path])
  }

  private func table(_ loaded: TableLoader.Loaded, _ identity: String) -> StringTable? {
    loaded.tables.first { $0.identity == identity }
  }

  private func text(_ table: StringTable?, _ locale: String, _ key: String) -> String? {
    table?.locales[locale]?.entries[key]?.value.text?.string
  }

  private static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>files</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@files@</string>
        <key>files</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key>
          <string>d</string>
          <key>one</key>
          <string>%d file</string>
          <key>other</key>
          <string>%d files</string>
        </dict>
      </dict>
    </dict>
    </plist>

    """

  // MARK: Identity

  @Test func tableIdentityLeavesOutTheLocaleFolder() {
    let folder = TemporaryFolder()
    folder.write("A/en.lproj/X.strings", "\"k\" = \"en\";\n")
    folder.write("A/de.lproj/X.strings", "\"k\" = \"de\";\n")
    folder.write("A/fr.lproj/X.strings", "\"k\" = \"fr\";\n")
    folder.write("B/de.lproj/X.strings", "\"k\" = \"B de\";\n")
    let loaded = load(folder)
    #expect(loaded.tables.map(\.identity) == ["A/X", "B/X"])
    let a = table(loaded, "A/X")
    #expect(a?.locales.keys.sorted() == ["de", "en", "fr"])
    #expect(text(a, "fr", "k") == "fr")
    #expect(text(table(loaded, "B/X"), "de", "k") == "B de")
    #expect(loaded.files.count == 4)
    #expect(loaded.unknownLocales.isEmpty)
  }

  @Test(
    arguments: [
      ("A/de.lproj/X.strings", nil, "de", "A/X"),
      ("/p/A/de.lproj/X.strings", "/p", "de", "A/X"),
      ("/p/de.lproj/Localizable.strings", "/p", "de", "Localizable"),
      ("/p/de.lproj/Localizable.strings", "/p/de.lproj", "de", "Localizable"),
      ("/p/Localizable.xcstrings", "/p", nil, "Localizable"),
      ("/p/A/Resources/Localizable.strings", "/p", nil, "A/Resources/Localizable"),
    ] as [(String, String?, String?, String)])
  func tableLocation(_ path: String, _ root: String?, _ folder: String?, _ identity: String) {
    let location = TableLocation(path: path, root: root)
    #expect(location.localeFolder == folder)
    #expect(location.identity == identity)
  }

  // MARK: Merging

  @Test func stringsdictMergesWithStringsAndWins() throws {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Localizable.strings", "\"files\" = \"Files\";\n\"title\" = \"Title\";\n")
    folder.write("en.lproj/Localizable.stringsdict", Self.stringsdict)
    let loaded = load(folder)
    #expect(loaded.tables.map(\.identity) == ["Localizable"])
    let english = try #require(table(loaded, "Localizable")?.locales["en"])
    #expect(Set(english.entries.keys) == ["files", "title"])
    let files = try #require(english.entries["files"])
    #expect(files.value.text?.string == "%#@files@")
    #expect(files.value.substitutions.map(\.name) == ["files"])
    #expect(files.location.file.hasSuffix(".stringsdict"))
    #expect(english.files.count == 2)
  }

  // MARK: Source locale

  @Test func baseIsTheSourceWithoutEnglish() throws {
    let folder = TemporaryFolder()
    folder.write("Base.lproj/Main.strings", "\"k\" = \"Base\";\n")
    folder.write("de.lproj/Main.strings", "\"k\" = \"de\";\n")
    let main = try #require(table(load(folder), "Main"))
    #expect(main.sourceLocale.tag == "en")
    #expect(main.source?.locale.tag == "Base")
    #expect(main.source?.locale.language == "en")
    #expect(main.translations.map(\.locale.tag) == ["de"])
  }

  @Test func baseIsALocaleBesideEnglish() throws {
    let folder = TemporaryFolder()
    folder.write("Base.lproj/Main.strings", "\"k\" = \"Base\";\n")
    folder.write("en.lproj/Main.strings", "\"k\" = \"en\";\n")
    folder.write("de.lproj/Main.strings", "\"k\" = \"de\";\n")
    let main = try #require(table(load(folder), "Main"))
    #expect(main.source?.locale.tag == "en")
    #expect(main.translations.map(\.locale.tag) == ["Base", "de"])
  }

  @Test func sourceLocaleOverrideWins() throws {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Main.strings", "\"k\" = \"en\";\n")
    folder.write("de.lproj/Main.strings", "\"k\" = \"de\";\n")
    let main = try #require(table(load(folder, source: "de", defaultSource: "en"), "Main"))
    #expect(main.sourceLocale.tag == "de")
    #expect(main.source?.locale.tag == "de")
    #expect(main.translations.map(\.locale.tag) == ["en"])
  }

  @Test func sourceLocaleOverrideIsCanonicalized() throws {
    let folder = TemporaryFolder()
    folder.write("pt-BR.lproj/Main.strings", "\"k\" = \"pt\";\n")
    folder.write("en.lproj/Main.strings", "\"k\" = \"en\";\n")
    let main = try #require(table(load(folder, source: "pt_BR"), "Main"))
    #expect(main.source?.locale.tag == "pt-BR")
  }

  @Test func defaultSourceLocaleIsUsedForLprojTables() throws {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Main.strings", "\"k\" = \"en\";\n")
    folder.write("fr.lproj/Main.strings", "\"k\" = \"fr\";\n")
    let main = try #require(table(load(folder, defaultSource: "fr"), "Main"))
    #expect(main.source?.locale.tag == "fr")
  }

  @Test func catalogNamesItsSourceLanguage() throws {
    let folder = TemporaryFolder()
    folder.write(
      "Localizable.xcstrings",
      """
      {"sourceLanguage": "de", "version": "1.0", "strings": {"k": {"localizations": {
        "de": {"stringUnit": {"state": "translated", "value": "Hallo"}},
        "en": {"stringUnit": {"state": "translated", "value": "Hello"}}}}}}
      """)
    let loaded = load(folder)
    let catalog = try #require(table(loaded, "Localizable"))
    #expect(catalog.sourceLocale.tag == "de")
    #expect(catalog.source?.locale.tag == "de")
    #expect(text(catalog, "en", "k") == "Hello")
    #expect(loaded.files.first?.folderLocale == nil)
  }

  @Test func catalogSourceLanguageIsTheDefaultForLprojTables() throws {
    let folder = TemporaryFolder()
    folder.write(
      "Localizable.xcstrings",
      """
      {"sourceLanguage": "de", "version": "1.0", "strings": {}}
      """)
    folder.write("de.lproj/Main.strings", "\"k\" = \"de\";\n")
    folder.write("en.lproj/Main.strings", "\"k\" = \"en\";\n")
    let main = try #require(table(load(folder), "Main"))
    #expect(main.source?.locale.tag == "de")
  }

  // MARK: Locale folders

  @Test func unknownLocaleFolderIsReportedAndNotLoaded() throws {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Main.strings", "\"k\" = \"en\";\n")
    folder.write("jp.lproj/Main.strings", "\"k\" = \"ja\";\n")
    let loaded = load(folder)
    #expect(loaded.unknownLocales.map(\.name) == ["jp"])
    let location = try #require(loaded.unknownLocales.first?.location)
    #expect(location.file.hasSuffix("jp.lproj/Main.strings"))
    #expect(table(loaded, "Main")?.locales.keys.sorted() == ["en"])
    #expect(loaded.files.count == 1)
  }

  @Test(arguments: [
    ("zh_CN", "zh-CN"),
    ("pt-BR", "pt-BR"),
    ("English", "en"),
    ("iw", "he"),
  ])
  func localeFolderIsCanonicalized(_ name: String, _ tag: String) throws {
    let folder = TemporaryFolder()
    folder.write("\(name).lproj/Main.strings", "\"k\" = \"v\";\n")
    let loaded = load(folder)
    #expect(loaded.unknownLocales.isEmpty)
    #expect(table(loaded, "Main")?.locales.keys.sorted() == [tag])
    #expect(loaded.files.first?.folderLocale?.tag == tag)
  }

  @Test func emptyStringsFileIsALocaleWithoutKeys() throws {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Main.strings", "\"k\" = \"en\";\n")
    folder.write("de.lproj/Main.strings", "")
    folder.write("fr.lproj/Main.strings", "/* nothing translated yet */\n")
    let main = try #require(table(load(folder), "Main"))
    #expect(main.locales.keys.sorted() == ["de", "en", "fr"])
    #expect(main.locales["de"]?.entries.isEmpty == true)
    #expect(main.locales["de"]?.isComplete == true)
    #expect(main.locales["fr"]?.entries.isEmpty == true)
  }

  // MARK: Inputs

  @Test func fileGivenDirectlyIsRead() throws {
    let folder = TemporaryFolder()
    let path = folder.write("App/de.lproj/Onboarding.strings", "\"k\" = \"de\";\n")
    let loaded = TableLoader().load(paths: [path])
    #expect(loaded.files.count == 1)
    let onboarding = try #require(loaded.tables.first)
    #expect(loaded.tables.count == 1)
    #expect(onboarding.identity.hasSuffix("Onboarding"))
    #expect(onboarding.locales.keys.sorted() == ["de"])
    #expect(text(onboarding, "de", "k") == "de")
  }

  @Test func siblingFilesGivenDirectlyAreOneTable() throws {
    let folder = TemporaryFolder()
    let english = folder.write("App/en.lproj/Main.strings", "\"k\" = \"en\";\n")
    let german = folder.write("App/de.lproj/Main.strings", "\"k\" = \"de\";\n")
    let loaded = TableLoader().load(paths: [english, german])
    #expect(loaded.files.count == 2)
    #expect(loaded.tables.count == 1)
    let main = try #require(loaded.tables.first)
    #expect(main.locales.keys.sorted() == ["de", "en"])
    #expect(main.source?.locale.tag == "en")
  }

  @Test func missingInputIsListed() {
    let folder = TemporaryFolder()
    let loaded = TableLoader().load(paths: [folder.path + "/nothing-here"])
    #expect(loaded.missingInputs == [folder.path + "/nothing-here"])
    #expect(loaded.tables.isEmpty)
  }

  @Test func brokenFileMarksItsLocaleIncomplete() throws {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Main.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n")
    folder.write("de.lproj/Main.strings", "\"a\" = \"A\";\n\"b\" = ")
    let loaded = load(folder)
    let main = try #require(table(loaded, "Main"))
    #expect(main.locales["de"]?.isComplete == false)
    #expect(main.locales["en"]?.isComplete == true)
    #expect(main.locales["de"]?.entries["a"] != nil)
    let broken = loaded.files.first { $0.path.hasSuffix("de.lproj/Main.strings") }
    #expect(broken?.result.problem != nil)
  }

  @Test func undecodableFileMarksItsLocaleIncomplete() throws {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Main.strings", "\"a\" = \"A\";\n")
    folder.write(
      "de.lproj/Main.strings", [0x22, 0x61, 0x22, 0x20, 0x3D, 0x20, 0x22, 0xFF, 0xFE, 0xC0, 0x22, 0x3B])
    let main = try #require(table(load(folder), "Main"))
    #expect(main.locales["de"]?.isComplete == false)
  }

  @Test func hiddenAndBuildFoldersAreSkipped() throws {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Main.strings", "\"k\" = \"en\";\n")
    folder.write(".git/en.lproj/Main.strings", "\"hidden\" = \"x\";\n")
    folder.write(".build/de.lproj/Main.strings", "\"hidden\" = \"x\";\n")
    folder.write("build/fr.lproj/Main.strings", "\"built\" = \"x\";\n")
    folder.write("App/build/it.lproj/Main.strings", "\"built\" = \"x\";\n")
    folder.write("en.lproj/.Main.strings", "\"hidden\" = \"x\";\n")
    let loaded = load(folder)
    #expect(loaded.files.count == 1)
    #expect(loaded.tables.map(\.identity) == ["Main"])
    #expect(table(loaded, "Main")?.locales.keys.sorted() == ["en"])
  }

  @Test func otherFilesAreIgnored() {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Main.strings", "\"k\" = \"en\";\n")
    folder.write("en.lproj/Main.storyboard", "<document/>")
    folder.write("README.md", "# hi")
    folder.write("en.lproj/strings", "not a table")
    #expect(load(folder).files.count == 1)
  }

  @Test(.timeLimit(.minutes(1)))
  func symlinkLoopDoesNotHang() throws {
    let folder = TemporaryFolder()
    folder.write("App/en.lproj/Main.strings", "\"k\" = \"en\";\n")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/App/loop", withDestinationPath: folder.path + "/App")
    try FileManager.default.createSymbolicLink(atPath: folder.path + "/self", withDestinationPath: ".")
    let loaded = load(folder)
    #expect(loaded.files.count == 1)
    #expect(loaded.tables.map(\.identity) == ["App/Main"])
  }

  @Test func symlinkedFileIsRead() throws {
    let folder = TemporaryFolder()
    let real = folder.write("shared/Main.strings", "\"k\" = \"de\";\n")
    try FileManager.default.createDirectory(
      atPath: folder.path + "/de.lproj", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/de.lproj/Main.strings", withDestinationPath: real)
    let loaded = load(folder)
    #expect(table(loaded, "Main")?.locales["de"]?.entries["k"] != nil)
  }

  @Test func danglingSymlinkIsAnUnreadableFile() throws {
    let folder = TemporaryFolder()
    folder.write("en.lproj/Main.strings", "\"k\" = \"en\";\n")
    try FileManager.default.createDirectory(
      atPath: folder.path + "/de.lproj", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/de.lproj/Main.strings", withDestinationPath: folder.path + "/gone.strings")
    let loaded = load(folder)
    let dangling = loaded.files.first { $0.path.hasSuffix("de.lproj/Main.strings") }
    #expect(dangling != nil, "the dangling link should be listed as a file")
    #expect(dangling?.result.problem != nil)
    #expect(table(loaded, "Main")?.locales["de"]?.isComplete == false)
  }
}
