/// `order.rtl-not-mirrored`: a row read backwards in a right-to-left locale.
struct OrderRTLNotMirroredRule: Rule {
  let description = RuleDescription(
    id: "order.rtl-not-mirrored",
    defaultSeverity: .warning,
    summary: "In a right-to-left locale, a row that does not mirror is read backwards",
    rationale: """
      SwiftUI mirrors layouts under right-to-left languages, so the leading element is still \
      read first. A row with `mirrors: false` (a fixed left-to-right environment) keeps its \
      frames, and VoiceOver, which reads right to left there, reads it from its end: "Next" \
      before "Back", the subtitle before the title. Reported per right-to-left locale on the \
      element that turns mirroring off, when its stops are read in another order than in a \
      left-to-right locale.
      """,
    reference: "Apple HIG, Right to left; W3C, Structural markup and right-to-left text",
    triggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title", "frame": [32, 96, 326, 40]},
        ↓{"id": "nav", "role": "group", "axis": "horizontal", "mirrors": false, "frame": [32, 742, 326, 50],
         "elements": [
          {"id": "back", "role": "button", "text": "body", "frame": [32, 742, 150, 50], "actions": ["activate"]},
          {"id": "go", "role": "button", "text": "go", "frame": [208, 742, 150, 50], "actions": ["activate"]}]}
        """,
        files: [
          (
            "ar.lproj/Onboarding.strings",
            "\"title\" = \"مرحبًا\";\n\"body\" = \"رجوع\";\n\"go\" = \"متابعة\";\n"
          )
        ])
    ],
    nonTriggeringExamples: [
      flowExample(
        """
        {"id": "title", "role": "header", "text": "title", "frame": [32, 96, 326, 40]},
        {"id": "nav", "role": "group", "axis": "horizontal", "frame": [32, 742, 326, 50], "elements": [
          {"id": "back", "role": "button", "text": "body", "frame": [32, 742, 150, 50], "actions": ["activate"]},
          {"id": "go", "role": "button", "text": "go", "frame": [208, 742, 150, 50], "actions": ["activate"]}]}
        """,
        files: [
          (
            "ar.lproj/Onboarding.strings",
            "\"title\" = \"مرحبًا\";\n\"body\" = \"رجوع\";\n\"go\" = \"متابعة\";\n"
          )
        ])
    ],
    scope: .locale)

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    guard context.locale.isRightToLeft else { return }
    let leftToRight = ReadingOrder.stops(
      of: context.screen, device: context.manifest.device, rightToLeft: false)
    for element in context.screen.allElements where element.mirrors == false {
      let read = context.simulation.stops(within: element.id).map(\.stop.element.id)
      let expected = leftToRight.filter { $0.isWithin(element.id) }.map(\.element.id)
      guard read.count >= 2, read != expected else { continue }
      sink.report(
        "\(context.name(of: element)) on screen \(quoted: context.screen.id) does not mirror, so \(quoted: context.locale.tag) reads it backwards (\(read.map { quoted($0) }.joined(separator: ", "))); let it mirror",
        on: element, in: context)
    }
  }
}
