import Foundation

struct Phrasebook {
  struct Greenhouse {
    static let headline = String(localized: "Grow greens indoors", comment: "Greenhouse title")
    static let body = String(localized: "Seedlings need light every morning.", comment: "Greenhouse body")
    static let more = AttributedString(
      localized: "Read the [grower's guide](https://example.com/guide)", comment: "Link")
  }
}
