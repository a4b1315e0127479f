/// One screen of the HTML page: the source locale's picture beside a second one, right to left
/// by default, that the reader picks among every audited locale with radio buttons (no
/// script: `HTMLStyle` shows the picked one). Each picture marks the findings about the
/// screen in its locale, listed beside it, and has its transcript.
struct HTMLScreenSection {
  var picture: ScreenPicture
  /// The screen's place on the page, from 1: names its radio buttons.
  var index: Int
  /// The findings about this screen, in any locale or in none.
  var findings: [Finding]

  /// The pictures a reader can put beside the source's: the right-to-left one first when no
  /// audited locale is right to left (the source's strings laid out right to left), then
  /// every audited locale.
  static func choices(of picture: ScreenPicture) -> [ScreenSimulation] {
    let audited = picture.locales
    let isAudited = audited.contains {
      $0.locale.tag == picture.rightToLeft.locale.tag && $0.locale.isRightToLeft
    }
    return isAudited ? audited : [picture.rightToLeft] + audited
  }

  var html: String {
    let choices = Self.choices(of: picture)
    let picked =
      choices.firstIndex {
        $0.locale.tag == picture.rightToLeft.locale.tag
          && $0.locale.isRightToLeft == picture.rightToLeft.locale.isRightToLeft
      } ?? 0
    let name = "s\(index)"
    var html = "<section class=\"screen\">\n<h3>Screen <code>\(HTMLReporter.escape(picture.id))</code></h3>\n"
    html += "<div class=\"pick\">\n"
    for position in choices.indices {
      html += "<input type=\"radio\" name=\"\(name)\" id=\"\(name)-\(position + 1)\""
      html += position == picked ? " checked>" : ">"
    }
    html += "\n<p class=\"tabs\">Beside the source:"
    // The source's strings laid out right to left come first when no audited locale is.
    let laidOutOnly = choices.count > picture.locales.count
    for (position, simulation) in choices.enumerated() {
      let tag = simulation.locale.tag
      let label = position == 0 && laidOutOnly ? "\(tag), right to left" : tag
      html += " <label for=\"\(name)-\(position + 1)\">\(HTMLReporter.escape(label))</label>"
    }
    html += "</p>\n<div class=\"pair\">\n" + figure(picture.leftToRight) + "<div class=\"choices\">\n"
    for simulation in choices { html += figure(simulation) }
    return html + "</div>\n</div>\n</div>\n</section>\n"
  }

  private func figure(_ simulation: ScreenSimulation) -> String {
    let tag = simulation.locale.tag
    let marks = findings.filter { $0.locale == nil || $0.locale == tag }
    let direction = simulation.locale.isRightToLeft ? "Right to left" : "Left to right"
    var html = "<figure>\n<figcaption>\(direction) · \(HTMLReporter.escape(tag))</figcaption>\n"
    html +=
      HTMLScreenDrawing(simulation: simulation, size: picture.size, device: picture.device, marks: marks).svg
    if !marks.isEmpty {
      html += "<ol class=\"marks\">\n"
      for (number, finding) in marks.enumerated() {
        html +=
          "<li class=\"\(finding.severity.rawValue)\"><span class=\"mark \(finding.severity.rawValue)\">"
        html += "\(number + 1)</span> " + HTMLReporter.describe(finding) + "</li>\n"
      }
      html += "</ol>\n"
    }
    html += "<ol class=\"transcript\" dir=\"auto\">\n"
    for stop in simulation.stops {
      let time = NumberText.seconds(stop.reachableAt)
      html +=
        "<li><span class=\"time\">\(time)</span> <bdi>\(HTMLReporter.escape(stop.announcement.spoken))</bdi></li>\n"
    }
    return html + "</ol>\n</figure>\n"
  }
}
