/// `timing.too-fast`: an auto-advance quicker than its text can be read in a locale.
struct TimingTooFastRule: Rule {
  static let wordsPerMinute = RuleOption.number(
    "wordsPerMinute", of: "timing.too-fast", default: 200, in: 20...1000,
    "Reading speed for text written with spaces between words, in words per minute")
  static let charactersPerMinute = RuleOption.number(
    "charactersPerMinute", of: "timing.too-fast", default: 400, in: 40...3000,
    "Reading speed for Chinese and Japanese (Han, Hiragana, Katakana), in characters per minute")
  static let overhead = RuleOption.number(
    "overhead", of: "timing.too-fast", default: 0.5, in: 0...10,
    "Seconds added to each item to notice the change and find where its text starts")

  let description = RuleDescription(
    id: "timing.too-fast",
    defaultSeverity: .warning,
    summary: "An auto-advance interval is shorter than the time to read its text in a locale",
    rationale: """
      An interval tuned on the English copy is too short for a German text a third longer, \
      and for anyone who reads slower than the designer. Per locale, the rule \
      estimates the time to read what one interval shows — each item of a carousel, whole \
      (the text of all its stops: a quote and its author are one card; the longest item \
      counts), or all the visible text of an auto-advancing screen — and warns when \
      `autoAdvance.after` is shorter, with or without a pause control. Reading-speed model: \
      \(RuleOption.text(Self.wordsPerMinute.defaultValue)) words per minute for text written \
      with spaces (Brysbaert 2019 puts silent reading of English non-fiction at 238 wpm, most \
      adults between 175 and 300; IReST measured 184 wpm read aloud on average over 17 \
      languages), \(RuleOption.text(Self.charactersPerMinute.defaultValue)) characters per \
      minute for Chinese and Japanese (Han, Hiragana, Katakana), plus \
      \(secondsText(Self.overhead.defaultValue)) per item to notice the change and find the \
      start; the options below set all three. Known limits: that is close to an average adult \
      reader, not a slow one, nor one listening to VoiceOver; \
      Thai, Lao, Khmer and Burmese, written without spaces between words, are counted as \
      words and come out too short; text in images is not seen.
      """,
    reference:
      "WCAG 2.2, 2.2.1 Timing Adjustable; Brysbaert (2019), How many words do we read per minute?; Trauzettel-Klosinski and Dietz (2012), IReST",
    triggeringExamples: [
      flowExample(
        FlowExampleDefaults.carousel(autoAdvance: #"↓{"after": 3.4}"#, quote: "quote"),
        strings: FlowExampleDefaults.strings + "\"quote\" = \"I write every day now.\";\n",
        files: [
          (
            "de.lproj/Onboarding.strings",
            """
            "title" = "Willkommen";
            "body" = "Schreib jeden Tag ein wenig.";
            "go" = "Weiter";
            "go.hint" = "Öffnet die nächste Seite.";
            "quote" = "Seit ich Ova benutze, schreibe ich wirklich jeden Abend ein paar Zeilen über meinen Tag.";

            """
          )
        ])
    ],
    nonTriggeringExamples: [
      flowExample(
        FlowExampleDefaults.carousel(autoAdvance: #"{"after": 3.4}"#, quote: "quote"),
        strings: FlowExampleDefaults.strings + "\"quote\" = \"I write every day now.\";\n",
        files: [("ja.lproj/Onboarding.strings", "\"quote\" = \"毎日書いています。\";\n")])
    ],
    scope: .locale,
    options: [Self.wordsPerMinute, Self.charactersPerMinute, Self.overhead])

  func check(screen context: ScreenContext, _ sink: inout FindingSink) {
    let options = context.settings.options
    let reading = ReadingTime(
      wordsPerMinute: options[Self.wordsPerMinute], charactersPerMinute: options[Self.charactersPerMinute],
      overhead: options[Self.overhead])
    let locale = quoted(context.locale.tag)
    if let advance = context.screen.autoAdvance {
      let text = visibleText(of: context.screen.elements, in: context)
      let needed = reading.seconds(text)
      if needed > advance.after {
        sink.reportOnScreen(
          "in \(locale), \(context.screenName) moves on after \(secondsText(advance.after)), but its text takes about \(secondsText(needed)) to read, so readers lose it before they finish; wait at least that long",
          in: context, at: advance.location)
      }
    }
    for element in context.screen.allElements {
      guard let advance = element.autoAdvance else { continue }
      let items = element.elements.isEmpty ? [element] : element.elements
      let longest = items.map { reading.seconds(itemText($0, in: context)) }.max() ?? 0
      guard longest > advance.after else { continue }
      sink.report(
        "in \(locale), \(context.name(of: element)) on \(context.screenName) advances every \(secondsText(advance.after)), but its longest item takes about \(secondsText(longest)) to read, so readers lose it before they finish; show each item at least that long",
        on: element, in: context, at: advance.location)
    }
  }

  /// What a carousel item gives to read: the names of all its stops, else (when VoiceOver
  /// reads none of it) its visible text.
  private func itemText(_ item: Element, in context: ScreenContext) -> String {
    let names = context.simulation.stops(within: item.id).map(\.announcement.name).filter { !$0.isEmpty }
    return names.isEmpty ? visibleText(of: [item], in: context) : names.joined(separator: " ")
  }

  /// The visible text of elements and everything below them, hidden ones left out.
  private func visibleText(of elements: [Element], in context: ScreenContext) -> String {
    elements.filter { !$0.hidden }.flatMap { element in
      [context.simulation.string("text", of: element)].compactMap { $0 }
        + [visibleText(of: element.elements, in: context)]
    }.filter { !$0.isEmpty }.joined(separator: " ")
  }
}

/// How long text takes to read, by the model `timing.too-fast` documents, at the speeds its
/// options set.
struct ReadingTime {
  var wordsPerMinute = TimingTooFastRule.wordsPerMinute.defaultValue
  var charactersPerMinute = TimingTooFastRule.charactersPerMinute.defaultValue
  /// Seconds to notice a change and find where the text starts.
  var overhead = TimingTooFastRule.overhead.defaultValue

  /// Seconds to read a text: words of spaced scripts, characters of Chinese and Japanese.
  func seconds(_ text: String) -> Double {
    var words = 0
    var characters = 0
    var inWord = false
    for scalar in text.unicodeScalars {
      if Self.isUnspacedCJK(scalar) {
        characters += 1
        inWord = false
      } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
        if !inWord { words += 1 }
        inWord = true
      } else if scalar.properties.isWhitespace || scalar.properties.generalCategory.isPunctuation {
        inWord = false
      }
    }
    guard words + characters > 0 else { return 0 }
    return overhead + Double(words) * 60 / wordsPerMinute + Double(characters) * 60 / charactersPerMinute
  }

  /// Han, Hiragana and Katakana (half-width forms too).
  static func isUnspacedCJK(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F,
      0x20000...0x3134F:
      true
    default: false
    }
  }
}
