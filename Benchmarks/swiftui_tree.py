"""A synthetic SwiftUI app of a given number of lines, for the Swift sources benchmark.

Each file is an onboarding-like screen: a page-style TabView over literal pages, feature rows
with LocalizedStringKey parameters, interpolated counters, buttons, modifiers, a preview and
some `#if DEBUG` code. The English table defines every key the code looks up, so the audit
reports next to nothing and the time is the reading.
"""
import os

HEADER = "import SwiftUI\n\n"


def screen(index):
    """One file's text, and the keys it looks up with their English values."""
    name = f"Screen{index}View"
    keys = []

    def key(suffix, value):
        keys.append((f"screen{index}.{suffix}", value))
        return f"screen{index}.{suffix}"

    lines = [
        f"/// Screen {index} of the synthetic onboarding.",
        f"struct {name}Feature {{",
        "  let symbol: String",
        "  let title: LocalizedStringKey",
        "  let subtitle: LocalizedStringKey",
        "}",
        "",
        f"struct {name}: View {{",
        "  @State private var page = 0",
        "  @State private var isOn = false",
        "  let total: Int",
        "  let progress: Double",
        "  private let features = [",
    ]
    for row in range(6):
        lines.append(f'    {name}Feature(symbol: "star.{row}", title: "{key(f"feature{row}.title", f"Feature {row}")}", '
                     f'subtitle: "{key(f"feature{row}.subtitle", f"What feature {row} does for you")}"),')
    lines += [
        "  ]",
        "",
        "  var body: some View {",
        "    VStack(alignment: .leading, spacing: 16) {",
        f'      Text("{key("title", "Welcome to screen")}")',
        "        .font(.largeTitle.bold())",
        "        .accessibilityAddTraits(.isHeader)",
        f'      Text("{key("subtitle", "A few things to know first")}")',
        "        .foregroundStyle(.secondary)",
        "      ForEach(features, id: \\.symbol) { feature in",
        "        HStack(alignment: .top) {",
        "          Image(systemName: feature.symbol)",
        "            .accessibilityHidden(true)",
        "          VStack(alignment: .leading) {",
        "            Text(feature.title).font(.headline)",
        "            Text(feature.subtitle).foregroundStyle(.secondary)",
        "          }",
        "        }",
        "        .accessibilityElement(children: .combine)",
        "      }",
        "      TabView(selection: $page) {",
    ]
    for tab in range(4):
        lines += [
            "        VStack {",
            f'          Text("{key(f"page{tab}.title", f"Page {tab}")}")',
            f'          Text("{key(f"page{tab}.body", f"What page {tab} says")}")',
            "            .multilineTextAlignment(.center)",
            "        }",
            f"        .tag({tab})",
        ]
    lines += [
        "      }",
        "      .tabViewStyle(.page)",
        f'      Text("{key("dots %lld %lld", "Page %lld of %lld").replace(" %lld %lld", "")} \\(page + 1) \\(total)")',
        f'      Text("{key("progress %lf", "%lf done").replace(" %lf", "")} \\(progress)")',
        f'      Toggle("{key("reminders", "Remind me")}", isOn: $isOn)',
        f'      Button("{key("next", "Next")}") {{',
        "        withAnimation(.easeInOut) { page = min(page + 1, total - 1) }",
        "      }",
        "      .buttonStyle(.borderedProminent)",
        f'      .accessibilityHint("{key("next.hint", "Shows the next page")}")',
        "      #if DEBUG",
        '        Button("debug.reset") { page = 0 }',
        "      #endif",
        "    }",
        "    .padding()",
        f'    .navigationTitle("{key("navigation", "Getting started")}")',
        "  }",
        "}",
        "",
        "#Preview {",
        f"  {name}(total: 4, progress: 0.5)",
        "}",
        "",
    ]
    return lines, keys


def write(root, total_lines):
    """Writes files of screens until `total_lines` lines are written; returns (files, lines, keys)."""
    views = os.path.join(root, "App", "Views")
    os.makedirs(views, exist_ok=True)
    written = 0
    index = 0
    keys = []
    while written < total_lines:
        body, screen_keys = screen(index)
        # Several screens a file, about 600 lines each, as large view files are.
        lines = HEADER.splitlines()
        while len(lines) < 600 and written + len(lines) < total_lines:
            lines += body
            keys += screen_keys
            index += 1
            body, screen_keys = screen(index)
        text = "\n".join(lines) + "\n"
        with open(os.path.join(views, f"Views{index}.swift"), "w") as out:
            out.write(text)
        written += text.count("\n")
    strings = os.path.join(root, "App", "Resources", "en.lproj", "Localizable.strings")
    os.makedirs(os.path.dirname(strings), exist_ok=True)
    with open(strings, "w") as out:
        for key, value in keys:
            out.write(f'"{key}" = "{value}";\n')
    files = len(os.listdir(views))
    return files, written, len(keys)
