import SwiftUI

struct TourCard: View {
  var picture: (String, CGFloat, CGFloat)
  var heading: String
  var blurb: String

  var body: some View {
    VStack(spacing: 24) {
      Image(picture.0)
        .resizable()
        .frame(width: picture.1, height: picture.2)

      VStack(spacing: 16) {
        Text(heading)
          .font(.title2)
          .fontWeight(.bold)

        Text(blurb)
          .foregroundColor(.secondary)
      }
      .padding(.horizontal, 24)
    }
  }
}
