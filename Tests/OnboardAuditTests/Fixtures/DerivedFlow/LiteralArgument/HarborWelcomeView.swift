import SwiftUI

/// A welcome title that names the app through an interpolation of a constant, and a line
/// that interpolates a literal argument of its own view.
struct HarborWelcomeView: View {
  static let appName = "Ova"
  private let crew = "Ova"

  var body: some View {
    VStack(spacing: 16) {
      Text("Welcome to \(Self.appName)")
        .font(.largeTitle.bold())
        .accessibilityAddTraits(.isHeader)
      Text("Sail with \(crew)")
      HarborNote(place: "Kiel")
      Button("harbor.start") {}
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
    }
    .padding()
  }
}

/// A line naming the place its caller passes.
struct HarborNote: View {
  let place: String

  var body: some View {
    Text("Moored in \(place)")
  }
}
