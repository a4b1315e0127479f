import SwiftUI

/// Fonts of a design system the sources do not declare: known by their tokens' names.
struct DripView: View {
  var body: some View {
    VStack {
      Text("drip.intro").font(.steep.bodyRegular)
      Text("drip.title").font(.steep.headingLargeBold)
      Button("drip.next") {}.buttonStyle(.borderedProminent).controlSize(.large)
    }
  }
}
