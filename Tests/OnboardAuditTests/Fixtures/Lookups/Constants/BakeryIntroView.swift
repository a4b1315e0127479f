import SwiftUI

struct BakeryIntroView: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text(verbatim: TourCopy.headline)
        .font(.title)
        .accessibilityAddTraits(.isHeader)
      Text(TourCopy.Steps.knead)
      Text(TourCopy.Steps.rest)
      Text(localized("tour.oven"))
      Text("tour.timer".translated)
      Button(localized("tour.begin")) {}
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
      Text(.ovenReady)
    }
  }
}
