import SwiftUI

struct KiteWelcomeView: View {
  let speed = 12

  var body: some View {
    VStack {
      Text(.kiteIntroTitle)
        .font(.largeTitle)
        .accessibilityAddTraits(.isHeader)
      Text(.kiteIntroWind(speed))
      Text(LocalizedStringResource.Safety.checkLines)
      Text(Strings.Gusts.note)
      Text(Strings.spoolHint)
      Button(.kiteLaunch) {}
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
    }
  }
}
