import SwiftUI

/// A setup flow on a NavigationStack path: a start screen, then one destination per stage.
struct SetupView: View {
  enum Stage: Hashable {
    case account, notifications
  }

  @State private var path: [Stage] = []

  var body: some View {
    NavigationStack(path: $path) {
      VStack(spacing: 16) {
        Text("setup.start.title")
          .font(.title)
          .accessibilityAddTraits(.isHeader)
        Button("setup.start.go") { path.append(.account) }
      }
      .navigationDestination(for: Stage.self) { stage in
        switch stage {
        case .account:
          AccountStep(onNext: { path.append(.notifications) })
        case .notifications:
          NotificationsStep()
        }
      }
    }
  }
}

/// The account stage: a field and Next, in a row that reads Back before Next.
struct AccountStep: View {
  var onNext: () -> Void
  @State private var name = ""

  var body: some View {
    VStack {
      Text("setup.account.title")
        .font(.title)
        .accessibilityAddTraits(.isHeader)
      TextField("setup.account.name", text: $name)
      Image(systemName: "chevron.right")
        .onTapGesture { onNext() }
    }
  }
}

/// The notifications stage: a map view from another module and a toggle.
struct NotificationsStep: View {
  @State private var enabled = true

  var body: some View {
    VStack {
      Text("setup.notifications.title")
        .font(.title)
        .accessibilityAddTraits(.isHeader)
      MapPreview()
      Toggle("setup.notifications.toggle", isOn: $enabled)
    }
  }
}
