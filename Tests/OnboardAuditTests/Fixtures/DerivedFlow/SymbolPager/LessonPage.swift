import Foundation

/// One page of the lessons intro: a symbol, a title and a line, kept as plain strings.
struct LessonPage: Identifiable {
  let id = UUID()
  let image: String
  let title: String
  let description: String
}

extension LessonPage {
  /// The pages the intro shows, in order.
  static let samplePages: [LessonPage] = [
    LessonPage(image: "book.fill", title: "Learn a little daily", description: "Five minutes a day add up."),
    LessonPage(image: "flame.fill", title: "Keep your streak", description: "A reminder when a day is left."),
    LessonPage(image: "trophy.fill", title: "Earn your badges", description: "Every finished unit counts."),
  ]
}
