import SwiftUI

/// A "Welcome to" sheet whose features come in one after the other, and all at once with
/// Reduce Motion on.
struct WelcomeSheetView: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @State private var revealed = false
  var onContinue: () -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 24) {
      Text("sheet.title")
        .font(.largeTitle.bold())
        .accessibilityAddTraits(.isHeader)
      FeatureLine(symbol: "bolt", title: "sheet.fast.title", detail: "sheet.fast.detail")
        .opacity(revealed ? 1 : 0)
        .offset(y: revealed ? 0 : 16)
      FeatureLine(symbol: "lock", title: "sheet.private.title", detail: "sheet.private.detail")
        .opacity(revealed ? 1 : 0)
        .offset(y: revealed ? 0 : 16)
      Spacer()
      Button {
        onContinue()
      } label: {
        Text("sheet.continue")
          .frame(maxWidth: .infinity)
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
    }
    .padding(32)
    .onAppear {
      if reduceMotion {
        revealed = true
      } else {
        withAnimation(.easeOut(duration: 0.4).delay(0.2)) { revealed = true }
      }
    }
  }
}
