import SwiftUI

enum OnboardingStage: Hashable { case goals, reminders }

struct OnboardingRoot: View {
  @State private var path = NavigationPath()
  var body: some View {
    NavigationStack(path: $path) {
      IntroScreen { path.append(OnboardingStage.goals) }
        .navigationDestination(for: OnboardingStage.self) { stage in
          destination(for: stage)
        }
    }
  }

  @ViewBuilder func destination(for stage: OnboardingStage) -> some View {
    switch stage {
    case .goals: GoalsScreen()
    case .reminders: RemindersScreen()
    }
  }
}

struct IntroScreen: View {
  var onNext: () -> Void
  var body: some View {
    VStack {
      Text("intro.title").font(.largeTitle).accessibilityAddTraits(.isHeader)
      Button("intro.next", action: onNext).buttonStyle(.borderedProminent).controlSize(.large)
    }
    .navigationTitle("intro.nav")
  }
}

struct GoalsScreen: View {
  var body: some View { Text("goals.title").font(.title) }
}

struct RemindersScreen: View {
  var body: some View { Text("reminders.title").font(.title) }
}
