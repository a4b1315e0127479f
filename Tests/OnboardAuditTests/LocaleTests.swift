import Foundation
import Testing

@testable import OnboardAudit

@Suite("Locales")
struct LocaleTests {
  @Test(arguments: [
    ("en", "en"),
    ("pt_BR", "pt-BR"),
    ("pt-BR", "pt-BR"),
    ("zh_Hans", "zh-Hans"),
    ("zh-Hans", "zh-Hans"),
    ("zh-Hant-TW", "zh-Hant-TW"),
    ("zh_CN", "zh-CN"),
    ("iw", "he"),
    ("in", "id"),
    ("es-419", "es-419"),
    ("sr-Latn", "sr-Latn"),
    ("en-GB", "en-GB"),
    ("ckb", "ckb"),
    ("kab", "kab"),
    ("hy-AM", "hy-AM"),
    ("EN", "en"),
    ("en-us", "en-US"),
    ("mo", "ro"),  // deprecated code, replaced
    ("en-001", "en-001"),
    ("de-CH-1901", "de-CH-1901"),
  ])
  func canonicalizes(_ name: String, _ tag: String) {
    #expect(ICU.canonicalLocale(name) == tag)
    #expect(LocaleNames.canonical(name) == tag)
  }

  @Test(arguments: [
    ("English", "en"),
    ("German", "de"),
    ("Japanese", "ja"),
    ("Chinese", "zh-Hans"),
    ("Norwegian", "nb"),
  ])
  func acceptsLegacyLprojNames(_ name: String, _ tag: String) {
    #expect(LocaleNames.canonical(name) == tag)
  }

  @Test(arguments: [
    "jp",  // Japan's country code; the language is "ja"
    "en_UK",  // the region is "GB"; ICU knows "UK" only as a deprecated alias
    "zz",  // not assigned
    "x",  // too short for a language
    "",
    "b+sr+Latn",  // Android's resource qualifier, not BCP 47
    "Base",  // Xcode's base localization, no language
    "english",  // the legacy names are case sensitive, as in Apple's loader
    "en-",
    "en--US",
    "de.lproj",
    "qaa",  // private use
    "en-XA",  // pseudo-locale region
    "en-999",  // no such M.49 area
    "Latn",  // a script alone
  ])
  func rejectsUnknownNames(_ name: String) {
    #expect(ICU.canonicalLocale(name) == nil)
    #expect(LocaleNames.canonical(name) == nil)
  }

  @Test(arguments: ["ar", "he", "fa", "ur", "ckb", "ar-EG", "iw", "fa_IR"])
  func rightToLeft(_ tag: String) {
    #expect(ICU.isRightToLeft(tag))
  }

  @Test(arguments: ["en", "ja", "de", "zh-Hans", "", "jp", "b+sr+Latn"])
  func leftToRight(_ tag: String) {
    #expect(!ICU.isRightToLeft(tag))
  }

  @Test func auditLocaleFromCanonicalTag() {
    let locale = AuditLocale(canonical: "pt-BR")
    #expect(locale.language == "pt")
    #expect(!locale.isRightToLeft)
    #expect(AuditLocale(canonical: "ar").isRightToLeft)
  }

  @Test(arguments: [
    ("pt-BR", "Portuguese (Brazil)"),
    ("pt_BR", "Portuguese (Brazil)"),
    ("en", "English"),
    ("ja", "Japanese"),
    ("zh-Hans", "Chinese (Simplified)"),
  ])
  func displayName(_ tag: String, _ name: String) {
    #expect(ICU.displayName(tag) == name)
  }

  @Test func displayNameOfNothingIsNil() {
    #expect(ICU.displayName("") == nil)
  }

  @Test func versionsLookLikeVersions() {
    let pattern = /\d+\.\d+(\.\d+)*/
    #expect(ICU.version.wholeMatch(of: pattern) != nil, "\(ICU.version)")
    #expect(ICU.cldrVersion.wholeMatch(of: pattern) != nil, "\(ICU.cldrVersion)")
  }

  // MARK: The corpus

  /// `.lproj` names in the corpus that are really not locales, with the reason. Every other
  /// name must canonicalize. (Checked by hand: none of mastodon-ios's or icecubes's folders
  /// is invalid; `Base` is Xcode's base localization, which the loader handles before ICU.)
  static let invalidCorpusNames: [String: String] = [
    "Base": "Xcode's base localization, no language"
  ]

  static var corpusLprojNames: [String] {
    var names: Set<String> = []
    for project in ["mastodon-ios", "icecubes"] {
      let root = corpusPath + "/" + project
      guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
      for case let path as String in walker where path.hasSuffix(".lproj") {
        let folder = (path as NSString).lastPathComponent
        names.insert(String(folder.dropLast(".lproj".count)))
      }
    }
    return names.sorted()
  }

  @Test(TestEnvironment.needsCorpus())
  func corpusLprojFoldersCanonicalize() {
    let names = Self.corpusLprojNames
    #expect(names.count > 20)
    #expect(names.contains("zh-Hans"))
    for name in names {
      let tag = LocaleNames.canonical(name)
      if let reason = Self.invalidCorpusNames[name] {
        #expect(tag == nil, "\(name): \(reason)")
      } else {
        #expect(tag != nil, "\(name).lproj should be a known locale")
        #expect(tag.map { ICU.canonicalLocale($0) == $0 } ?? true, "\(name) → \(tag ?? "")")
      }
    }
  }
}
