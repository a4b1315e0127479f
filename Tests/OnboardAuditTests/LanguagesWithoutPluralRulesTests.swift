import CICU
import Testing

@testable import OnboardAudit

/// A language ICU has no plural rules for gets its root's, `other` only, which say nothing of
/// the language: one note per locale says so, and no plural finding rests on them. An empty
/// variant that only counts of a million select is a note.
@Suite("Languages without plural rules in ICU")
struct LanguagesWithoutPluralRulesTests {
  private func audit(_ files: [String: String]) -> [Finding] { auditedFindings(files) }

  @Test func icuHasNoRulesForTheseLanguages() throws {
    for tag in ["oc", "la", "sa", "kmr", "ryu", "mnw"] {
      #expect(cicu_plural_has_rules(tag) == 0, "\(tag)")
      #expect(try #require(PluralRules.forLocale(tag)).hasLanguageRules == false, "\(tag)")
    }
    // Japanese has rules, which select only `other`; a region takes its language's.
    for tag in ["ja", "fr", "en-GB", "pt-PT", "sr-Latn", "zh-Hant-TW", "ku", "ckb"] {
      #expect(cicu_plural_has_rules(tag) == 1, "\(tag)")
      #expect(try #require(PluralRules.forLocale(tag)).hasLanguageRules, "\(tag)")
    }
    #expect(cicu_plural_has_rules("") == -1)
  }

  @Test func oneNotePerLocaleAndNoFindingOnTheRootRules() {
    let english = stringsdictPlural(["one": "%d lamp", "other": "%d lamps"], key: "lamps")
    let findings = audit([
      "en.lproj/Localizable.stringsdict": english,
      "en.lproj/Settings.stringsdict": stringsdictPlural(
        ["one": "1 door", "other": "%d doors"], key: "doors"),
      // Occitan has `one` and `other`; ICU 72's root never selects `one`.
      "oc.lproj/Localizable.stringsdict": stringsdictPlural(
        ["one": "%d lampa", "other": "%d lampas"], key: "lamps"),
      "oc.lproj/Settings.stringsdict": stringsdictPlural(
        ["one": "una pòrta", "other": "%d pòrtas"], key: "doors"),
      "la.lproj/Localizable.stringsdict": stringsdictPlural(
        ["one": "%d lucerna", "other": "%d lucernae"], key: "lamps"),
      // No plural in Kurmanji: nothing to say of its rules.
      "kmr.lproj/Localizable.strings": "\"title\" = \"Ronahî\";\n",
      "en.lproj/Localizable.strings": "\"title\" = \"Light\";\n",
    ])
    let plural = findings.filter { $0.rule.hasPrefix("plural.") || $0.rule == "format.mismatch" }
    #expect(
      plural.map { "\($0.rule) \($0.severity) \($0.locale ?? "-") \($0.message)" } == [
        "plural.missing-category note la ICU \(ICU.version) has no plural rules for \"la\" (Latin), only its root's ('other'): its 1 plural is checked for an 'other' variant, not against the language's categories",
        "plural.missing-category note oc ICU \(ICU.version) has no plural rules for \"oc\" (Occitan), only its root's ('other'): its 2 plurals are checked for an 'other' variant, not against the language's categories",
      ])
    #expect(plural.first?.location?.file.hasSuffix("la.lproj/Localizable.stringsdict") == true)
  }

  @Test func otherIsStillRequired() {
    let findings = audit([
      "en.lproj/Localizable.stringsdict": stringsdictPlural(
        ["one": "%d lamp", "other": "%d lamps"], key: "lamps"),
      "sa.lproj/Localizable.stringsdict": stringsdictPlural(["one": "%d दीपः"], key: "lamps"),
      // Which numbers select Occitan `one` is unknown: an empty one is no finding, an empty
      // `other` is.
      "en.lproj/Settings.stringsdict": stringsdictPlural(
        ["one": "%d door", "other": "%d doors"], key: "doors"),
      "oc.lproj/Settings.stringsdict": stringsdictPlural(
        ["zero": "cap de pòrta", "one": "", "other": ""], key: "doors"),
    ])
    #expect(
      findings.filter { $0.rule == "value.empty" }.map(\.message) == [
        "value of \"doors\" (variant substitution.count/plural.other) is empty in \"oc\"; write the text"
      ])
    #expect(
      findings.filter { $0.rule.hasPrefix("plural.") }.map(\.rule).sorted() == [
        "plural.missing-category", "plural.missing-category", "plural.missing-other",
      ])
  }

  @Test func anEmptyVariantOnlyAMillionSelectsIsANote() {
    let findings = audit([
      "en.lproj/Localizable.stringsdict": stringsdictPlural(
        ["one": "%d song", "other": "%d songs"], key: "songs"),
      "ca.lproj/Localizable.stringsdict": stringsdictPlural(
        ["one": "%d cançó", "many": "", "other": "%d cançons"], key: "songs"),
      "es.lproj/Localizable.stringsdict": stringsdictPlural(
        ["one": "%d canción", "many": "", "other": ""], key: "songs"),
    ])
    let empty = findings.filter { $0.rule == "value.empty" }
    #expect(
      empty.map { "\($0.severity) \($0.message)" } == [
        "note value of \"songs\" (variant substitution.count/plural.many) is empty in \"ca\"; only counts of a million and more select it; write the text",
        "note value of \"songs\" (variant substitution.count/plural.many) is empty in \"es\"; only counts of a million and more select it; write the text",
        "error value of \"songs\" (variant substitution.count/plural.other) is empty in \"es\"; write the text",
      ])
  }
}
