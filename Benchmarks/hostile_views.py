"""Hostile but legal SwiftUI code, for the bounded-work benchmark (docs/swiftui.md, "Bounded work").

`OnboardingView` shows `View0`; each `View{n}` shows `View{n+1}` `uses` times in a `VStack`, down
to `levels`, whose view is an image. Twice at each of 40 levels is 2^40 views in 373 lines; a
hundred at each of 3 levels is a million. The derived flow expands them within its bounds.
"""
import os


def write(root, levels=40, uses=2):
    """Writes `Hostile.swift` below `root`; returns its number of lines."""
    os.makedirs(root, exist_ok=True)
    code = "import SwiftUI\n\nstruct OnboardingView: View {\n  var body: some View {\n    View0()\n  }\n}\n"
    for level in range(levels):
        inner = "".join(f"      View{level + 1}()\n" for _ in range(uses))
        code += f"\nstruct View{level}: View {{\n  var body: some View {{\n    VStack {{\n{inner}    }}\n  }}\n}}\n"
    code += f'\nstruct View{levels}: View {{\n  var body: some View {{\n    Image(decorative: "leaf")\n  }}\n}}\n'
    with open(os.path.join(root, "Hostile.swift"), "w") as out:
        out.write(code)
    return code.count("\n")


if __name__ == "__main__":
    import sys
    arguments = [int(value) for value in sys.argv[2:]]
    print(write(sys.argv[1], *arguments))
