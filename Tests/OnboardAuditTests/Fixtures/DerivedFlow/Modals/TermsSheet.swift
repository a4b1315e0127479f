import SwiftUI

/// A sheet in a navigation stack, whose text names the company its caller gives, and which
/// presents an alert of its own (the old `Alert` API, two buttons).
struct TermsSheet: View {
  let company: String
  @Environment(\.dismiss) private var dismiss
  @State private var offline = false

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          Text("Terms of \(company)")
            .font(.title)
            .accessibilityAddTraits(.isHeader)
          Text("terms.body")
          Button("terms.done") { dismiss() }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        }
        .padding()
      }
    }
    .alert(isPresented: $offline) {
      Alert(
        title: Text("terms.offline.title"),
        message: Text("terms.offline.body"),
        primaryButton: .default(Text("terms.retry")),
        secondaryButton: .cancel())
    }
  }
}
