import Testing

@testable import OnboardAudit

@Suite("FormatString")
struct FormatStringTests {
  // MARK: One placeholder

  struct Single: CustomTestStringConvertible, Sendable {
    var text: String
    var spec: String
    var kind: Placeholder.Kind
    var testDescription: String { "\(text) is \(kind)" }
  }

  static let singles: [Single] = [
    Single(text: "%@", spec: "%@", kind: .object),
    Single(text: "%d", spec: "%d", kind: .integer(width: "")),
    Single(text: "%i", spec: "%i", kind: .integer(width: "")),
    Single(text: "%u", spec: "%u", kind: .integer(width: "")),
    Single(text: "%ld", spec: "%ld", kind: .integer(width: "l")),
    Single(text: "%lld", spec: "%lld", kind: .integer(width: "ll")),
    Single(text: "%qd", spec: "%qd", kind: .integer(width: "ll")),
    Single(text: "%zd", spec: "%zd", kind: .integer(width: "z")),
    Single(text: "%hd", spec: "%hd", kind: .integer(width: "h")),
    Single(text: "%f", spec: "%f", kind: .float),
    Single(text: "%.2f", spec: "%.2f", kind: .float),
    Single(text: "%-5d", spec: "%-5d", kind: .integer(width: "")),
    Single(text: "%05d", spec: "%05d", kind: .integer(width: "")),
    Single(text: "%+d", spec: "%+d", kind: .integer(width: "")),
    Single(text: "%s", spec: "%s", kind: .cString),
    Single(text: "%c", spec: "%c", kind: .character),
    Single(text: "%C", spec: "%C", kind: .character),
    Single(text: "%p", spec: "%p", kind: .pointer),
    Single(text: "%x", spec: "%x", kind: .integer(width: "")),
    Single(text: "%o", spec: "%o", kind: .integer(width: "")),
    Single(text: "%e", spec: "%e", kind: .float),
    Single(text: "%g", spec: "%g", kind: .float),
    // A space flag and a pointer conversion, not "%" followed by a word.
    Single(text: "% publicacions", spec: "% p", kind: .pointer),
    Single(text: "%lu items", spec: "%lu", kind: .integer(width: "l")),
  ]

  @Test(arguments: singles)
  func readsOnePlaceholder(_ item: Single) throws {
    let format = FormatString(item.text)
    #expect(format.problems.isEmpty)
    #expect(!format.hasEscapedPercent)
    let placeholder = try #require(format.placeholders.first)
    #expect(format.placeholders.count == 1)
    #expect(placeholder.spec == item.spec)
    #expect(placeholder.kind == item.kind)
    #expect(placeholder.argument == 1)
    #expect(!placeholder.isPositional)
    #expect(placeholder.offset == 0)
    #expect(format.byArgument[1]?.spec == item.spec)
    #expect(format.isFormat)
  }

  // MARK: Arguments

  @Test func numbersPlainPlaceholdersInOrder() {
    let format = FormatString("Hello %@, you have %d new messages (%.1f%%)")
    #expect(format.placeholders.map(\.argument) == [1, 2, 3])
    #expect(format.placeholders.map(\.kind) == [.object, .integer(width: ""), .float])
    #expect(format.placeholders.map(\.offset) == [6, 19, 36])
    #expect(format.hasEscapedPercent)
    #expect(format.problems.isEmpty)
  }

  @Test func readsPositionalArguments() {
    let format = FormatString("%2$@ von %1$@")
    #expect(format.placeholders.map(\.argument) == [2, 1])
    #expect(format.placeholders.map(\.isPositional) == [true, true])
    #expect(format.placeholders.map(\.spec) == ["%2$@", "%1$@"])
    #expect(format.byArgument[1]?.offset == 9)
    #expect(format.byArgument[2]?.offset == 0)
    #expect(format.problems.isEmpty)
  }

  @Test func firstPlaceholderOfAnArgumentWins() {
    let format = FormatString("%1$@ and again %1$d")
    #expect(format.placeholders.count == 2)
    #expect(format.byArgument.count == 1)
    #expect(format.byArgument[1]?.kind == .object)
  }

  @Test func starWidthAndPrecisionAreOnePlaceholder() {
    #expect(FormatString("%*d").placeholders.map(\.kind) == [.integer(width: "")])
    #expect(FormatString("%.*f").placeholders.map(\.kind) == [.float])
    #expect(FormatString("%*d").placeholders.map(\.spec) == ["%*d"])
    #expect(FormatString("%.*f").placeholders.map(\.spec) == ["%.*f"])
  }

  /// printf reads the `*` width as an argument of its own, before the value: in
  /// `%*d %@` the object is the third argument, not the second.
  @Test func starReadsAnArgumentOfItsOwn() {
    let format = FormatString("%*d %@")
    #expect(format.placeholders.last?.argument == 3)
    #expect(FormatString("%.*f %d").placeholders.last?.argument == 3)
    #expect(FormatString("%*.*f %d").placeholders.map(\.argument) == [3, 4])
    // A positional star names its own argument and shifts nothing.
    #expect(FormatString("%1$*3$d %2$@").placeholders.map(\.argument) == [1, 2])
  }

  @Test func escapedPercentIsNoPlaceholder() {
    let format = FormatString("100%% sure")
    #expect(format.placeholders.isEmpty)
    #expect(format.hasEscapedPercent)
    #expect(format.problems.isEmpty)
    #expect(format.isFormat)
    // "%%d" is a percent sign and a "d", not an integer.
    #expect(FormatString("%%d").placeholders.isEmpty)
  }

  @Test func plainTextIsNoFormat() {
    let format = FormatString("Welcome aboard")
    #expect(format.placeholders.isEmpty)
    #expect(!format.isFormat)
    #expect(format.problems.isEmpty)
  }

  // MARK: Variables and %arg

  @Test func readsVariablesWithArgumentZero() {
    let format = FormatString("%#@files@ in %#@folders@")
    #expect(format.placeholders.map(\.kind) == [.variable("files"), .variable("folders")])
    #expect(format.placeholders.map(\.argument) == [0, 0])
    #expect(format.variables == ["files", "folders"])
    #expect(format.byArgument.isEmpty)
    #expect(format.problems.isEmpty)
  }

  /// Placeholder documents "0 for variables and `%arg`, which are bound by name"; a position
  /// written before `#@` does not change that.
  @Test func positionalVariableIsBoundByName() {
    let format = FormatString("%1$#@files@")
    #expect(format.placeholders.map(\.kind) == [.variable("files")])
    #expect(format.placeholders.map(\.spec) == ["%1$#@files@"])
    #expect(format.placeholders.first?.argument == 0)
    #expect(format.byArgument.isEmpty)
    #expect(format.variables == ["files"])
  }

  @Test(arguments: [
    ("%arg files", "%arg"),
    ("%arg명", "%arg"),
    ("%argument", "%arg"),
  ])
  func readsSubstitutionArgument(_ text: String, _ spec: String) {
    let format = FormatString(text)
    #expect(format.placeholders.map(\.kind) == [.substitutionArgument])
    #expect(format.placeholders.map(\.spec) == [spec])
    #expect(format.placeholders.map(\.argument) == [0])
    #expect(format.byArgument.isEmpty)
    #expect(format.problems.isEmpty)
  }

  @Test func variablesDoNotShiftPlainArguments() {
    let format = FormatString("%@ has %#@files@ and %d")
    #expect(format.placeholders.map(\.argument) == [1, 0, 2])
  }

  // MARK: Problems

  struct Malformed: CustomTestStringConvertible, Sendable {
    var text: String
    var offsets: [Int]
    var message: String
    var testDescription: String { text }
  }

  static let malformed: [Malformed] = [
    Malformed(text: "50%", offsets: [2], message: "lone '%'"),
    Malformed(text: "%", offsets: [0], message: "lone '%'"),
    Malformed(text: "%1%k", offsets: [0], message: "invalid placeholder"),
    Malformed(text: "%y", offsets: [0], message: "invalid placeholder '%y'"),
    Malformed(text: "a %#@files", offsets: [2], message: "invalid placeholder"),
    Malformed(text: "%@ and %2$d", offsets: [0], message: "is not numbered"),
    Malformed(
      text: "%2$d and %@", offsets: [9],
      message:
        "'%@' is not numbered but '%2$d' is (the unnumbered ones read arguments 1, 2, … in order, whatever the numbered ones read)"
    ),
  ]

  @Test(arguments: malformed)
  func reportsProblems(_ item: Malformed) throws {
    let format = FormatString(item.text)
    #expect(format.problems.map(\.offset) == item.offsets)
    let problem = try #require(format.problems.first)
    #expect(problem.message.contains(item.message), "\(problem.message)")
    #expect(!problem.advice.isEmpty)
  }

  @Test func invalidPlaceholderDoesNotHideTheNextOne() {
    let format = FormatString("%y %@")
    #expect(format.problems.count == 1)
    #expect(format.placeholders.map(\.kind) == [.object])
  }

  // MARK: Offsets

  @Test(arguments: [
    ("👍🏽 %@", 3),  // two scalars and a space
    ("👨‍👩‍👧 %d", 6),  // a ZWJ sequence of five scalars
    ("مرحبا %@", 6),
    ("é %@", 2),  // precomposed
    ("e\u{301} %@", 3),  // combining accent: two scalars, one character
  ])
  func offsetsCountUnicodeScalars(_ text: String, _ offset: Int) {
    #expect(FormatString(text).placeholders.map(\.offset) == [offset])
  }

  @Test func problemOffsetsCountUnicodeScalars() {
    #expect(FormatString("مرحبا %y").problems.map(\.offset) == [6])
    #expect(FormatString("👍🏽 100%").problems.map(\.offset) == [6])
  }
}

@Suite("FormatMismatchRule.differences")
struct FormatStringMismatchTests {
  private func differ(_ expected: String, _ actual: String, mayOmit: FormatMismatchRule.Omission = .nothing)
    -> [String]
  {
    FormatMismatchRule.differences(
      expected: FormatString(expected), actual: FormatString(actual), mayOmit: mayOmit)
  }

  struct Pair: CustomTestStringConvertible, Sendable {
    var source: String
    var translation: String
    var testDescription: String { "\(source) → \(translation)" }
  }

  static let agreeing: [Pair] = [
    Pair(source: "%@ sent %@", translation: "%2$@ von %1$@"),
    Pair(source: "%1$@ sent %2$d", translation: "%2$d von %1$@"),
    Pair(source: "%ld files", translation: "%lld Dateien"),
    Pair(source: "%lld files", translation: "%qd Dateien"),
    Pair(source: "%d files", translation: "%i Dateien"),
    Pair(source: "%d files", translation: "%u Dateien"),
    Pair(source: "%lu files", translation: "%ld Dateien"),
    Pair(source: "%.2f km", translation: "%f km"),
    Pair(source: "100%% of %@", translation: "%@ à 100 %%"),
  ]

  @Test(arguments: agreeing)
  func agrees(_ pair: Pair) {
    #expect(differ(pair.source, pair.translation) == [])
  }

  static let disagreeing: [Pair] = [
    Pair(source: "Hello %@, you have %d", translation: "Hallo %d, du hast %@"),
    Pair(source: "%d files", translation: "%ld Dateien"),
    Pair(source: "%d files", translation: "%@ Dateien"),
    Pair(source: "%@ posts", translation: "% publicacions"),
    Pair(source: "%f km", translation: "%d km"),
    Pair(source: "%s", translation: "%@"),
  ]

  @Test(arguments: disagreeing)
  func disagrees(_ pair: Pair) {
    let texts = differ(pair.source, pair.translation)
    #expect(texts.count >= 1)
    #expect(texts.allSatisfy { $0.contains("in the source") }, "\(texts)")
  }

  @Test func mismatchNamesBothPlaceholders() {
    #expect(differ("%d files", "%@ Dateien") == ["argument 1 is '%@' here but '%d' in the source"])
  }

  @Test func missingArgumentInPlainTextIsReported() {
    #expect(differ("Welcome to %@", "Bienvenue") == ["argument 1 '%@' is missing"])
    #expect(differ("%1$@ and %2$@", "%1$@") == ["argument 2 '%2$@' is missing"])
  }

  @Test func missingArgumentInPluralVariantIsAllowed() {
    #expect(differ("%lld files", "Eine Datei", mayOmit: .anything) == [])
  }

  @Test func extraArgumentIsReported() {
    #expect(differ("Welcome", "Bienvenue %@") == ["'%@' reads argument 1, which the source does not have"])
    #expect(
      differ("%@", "%@ %d", mayOmit: .anything) == ["'%d' reads argument 2, which the source does not have"])
  }

  // MARK: Whole values

  private static let file = "Localizable.xcstrings"

  private func at(_ line: Int) -> OnboardAudit.SourceLocation {
    OnboardAudit.SourceLocation(file: Self.file, line: line, column: 1)
  }

  private func plain(_ text: String, line: Int = 1) -> LocalizedValue {
    .plain(text, at: at(line))
  }

  private func plural(_ cases: [(String, String)], line: Int = 1) -> Variations {
    Variations(
      kind: .plural,
      cases: cases.enumerated().map { index, item in
        Variations.Case(name: item.0, value: plain(item.1, line: line + index), location: at(line + index))
      })
  }

  private func substitution(_ name: String, argNum: Int?, _ cases: [(String, String)]) -> Substitution {
    Substitution(
      name: name, location: at(10), formatSpecifier: "lld", argumentNumber: argNum,
      variations: plural(cases, line: 11))
  }

  /// English: "%#@posts@ from %#@people@" with substitutions bound by argNum.
  private var englishPostsSource: LocalizedValue {
    LocalizedValue(
      text: LocatedText("%#@posts@ from %#@people@", at: at(1)),
      substitutions: [
        substitution("posts", argNum: 1, [("one", "%arg post"), ("other", "%arg posts")]),
        substitution("people", argNum: 2, [("one", "%arg person"), ("other", "%arg people")]),
      ])
  }

  @Test func plainJapaneseAgainstSubstitutionSourceAgrees() {
    let japanese = plain("%2$lld人から%1$lld件の投稿")
    let texts = FormatMismatchRule.differences(japanese, source: englishPostsSource).map(\.text)
    #expect(texts == [])
  }

  @Test func plainJapaneseWithWrongKindIsReported() {
    let japanese = plain("%2$@人から%1$lld件の投稿")
    let differences = FormatMismatchRule.differences(japanese, source: englishPostsSource)
    #expect(differences.count == 1)
    #expect(differences.first?.text.contains("argument 2") == true)
  }

  @Test func reorderedSubstitutionsAgree() {
    let basque = LocalizedValue(
      text: LocatedText("%#@people@ %#@posts@", at: at(1)),
      substitutions: [
        substitution("posts", argNum: 1, [("one", "bidalketa bat"), ("other", "%arg bidalketa")]),
        substitution("people", argNum: 2, [("one", "partaide batek"), ("other", "%arg partaidek")]),
      ])
    #expect(FormatMismatchRule.differences(basque, source: englishPostsSource).map(\.text) == [])
  }

  /// Each localization names its own variables; what must agree is the argument they read.
  @Test func renamedVariablesAgreeByArgument() {
    let german = LocalizedValue(
      text: LocatedText("%#@beitraege@ von %#@people@", at: at(1)),
      substitutions: [
        substitution("beitraege", argNum: 1, [("one", "%arg Beitrag"), ("other", "%arg Beiträge")]),
        substitution("people", argNum: 2, [("one", "%arg Person"), ("other", "%arg Personen")]),
      ])
    #expect(FormatMismatchRule.differences(german, source: englishPostsSource).map(\.text) == [])
  }

  @Test func variableReadingAnArgumentTheSourceLacksIsReported() {
    let german = LocalizedValue(
      text: LocatedText("%#@beitraege@ von %#@people@", at: at(1)),
      substitutions: [
        substitution("beitraege", argNum: 1, [("one", "%arg Beitrag"), ("other", "%arg Beiträge")]),
        substitution("people", argNum: 3, [("one", "%arg Person"), ("other", "%arg Personen")]),
      ])
    let first = FormatMismatchRule.differences(german, source: englishPostsSource).first
    #expect(
      first?.text
        == "argument 2 '%2$lld' is missing; '%3$lld' reads argument 3, which the source does not have")
    #expect(first?.location == at(1))
  }

  @Test func pluralVariantMayDropButNotChangeItsArgument() {
    let source = LocalizedValue(variations: plural([("one", "%lld file"), ("other", "%lld files")]))
    let dropped = LocalizedValue(variations: plural([("one", "Eine Datei"), ("other", "%ld Dateien")]))
    #expect(FormatMismatchRule.differences(dropped, source: source).map(\.text) == [])
    let russian = LocalizedValue(
      variations: plural([
        ("one", "%lld файл"), ("few", "%@ файла"), ("many", "%lld файлов"), ("other", "%lld файла"),
      ]))
    let differences = FormatMismatchRule.differences(russian, source: source)
    #expect(differences.map(\.path) == ["plural.few"])
    #expect(differences.first?.location == at(2))
  }

  @Test func plainTranslationMissingAnArgumentIsReported() {
    let differences = FormatMismatchRule.differences(plain("Bienvenue"), source: plain("Welcome to %@"))
    #expect(differences.map(\.text) == ["argument 1 '%@' is missing"])
    #expect(differences.map(\.path) == [""])
  }

  @Test func sourceWithProblemsIsNotCompared() {
    let differences = FormatMismatchRule.differences(plain("%d %@"), source: plain("%@ and %2$d"))
    #expect(differences.isEmpty)
  }

  /// A variable written with a position reads that argument, whatever its place in the text.
  @Test func positionalVariableReadsItsWrittenArgument() {
    let source = LocalizedValue(
      text: LocatedText("%2$@ has %1$#@files@", at: at(1)),
      substitutions: [
        Substitution(
          name: "files", location: at(10), specType: "NSStringPluralRuleType", formatSpecifier: "d",
          variations: plural([("one", "%1$d file"), ("other", "%1$d files")], line: 11))
      ])
    #expect(FormatMismatchRule.differences(plain("%2$@は%1$d個"), source: source).map(\.text) == [])
    let swapped = FormatMismatchRule.differences(plain("%1$@は%2$d個"), source: source)
    #expect(swapped.count == 1)
  }

  /// A stringsdict-style source written with positions (`%1$#@files@`): its variable is bound
  /// by name, and the plural variant's `%1$lld` is its number, not a mismatch.
  @Test func positionalVariableSourceAgreesWithItsTranslation() {
    let source = LocalizedValue(
      text: LocatedText("%1$#@files@", at: at(1)),
      substitutions: [
        Substitution(
          name: "files", location: at(10), specType: "NSStringPluralRuleType", formatSpecifier: "lld",
          variations: plural([("one", "%1$lld file"), ("other", "%1$lld files")], line: 11))
      ])
    let german = LocalizedValue(
      text: LocatedText("%1$#@files@", at: at(1)),
      substitutions: [
        Substitution(
          name: "files", location: at(10), specType: "NSStringPluralRuleType", formatSpecifier: "lld",
          variations: plural([("one", "Eine Datei"), ("other", "%1$lld Dateien")], line: 11))
      ])
    #expect(FormatMismatchRule.differences(german, source: source).map(\.text) == [])
    let japanese = plain("%1$lld個のファイル")
    #expect(FormatMismatchRule.differences(japanese, source: source).map(\.text) == [])
  }

  // MARK: Text beyond ASCII

  /// Placeholders are found among bytes, but offsets count Unicode scalars, and what
  /// follows a malformed `%` is shown and skipped as a whole character.
  @Test func offsetsCountScalarsAndProblemsShowWholeCharacters() {
    let apple = FormatString("日本🌍 %1$@ é %2$lld %é", syntax: .apple)
    #expect(apple.placeholders.map(\.offset) == [4, 11])
    #expect(apple.placeholders.map(\.spec) == ["%1$@", "%2$lld"])
    #expect(apple.problems.map(\.message) == ["invalid placeholder '%é'"])
    #expect(apple.problems.map(\.offset) == [18])
    let java = FormatString("Ελλάδα %s και %日 %<s", syntax: .java)
    #expect(java.placeholders.map(\.offset) == [7, 17])
    #expect(java.problems.map(\.message) == ["invalid placeholder '%日'"])
    #expect(java.problems.map(\.offset) == [14])
  }

  /// A variable's name may be in any script; white space of any script ends it.
  @Test func variableNamesBeyondASCII() {
    #expect(FormatString("%#@Dateien_ä@").placeholders.map(\.kind) == [.variable("Dateien_ä")])
    let broken = FormatString("%#@a\u{A0}b@ x")
    #expect(broken.placeholders.isEmpty)
    #expect(broken.problems.map(\.message) == ["invalid placeholder '%#@a\u{A0}'"])
  }
}
