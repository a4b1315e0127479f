"""A SwiftGen-sized generated accessor file looked up from many views, for the lookups benchmark.

`Generated/Strings.swift` is shaped as SwiftGen's `strings` template writes it: a nested
`enum L10n` with one accessor per key (a static property, or a function for a key with a
value to format), each calling `L10n.tr(table, key, args…)`, which reads the bundle. Each view
shows four of the accessors, so the time is indexing the generated file once and resolving
the views' references to it (the views are no flow of their own). The English table defines
every key, each used by some view or not.
"""
import os

TRANSLATION = """extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
    let format = Bundle.main.localizedString(forKey: key, value: nil, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}
"""


def write(root, accessors=10_000, views=500):
    """Writes the app below `root`; returns the generated file's lines, its accessors and the views."""
    os.makedirs(os.path.join(root, "Generated"), exist_ok=True)
    os.makedirs(os.path.join(root, "Views"), exist_ok=True)
    os.makedirs(os.path.join(root, "en.lproj"), exist_ok=True)
    groups = 100
    per_group = accessors // groups
    lines = ["// swiftlint:disable all", "// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen", "",
             "import Foundation", "", "internal enum L10n {"]
    keys = []
    for group in range(groups):
        lines.append(f"  internal enum Group{group} {{")
        for item in range(per_group):
            key = f"group{group}.item_{item}"
            if item % 10 == 9:
                keys.append((key, f"%d things in group {group}"))
                lines += [f"    /// %d things in group {group}",
                          f"    internal static func item{item}(_ p1: Int) -> String {{",
                          f'      return L10n.tr("Localizable", "{key}", p1)', "    }"]
            else:
                keys.append((key, f"Item {item} of group {group}"))
                lines += [f"    /// Item {item} of group {group}",
                          f'    internal static var item{item}: String {{ return L10n.tr("Localizable", "{key}") }}']
        lines.append("  }")
    lines.append("}")
    lines.append("")
    with open(os.path.join(root, "Generated", "Strings.swift"), "w") as out:
        out.write("\n".join(lines) + "\n" + TRANSLATION)
    for view in range(views):
        group = view % groups
        shown = [(view * 7 + offset) % per_group for offset in range(4)]
        texts = "".join(
            f"      Text(L10n.Group{group}.item{item}({view}))\n" if item % 10 == 9
            else f"      Text(L10n.Group{group}.item{item})\n" for item in shown)
        with open(os.path.join(root, "Views", f"Screen{view}View.swift"), "w") as out:
            out.write("import SwiftUI\n\n"
                      f"struct Screen{view}View: View {{\n  var body: some View {{\n    VStack {{\n"
                      + texts + "    }\n  }\n}\n")
    with open(os.path.join(root, "en.lproj", "Localizable.strings"), "w") as out:
        for key, value in keys:
            out.write(f'"{key}" = "{value}";\n')
    return len(lines) + TRANSLATION.count("\n"), accessors, views


if __name__ == "__main__":
    import sys
    print(write(sys.argv[1]))
