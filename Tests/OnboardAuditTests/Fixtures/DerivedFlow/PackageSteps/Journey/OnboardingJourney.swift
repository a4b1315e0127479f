import SwiftUI
import TrailKit

/// A setup flow whose container comes from a package: its content views are the steps.
struct OnboardingJourney: View {
  @AppStorage("journeyDone") private var done = false
  @State private var remindersAllowed = false

  var body: some View {
    GuidedNavigationStack(onFinish: $done) {
      HelloStep()
      ToolsStep()
      if !remindersAllowed {
        RemindersStep()
      }
      #if os(iOS)
        PrivacyStep()
      #endif
    }
    .interactiveDismissDisabled(!done)
  }
}
