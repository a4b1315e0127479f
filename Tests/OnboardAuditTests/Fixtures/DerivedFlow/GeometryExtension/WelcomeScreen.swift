import SwiftUI

/// A view whose conformance and body are in an extension, laid out in a GeometryReader.
struct WelcomeScreen {
  let columns = 2
}

extension WelcomeScreen: View {
  var body: some View {
    GeometryReader { proxy in
      VStack {
        Text("geo.title")
          .font(.largeTitle)
          .accessibilityAddTraits(.isHeader)
        Text("geo.body")
        NewBadge()
      }
      .frame(width: proxy.size.width / 2)
    }
  }
}
