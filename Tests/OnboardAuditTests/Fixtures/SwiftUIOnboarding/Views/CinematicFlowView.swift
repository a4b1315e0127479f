import SwiftUI

/// A three-step flow with rotating testimonials and a progress bar.
struct CinematicFlowView: View {
  enum Step: Int, CaseIterable {
    case intro, testimonials, ready

    var title: LocalizedStringKey {
      switch self {
      case .intro: "cinematic.intro.title"
      case .testimonials: "cinematic.testimonials.title"
      case .ready: "cinematic.ready.title"
      }
    }
  }

  @State private var step = Step.intro
  @State private var quote = 0
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  private let quotes: [LocalizedStringKey] = ["cinematic.quote.one", "cinematic.quote.two"]

  var body: some View {
    VStack(spacing: 20) {
      ProgressView(value: Double(step.rawValue + 1), total: Double(Step.allCases.count))
      Text(step.title, tableName: "Onboarding")
        .font(.largeTitle.bold())
        .accessibilityAddTraits(.isHeader)
      if step == .testimonials {
        Text(quotes[quote], tableName: "Onboarding")
          .italic()
          .transition(reduceMotion ? .opacity : .move(edge: .trailing))
        Text("cinematic.quote.position \(quote + 1) \(quotes.count)", tableName: "Onboarding")
          .font(.caption)
      }
      Button(String(localized: "cinematic.continue", table: "Onboarding", comment: "Moves to the next step"))
      {
        withAnimation(reduceMotion ? nil : .easeInOut) {
          step = Step(rawValue: step.rawValue + 1) ?? .ready
        }
      }
      #if DEBUG
        Button("debug.reset") { step = .intro }
      #endif
    }
    .navigationTitle(Text("cinematic.navigation", tableName: "Onboarding"))
    .task {
      while step == .testimonials {
        try? await Task.sleep(for: .seconds(4))
        quote = (quote + 1) % quotes.count
      }
    }
  }
}

struct CinematicFlowView_Previews: PreviewProvider {
  static var previews: some View { CinematicFlowView() }
}
