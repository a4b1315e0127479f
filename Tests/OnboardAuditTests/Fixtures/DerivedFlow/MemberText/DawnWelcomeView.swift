import SwiftUI

enum DawnKind {
  case sunrise, dusk
}

enum DawnText {
  static let sunrise = String(localized: "dawn.sunrise")
  static let dusk = String(localized: "dawn.dusk")
}

struct DawnWelcomeView: View {
  let kind: DawnKind

  /// One of two texts, by the kind the caller gives.
  var titleText: String {
    switch kind {
    case .sunrise: DawnText.sunrise
    case .dusk: DawnText.dusk
    }
  }

  var subtitle: String { String(localized: "dawn.subtitle") }

  var body: some View {
    VStack(spacing: 12) {
      Text(titleText)
        .font(.largeTitle)
        .accessibilityAddTraits(.isHeader)
      Text(subtitle)
    }
  }
}
