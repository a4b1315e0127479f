import SwiftUI

struct PlannerIntroView: View {
  var body: some View {
    VStack {
      Text(R.string.localizable.planHeading())
        .font(.title)
      Text(R.string.localizable.planTasks(4))
      Button(R.string.localizable.planStart()) {}
    }
  }
}
