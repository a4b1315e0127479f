import SwiftUI

/// A step with an alert of the current API (actions and a message) and a confirmation dialog.
struct ReminderSetupView: View {
  @State private var denied = false
  @State private var asksToSkip = false

  var body: some View {
    VStack(spacing: 16) {
      Text("reminders.title")
        .font(.title)
        .bold()
      Text("reminders.body")
      Button("reminders.allow") { denied = true }
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
      Button("reminders.skip") { asksToSkip = true }
        .frame(minWidth: 44, minHeight: 44)
    }
    .alert("reminders.denied.title", isPresented: $denied) {
      Button("reminders.denied.settings") {}
      Button("common.cancel", role: .cancel) {}
    } message: {
      Text("reminders.denied.body")
    }
    .confirmationDialog("reminders.skip.title", isPresented: $asksToSkip, titleVisibility: .visible) {
      Button("reminders.skip.confirm", role: .destructive) {}
    } message: {
      Text("reminders.skip.body")
    }
  }
}
