import SwiftUI

/// Asks for alerts; presented by a coordinator, never by another view.
struct AlertsPromptScreen: View {
  var onAnswer: (Bool) -> Void = { _ in }

  var body: some View {
    SheetFrame(topInset: 40, backdrop: .dunes) {
      header
    } actions: {
      Button("alerts.allow") { onAnswer(true) }
        .buttonStyle(.borderedProminent)
      Button("alerts.later") { onAnswer(false) }
    }
  }

  private var header: some View {
    VStack(spacing: 8) {
      Image(systemName: "bell.badge")
        .accessibilityHidden(true)
      Text("alerts.title")
        .font(.title)
        .accessibilityAddTraits(.isHeader)
      Text("alerts.body")
    }
  }
}
