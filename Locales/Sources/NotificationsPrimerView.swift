import SwiftUI

/// The notifications primer, shown before the system's prompt (screen `notifications`).
struct NotificationsPrimerView: View {
  let streak: Int
  var onAllow: () -> Void
  var onLater: () -> Void

  var body: some View {
    VStack(spacing: 20) {
      Image(systemName: "bell.badge")
        .font(.system(size: 56))
        .accessibilityHidden(true)
      Text("notifications.title", tableName: "Onboarding")
        .font(.title.bold())
        .accessibilityAddTraits(.isHeader)
      Text("notifications.body", tableName: "Onboarding")
        .multilineTextAlignment(.center)
      Text(
        String.localizedStringWithFormat(
          NSLocalizedString("streak.days", tableName: "Onboarding", comment: "Days written in a row"), streak)
      )
      .font(.footnote)
      Button(action: onAllow) {
        Text("notifications.allow", tableName: "Onboarding")
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .accessibilityHint(Text("notifications.allow.hint", tableName: "Onboarding"))
      Button(action: onLater) {
        Text("notifications.later", tableName: "Onboarding")
      }
    }
    .padding(32)
  }
}
