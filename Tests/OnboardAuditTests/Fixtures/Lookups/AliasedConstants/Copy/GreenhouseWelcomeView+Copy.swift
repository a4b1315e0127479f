import Foundation

extension GreenhouseWelcomeView {
  struct Copy {
    static let headline = Phrasebook.Greenhouse.headline
    static let body = Phrasebook.Greenhouse.body
    static let more = Phrasebook.Greenhouse.more
  }
}
