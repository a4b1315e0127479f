import SwiftUI

/// Four pages written out as tagged children of a paged `TabView`, with the view's own page
/// dots drawn below it by a `ForEach` over the page count.
struct KitchenIntroView: View {
  @State private var current = 0
  private let totalPages = 4

  var body: some View {
    VStack(spacing: 20) {
      TabView(selection: $current) {
        KitchenPage(symbol: "cart", title: "kitchen.shop.title", detail: "kitchen.shop.detail")
          .tag(0)
        KitchenPage(symbol: "frying.pan", title: "kitchen.cook.title", detail: "kitchen.cook.detail")
          .tag(1)
        KitchenPage(symbol: "timer", title: "kitchen.time.title", detail: "kitchen.time.detail")
          .tag(2)
        KitchenPage(symbol: "fork.knife", title: "kitchen.eat.title", detail: "kitchen.eat.detail")
          .tag(3)
      }
      .tabViewStyle(.page(indexDisplayMode: .never))
      HStack(spacing: 8) {
        ForEach(0..<totalPages, id: \.self) { index in
          Circle()
            .fill(index == current ? Color.orange : Color.gray.opacity(0.3))
            .frame(width: 8, height: 8)
        }
      }
      Button("kitchen.next") {
        if current < totalPages - 1 { current += 1 }
      }
      .buttonStyle(.borderedProminent)
      .controlSize(.large)
    }
  }
}

/// One page: a symbol, a heading and a line below it.
struct KitchenPage: View {
  let symbol: String
  let title: LocalizedStringKey
  let detail: LocalizedStringKey

  var body: some View {
    VStack(spacing: 12) {
      Image(systemName: symbol)
        .font(.system(size: 60))
        .accessibilityHidden(true)
      Text(title)
        .font(.title.bold())
        .accessibilityAddTraits(.isHeader)
      Text(detail)
        .multilineTextAlignment(.center)
    }
    .padding()
  }
}
