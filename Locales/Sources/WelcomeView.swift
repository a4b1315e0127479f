import SwiftUI

/// Ova's welcome sheet: the title, three features and Continue (screen `welcome` of
/// `Locales/onboarding.json`).
struct WelcomeView: View {
  let appName = "Ova"
  var onContinue: () -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      Text(
        String(
          format: NSLocalizedString(
            "welcome.title", tableName: "Onboarding", comment: "%@ is the app's name"), appName)
      )
      .font(.largeTitle.bold())
      .accessibilityAddTraits(.isHeader)
      Text("welcome.subtitle", tableName: "Onboarding")
        .foregroundStyle(.secondary)
      FeatureRow(symbol: "lock.fill", title: "feature.private.title", subtitle: "feature.private.subtitle")
      FeatureRow(symbol: "icloud", title: "feature.sync.title", subtitle: "feature.sync.subtitle")
      FeatureRow(symbol: "bell", title: "feature.reminders.title", subtitle: "feature.reminders.subtitle")
      Spacer()
      Button(action: onContinue) {
        Text("continue", tableName: "Onboarding")
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .accessibilityHint(Text("continue.hint", tableName: "Onboarding"))
    }
    .padding(32)
  }
}

/// One feature: a symbol, a title and a line of explanation, read as one.
struct FeatureRow: View {
  let symbol: String
  let title: LocalizedStringKey
  let subtitle: LocalizedStringKey

  var body: some View {
    HStack(alignment: .top, spacing: 16) {
      Image(systemName: symbol)
        .font(.title2)
        .accessibilityHidden(true)
      VStack(alignment: .leading, spacing: 4) {
        Text(title, tableName: "Onboarding")
          .font(.headline)
        Text(subtitle, tableName: "Onboarding")
          .foregroundStyle(.secondary)
      }
    }
    .accessibilityElement(children: .combine)
  }
}

#Preview {
  WelcomeView(onContinue: {})
}
