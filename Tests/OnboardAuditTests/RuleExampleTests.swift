import Foundation
import Testing

@testable import OnboardAudit

/// One example of one rule, named for test output: "key.missing triggering #2".
struct ExampleCase: CustomTestStringConvertible, Sendable {
  var rule: RuleDescription
  var triggering: Bool
  var number: Int
  var example: RuleExample

  var testDescription: String {
    "\(rule.id) \(triggering ? "triggering" : "non-triggering") #\(number)"
  }

  static var all: [ExampleCase] {
    RuleCatalog.descriptions.flatMap { rule in
      rule.triggeringExamples.enumerated().map {
        ExampleCase(rule: rule, triggering: true, number: $0.offset + 1, example: $0.element)
      }
        + rule.nonTriggeringExamples.enumerated().map {
          ExampleCase(rule: rule, triggering: false, number: $0.offset + 1, example: $0.element)
        }
    }
  }
}

/// A place a finding must land: file relative to the example's folder, line and column
/// (0 and 0 for a finding about a whole file).
struct Mark: Hashable, CustomStringConvertible {
  var file: String
  var line: Int
  var column: Int

  var description: String { "\(file):\(line):\(column)" }
}

/// Writes an example's files without their `↓` markers, and says where the markers were.
struct ExampleProject {
  static let marker: Unicode.Scalar = "↓"

  let folder = TemporaryFolder()
  var marks: [Mark] = []

  /// `encode` turns each file's text into bytes: the variations run the same example as
  /// UTF-16 or with CRLF line breaks.
  init(_ example: RuleExample, encode: (String, String) -> [UInt8] = { _, text in Array(text.utf8) }) {
    for file in example.files {
      var path = file.path
      if path.unicodeScalars.first == Self.marker {
        path.unicodeScalars.removeFirst()
        marks.append(Mark(file: path, line: 0, column: 0))
      }
      var text = String.UnicodeScalarView()
      var line = 1
      var column = 1
      for scalar in file.contents.unicodeScalars {
        if scalar == Self.marker {
          marks.append(Mark(file: path, line: line, column: column))
          continue
        }
        text.append(scalar)
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      }
      folder.write(path, encode(path, String(text)))
    }
    for link in example.links {
      var path = link.path
      if path.unicodeScalars.first == Self.marker {
        path.unicodeScalars.removeFirst()
        marks.append(Mark(file: path, line: 0, column: 0))
      }
      folder.link(path, to: link.target)
    }
  }

  /// Audits the folder with the example's settings; the marks of one rule's findings.
  func findings(of rule: String, _ example: RuleExample) -> (marks: [Mark], unlocated: Int, all: [Finding]) {
    var settings = AuditSettings()
    settings.tables = [folder.path]
    settings.locales = example.locales
    settings.doNotTranslate = example.doNotTranslate
    if example.files.contains(where: { $0.path.hasSuffix(".swift") }) {
      settings.sources = [folder.path]
    }
    if example.files.contains(where: { $0.path == "onboarding.json" }) {
      do {
        settings.flow = try FlowManifest.load(folder.path + "/onboarding.json", ruleIDs: RuleCatalog.ids)
      } catch {
        Issue.record("the example's manifest does not load: \(error)")
      }
    }
    let found = Audit.run(settings).findings.filter { $0.rule == rule }
    var result: [Mark] = []
    var unlocated = 0
    for finding in found {
      guard let location = finding.location else {
        unlocated += 1
        continue
      }
      let prefix = folder.path + "/"
      let file =
        location.file.hasPrefix(prefix) ? String(location.file.dropFirst(prefix.count)) : location.file
      result.append(Mark(file: file, line: location.line, column: location.column))
    }
    return (result.sorted { $0.description < $1.description }, unlocated, found)
  }
}

@Suite("Rule examples")
struct RuleExampleTests {
  @Test(arguments: ExampleCase.all)
  func example(_ item: ExampleCase) {
    let project = ExampleProject(item.example)
    let found = project.findings(of: item.rule.id, item.example)
    let expected = project.marks.sorted { $0.description < $1.description }
    let written = Testing.SourceLocation(
      fileID: "OnboardAudit/\(item.example.sourceFile.split(separator: "/").last ?? "")",
      filePath: item.example.sourceFile, line: item.example.sourceLine, column: 1)
    if item.triggering {
      #expect(
        !expected.isEmpty || item.example.unlocatedFindings > 0, "a triggering example needs a marker",
        sourceLocation: written)
    } else {
      #expect(expected.isEmpty, "a non-triggering example has no marker", sourceLocation: written)
    }
    #expect(
      found.marks == expected, "\(found.all.map(\.message))", sourceLocation: written)
    #expect(found.unlocated == item.example.unlocatedFindings, sourceLocation: written)
    for finding in found.all {
      #expect(
        finding.severity == item.rule.defaultSeverity || item.rule.id.hasPrefix("plural.")
          || [
            "target.size", "motion.no-reduced-fallback", "motion.reveal-hides-content", "input.unreadable",
            "input.unknown-locale", "value.untranslated", "format.invalid", "value.empty",
          ].contains(
            item.rule.id)
      )
      if item.rule.scope == .flow {
        #expect(finding.locale == nil, "findings of flow rules belong to no locale")
      }
      if item.example.files.contains(where: { $0.path == "onboarding.json" }) && finding.key == nil {
        // A screen's own transition and auto-advance belong to no element.
        #expect(
          finding.screen != nil
            && (finding.element != nil || item.rule.family == "motion" || item.rule.family == "timing"),
          "screen findings name their screen and element")
      }
      #expect(!finding.message.hasSuffix("."), "messages end without a period")
    }
  }

  /// The same examples as UTF-16 with a byte order mark and with CRLF line breaks:
  /// `.strings` locations must not move.
  @Test(arguments: ExampleCase.all.filter { $0.triggering })
  func encodingVariants(_ item: ExampleCase) {
    let variants: [(String, (String, String) -> [UInt8])] = [
      (
        "UTF-16LE",
        { path, text in path.hasSuffix(".strings") ? utf16LittleEndianWithBOM(text) : Array(text.utf8) }
      ),
      (
        "CRLF",
        { path, text in
          path.hasSuffix(".strings")
            ? Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8) : Array(text.utf8)
        }
      ),
    ]
    let plain = ExampleProject(item.example)
    let reference = plain.findings(of: item.rule.id, item.example).marks
    for (name, encode) in variants {
      let project = ExampleProject(item.example, encode: encode)
      #expect(project.findings(of: item.rule.id, item.example).marks == reference, "\(name)")
    }
  }

  @Test func everyRuleHasExamplesAndAReference() {
    var ids: Set<String> = []
    for rule in RuleCatalog.descriptions {
      #expect(ids.insert(rule.id).inserted, "\(rule.id) is listed twice")
      #expect(!rule.triggeringExamples.isEmpty, "\(rule.id) has no triggering example")
      #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id) has no non-triggering example")
      #expect(!rule.reference.isEmpty && !rule.rationale.isEmpty && !rule.summary.isEmpty, "\(rule.id)")
    }
  }
}

func utf16LittleEndianWithBOM(_ text: String) -> [UInt8] {
  var bytes: [UInt8] = [0xFF, 0xFE]
  for unit in text.utf16 {
    bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
  }
  return bytes
}
