import SwiftUI

struct SproutWelcomeView: View {
  let onStart: () -> Void
  @State private var readsTerms = false

  var body: some View {
    VStack(spacing: 16) {
      Text("welcome.title")
        .font(.largeTitle)
        .accessibilityAddTraits(.isHeader)
      Text("welcome.body")
      Button("welcome.terms") { readsTerms = true }
        .frame(minWidth: 44, minHeight: 44)
      Button("welcome.start", action: onStart)
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
    }
    .padding()
    .sheet(isPresented: $readsTerms) {
      TermsSheet(company: "Sprout")
    }
  }
}
