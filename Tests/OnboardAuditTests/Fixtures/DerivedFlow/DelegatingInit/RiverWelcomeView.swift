import SwiftUI

struct RiverWelcomeView: View {
  var body: some View {
    VStack {
      Text("river.title")
        .font(.largeTitle)
        .accessibilityAddTraits(.isHeader)
      PebbleButton("river.paddle") {}
      PebbleButton(action: {}) {
        Text("river.drift")
      }
    }
  }
}
