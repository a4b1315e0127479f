import Testing

@testable import OnboardAudit

/// The count of a plural is its own argument, whatever its type: a category that selects
/// one number may say it in words even where the app passes the count formatted (`%s`).
@Suite("Plural count left out")
struct PluralCountOmissionTests {
  private func mismatches(_ source: [String: String], _ locale: String, _ translated: [String: String])
    -> [String]
  {
    func plurals(_ cases: [String: String]) -> String {
      let items = PluralRules.allCategories.compactMap { name in
        cases[name].map { "<item quantity=\"\(name)\">\($0)</item>" }
      }
      return "<resources><plurals name=\"views\">\(items.joined())</plurals></resources>"
    }
    let folder = TemporaryFolder()
    folder.write("res/values/strings.xml", plurals(source))
    folder.write("res/values-\(locale)/strings.xml", plurals(translated))
    var settings = AuditSettings()
    settings.tables = [folder.path]
    return Audit.run(settings).findings.filter { $0.rule == "format.mismatch" }.map(\.message)
  }

  private let english = ["one": "%1$s view", "other": "%1$s views"]

  @Test func aFormattedCountMayBeSaidInWords() {
    #expect(mismatches(english, "nb", ["one": "Én visning", "other": "%1$s visninger"]).isEmpty)
    #expect(
      mismatches(
        english, "ar",
        [
          "zero": "لا مشاهدات", "one": "مشاهدة واحدة", "two": "مشاهدان", "few": "%1$s مشاهدات",
          "many": "%1$s مشاهدة", "other": "%1$s مشاهدة",
        ]
      ).isEmpty)
    // The source's `one` may say it in words too: its `other` shows the count.
    #expect(
      mismatches(
        ["one": "One view", "other": "%s views"], "nb", ["one": "Én visning", "other": "%s visninger"]
      )
      .isEmpty)
  }

  @Test func aCategoryOfSeveralNumbersShowsIt() {
    #expect(
      mismatches(
        english, "ru",
        [
          "one": "Один просмотр", "few": "%1$s просмотра", "many": "%1$s просмотров",
          "other": "%1$s просмотра",
        ])
        == [
          "placeholders of \"views\" (variant plural.one) in \"ru\" differ from the source: argument 1 '%1$s' is missing ('one' is 1, 21, 31, … in this language, so the count must be shown)"
        ])
    #expect(mismatches(english, "nb", ["one": "Én visning", "other": "Visninger"]).count == 1)
  }

  /// With two arguments, which one is the count is not known: a text one must stay.
  @Test func anotherArgumentStays() {
    let source = ["one": "%1$s saw %2$s video", "other": "%1$s saw %2$s videos"]
    #expect(mismatches(source, "nb", ["one": "Én video", "other": "%1$s så %2$s videoer"]).count == 1)
  }
}
