import SwiftUI
import TrailKit

struct ToolsStep: View {
  @Environment(GuidedNavigationStack.Path.self) private var path

  var body: some View {
    TrailSequenceView(
      title: "Handy Tools",
      steps: [
        TrailSequenceView.Step(title: "Pruning", detail: "TOOLS_PRUNING"),
        TrailSequenceView.Step(title: "Composting", detail: "TOOLS_COMPOSTING"),
      ],
      buttonText: "Next",
      onTap: {
        path.advance()
      }
    )
  }
}
