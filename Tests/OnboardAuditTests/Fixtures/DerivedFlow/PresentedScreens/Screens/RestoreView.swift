import SwiftUI

/// A step named like no screen: audited only where the config lists it.
struct RestoreView: View {
  var body: some View {
    StepScaffold(
      picture: { Image(decorative: "restore-art") },
      heading: "restore.title",
      detail: "restore.detail",
      actionTitle: "restore.go",
      action: {})
  }
}
