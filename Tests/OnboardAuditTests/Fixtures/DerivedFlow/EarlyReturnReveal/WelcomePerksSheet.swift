import SwiftUI

/// A sheet whose perks appear one by one from `.task`; with Reduce Motion on, the task shows
/// them all at once and returns before any animation starts.
struct WelcomePerksSheet: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @State private var revealed = 0
  private let perks: [LocalizedStringKey] = ["perks.sync", "perks.themes", "perks.export"]

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("perks.title")
        .font(.title.bold())
        .accessibilityAddTraits(.isHeader)
      ForEach(perks.indices, id: \.self) { index in
        Label(perks[index], systemImage: "checkmark.circle")
          .opacity(revealed > index ? 1 : 0)
          .offset(x: revealed > index ? 0 : -24)
      }
      Button("perks.start") {}
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
    }
    .padding()
    .task {
      if reduceMotion {
        revealed = perks.count
        return
      }
      for index in perks.indices {
        try? await Task.sleep(for: .milliseconds(250))
        withAnimation(.spring(duration: 0.45)) { revealed = index + 1 }
      }
    }
  }
}
