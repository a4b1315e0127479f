import Foundation

/// One card of the greeting: a picture, a title and a line, kept as plain strings.
struct Card: Identifiable, Hashable {
  var id = UUID()
  var picture: String
  var title: String
  var line: String
}

/// The cards, in order: a file-scope `var` that no code changes.
var cards: [Card] = [
  Card(picture: "teapot", title: "Brew better tea", line: "Timers for every leaf."),
  Card(picture: "leaf", title: "Find new blends", line: "Tastings near you."),
  Card(picture: "cup", title: "Keep a journal", line: "Notes for every cup."),
]
