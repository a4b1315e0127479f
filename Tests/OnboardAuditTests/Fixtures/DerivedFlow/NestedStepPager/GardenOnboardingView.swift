import SwiftUI

/// Where the setup goes after its start.
enum GardenRoute: Hashable {
  case account
  case permissions
}

/// The setup: a start screen, then an account screen and the permission steps, pushed on a
/// `NavigationStack`.
struct GardenOnboardingView: View {
  @State private var path: [GardenRoute] = []

  var body: some View {
    NavigationStack(path: $path) {
      VStack(spacing: 16) {
        Text("garden.start.title")
          .font(.largeTitle.bold())
          .accessibilityAddTraits(.isHeader)
        Button("garden.start.go") { path.append(.account) }
          .buttonStyle(.borderedProminent)
      }
      .navigationDestination(for: GardenRoute.self) { route in
        switch route {
        case .account:
          AccountStepView { path.append(.permissions) }
        case .permissions:
          PermissionStepsView()
        }
      }
    }
  }
}

/// The account screen.
struct AccountStepView: View {
  let onNext: () -> Void

  var body: some View {
    StepCard(
      title: "garden.account.title", detail: "garden.account.detail", action: "garden.next", perform: onNext)
  }
}
