import SwiftUI

/// The greeting: a `TabView` with a selection and tagged children over the cards' indices,
/// with no page style and no tab items, under a button that moves to the next card.
struct WelcomeGreetingView: View {
  @State var shown = 0

  var body: some View {
    VStack {
      TabView(selection: $shown) {
        ForEach(0..<cards.count) { index in
          CardView(card: cards[index]).tag(index)
        }
      }
      Spacer()
      Button {
        shown = shown + 1
      } label: {
        Text("greeting.next")
          .padding()
          .frame(width: 280, height: 50)
          .background(Color.green)
          .cornerRadius(10)
      }
    }
  }
}

struct CardView: View {
  var card: Card

  var body: some View {
    VStack {
      Image(card.picture)
        .resizable()
        .frame(width: 280, height: 280)
      Text(card.title)
        .font(.largeTitle)
        .bold()
        .padding()
      Text(card.line)
        .font(.title2)
        .padding()
    }
  }
}
