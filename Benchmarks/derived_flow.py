"""A synthetic onboarding of a given number of screens, for the derived-flow benchmark.

`OnboardingView` shows the screens as the pages of a page-style TabView; each screen is its
own view in its own file, with a heading, feature rows (a view of the sources, expanded in
place), an appear animation that Reduce Motion skips, and a button. The English table defines
every key, so the time is deriving the flow, simulating it and running the rules.
"""
import os

ROW = """import SwiftUI

struct FeatureRow: View {
  let symbol: String
  let title: LocalizedStringKey
  let detail: LocalizedStringKey

  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: symbol)
        .accessibilityHidden(true)
      VStack(alignment: .leading) {
        Text(title)
          .font(.headline)
        Text(detail)
      }
    }
    .accessibilityElement(children: .combine)
  }
}
"""


def screen(index):
    """One screen's file and its keys with their English values."""
    keys = [(f"s{index}.title", f"Screen {index}"), (f"s{index}.next", "Next")]
    rows = []
    for row in range(4):
        keys.append((f"s{index}.row{row}.title", f"Feature {row}"))
        keys.append((f"s{index}.row{row}.detail", f"What feature {row} of screen {index} does."))
        rows.append(
            f'      FeatureRow(symbol: "star", title: "s{index}.row{row}.title", detail: "s{index}.row{row}.detail")\n'
            "        .opacity(shown ? 1 : 0)\n")
    text = (
        "import SwiftUI\n\n"
        f"struct Screen{index}View: View {{\n"
        "  @Environment(\\.accessibilityReduceMotion) private var reduceMotion\n"
        "  @State private var shown = false\n\n"
        "  var body: some View {\n"
        "    VStack(alignment: .leading, spacing: 20) {\n"
        f'      Text("s{index}.title")\n'
        "        .font(.largeTitle)\n"
        "        .accessibilityAddTraits(.isHeader)\n"
        + "".join(rows) +
        f'      Button("s{index}.next") {{}}\n'
        "    }\n"
        "    .onAppear {\n"
        "      withAnimation(reduceMotion ? nil : .easeOut(duration: 0.4)) { shown = true }\n"
        "    }\n"
        "  }\n"
        "}\n")
    return text, keys


def write(root, screens):
    """Writes the app below `root`; returns the number of screens and of keys."""
    os.makedirs(os.path.join(root, "en.lproj"), exist_ok=True)
    keys = []
    pages = []
    for index in range(1, screens + 1):
        text, screen_keys = screen(index)
        keys += screen_keys
        pages.append(f"      Screen{index}View()\n")
        with open(os.path.join(root, f"Screen{index}View.swift"), "w") as out:
            out.write(text)
    with open(os.path.join(root, "FeatureRow.swift"), "w") as out:
        out.write(ROW)
    with open(os.path.join(root, "OnboardingView.swift"), "w") as out:
        out.write("import SwiftUI\n\nstruct OnboardingView: View {\n  var body: some View {\n"
                  "    TabView {\n" + "".join(pages) + "    }\n    .tabViewStyle(.page)\n  }\n}\n")
    with open(os.path.join(root, "en.lproj", "Localizable.strings"), "w") as out:
        for key, value in keys:
            out.write(f'"{key}" = "{value}";\n')
    return screens, len(keys)


if __name__ == "__main__":
    import sys
    print(write(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 50))
