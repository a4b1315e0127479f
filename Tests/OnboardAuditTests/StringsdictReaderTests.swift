import Foundation
import Testing

@testable import OnboardAudit

private let mastodon = URL(fileURLWithPath: corpusPath + "/mastodon-ios")

private func read(_ text: String, path: String = "en.lproj/Localizable.stringsdict") -> ReadResult {
  StringsdictReader.read(Array(text.utf8), path: path)
}

private let header = """
  <?xml version="1.0" encoding="UTF-8"?>
  <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
  <plist version="1.0">

  """

@Suite struct StringsdictReaderTests {
  @Test func readsTwoVariablesWithLocations() throws {
    let result = read(
      header + """
        <dict>
          <key>photos.summary</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@photos@ in %#@albums@</string>
            <key>photos</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key>
              <string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key>
              <string>d</string>
              <key>one</key>
              <string>%d photo</string>
              <key>other</key>
              <string>%d photos</string>
            </dict>
            <key>albums</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key>
              <string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key>
              <string>ld</string>
              <key>other</key>
              <string>%ld albums</string>
              <key>zero</key>
              <string>no album</string>
            </dict>
          </dict>
          <key>second</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@n@</string>
          </dict>
        </dict>
        </plist>
        """)
    #expect(result.problem == nil)
    let entries = try #require(result.entries[""])
    #expect(entries.map(\.key) == ["photos.summary", "second"])
    let file = "en.lproj/Localizable.stringsdict"
    let entry = entries[0]
    #expect(entry.location == SourceLocation(file: file, line: 5, column: 3))
    #expect(
      entry.value.text
        == LocatedText("%#@photos@ in %#@albums@", at: SourceLocation(file: file, line: 8, column: 5)))
    #expect(entry.value.substitutions.map(\.name) == ["photos", "albums"])
    let photos = entry.value.substitutions[0]
    #expect(photos.location == SourceLocation(file: file, line: 9, column: 5))
    #expect(photos.specType == "NSStringPluralRuleType")
    #expect(photos.formatSpecifier == "d")
    #expect(photos.variations?.kind == .plural)
    #expect(photos.variations?.cases.map(\.name) == ["one", "other"])
    #expect(
      photos.variations?.value(for: "one")
        == .plain("%d photo", at: SourceLocation(file: file, line: 16, column: 7)))
    #expect(photos.variations?.cases[0].location == SourceLocation(file: file, line: 15, column: 7))
    let albums = entry.value.substitutions[1]
    #expect(albums.formatSpecifier == "ld")
    #expect(albums.variations?.cases.map(\.name) == ["other", "zero"])  // file order
    #expect(entries[1].location.line == 32)
    #expect(entries[1].value.substitutions.isEmpty)
    #expect(
      entry.value.leaves.map(\.path) == [
        "", "substitution.photos/plural.one", "substitution.photos/plural.other",
        "substitution.albums/plural.other", "substitution.albums/plural.zero",
      ])
  }

  @Test func keepsIncompleteEntriesAsData() throws {
    let result = read(
      header + """
        <dict>
          <key>no.format</key>
          <dict>
            <key>count</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key>
              <string>NSStringPluralRuleType</string>
              <key>other</key>
              <string><![CDATA[%d <items>]]></string>
              <key>unexpected</key>
              <integer>3</integer>
            </dict>
            <key>flag</key>
            <true/>
            <key>list</key>
            <array><string>x</string><real>1.5</real></array>
          </dict>
          <key>plain</key>
          <string>Just text</string>
          <key>plain</key>
          <string>Again</string>
        </dict>
        </plist>
        """)
    #expect(result.problem == nil)
    let entries = try #require(result.entries[""])
    #expect(entries.map(\.key) == ["no.format", "plain", "plain"])  // duplicates kept
    #expect(entries[0].value.text == nil)
    let count = try #require(entries[0].value.substitutions.first)
    #expect(entries[0].value.substitutions.count == 1)
    #expect(count.formatSpecifier == nil)
    #expect(count.variations?.value(for: "other")?.text?.string == "%d <items>")
    #expect(entries[1].value.text?.string == "Just text")
  }

  @Test func readsDeviceVariations() throws {
    let result = read(
      header + """
        <dict>
          <key>tap</key>
          <dict>
            <key>NSStringDeviceSpecificRuleType</key>
            <dict>
              <key>iphone</key>
              <string>Tap to continue</string>
              <key>mac</key>
              <string>Click to continue</string>
              <key>other</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@n@</string>
                <key>n</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key>
                  <string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key>
                  <string>d</string>
                  <key>other</key>
                  <string>%d items</string>
                </dict>
              </dict>
            </dict>
          </dict>
        </dict>
        </plist>
        """)
    #expect(result.problem == nil)
    let entry = try #require(result.entries[""]?.first)
    #expect(entry.value.text == nil)
    #expect(entry.value.substitutions.isEmpty)
    let devices = try #require(entry.value.variations)
    #expect(devices.kind == .device)
    #expect(devices.cases.map(\.name) == ["iphone", "mac", "other"])
    #expect(devices.value(for: "mac")?.text?.string == "Click to continue")
    #expect(devices.value(for: "other")?.substitutions.first?.variations?.cases.map(\.name) == ["other"])
    #expect(
      entry.value.leaves.map(\.path) == [
        "device.iphone", "device.mac", "device.other", "device.other/substitution.n/plural.other",
      ])
  }

  @Test func emptyFileIsEmpty() {
    let result = StringsdictReader.read([], path: "x.stringsdict")
    #expect(result.problem == nil)
    #expect(result.entries.values.allSatisfy { $0.isEmpty })
  }

  @Test func emptyPlistIsEmpty() {
    let result = read(header + "<dict/>\n</plist>\n")
    #expect(result.problem == nil)
    #expect(result.entries[""]?.isEmpty == true)
  }

  @Test func malformedXMLIsAProblemWithPosition() throws {
    let result = read(header + "<dict>\n  <key>a</key>\n  <string>b</strin>\n</dict>\n</plist>\n")
    let problem = try #require(result.problem)
    #expect(problem.location.file == "en.lproj/Localizable.stringsdict")
    #expect(problem.location.line == 6)
    #expect(problem.location.column > 0)
  }

  @Test func notAPlistIsAProblem() throws {
    let problem = try #require(read("<resources>\n</resources>\n").problem)
    #expect(problem.message.contains("not a property list"))
    #expect(problem.location.line == 1)
    #expect(read("\"key\" = \"value\";\n").problem != nil)
    #expect(read(header + "<array/>\n</plist>\n").problem != nil)
    #expect(StringsdictReader.read(Array("bplist00\u{1}".utf8), path: "x").problem != nil)
  }

  @Test func structureErrorsAreProblems() throws {
    let keyWithoutValue = try #require(read(header + "<dict>\n  <key>a</key>\n</dict>\n</plist>\n").problem)
    #expect(keyWithoutValue.location.line == 5)
    #expect(keyWithoutValue.message.contains("'a'"))
    let unknown = try #require(
      read(header + "<dict>\n  <key>a</key>\n  <str>b</str>\n</dict>\n</plist>\n").problem)
    #expect(unknown.location.line == 6)
    #expect(read(header + "<dict>\n  stray\n</dict>\n</plist>\n").problem != nil)
  }

  @Test func hostileDocumentsAreProblems() throws {
    let bomb = """
      <?xml version="1.0"?>
      <!DOCTYPE plist [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <plist><dict><key>k</key><string>&b;</string></dict></plist>
      """
    let problem = try #require(read(bomb).problem)
    #expect(problem.location.line == 2)
    #expect(read(String(repeating: "<dict>", count: 100_000)).problem != nil)
  }

  /// Every `.stringsdict` of the Mastodon iOS app, which Apple's tools accept, reads cleanly.
  @Test(TestEnvironment.needsCorpus("mastodon-ios"))
  func readsTheMastodonCorpus() throws {
    let files =
      FileManager.default.enumerator(at: mastodon, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "stringsdict" } ?? []
    #expect(!files.isEmpty)
    var entryCount = 0
    for file in files {
      let result = StringsdictReader.read(try [UInt8](Data(contentsOf: file)), path: file.path)
      #expect(result.problem == nil, "\(file.path): \(result.problem?.message ?? "")")
      for entry in result.entries[""] ?? [] {
        entryCount += 1
        #expect(entry.location.line > 0 && entry.location.column > 0)
        for substitution in entry.value.substitutions {
          #expect(substitution.variations?.value(for: "other") != nil, "\(file.path): \(entry.key)")
        }
      }
    }
    #expect(entryCount > 0)
  }
}
