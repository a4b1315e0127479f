import SwiftUI

/// The accessors are generated at build time by a package plugin: no file declares them.
struct SignUpWelcomeView: View {
  var body: some View {
    VStack(spacing: 24) {
      HeadingPair(caption: .l10n.signupCaption, title: .l10n.signupTitle)
      Text(.localizable(.signup_terms))
      Text(Strings.Signup.footnote)
      Button {
      } label: {
        Text(.l10n.signupContinue)
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
    }
  }
}

struct HeadingPair: View {
  let caption: AttributedString
  let title: AttributedString

  var body: some View {
    VStack {
      Text(caption)
      Text(title)
        .font(.title)
        .accessibilityAddTraits(.isHeader)
    }
  }
}

enum SignUpProblem {
  case offline

  var message: AttributedString {
    switch self {
    case .offline: return .l10n.signupOffline
    }
  }
}
