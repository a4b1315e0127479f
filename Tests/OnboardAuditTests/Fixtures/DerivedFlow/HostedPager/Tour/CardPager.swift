import SwiftUI

struct CardPager<Card: View>: View {
  var hosts: [UIHostingController<Card>]
  @State var shown = 0
  @Binding var stage: TourStage

  init(_ cards: [Card], _ stage: Binding<TourStage>) {
    self.hosts = cards.map { UIHostingController(rootView: $0) }
    self._stage = stage
  }

  var body: some View {
    let isLast = shown == 2

    VStack {
      HostedPages(hosts: hosts, shown: $shown)

      if isLast {
        WideButton(title: NSLocalizedString("tourStartButton", comment: "")) {
          stage = .setup
        }
      } else {
        WideButton(title: NSLocalizedString("tourStartButton", comment: "")) {
          stage = .setup
        }
        .hidden()
      }

      DotsControl(count: hosts.count, shown: $shown)
        .padding(.vertical)
    }
  }
}
