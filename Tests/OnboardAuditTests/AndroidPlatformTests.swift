import Testing

@testable import OnboardAudit

/// What aapt2 refuses, reported where aapt2 reports it and saying the build fails
/// (docs/tables.md, "Android").
@Suite struct AndroidBuildStrictnessTests {
  @Test(arguments: RefusalVectors.android.map(\.name))
  func eachRefusalIsAnErrorAtAapt2sLine(_ name: String) throws {
    let vector = try #require(RefusalVectors.android.first { $0.name == name })
    let folder = TemporaryFolder()
    let path = folder.write("res/values/strings.xml", Array(vector.text.utf8))
    var settings = AuditSettings()
    settings.tables = [folder.path]
    let findings = Audit.run(settings).findings.filter { $0.rule == "value.malformed" }
    #expect(findings.allSatisfy { $0.severity == .error && $0.location?.file == path })
    #expect(
      findings.map { "\($0.location?.line ?? 0) \($0.message)" }
        == vector.findings.map { "\($0.line) \($0.message)" })
  }

  /// Where aapt2 refuses nothing, no build failure is claimed; the values read are kept
  /// around text aapt2 refuses.
  @Test func acceptedFilesAreNoBuildFailure() throws {
    let result = AndroidStringsReader.read(
      Array(
        """
        <resources xmlns:tools="http://schemas.android.com/tools">
            <!-- a comment --> <skip/> <eat-comment/>
            <string name="a" translatable="TRUE" formatted="False">%s and %d</string>
            <plurals name="p" translatable="maybe"><item quantity=" one ">One</item><item quantity="other">Many</item></plurals>
            <string-array name="r"><!-- kept --><item>Red</item>
            </string-array>
            <color name="c">#fff</color><dimen name="d">4dp</dimen>
            <item name="t" type="string">Typed</item>
            <public-group type="string" first-id="0x7f010000"/>
        </resources>
        """.utf8), path: "res/values/strings.xml")
    #expect(result.malformations.isEmpty)
    #expect(result.entries[""]?.map(\.key) == ["a", "p", "r[0]"])
    #expect(result.entries[""]?[1].value.variations?.cases.map(\.name) == ["one", "other"])
    let stray = AndroidStringsReader.read(
      Array("<resources><string name=\"a\">A</string> x <string name=\"b\">B</string></resources>".utf8),
      path: "res/values/strings.xml")
    #expect(stray.entries[""]?.map(\.key) == ["a", "b"])
    #expect(stray.malformations.map(\.location.column) == [40])
    // Compose Multiplatform's resources are not aapt2's.
    let compose = AndroidStringsReader.read(
      Array("<resources><string name=\"a\">A</string> x <foo/></resources>".utf8),
      path: "src/commonMain/composeResources/values/strings.xml")
    #expect(compose.malformations.isEmpty)
  }
}

/// Android's own markers of what needs no translation (docs/tables.md, "Android").
@Suite struct AndroidMarkerTests {
  private func audit(_ files: [(String, String)]) -> AuditResult {
    let folder = TemporaryFolder()
    for (path, text) in files { folder.write(path, Array(text.utf8)) }
    var settings = AuditSettings()
    settings.tables = [folder.path]
    return Audit.run(settings)
  }

  /// `translatable="false"` on a string, a string array or plurals, and
  /// `tools:ignore="MissingTranslation"` on a resource or the source file's root: no locale
  /// must have the key, and coverage does not count it.
  @Test func markedKeysAreRequiredOfNoLocale() {
    let result = audit([
      (
        "res/values/strings.xml",
        """
        <resources xmlns:tools="http://schemas.android.com/tools">
            <string name="title">Harbour</string>
            <string name="brand" translatable="false">Seagull</string>
            <string-array name="codes" translatable="false"><item>north</item><item>south</item></string-array>
            <plurals name="knots" translatable="false"><item quantity="other">%d kn</item></plurals>
            <string name="debug" tools:ignore="MissingTranslation">Debug menu</string>
            <string-array name="extras" tools:ignore="MissingTranslation,Typos"><item>Anchor</item></string-array>
        </resources>
        """
      ),
      (
        "res/values/arrays.xml",
        """
        <resources xmlns:tools="http://schemas.android.com/tools" tools:ignore="MissingTranslation">
            <string name="beta">Beta features</string>
        </resources>
        """
      ),
      ("res/values-nl/strings.xml", "<resources><string name=\"title\">Haven</string></resources>"),
    ])
    #expect(result.findings.filter { $0.rule == "key.missing" }.isEmpty)
    #expect(result.coverage["nl"] == Coverage(translated: 1, total: 1))
  }

  /// An item of a string array that is a reference or has no letter needs no translation:
  /// a locale without the array shows the source's, whose references it translates. An
  /// item with words is still missing.
  @Test func referenceAndLetterlessArrayItemsAreNothingToTranslate() throws {
    let result = audit([
      (
        "res/values/strings.xml",
        """
        <resources>
            <string name="calm">Calm</string>
            <string name="storm">Storm</string>
            <string-array name="weather"><item>@string/calm</item><item>@android:string/ok</item><item>?attr/label</item></string-array>
            <string-array name="speeds"><item>10</item><item>%1$d+</item><item>—</item><item>Gale</item></string-array>
        </resources>
        """
      ),
      (
        "res/values-nl/strings.xml",
        "<resources><string name=\"calm\">Kalm</string><string name=\"storm\">Storm</string></resources>"
      ),
    ])
    let missing = result.findings.filter { $0.rule == "key.missing" }
    #expect(
      missing.map(\.message) == [
        "nl lacks 1 of 3 keys of \"res/strings\": \"speeds[3]\"; the other 2 are translated (66 %)"
      ])
    #expect(missing.first?.severity == .error)
    #expect(AndroidResourceElement.needsTranslation("1080p60"))
    #expect(!AndroidResourceElement.needsTranslation("%2$s %1$d"))
  }

  /// An item that every locale holding the array keeps as written, five locales or more, is a
  /// label: a locale without the array shows what they show. With fewer, it is still missing.
  @Test(arguments: [5, 4])
  func arrayItemsEveryTranslationKeepsAreLabels(_ holders: Int) {
    var files = [
      (
        "res/values/strings.xml",
        """
        <resources>
            <string name="auto">Automatic</string>
            <string-array name="quality"><item>@string/auto</item><item>1080p60</item><item>Best</item></string-array>
        </resources>
        """
      ),
      ("res/values-pl/strings.xml", "<resources><string name=\"auto\">Automatyczna</string></resources>"),
    ]
    for language in ["cs", "da", "fi", "hu", "sv"].prefix(holders) {
      files.append(
        (
          "res/values-\(language)/strings.xml",
          """
          <resources>
              <string name="auto">Auto \(language)</string>
              <string-array name="quality"><item>@string/auto</item><item>1080p60</item><item>Best \(language)</item></string-array>
          </resources>
          """
        ))
    }
    let missing = audit(files).findings.filter { $0.rule == "key.missing" }
    #expect(missing.map(\.locale) == ["pl"])
    #expect(
      missing.first?.message
        == (holders == 5
          ? "pl lacks 1 of 2 keys of \"res/strings\": \"quality[2]\"; the other key is translated (50 %)"
          : "pl lacks 2 of 3 keys of \"res/strings\": \"quality[1]\", \"quality[2]\"; the other key is translated (33 %)")
    )
  }
}
