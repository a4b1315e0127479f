import SwiftUI

struct NewBadge {}

extension NewBadge: View {
  var body: some View {
    Text("geo.badge")
      .padding(4)
  }
}
