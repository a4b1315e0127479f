import SwiftUI

struct GardenWelcomeView: View {
  let plants = 3

  var body: some View {
    VStack(spacing: 16) {
      Text(verbatim: L10n.Garden.Intro.heading)
        .font(.largeTitle.bold())
        .accessibilityAddTraits(.isHeader)
      Text(L10n.Garden.Intro.reminders(plants))
      Text(L10n.Garden.Intro.greeting("Mira"))
      Text(L10n.Garden.Intro.seeds)
      PlotCard(title: L10n.Garden.plot)
      Button(L10n.actionNext) {}
        .buttonStyle(.borderedProminent)
      Button(L10n.actionLater) {}
    }
  }
}

struct PlotCard: View {
  let title: String

  var body: some View {
    Text(title)
      .padding()
  }
}
