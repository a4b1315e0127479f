import SwiftUI

struct CupView: View {
  var body: some View {
    NavigationStack {
      VStack {
        Text("cup.heading").font(.largeTitle)
        Button("cup.next") {}.buttonStyle(.borderedProminent).controlSize(.large)
      }
      .navigationBarTitle("cup.nav", displayMode: .inline)
    }
  }
}
