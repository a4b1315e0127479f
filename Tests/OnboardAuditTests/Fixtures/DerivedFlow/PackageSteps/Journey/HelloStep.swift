import SwiftUI
import TrailKit

struct HelloStep: View {
  @Environment(GuidedNavigationStack.Path.self) private var path

  var body: some View {
    TrailIntroView(
      title: "Tidy Garden",
      subtitle: "HELLO_SUBTITLE",
      highlights: [
        TrailIntroView.Highlight(
          icon: {
            Image(systemName: "leaf")
              .accessibilityHidden(true)
          },
          title: "Plant notes",
          detail: "HELLO_HIGHLIGHT_NOTES"
        ),
        TrailIntroView.Highlight(
          icon: {
            Image(systemName: "drop")
              .accessibilityHidden(true)
          },
          title: "Watering log",
          detail: "HELLO_HIGHLIGHT_LOG"
        ),
      ],
      buttonText: "Begin",
      onTap: {
        path.advance()
      }
    )
    .padding(.top, 20)
  }
}
