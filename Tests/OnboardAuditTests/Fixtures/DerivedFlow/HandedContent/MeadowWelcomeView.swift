import SwiftUI

struct MeadowWelcomeView: View {
  var body: some View {
    ParallaxBackdrop {
      layers()
    }
  }

  @ViewBuilder
  private func layers() -> some View {
    MeadowCard {
      Text("meadow.title")
        .font(.largeTitle)
        .accessibilityAddTraits(.isHeader)
    }
    MeadowColumn {
      Text("meadow.body")
    }
  }
}
