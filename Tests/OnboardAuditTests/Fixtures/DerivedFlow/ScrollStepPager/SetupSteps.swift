import SwiftUI

/// The first step: what the app is for.
struct GreetingStep: View {
  let onComplete: () -> Void

  var body: some View {
    VStack(spacing: 16) {
      Text("setup.greeting.title")
        .font(.largeTitle.bold())
        .accessibilityAddTraits(.isHeader)
      Text("setup.greeting.detail")
      Button("setup.continue") { onComplete() }
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
    }
    .padding()
  }
}

/// The second step: asks whether to send reminders.
struct RemindersStep: View {
  let onComplete: (Bool) -> Void

  var body: some View {
    VStack(spacing: 16) {
      Text("setup.reminders.title")
        .font(.largeTitle.bold())
        .accessibilityAddTraits(.isHeader)
      Text("setup.reminders.detail")
      Button("setup.reminders.allow") { onComplete(true) }
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
    }
    .padding()
  }
}

/// The last step: the units to show.
struct UnitsStep: View {
  let onComplete: (Bool) -> Void
  @State private var metric = true

  var body: some View {
    VStack(spacing: 16) {
      Text("setup.units.title")
        .font(.largeTitle.bold())
        .accessibilityAddTraits(.isHeader)
      Toggle("setup.units.metric", isOn: $metric)
      Button("setup.done") { onComplete(metric) }
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
    }
    .padding()
  }
}
