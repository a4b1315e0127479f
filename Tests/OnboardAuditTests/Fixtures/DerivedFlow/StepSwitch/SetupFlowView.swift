import SwiftUI

enum SetupStep: Int, CaseIterable {
  case welcome, profile, permissions, done
}

struct SetupFlowView: View {
  @State private var step: SetupStep = .welcome
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  var body: some View {
    VStack(spacing: 24) {
      ProgressView(value: Double(step.rawValue), total: Double(SetupStep.allCases.count - 1))
        .padding(.horizontal)
      stepView(for: step)
        .transition(
          reduceMotion
            ? .opacity : .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
      Spacer()
      PrimaryButton(title: step == .done ? "setup.finish" : "setup.next") {
        withAnimation(reduceMotion ? nil : .easeInOut(duration: 0.3)) {
          step = SetupStep(rawValue: step.rawValue + 1) ?? .done
        }
      }
    }
    .padding()
  }

  @ViewBuilder
  private func stepView(for step: SetupStep) -> some View {
    switch step {
    case .welcome:
      VStack(spacing: 12) {
        Image("AppIcon")
          .resizable()
          .frame(width: 96, height: 96)
        Text("setup.welcome.title")
          .font(.system(size: 40, weight: .bold))
        Text("setup.welcome.body")
      }
    case .profile:
      ProfileStep()
    case .permissions:
      Text("setup.permissions.title").font(.title).accessibilityAddTraits(.isHeader)
    case .done:
      Label("setup.done.title", systemImage: "checkmark.circle.fill")
        .font(.title)
    }
  }
}

struct PrimaryButton: View {
  let title: LocalizedStringKey
  let action: () -> Void

  var body: some View {
    Button(action: action) {
      Text(title)
        .font(.headline)
        .frame(maxWidth: .infinity)
        .padding()
        .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 14))
        .foregroundStyle(.white)
    }
  }
}

struct ProfileStep: View {
  @State private var name = ""
  var body: some View {
    Form {
      Section("setup.profile.section") {
        TextField("setup.profile.name", text: $name)
      }
    }
  }
}
