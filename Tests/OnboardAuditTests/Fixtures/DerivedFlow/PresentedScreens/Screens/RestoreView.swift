import SwiftUI

/// A step named like no screen that no other view shows: a screen of its own all the same.
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
