import SwiftUI

/// A step that presents a step of the flow again, a web page of a package, and a popover.
struct GardenSizeView: View {
  @State private var changesReminders = false
  @State private var readsGuide = false
  @State private var showsTip = false

  var body: some View {
    VStack(spacing: 16) {
      Text("garden.title")
        .font(.title)
        .accessibilityAddTraits(.isHeader)
      Button("garden.reminders") { changesReminders = true }
        .frame(maxWidth: .infinity, minHeight: 44)
      Button("garden.guide") { readsGuide = true }
        .frame(maxWidth: .infinity, minHeight: 44)
      Button("garden.tip") { showsTip = true }
        .frame(maxWidth: .infinity, minHeight: 44)
        .popover(isPresented: $showsTip) {
          Text("garden.tip.body")
            .padding()
        }
    }
    .sheet(isPresented: $changesReminders) {
      ReminderSetupView()
    }
    .fullScreenCover(isPresented: $readsGuide) {
      GuideWebView(address: "https://example.org/sprout")
    }
  }
}
