import SwiftUI

struct GreenhouseWelcomeView: View {
  var body: some View {
    VStack {
      Text(Copy.headline.asKey)
        .font(.largeTitle)
      Image(decorative: "sprouts")
      Text(Copy.body.asKey)
        .font(.footnote)
      Text(Copy.more)
        .font(.headline)
    }
  }
}
