import SwiftUI

/// The permission steps, one at a time: the step whose index is the current one shows,
/// pushed in as a navigation stack would. No navigation stack: each step replaces the last.
struct PermissionStepsView: View {
  @StateObject private var model = PermissionStepsModel()

  var body: some View {
    ZStack {
      ForEach(Array(model.steps.enumerated()), id: \.element) { index, step in
        if index == model.currentIndex {
          stepView(for: step)
            .transition(push)
            .zIndex(Double(index))
        }
      }
    }
    .animation(.default, value: model.currentIndex)
  }

  @ViewBuilder
  private func stepView(for step: PermissionStepsModel.Step) -> some View {
    switch step {
    case .camera:
      camera
    case .reminders:
      reminders
    case .weather:
      WeatherStepView { model.next() }
    case .finished:
      Color.clear
        .onAppear { model.finish() }
    }
  }

  /// Slides in from the trailing edge and out to the leading one, fading.
  private var push: AnyTransition {
    .asymmetric(
      insertion: .move(edge: .trailing).combined(with: .opacity),
      removal: .move(edge: .leading).combined(with: .opacity))
  }

  private var camera: some View {
    StepCard(title: "garden.camera.title", detail: "garden.camera.detail", action: "garden.camera.allow") {
      model.next()
    }
  }

  private var reminders: some View {
    StepCard(title: "garden.reminders.title", detail: "garden.reminders.detail", action: "garden.next") {
      model.next()
    }
  }
}

/// The steps and which one shows.
final class PermissionStepsModel: ObservableObject {
  enum Step: Hashable {
    case camera
    case reminders
    case weather
    case finished
  }

  @Published var currentIndex = 0
  let steps: [Step] = [.camera, .reminders, .weather, .finished]

  func next() { currentIndex += 1 }
  func finish() {}
}

/// The weather step: asks for the place to forecast.
struct WeatherStepView: View {
  let onNext: () -> Void

  var body: some View {
    StepCard(
      title: "garden.weather.title", detail: "garden.weather.detail", action: "garden.next", perform: onNext)
  }
}

/// The frame every step shares: a title, a line and one button.
struct StepCard: View {
  let title: LocalizedStringKey
  let detail: LocalizedStringKey
  let action: LocalizedStringKey
  let perform: () -> Void

  var body: some View {
    VStack(spacing: 16) {
      Text(title)
        .font(.largeTitle.bold())
      Text(detail)
      Button(action, action: perform)
        .buttonStyle(.borderedProminent)
    }
    .padding()
  }
}
