import SwiftUI

struct AromaView: View {
  var body: some View {
    VStack {
      Text("aroma.caption").typeface(.body)
      Text("aroma.title").brewBanner(fontSize: 26)
      Text("aroma.note").font(.title2)
      Button("aroma.next") {}.buttonStyle(.borderedProminent).controlSize(.large)
    }
  }
}
