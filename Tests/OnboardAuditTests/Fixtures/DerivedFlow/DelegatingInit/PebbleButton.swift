import SwiftUI

/// A button whose label its caller gives, or a title that a second initializer turns into
/// one.
struct PebbleButton<Label: View>: View {
  let action: () -> Void
  let label: Label

  init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  var body: some View {
    Button(action: action) { label.frame(minWidth: 120, minHeight: 44) }
      .buttonStyle(.borderedProminent)
  }
}

extension PebbleButton where Label == Text {
  init(_ title: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action, label: { Text(title) })
  }
}
