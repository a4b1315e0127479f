import SwiftUI

struct SteepView: View {
  var body: some View {
    VStack {
      Text("steep.kicker").font(.largeTitle)
      Text("steep.title").font(.poster)
      Button("steep.next") {}.buttonStyle(.borderedProminent).controlSize(.large)
    }
  }
}
