import SwiftUI

/// The "Welcome to Trailmark" sheet: a big title, three features, one button.
struct FeatureRow: View {
  let symbol: String
  let title: LocalizedStringKey
  let subtitle: LocalizedStringKey

  var body: some View {
    HStack(alignment: .top, spacing: 16) {
      Image(systemName: symbol)
        .font(.title)
        .accessibilityHidden(true)
      VStack(alignment: .leading) {
        Text(title)
          .font(.headline)
        Text(subtitle)
          .foregroundStyle(.secondary)
      }
    }
    .accessibilityElement(children: .combine)
  }
}

struct WelcomeSheet: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    VStack(alignment: .leading, spacing: 28) {
      Text("welcome.title", comment: "The sheet's title; Trailmark is the app's name")
        .font(.largeTitle.bold())
      FeatureRow(symbol: "wifi.slash", title: "welcome.offline.title", subtitle: "welcome.offline.subtitle")
      FeatureRow(symbol: "icloud", title: "welcome.sync.title", subtitle: "welcome.sync.subtitle")
      FeatureRow(symbol: "figure.hiking", title: "welcome.record.title", subtitle: "welcome.record.subtitle")
      Spacer()
      Text(verbatim: "Start your first trail")
        .font(.footnote)
      Button(action: { dismiss() }) {
        Text("welcome.continue")
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
    }
    .padding(32)
  }
}
