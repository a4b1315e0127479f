import SwiftUI

enum SproutStep: Hashable {
  case reminders
  case garden
}

struct SyncProblem: Identifiable {
  let id = 1
}

/// The flow: a navigation stack whose container presents one alert over every step.
struct SproutOnboardingView: View {
  @State private var path: [SproutStep] = []
  @State private var syncProblem: SyncProblem?

  var body: some View {
    NavigationStack(path: $path) {
      SproutWelcomeView(onStart: { path.append(.reminders) })
        .navigationDestination(for: SproutStep.self) { step in
          switch step {
          case .reminders: ReminderSetupView()
          case .garden: GardenSizeView()
          }
        }
    }
    .alert(item: $syncProblem) { _ in
      Alert(
        title: Text("sync.failed.title"),
        message: Text("sync.failed.body"),
        dismissButton: .default(Text("common.ok")))
    }
  }
}
