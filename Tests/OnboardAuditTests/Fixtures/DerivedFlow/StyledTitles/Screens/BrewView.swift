import SwiftUI

struct BrewView: View {
  var body: some View {
    VStack {
      Text("brew.title").typeface(.title2)
      Text("brew.detail")
      Button("brew.next") {}.buttonStyle(.borderedProminent).controlSize(.large)
    }
  }
}
