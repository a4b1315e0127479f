import SwiftUI

/// Another screen's types of the same names: its own nested `WelcomeLanding`, and a badge
/// private to this file.
struct AridTrailView: View {
  var body: some View {
    VStack {
      WelcomeLanding()
      Badge()
    }
  }
}

extension AridTrailView {
  struct WelcomeLanding: View {
    var body: some View {
      Text("arid.title")
    }
  }
}

private struct Badge: View {
  var body: some View {
    Button {
    } label: {
      Color.clear.frame(width: 44, height: 44)
    }
  }
}
