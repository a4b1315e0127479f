import SwiftUI
import TrailKit

struct RemindersStep: View {
  @Environment(GuidedNavigationStack.Path.self) private var path
  @State private var asking = false

  var body: some View {
    TrailScaffold(
      content: {
        VStack {
          TrailHeader(title: "Reminders", subtitle: "REMINDERS_SUBTITLE")
          Spacer()
          Image(systemName: "bell.badge")
            .font(.system(size: 120))
            .accessibilityHidden(true)
          Text("REMINDERS_BODY")
            .multilineTextAlignment(.center)
          Spacer()
        }
      },
      footer: {
        TrailActionButton(
          "Allow Reminders",
          onTap: {
            asking = true
            try await askForReminders()
            asking = false
            path.advance()
          }
        )
      }
    )
    .navigationBarBackButtonHidden(asking)
  }
}
