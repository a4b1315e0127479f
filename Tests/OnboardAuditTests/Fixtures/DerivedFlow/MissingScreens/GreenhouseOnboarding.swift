import SwiftUI

// The flow's root: it pushes a view a package declares, which is no screen the reader sees.
struct GreenhouseOnboarding: View {
  var body: some View {
    NavigationStack {
      VStack {
        Text("greenhouse.title")
          .font(.largeTitle)
        NavigationLink("greenhouse.survey") {
          SoilSurvey()
        }
      }
    }
  }
}

// No view shows it: a coordinator outside these files does.
struct WateringSchedule: View {
  var body: some View {
    Text("watering.title")
      .font(.title)
  }
}

// A class of the sources shows it, so some code does: not said.
struct PotLabelScreen: View {
  var body: some View {
    Text("pot.title")
  }
}

final class GreenhouseHost {
  func start() -> some View { PotLabelScreen() }
}
