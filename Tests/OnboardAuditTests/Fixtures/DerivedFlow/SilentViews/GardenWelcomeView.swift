import SwiftUI

/// Shapes, a shadow header and a scroll anchor around the texts: nothing VoiceOver stops at.
/// A note interpolated alone, and an image made from UIKit, are read as they are.
struct GardenWelcomeView: View {
  var body: some View {
    ZStack {
      VStack {
        Rectangle()
          .fill(Color.green)
          .shadow(color: .black, radius: 8)
          .frame(height: 90)
        Spacer()
      }
      .ignoresSafeArea(.all)
      VStack(spacing: 16) {
        RingsBadge()
        Text("garden.title")
          .font(.largeTitle)
          .accessibilityAddTraits(.isHeader)
        ScrollView {
          Text("garden.body")
          Text(
            """

            \(GardenCopy.note)
            """)
          Text("")
            .id("bottom")
        }
        HStack {
          Capsule()
            .fill(Color.green)
            .frame(width: 60, height: 6)
          Spacer()
        }
        Image(uiImage: GardenArt.leaf)
        Button("garden.start") {}
          .buttonStyle(.borderedProminent)
          .controlSize(.large)
      }
    }
  }
}

/// The copy of the welcome screen.
enum GardenCopy {
  static let note = NSLocalizedString("garden.note", comment: "Below the welcome text")
}

/// Two stroked rings, one inside the other.
struct RingsBadge: View {
  var body: some View {
    ZStack {
      Circle()
        .stroke(Color.green, lineWidth: 30)
        .frame(width: 200, height: 200)
      Circle()
        .stroke(Color.green, lineWidth: 60)
        .frame(width: 200, height: 200)
    }
  }
}
