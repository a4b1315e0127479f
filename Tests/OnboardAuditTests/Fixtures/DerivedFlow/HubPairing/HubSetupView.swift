import SwiftUI

/// The setup flow: one screen, the pairing.
struct HubSetupView: View {
  var body: some View {
    NavigationStack {
      HubPairingView()
    }
  }
}

/// A pairing screen that shows one state at a time: an invitation card when a link was
/// shared, else the search for hubs, with a turning, pulsing beacon laid over it. The
/// invitation and the beacon never show together.
struct HubPairingView: View {
  @State private var showsInvite = true
  @State private var inviteLink: URL? = URL(string: "https://hub.example/join")
  @State private var hubCount = 0
  @State private var chosenHub: String?

  var body: some View {
    ZStack {
      content
      if !showsInvite {
        beacon
      }
    }
    .onChange(of: hubCount) { count in
      if count == 1 {
        scheduleConnect()
      }
    }
  }

  private var content: some View {
    Group {
      if showsInvite, let inviteLink {
        InviteCard(link: inviteLink)
      } else {
        ScrollView {
          Text("pair.search.title")
            .font(.largeTitle.bold())
        }
      }
    }
  }

  private var beacon: some View {
    SearchBeacon(hint: "Make sure the hub is on.")
      .offset(y: chosenHub == nil ? 0 : -80)
      .opacity(showsInvite ? 0 : 1)
      .animation(.easeInOut, value: chosenHub)
  }

  private func scheduleConnect() {
    DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
      chosenHub = "living-room"
    }
  }
}

/// The invitation: a labelled logo, the title, and the link in a card with a gift badge in
/// its corner.
struct InviteCard: View {
  let link: URL

  var body: some View {
    ScrollView {
      VStack(spacing: 12) {
        Image("hub-logo")
          .accessibilityLabel(Text("invite.logo"))
        Text("invite.title")
          .font(.largeTitle.bold())
        Text("invite.body")
          .foregroundStyle(.secondary)
        ZStack(alignment: .topTrailing) {
          VStack(alignment: .leading) {
            Text("invite.address")
              .font(.caption)
            Link(destination: link) {
              Text(link.absoluteString)
                .padding(.vertical, 14)
            }
          }
          .padding(16)
          Image(systemSymbol: .giftFill)
            .padding(16)
        }
        Button("invite.accept") {}
          .buttonStyle(.borderedProminent)
          .controlSize(.large)
      }
    }
  }
}

/// Rings that turn and a core that pulses, forever, and a hint that fades in later.
struct SearchBeacon: View {
  let hint: String?
  @State private var turn = 0.0
  @State private var grow = 1.0
  @State private var showsHint = false

  var body: some View {
    VStack(spacing: 24) {
      ZStack {
        Image(.beaconRings)
          .resizable()
          .frame(width: 180, height: 180)
          .rotationEffect(.degrees(turn))
        Image(.beaconCore)
          .resizable()
          .scaleEffect(grow)
          .frame(width: 70, height: 70)
      }
      Text(hint ?? "")
        .frame(height: showsHint ? nil : 0)
        .opacity(showsHint ? 1 : 0)
        .animation(.easeInOut, value: showsHint)
    }
    .onAppear {
      pulse()
      withAnimation(.linear(duration: 4).repeatForever(autoreverses: false)) {
        turn = 360
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + 6) {
        withAnimation { showsHint = true }
      }
    }
  }

  private func pulse() {
    withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true)) {
      grow = 1.2
    }
  }
}
