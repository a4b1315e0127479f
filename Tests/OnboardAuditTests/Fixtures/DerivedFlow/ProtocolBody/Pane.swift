import SwiftUI

/// A screen whose body its protocol gives: it declares only its content.
protocol Pane: Panel {
  associatedtype Content: View
  @ViewBuilder var content: Content { get }
}

protocol Panel: View {}

extension Pane {
  var body: some View {
    content
      .padding(24)
  }
}
