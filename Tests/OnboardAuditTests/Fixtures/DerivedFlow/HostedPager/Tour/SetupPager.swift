import SwiftUI

struct SetupPager<Card: View>: View {
  var hosts: [UIHostingController<Card>]
  @State var shown = 0
  @State var quietStart = Date()
  @Binding var stage: TourStage

  init(_ cards: [Card], _ stage: Binding<TourStage>) {
    self.hosts = cards.map { UIHostingController(rootView: $0) }
    self._stage = stage
  }

  func allowAlerts() { shown = 1 }

  func saveQuietHours() { shown = 2 }

  func finish() { stage = .done }

  var body: some View {
    VStack {
      HostedPages(hosts: hosts, shown: $shown)

      if shown == 0 {
        VStack {
          WideButton(title: NSLocalizedString("setupAllowButton", comment: ""), action: allowAlerts)
          Button(
            action: {
              shown = 1
            },
            label: {
              Text(NSLocalizedString("setupSkipButton", comment: ""))
                .foregroundColor(.secondary)
            })
        }
        .padding()
      }

      if shown == 1 {
        VStack {
          DatePicker("", selection: $quietStart, displayedComponents: .hourAndMinute)
            .labelsHidden()
          Button(
            action: saveQuietHours,
            label: {
              Text(NSLocalizedString("setupQuietButton", comment: ""))
                .font(.title3)
            })
        }
        .padding()
      }

      if shown == 2 {
        WideButton(title: NSLocalizedString("setupFinishButton", comment: ""), action: finish)
          .padding()
      }
    }
  }
}
