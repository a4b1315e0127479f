import SwiftUI
import UIKit

/// Pages the hosts with a UIKit page view controller.
struct HostedPages: UIViewControllerRepresentable {
  var hosts: [UIViewController]
  @Binding var shown: Int

  func makeUIViewController(context: Context) -> UIPageViewController {
    UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
  }

  func updateUIViewController(_ controller: UIPageViewController, context: Context) {
    controller.setViewControllers([hosts[shown]], direction: .forward, animated: true)
  }
}

struct DotsControl: UIViewRepresentable {
  var count: Int
  @Binding var shown: Int

  func makeUIView(context: Context) -> UIPageControl {
    let control = UIPageControl()
    control.numberOfPages = count
    return control
  }

  func updateUIView(_ control: UIPageControl, context: Context) {
    control.currentPage = shown
  }
}

struct WideButton: View {
  var title: String
  var action: () -> Void

  var body: some View {
    Button(
      action: action,
      label: {
        Text(title)
          .font(.body)
          .fontWeight(.semibold)
          .padding()
      }
    )
    .background(Color.accentColor)
    .cornerRadius(8)
  }
}
