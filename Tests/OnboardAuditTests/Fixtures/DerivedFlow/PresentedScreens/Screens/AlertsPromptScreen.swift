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
      if showsDebugSkip {
        Button("alerts.debugSkip") { onAnswer(false) }
      }
    }
  }

  /// A shortcut for builds made for debugging only.
  private var showsDebugSkip: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
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
