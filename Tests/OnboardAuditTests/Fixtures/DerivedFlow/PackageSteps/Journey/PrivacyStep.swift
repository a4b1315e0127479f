import SwiftUI
import TrailKit

struct PrivacyStep: View {
  @Environment(GuidedNavigationStack.Path.self) private var path
  @State private var state: TrailState = .idle

  var body: some View {
    VStack {
      TrailAnimation(named: "lock-closing")
      TrailAgreementView(document: agreement, state: $state) {
        try await store(agreement)
        path.advance()
      }
    }
  }
}
