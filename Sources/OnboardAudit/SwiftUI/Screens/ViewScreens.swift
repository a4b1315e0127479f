/// Manifest screens that name a SwiftUI view (`"view": "WelcomeView"`, docs/manifest.md): their
/// elements come from the code, and the manifest's own elements override those with the same
/// id (at any depth); the manifest's `title` and `primaryAction` win over the ones derived.
enum ViewScreens {
  static func apply(to manifest: FlowManifest, sources: SwiftSources) -> FlowManifest {
    guard manifest.screens.contains(where: { $0.view != nil }) else { return manifest }
    var result = manifest
    // The declarations are read once for every screen.
    let elementsOfView = DerivedFlow.viewElements(manifest.screens.compactMap(\.view), in: sources)
    for index in result.screens.indices {
      guard let name = result.screens[index].view,
        let derived = elementsOfView(name)
      else { continue }
      var screen = result.screens[index]
      var overrides = Dictionary(screen.elements.map { ($0.id, $0) }) { first, _ in first }
      var elements = derived.elements
      for position in elements.indices { replace(&elements[position], from: &overrides) }
      let added = screen.elements.filter { overrides[$0.id] != nil }
      screen.elements = elements + added
      let code = Screen(id: screen.id, elements: screen.elements, location: screen.location)
      screen.title = screen.title ?? DerivedFlow.title(of: code)
      screen.primaryAction =
        screen.primaryAction ?? DerivedFlow.primaryAction(of: code, prominent: derived.prominent, shared: [])
      result.screens[index] = screen
    }
    return result
  }

  private static func replace(_ element: inout Element, from overrides: inout [String: Element]) {
    if let manifest = overrides.removeValue(forKey: element.id) {
      element = manifest
      return
    }
    for index in element.elements.indices { replace(&element.elements[index], from: &overrides) }
  }
}
