import SwiftUI

enum LanternStyle {
  static let headlineFont: Font = .system(size: 40, design: .serif)
}

struct LanternIntroView: View {
  @State private var glowing = false

  var body: some View {
    VStack(alignment: .leading) {
      Spacer()
      greeting
      Spacer()
      Button {
        glowing = true
      } label: {
        Text("lantern.start")
      }
      .buttonStyle(.borderedProminent)
    }
    .padding()
  }

  private var greeting: some View {
    let brand = "Lantern"
    let greeting: String = .init(localized: "Hello from\n\(brand)")
    var styled: AttributedString = .init(greeting)
    if let range = styled.range(of: brand) {
      styled[range].foregroundColor = .orange
    }

    return Text(styled)
      .font(LanternStyle.headlineFont)
      .fontWeight(.heavy)
      .accessibilityAddTraits(.isHeader)
  }
}
