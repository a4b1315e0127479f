/// A screen as an inline SVG picture at its size in points: what VoiceOver skips (hidden and
/// decorative elements) dimmed, each focus stop a box numbered in reading order at its leading
/// top corner, what moves outlined with its animations named, and each finding a badge
/// coloured by severity at the trailing top corner of its element (along the top of the
/// screen for a finding about the whole screen), numbered as listed beside the picture.
struct HTMLScreenDrawing {
  var simulation: ScreenSimulation
  var size: Size
  var device: Device
  /// The findings to mark, numbered from 1 in this order.
  var marks: [Finding]

  var svg: String {
    let screen = simulation.screen
    let rightToLeft = simulation.locale.isRightToLeft
    let frames = ReadingOrder.laidOutFrames(of: screen, device: device, rightToLeft: rightToLeft)
    let width = number(size.width)
    let height = number(size.height)
    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" "
    svg +=
      "role=\"img\" aria-label=\"\(HTMLReporter.escape(screen.id)) in \(HTMLReporter.escape(simulation.locale.tag))\">\n"
    svg += "<rect class=\"device\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" rx=\"36\"/>\n"
    for (element, why) in Self.silent(screen.elements) {
      guard let frame = frames[element.id] else { continue }
      svg += "<g class=\"silent\"><title>\(HTMLReporter.escape(element.id)): \(why)</title>" + box(frame)
      svg += caption(why, in: frame, rightToLeft: rightToLeft, top: true) + "</g>\n"
    }
    for spoken in simulation.stops {
      guard let frame = spoken.stop.frame else { continue }
      let badgeX = rightToLeft ? frame.maxX - 14 : frame.x + 14
      let label = spoken.announcement.spoken
      svg += "<g class=\"stop\"><title>\(spoken.number). \(HTMLReporter.escape(label))</title>" + box(frame)
      svg += "<circle cx=\"\(number(badgeX))\" cy=\"\(number(frame.y + 14))\" r=\"12\"/>"
      svg +=
        "<text class=\"number\" x=\"\(number(badgeX))\" y=\"\(number(frame.y + 19))\">\(spoken.number)</text>"
      let textX = rightToLeft ? frame.maxX - 32 : frame.x + 32
      svg += "<text class=\"label\" x=\"\(number(textX))\" y=\"\(number(frame.y + 19))\" "
      // With `direction="rtl"`, "start" is the right edge: the text runs leftwards from x.
      svg += "text-anchor=\"start\" direction=\"\(rightToLeft ? "rtl" : "ltr")\">"
      svg += HTMLReporter.escape(Self.shortened(label, toFit: frame.width - 40)) + "</text></g>\n"
    }
    for element in screen.allElements where !element.animations.isEmpty {
      guard let frame = frames[element.id] else { continue }
      let moves = element.animations.contains { $0.kind.isMotion }
      let names = element.animations.map { $0.kind.rawValue + ($0.repeat == .forever ? " ∞" : "") }
      let text = (moves ? "↻ " : "") + names.joined(separator: ", ")
      svg += "<g class=\"\(moves ? "moving" : "fading")\"><title>\(HTMLReporter.escape(element.id)): "
      svg += "\(HTMLReporter.escape(names.joined(separator: ", ")))</title>" + box(frame)
      svg += caption(text, in: frame, rightToLeft: rightToLeft, top: false) + "</g>\n"
    }
    svg += badges(frames: frames, rightToLeft: rightToLeft)
    return svg + "</svg>\n"
  }

  /// The elements VoiceOver never reads, with the reason: hidden (with everything inside) or
  /// decorative.
  static func silent(_ elements: [Element]) -> [(Element, String)] {
    elements.flatMap { element -> [(Element, String)] in
      if element.hidden { return ([element] + element.descendants).map { ($0, "hidden") } }
      if element.decorative { return [(element, "decorative")] }
      return silent(element.elements)
    }
  }

  /// One badge per finding, in a row that ends at the trailing top corner of its element and
  /// reads in the locale's direction.
  private func badges(frames: [String: Frame], rightToLeft: Bool) -> String {
    let stopFrames = Dictionary(
      simulation.stops.compactMap { stop in stop.stop.frame.map { (stop.stop.element.id, $0) } },
      uniquingKeysWith: { first, _ in first })
    let whole = Frame(x: 0, y: 0, width: size.width, height: size.height)
    let perElement = Dictionary(grouping: marks) { $0.element ?? "" }.mapValues(\.count)
    var placed: [String: Int] = [:]
    var svg = ""
    for (index, finding) in marks.enumerated() {
      let element = finding.element ?? ""
      let frame = frames[element] ?? stopFrames[element] ?? whole
      let inset = frame == whole ? 36.0 : 2.0
      // From the trailing corner: the last badge sits there, the first furthest from it.
      let fromCorner = Double(perElement[element, default: 1] - 1 - placed[element, default: 0]) * 22
      placed[element, default: 0] += 1
      let x = rightToLeft ? frame.x + inset + fromCorner : frame.maxX - inset - 20 - fromCorner
      let y = frame == whole ? 14 : frame.y + 2
      let severity = finding.severity.rawValue
      svg += "<g class=\"mark \(severity)\"><title>\(index + 1). \(severity): "
      svg += "\(HTMLReporter.escape(finding.message))</title>"
      svg += "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"20\" height=\"20\" rx=\"4\"/>"
      svg += "<text x=\"\(number(x + 10))\" y=\"\(number(y + 15))\">\(index + 1)</text></g>\n"
    }
    return svg
  }

  private func box(_ frame: Frame) -> String {
    "<rect x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(frame.width))\" "
      + "height=\"\(number(frame.height))\" rx=\"8\"/>"
  }

  /// A small caption inside a frame, at its leading edge, at the top or the bottom.
  private func caption(_ text: String, in frame: Frame, rightToLeft: Bool, top: Bool) -> String {
    let x = rightToLeft ? frame.maxX - 6 : frame.x + 6
    let y = top ? frame.y + 14 : frame.maxY - 6
    return "<text class=\"caption\" x=\"\(number(x))\" y=\"\(number(y))\" text-anchor=\"start\" "
      + "direction=\"\(rightToLeft ? "rtl" : "ltr")\">"
      + HTMLReporter.escape(Self.shortened(text, toFit: frame.width - 4)) + "</text>"
  }

  /// A label cut to what fits a box, at about half an em per character of 13 pt text.
  static func shortened(_ text: String, toFit width: Double) -> String {
    let fits = max(0, Int(width / 7))
    guard text.count > fits else { return text }
    return fits < 2 ? "" : String(text.prefix(fits - 1)) + "…"
  }

  /// Coordinates without a locale's decimal separator or needless digits.
  private func number(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(abs(tenths % 10))"
  }
}
