import SwiftUI

/// A design-system step: a picture, a heading, an optional detail and one action. Its inputs
/// are private and set by its own initializer.
struct StepScaffold<Picture: View>: View {
  private let picture: () -> Picture
  private let heading: LocalizedStringKey
  private let detail: LocalizedStringKey?
  private let actionTitle: LocalizedStringKey
  private let action: () -> Void

  init(
    @ViewBuilder picture: @escaping () -> Picture,
    heading: LocalizedStringKey,
    detail: LocalizedStringKey? = nil,
    actionTitle: LocalizedStringKey,
    action: @escaping () -> Void
  ) {
    self.picture = picture
    self.heading = heading
    self.detail = detail
    self.actionTitle = actionTitle
    self.action = action
  }

  var body: some View {
    VStack(spacing: 16) {
      if let image = picture() as? Image {
        image
          .resizable()
          .frame(width: 96, height: 96)
      } else {
        picture()
      }
      Text(heading)
        .font(.largeTitle.bold())
      if let detail {
        Text(detail)
      }
    }
    .safeAreaInset(edge: .bottom) {
      Button(action: action) {
        Text(actionTitle)
      }
      .buttonStyle(.borderedProminent)
    }
  }
}
