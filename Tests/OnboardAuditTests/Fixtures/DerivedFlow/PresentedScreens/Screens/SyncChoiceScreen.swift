import SwiftUI

/// Offers sync through the step scaffold, with no detail.
struct SyncChoiceScreen: View {
  var body: some View {
    // The trailing closure is the action, after the detail left out.
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    StepScaffold(
      picture: { Image(systemName: "arrow.triangle.2.circlepath").accessibilityHidden(true) },
      heading: "sync.title",
      actionTitle: "sync.go"
    ) {}
  }
}
