import SwiftUI

/// A feature of the welcome sheet: a symbol beside a title and a line.
struct TideFeature {
  let title: LocalizedStringKey
  let subtitle: LocalizedStringKey
  let systemImage: String
}

/// The welcome sheet: a large title naming the app, features that arrive one row at a time,
/// and a button pinned to the bottom. With Reduce Motion on, the rows are all there at once.
struct TideWelcomeSheet: View {
  static let appName = "Tide"
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @State private var shown = 0
  private let features = [
    TideFeature(title: "tide.local.title", subtitle: "tide.local.subtitle", systemImage: "lock.fill"),
    TideFeature(title: "tide.charts.title", subtitle: "tide.charts.subtitle", systemImage: "water.waves"),
    TideFeature(title: "tide.alerts.title", subtitle: "tide.alerts.subtitle", systemImage: "bell.fill"),
  ]

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 28) {
        Text("Welcome to \(Self.appName)")
          .font(.largeTitle.bold())
          .accessibilityAddTraits(.isHeader)
        ForEach(features.indices, id: \.self) { index in
          HStack(spacing: 16) {
            Image(systemName: features[index].systemImage)
              .font(.title)
              .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 2) {
              Text(features[index].title)
                .font(.headline)
              Text(features[index].subtitle)
                .foregroundStyle(.secondary)
            }
          }
          .accessibilityElement(children: .combine)
          .opacity(shown > index ? 1 : 0)
          .blur(radius: shown > index ? 0 : 10)
        }
      }
      .padding(40)
    }
    .safeAreaInset(edge: .bottom) {
      Button("tide.continue") {}
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
        .padding(40)
    }
    .task {
      if reduceMotion {
        shown = features.count
        return
      }
      for index in features.indices {
        try? await Task.sleep(for: .milliseconds(300))
        withAnimation(.easeOut(duration: 0.5)) { shown = index + 1 }
      }
    }
  }
}
