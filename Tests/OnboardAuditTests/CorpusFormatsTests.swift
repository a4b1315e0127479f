import Foundation
import Testing

@testable import OnboardAudit

private let focus = corpusPath + "/focus-ios"
private let thunderbird = corpusPath + "/thunderbird-android"
private let element = corpusPath + "/element-android"

/// Every `values…` folder name below a tree.
private func valuesFolders(below root: String) -> Set<String> {
  var names: Set<String> = []
  let enumerator = FileManager.default.enumerator(atPath: root)
  while let path = enumerator?.nextObject() as? String {
    let name = (path as NSString).lastPathComponent
    if name == "values" || name.hasPrefix("values-") { names.insert(name) }
  }
  return names
}

/// The real-world XLIFF and Android tables of the corpus. Each test is skipped when its app is
/// absent on a developer's machine, and fails without it in CI.
@Suite struct CorpusFormatsTests {
  @Test(
    TestEnvironment.needsCorpus("focus-ios"), TestEnvironment.needsCorpus("thunderbird-android"),
    TestEnvironment.needsCorpus("element-android"))
  func appsAuditWithoutUnreadableFiles() {
    for app in [focus, thunderbird, element] {
      var settings = AuditSettings()
      settings.tables = [app]
      let result = Audit.run(settings)
      #expect(result.fileCount > 80, "\(app)")
      let unreadable = result.findings.filter { $0.rule == "input.unreadable" }
      #expect(unreadable.isEmpty, "\(unreadable.prefix(3).map(\.message))")
      // Findings about a whole file: an unknown locale's folder, the keys a locale lacks (and
      // those of InfoPlist it lacks, which show Info.plist's value), a table without its source.
      let unlocated = result.findings.filter {
        ($0.location?.line ?? 1) == 0
          && !["input.unknown-locale", "key.missing", "table.no-source"].contains($0.rule)
          && !$0.message.contains("so the system shows Info.plist's own value")
      }
      #expect(unlocated.isEmpty)
    }
  }

  @Test(TestEnvironment.needsCorpus("focus-ios"))
  func focusXLIFFHasOneTablePerFileAndTheTemplateAsSource() throws {
    let loaded = TableLoader().load(paths: [focus])
    #expect(
      loaded.tables.map(\.identity) == [
        "Blockzilla/InfoPlist", "Blockzilla/Intents", "Blockzilla/Intro", "Blockzilla/Localizable",
        "ContentBlocker/InfoPlist", "Widgets/Localizable",
      ])
    let intro = try #require(loaded.tables.first { $0.identity == "Blockzilla/Intro" })
    #expect(intro.source?.locale.tag == "en")
    #expect(intro.source?.files == ["\(FileSystem.displayPath(focus))/templates/focus-ios.xliff"])
    #expect(intro.source?.keys.count == 8)
    // Mozilla names folders its own way; the file's target-language wins.
    #expect(intro.locales["fil"] != nil && intro.locales["nb"] != nil && intro.locales["ga"] != nil)
    #expect(intro.locales.values.allSatisfy { $0.entries.values.allSatisfy { $0.location.line > 0 } })
  }

  /// Every qualifier folder of the two Android apps maps to a BCP 47 tag ICU knows, or is a
  /// configuration qualifier that names no locale.
  @Test(
    TestEnvironment.needsCorpus("thunderbird-android"), TestEnvironment.needsCorpus("element-android"))
  func everyAndroidQualifierFolderMapsToALocale() throws {
    let folders = valuesFolders(below: thunderbird).union(valuesFolders(below: element))
    #expect(folders.count > 80)
    var unknown: [String] = []
    for folder in folders.sorted() {
      let qualifiers = try #require(AndroidQualifiers(folder: folder))
      if folder == "values" {
        #expect(qualifiers.locale == nil)
        continue
      }
      guard let locale = qualifiers.locale else {
        Issue.record("\(folder) names no locale")
        continue
      }
      #expect(qualifiers.others.isEmpty, "\(folder)")
      if LocaleNames.canonical(locale) == nil { unknown.append(folder) }
    }
    // Mon (ISO 639-3 `mnw`) is a real language that Android accepts but ICU 72 has no data
    // for: it is audited (with one note), not refused.
    #expect(unknown == [])
    #expect(LocaleNames.canonical("mnw") == "mnw")
    #expect(LocaleNames.lacksICUData("mnw"))
    #expect(!LocaleNames.lacksICUData("de"))
    for name in ["jp", "en_UK", "zz", "xyz", "mnw-XX"] {
      #expect(LocaleNames.canonical(name) == nil, "\(name)")
    }
    #expect(LocaleNames.canonical("mnw_MM") == "mnw-MM")
    #expect(LocaleNames.canonical("he") == "he")
    for (folder, tag) in [
      ("values-iw", "he"), ("values-in", "id"), ("values-b+sr+Latn", "sr-Latn"), ("values-zh-rCN", "zh-CN"),
      ("values-pt-rBR", "pt-BR"),
    ] where folders.contains(folder) {
      #expect(AndroidQualifiers(folder: folder)?.locale.flatMap(LocaleNames.canonical) == tag, "\(folder)")
    }
  }

  @Test(TestEnvironment.needsCorpus("thunderbird-android"))
  func thunderbirdResourceFoldersAreSeparateTables() throws {
    let loaded = TableLoader().load(paths: [thunderbird])
    let identities = Set(loaded.tables.map(\.identity))
    #expect(identities.contains("feature/onboarding/welcome/src/main/res/strings"))
    #expect(identities.contains("feature/notification/api/src/commonMain/composeResources/strings"))
    let welcome = try #require(
      loaded.tables.first { $0.identity == "feature/onboarding/welcome/src/main/res/strings" })
    #expect(welcome.platform == .android)
    #expect(welcome.source?.locale.tag == "en")
    #expect(welcome.locales["he"] != nil && welcome.locales["id"] != nil)
  }
}
