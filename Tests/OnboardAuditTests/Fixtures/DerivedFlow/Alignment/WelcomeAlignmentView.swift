import SwiftUI

/// Stacks with and without an alignment, and a row in a frame wider than it.
struct WelcomeAlignmentView: View {
  var body: some View {
    VStack(spacing: 0) {
      Text("thirty characters of centring")
      Text("ab")
      VStack(alignment: .leading) {
        Text("abcd")
        Text("cd")
      }
      HStack {
        Text("ef")
      }
      .frame(maxWidth: .infinity, alignment: .trailing)
      HStack(alignment: .bottom) {
        Image(systemName: "star")
          .font(.largeTitle)
        Text("gh")
      }
      ZStack(alignment: .topLeading) {
        Image(decorative: "backdrop")
          .frame(width: 100, height: 100)
        Text("ij")
      }
    }
  }
}
