import SwiftUI

/// Three pages above one Next bar; each page asks for something of its own.
struct IntroPagesView: View {
  var body: some View {
    VStack {
      TabView {
        StartPage()
        AllowPage()
        LearnPage()
      }
      .tabViewStyle(.page)
      NextBar()
    }
  }
}

struct StartPage: View {
  var body: some View {
    VStack {
      Button("intro.start") {}
        .buttonStyle(.bordered)
        .controlSize(.large)
      Button("intro.tour") {}
    }
  }
}

struct AllowPage: View {
  var body: some View {
    VStack {
      Button("intro.allow") {}
        .keyboardShortcut(.defaultAction)
      Button("intro.later") {}
    }
  }
}

struct LearnPage: View {
  var body: some View {
    Button("intro.learn") {}
  }
}

struct NextBar: View {
  var body: some View {
    HStack {
      Button("intro.back") {}
      Spacer()
      Button("intro.next") {}
    }
  }
}
