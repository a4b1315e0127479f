import SwiftUI

/// The backdrop a sheet frame draws behind its content.
enum SheetBackdrop {
  case dunes
}

/// A design-system frame: the content scrolls, the actions stay at the bottom. Its inputs are
/// stored properties, set through the memberwise initializer; the content is a result builder.
struct SheetFrame<Content: View, Actions: View>: View {
  @Environment(\.dynamicTypeSize) private var typeSize

  var topInset: CGFloat = 24
  var backdrop: SheetBackdrop?
  @ViewBuilder var content: () -> Content
  @ViewBuilder var actions: () -> Actions

  var body: some View {
    ZStack {
      if let backdrop {
        Image(decorative: "backdrop-dunes")
          .opacity(backdrop == .dunes ? 1 : 0)
      }
      ScrollView {
        VStack(spacing: 0) {
          content()
            .padding(.top, topInset)
        }
      }
      .safeAreaInset(edge: .bottom) {
        VStack(spacing: 12) {
          actions()
        }
      }
    }
  }
}
