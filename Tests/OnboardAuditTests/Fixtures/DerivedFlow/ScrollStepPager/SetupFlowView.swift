import SwiftUI

/// The steps of the setup, in order.
enum SetupStep: String, Identifiable, CaseIterable {
  case greeting
  case reminders
  case units

  var id: String { rawValue }

  static var first: Self = .greeting
}

/// The setup as a horizontal `ScrollView` the user cannot swipe: each step's completion
/// scrolls to the next one, and the last closes the setup.
struct SetupFlowView: View {
  @Binding var isSetupVisible: Bool

  private let steps = SetupStep.allCases
  @State private var position: ScrollPosition = .init(idType: SetupStep.ID.self)

  var body: some View {
    ScrollView(.horizontal) {
      ForEach(steps) { step in
        switch step {
        case .greeting:
          GreetingStep(onComplete: greetingComplete)
        case .reminders:
          RemindersStep(onComplete: remindersComplete)
        case .units:
          UnitsStep(onComplete: unitsComplete)
        }
      }
      .containerRelativeFrame([.horizontal])
      .scrollTargetLayout()
    }
    .scrollPosition($position)
    .scrollTargetBehavior(.viewAligned)
    .scrollIndicators(.hidden)
    .scrollDisabled(true)
    .onAppear {
      position.scrollTo(id: SetupStep.first.id)
    }
  }

  func greetingComplete() {
    scrollToStep(.reminders)
  }

  func remindersComplete(isAllowed: Bool) {
    scrollToStep(.units)
  }

  func unitsComplete(useMetric: Bool) {
    withAnimation {
      isSetupVisible = false
    }
  }

  private func scrollToStep(_ step: SetupStep) {
    withAnimation {
      position.scrollTo(id: step.id)
    }
  }
}
