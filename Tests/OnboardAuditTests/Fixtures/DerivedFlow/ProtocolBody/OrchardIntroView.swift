import SwiftUI

struct OrchardIntroView: Pane {
  var content: some View {
    VStack(spacing: 16) {
      Text("orchard.title")
        .font(.largeTitle)
        .accessibilityAddTraits(.isHeader)
      Text("orchard.body")
      Button(action: {}) {
        Text("orchard.begin").frame(maxWidth: .infinity, minHeight: 44)
      }
    }
  }
}
