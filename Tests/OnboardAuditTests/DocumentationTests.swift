import Foundation
import Testing

@testable import OnboardAudit
@testable import onboard_audit

/// The repository explains itself: the README is a front page whose links resolve, the rule
/// catalog page is what the tool prints, and the code cites its own `docs/`.
@Suite("Documentation")
struct DocumentationTests {
  private static func text(_ relativePath: String) -> String {
    (try? String(contentsOfFile: packageRoot + "/" + relativePath, encoding: .utf8)) ?? ""
  }

  /// The Markdown pages whose links are checked: the README and every page of `docs/`.
  private static let pages: [String] = {
    let docs = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/docs")) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }()

  /// docs/rules.md's catalog is generated from the rules: `onboard-audit rules --format markdown`
  /// (`Scripts/update-rules-doc` writes it again).
  @Test func ruleCatalogPageEqualsWhatTheToolPrints() throws {
    let text = Self.text("docs/rules.md")
    let begin = try #require(text.range(of: "<!-- rules:begin -->\n"))
    let end = try #require(text.range(of: "<!-- rules:end -->"))
    let printed = runTool(["rules", "--format", "markdown"])
    #expect(printed.code == 0)
    #expect(String(text[begin.upperBound..<end.lowerBound]) == printed.out)
    #expect(printed.out == RuleDocumentation.markdown())
  }

  /// SARIF's `helpUri` of every rule names a heading of docs/rules.md.
  @Test func everyRulesHelpLinkNamesItsHeading() {
    #expect(Tool.rulesURL.hasSuffix("/docs/rules.md"))
    let anchors = MarkdownLinks.anchors(in: Self.text("docs/rules.md"))
    for id in RuleCatalog.ids {
      #expect(anchors.contains(RuleDocumentation.anchor(id)), "\(id)")
    }
  }

  /// Every option `audit` declares has its row in the README's table, with its value's name.
  @Test func everyOptionIsInTheReadme() {
    let text = Self.text("README.md")
    let options = declaredOptions(of: AuditCommand.self)
    #expect(options.count >= 20)
    for option in options {
      let row = "| `\(option.name)" + (option.valueName.map { " \($0)" } ?? "") + "`"
      #expect(text.contains(row), "\(row)")
    }
  }

  /// The README is a front page; the rest lives in `docs/`.
  @Test func readmeIsAFrontPage() {
    let lines = Self.text("README.md").split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count > 20, "the README is missing")
    #expect(lines.count <= 300, "README.md has \(lines.count) lines")
  }

  @Test func theDocsPagesExist() {
    for page in ["design", "rules", "manifest", "swiftui", "ci"] {
      #expect(Self.pages.contains("docs/\(page).md"), "docs/\(page).md")
    }
  }

  /// Every relative link of the README and of `docs/` names a file of the repository, and
  /// its `#anchor`, when it has one, a heading (or the generated catalog's anchor) there.
  @Test(arguments: pages)
  func relativeLinksResolve(_ page: String) {
    let links = MarkdownLinks.targets(in: Self.text(page))
    // The front page links to every page of docs/: links are found where there are some.
    if page == "README.md" { #expect(!links.isEmpty, "\(page) has no links") }
    let folder = (page as NSString).deletingLastPathComponent
    for link in links where !link.contains("://") && !link.hasPrefix("mailto:") {
      let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let file =
        parts[0].isEmpty
        ? page : FileSystem.normalize((folder as NSString).appendingPathComponent(String(parts[0])))
      let exists = FileManager.default.fileExists(atPath: packageRoot + "/" + file)
      #expect(exists, "\(page): \(link) names \(file), which does not exist")
      guard exists, parts.count == 2 else { continue }
      let anchors = MarkdownLinks.anchors(in: Self.text(file))
      #expect(anchors.contains(String(parts[1])), "\(page): \(link) names no heading of \(file)")
    }
  }

  /// Code and tests cite the repository's own `docs/`, never a design brief that is not in it.
  @Test func codeCitesNoDocumentOutsideTheRepository() throws {
    // Spelt in pieces, so that this file does not match itself.
    let brief = "DES" + "IGN"
    let citations = [brief + " §", brief + ".md"]
    var files = 0
    for folder in ["Sources", "Tests"] {
      let root = packageRoot + "/" + folder
      let walker = try #require(FileManager.default.enumerator(atPath: root))
      while let path = walker.nextObject() as? String {
        guard let data = FileManager.default.contents(atPath: root + "/" + path) else { continue }
        files += 1
        let text = String(decoding: data, as: UTF8.self)
        for citation in citations {
          #expect(!text.contains(citation), "\(folder)/\(path) cites \(citation)")
        }
      }
    }
    #expect(files > 100)
  }
}

/// Links and headings of a Markdown page, as GitHub resolves them.
enum MarkdownLinks {
  /// The targets of `[text](target)` and `![alt](target)`, outside code blocks and code spans.
  static func targets(in text: String) -> [String] {
    var targets: [String] = []
    for line in prose(text) {
      // Code spans are text, not links.
      let parts = line.split(separator: "`", omittingEmptySubsequences: false)
      var rest = Substring(parts.enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined())
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        let target = after[..<close].split(separator: " ").first.map(String.init) ?? ""
        if !target.isEmpty { targets.append(target) }
        rest = after[close...]
      }
    }
    return targets
  }

  /// The anchors GitHub gives the page's headings (lower case, spaces to hyphens, punctuation
  /// but `-` and `_` dropped), with `-1`, `-2` for repeated ones.
  static func anchors(in text: String) -> Set<String> {
    var anchors: Set<String> = []
    var seen: [String: Int] = [:]
    for line in prose(text) where line.hasPrefix("#") {
      let title = line.drop { $0 == "#" }.filter { $0 != "`" }.trimmingCharacters(in: .whitespaces)
      var anchor = ""
      for character in title.lowercased() {
        if character == " " {
          anchor.append("-")
        } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
          anchor.append(character)
        }
      }
      let count = seen[anchor, default: 0]
      seen[anchor] = count + 1
      anchors.insert(count == 0 ? anchor : "\(anchor)-\(count)")
    }
    return anchors
  }

  /// The page's lines outside fenced code blocks.
  private static func prose(_ text: String) -> [String] {
    var lines: [String] = []
    var fenced = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        fenced.toggle()
        continue
      }
      if !fenced { lines.append(String(line)) }
    }
    return lines
  }
}
