import Foundation
import Testing

@testable import OnboardAudit

/// Reads one Swift file's text and gives the keys it looks up, in order.
private func uses(_ code: String) -> [LocalizedUse] {
  SwiftFileReader.read(Array(code.utf8), path: "View.swift").result.strings
}

private func keys(_ code: String) -> [String] { uses(code).map(\.key) }

/// A body of a view around the given lines.
private func view(_ lines: String, members: String = "") -> String {
  """
  import SwiftUI

  struct V: View {
  \(members)
    var body: some View {
  \(lines)
    }
  }
  """
}

@Suite("Swift sources: localized strings")
struct SwiftLocalizedStringsTests {
  @Test func everyLookupOfDesignIsFound() {
    let code = view(
      """
      Text("text")
      Button("button") {}
      Label("label", systemImage: "star")
      Toggle("toggle", isOn: $on)
      Link("link", destination: url)
      TextField("field", text: $name)
      SecureField("secure", text: $password)
      Picker("picker", selection: $choice) {}
      NavigationLink("navigation", destination: Next())
      Section("section") {}
      Text(LocalizedStringKey("key"))
      Text(String(localized: "localized", table: "Settings", comment: "A title"))
      Text(LocalizedStringResource("resource"))
      Text(NSLocalizedString("legacy", tableName: "Legacy", comment: "Old"))
      Text("named", tableName: "Onboarding", bundle: .main, comment: "Named")
        .navigationTitle("title")
        .accessibilityLabel("a11y.label")
        .accessibilityHint("a11y.hint")
        .accessibilityValue("a11y.value")
        .help("help")
      """)
    let found = uses(code)
    #expect(
      found.map(\.key) == [
        "text", "button", "label", "toggle", "link", "field", "secure", "picker", "navigation", "section",
        "key",
        "localized", "resource", "legacy", "named", "title", "a11y.label", "a11y.hint", "a11y.value", "help",
      ])
    let byKey = Dictionary(found.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    #expect(byKey["localized"]?.table == "Settings" && byKey["localized"]?.comment == "A title")
    #expect(byKey["legacy"]?.table == "Legacy" && byKey["legacy"]?.comment == "Old")
    #expect(byKey["named"]?.tableName == "Onboarding" && byKey["named"]?.comment == "Named")
    #expect(byKey["text"]?.tableName == "Localizable" && byKey["text"]?.table == nil)
    #expect(byKey["title"]?.call == ".navigationTitle")
  }

  @Test func whatIsNotLookedUpIsLeftOut() {
    let code = """
      import SwiftUI

      struct V: View {
        let name: String
        var body: some View {
          Text(verbatim: "verbatim")
          Text(name)
          Image("hero")
          Color("Brand")
          #if DEBUG
            Text("debug.only")
          #elseif os(macOS)
            Text("mac.only")
          #else
            Text("release.only")
          #endif
        }
      }

      #Preview {
        Text("preview.macro")
      }

      struct V_Previews: PreviewProvider {
        static var previews: some View { Text("preview.provider") }
      }
      """
    #expect(keys(code) == ["release.only"])
  }

  @Test func aViewThatOnlyPreviewsShowIsNotTheApps() {
    let folder = TemporaryFolder()
    folder.write(
      "Avatar.swift",
      """
      import SwiftUI

      struct Avatar: View {
        var body: some View { Text("avatar.label") }
      }

      struct PreviewWrapper: View {
        @State private var round = true
        var body: some View {
          Avatar()
          Toggle("Round corners", isOn: $round)
        }
      }

      #Preview { PreviewWrapper() }
      """)
    folder.write(
      "Screen.swift", "import SwiftUI\nstruct Screen: View {\n  var body: some View { Avatar() }\n}\n")
    #expect(SwiftSources.load(paths: [folder.path]).strings.map(\.key) == ["avatar.label"])
  }

  @Test func locationsAreTheLiteralsLineAndColumnInScalars() {
    let code = "import SwiftUI\n\nlet é = Text(\"first\")\n  Text(\"💡\") ; Text(\"second\")\n"
    let found = uses(code)
    #expect(
      found.map(\.location) == [
        SourceLocation(file: "View.swift", line: 3, column: 14),
        SourceLocation(file: "View.swift", line: 4, column: 8),
        SourceLocation(file: "View.swift", line: 4, column: 20),
      ])
  }

  @Test func literalTextIsReadAsTheProgramSeesIt() {
    let code = view(
      #"""
      Text("say \"hi\"\n\u{41}")
      Text(#"raw \n "quoted""#)
      Text("""
          first line
            indented
          """)
      """#)
    #expect(keys(code) == ["say \"hi\"\nA", #"raw \n "quoted""#, "first line\n  indented"])
  }

  @Test(arguments: [
    ("@State private var page = 0", "Text(\"pages \\(page + 1)\")", "pages %lld"),
    ("let total: Int", "Text(\"\\(total) left\")", "%lld left"),
    ("var ratio = 0.5", "Text(\"ratio \\(ratio)\")", "ratio %lf"),
    ("let width: CGFloat", "Text(\"width \\(width)\")", "width %lf"),
    ("let speed: Float", "Text(\"speed \\(speed)\")", "speed %f"),
    ("let name: String", "Text(\"Hello, \\(name)!\")", "Hello, %@!"),
    ("let items: [String]", "Text(\"\\(items.count) items\")", "%lld items"),
    ("let level: Double", "Text(\"level \\(level, specifier: \"%.1f\")\")", "level %.1f"),
    ("let date: Date", "Text(\"on \\(date, format: .dateTime)\")", "on %@"),
    ("let n: Int", "Text(\"100% \\(n)\")", "100%% %lld"),
    ("let n: Int", "Text(\"\\(Double(n) * 2)\")", "%lf"),
    ("let n: Int", "Text(\"\\(String(n))\")", "%@"),
    ("", "ForEach(0..<3) { index in Text(\"step \\(index)\") }", "step %lld"),
    ("", "Text(\"\\(self.unknown.value)\")", "%@"),
  ])
  func interpolationsBecomeXcodesSpecifiers(member: String, line: String, key: String) {
    #expect(keys(view(line, members: member)) == [key])
  }

  @Test func aValueWhoseTypeTheFileDoesNotSayIsUnknown() throws {
    let found = try #require(uses(view("Text(\"\\(model.steps) steps\")")).first)
    #expect(found.key == "%@ steps")
    #expect(found.format.arguments == [.unknown])
    let known = try #require(uses(view("Text(\"\\(steps) steps\")", members: "let steps: Int")).first)
    #expect(known.format.arguments == [.int])
  }

  @Test func keysGivenForPropertiesAndParametersOfKeyType() {
    let code = """
      import SwiftUI

      struct Feature {
        let title: LocalizedStringKey
        let symbol: String
      }

      enum Step {
        case one, two
        var title: LocalizedStringKey {
          switch self {
          case .one: "step.one"
          case .two: return "step.two"
          }
        }
      }

      struct V: View {
        let heading: LocalizedStringKey = "heading"
        let quotes: [LocalizedStringKey] = ["quote.one", "quote.two"]
        let features = [Feature(title: "feature.title", symbol: "star")]
        func caption() -> LocalizedStringKey { "caption" }
        var body: some View { Text(heading) }
      }
      """
    let result = SwiftSources.load(paths: [TemporaryFolder().write("V.swift", code)])
    #expect(
      result.strings.map(\.key) == [
        "step.one", "step.two", "heading", "quote.one", "quote.two", "feature.title", "caption",
      ])
  }

  @Test func aKeyParameterDeclaredInAnotherFileCounts() {
    let folder = TemporaryFolder()
    folder.write(
      "Row.swift", "import SwiftUI\nstruct Row: View {\n  init(_ title: LocalizedStringKey) {}\n}\n")
    folder.write(
      "Screen.swift", "import SwiftUI\nlet row = Row(\"row.title\")\nlet other = Other(\"not.a.key\")\n")
    let result = SwiftSources.load(paths: [folder.path])
    #expect(result.strings.map(\.key) == ["row.title"])
    #expect(result.strings.first?.location.file.hasSuffix("Screen.swift") == true)
  }

  @Test func hardcodedTextIsFoundWhereItIsShown() {
    let file = SwiftFileReader.read(
      Array(
        view(
          "Text(verbatim: \"Shown as is\")\nText(greeting)\nText(verbatim: \"42\")\nText(parameter)",
          members: "private let greeting = \"Hello there\"\nlet parameter: String"
        ).utf8), path: "V.swift"
    ).result
    #expect(file.hardcoded.map(\.text) == ["Shown as is", "Hello there"])
    #expect(file.hardcoded.map(\.call) == ["Text(verbatim:)", "Text(greeting)"])
  }
}

@Suite("Swift sources: broken and hostile files")
struct SwiftSourcesHostileTests {
  @Test func aSyntaxErrorIsOneProblemAndTheRestIsStillRead() throws {
    let code =
      "import SwiftUI\nstruct V: View {\n  var body: some View {\n    Text(\"before\"\n    Text(\"after\")\n  }\n}\n"
    let result = SwiftFileReader.read(Array(code.utf8), path: "V.swift").result
    let problem = try #require(result.problem)
    #expect(problem.location.line == 4)
    #expect(problem.message.hasPrefix("Swift syntax error: expected ')'"))
    #expect(result.strings.map(\.key) == ["before", "after"])
  }

  @Test func aTruncatedFileIsReadUpToItsEnd() throws {
    let code = "import SwiftUI\nstruct V: View {\n  var body: some View {\n    Text(\"kept\")\n    Text(\"cut"
    let result = SwiftFileReader.read(Array(code.utf8), path: "V.swift").result
    #expect(result.problem != nil)
    #expect(result.strings.map(\.key).first == "kept")
  }

  @Test func binaryAndNonUTF8FilesAreNotParsed() throws {
    let binary = SwiftFileReader.read([0xCF, 0xFA, 0xED, 0xFE, 0x00, 0x01, 0x41], path: "lib.swift").result
    #expect(binary.problem?.message.contains("NUL byte") == true)
    #expect(binary.strings.isEmpty)
    let latin1 = SwiftFileReader.read(Array("let a = \"caf".utf8) + [0xE9, 0x22, 0x0A], path: "l.swift")
      .result
    #expect(latin1.problem?.message.contains("not UTF-8") == true)
    #expect(latin1.problem?.location.line == 1)
  }

  @Test func deepNestingEndsInAProblemNotACrash() {
    let depth = 20_000
    let code =
      "let x = " + String(repeating: "(", count: depth) + "Text(\"deep\")"
      + String(repeating: ")", count: depth)
    let result = SwiftFileReader.read(Array(code.utf8), path: "Deep.swift").result
    #expect(result.problem != nil)
  }

  /// swift-syntax 603's type lookahead is exponential in a run of `[`: such a file is refused
  /// at once, and nested collections as code writes them are read.
  @Test func aRunOfBracketsIsRefusedNotParsedForMinutes() throws {
    let hostile = SwiftFileReader.read(
      Array(("let x = " + String(repeating: "[(", count: 40)).utf8), path: "B.swift")
    let problem = try #require(hostile.result.problem)
    #expect(problem.message.hasPrefix("more than 12 '[' in a row"))
    #expect(problem.location.line == 1 && problem.location.column == 9)
    let nested = SwiftFileReader.read(
      Array("let x: [[String: [Int]]] = [[\"a\": [[1]]]]\nlet t = Text(\"ok\")\n".utf8), path: "N.swift")
    #expect(nested.result.problem == nil && nested.result.strings.map(\.key) == ["ok"])
  }

  @Test func aLargeGeneratedFileIsRead() {
    var code = "import SwiftUI\nstruct Big: View {\n  var body: some View {\n    VStack {\n"
    for index in 0..<20_000 { code += "      Text(\"generated.\(index)\")\n" }
    code += "    }\n  }\n}\n"
    let result = SwiftFileReader.read(Array(code.utf8), path: "Big.swift").result
    #expect(result.problem == nil)
    #expect(result.strings.count == 20_000)
    #expect(result.strings.last?.location.line == 20_004)
  }

  @Test func aMissingSourcePathIsAFinding() {
    var settings = AuditSettings()
    let folder = TemporaryFolder()
    folder.write("en.lproj/A.strings", "\"a\" = \"A\";\n")
    settings.tables = [folder.path]
    settings.sources = [folder.path + "/Nowhere"]
    let findings = Audit.run(settings).findings.filter { $0.rule == "input.unreadable" }
    #expect(
      findings.map(\.message) == ["no such file or folder: \(folder.path)/Nowhere (given as Swift sources)"])
  }

  @Test func foldersOfOtherCodeAreSkipped() {
    let folder = TemporaryFolder()
    for path in [
      "App/Onboarding/Welcome.swift", "Tests/T.swift", "AppTests/T.swift", "AppUITests/T.swift",
      "Pods/P.swift",
      "Carthage/C.swift", "DerivedData/D.swift", ".build/B.swift", ".hidden/H.swift", "build/G.swift",
      "App/README.md",
    ] {
      folder.write(path, "import SwiftUI\n")
    }
    let files = SwiftSources.load(paths: [folder.path]).files.map {
      String($0.path.dropFirst(folder.path.count + 1))
    }
    #expect(files == ["App/Onboarding/Welcome.swift"])
  }
}
