import SwiftUI

struct OrchardWelcome: View {
  @State private var step = 0

  var body: some View {
    switch step {
    case 0:
      Text("orchard.title").font(.largeTitle)
      SoilColumn(spacing: 8) {
        Text("orchard.body")
      }
      Button("orchard.start") { step = 1 }
    default:
      HarvestFrame {
        Text("orchard.body")
      }
      SeedlingBadge()
      _Grove.Rows(Furrows()) { rows }
      catalog.banner
    }
  }

  private var rows: some View { Image(systemName: "tree") }
}

struct SoilColumn<Content: View>: View {
  let spacing: Double
  @ViewBuilder let content: Content

  var body: some View {
    VStack(spacing: spacing, content: content)
  }
}
