import SwiftSyntax

extension FlowPages {
  /// Whether a `TabView`'s children are the flow's pages (docs/swiftui.md, "Screens"): it is
  /// page-styled, or the code moves between its children itself: it has a `selection`, its
  /// children are tagged, and none is given a tab item (`.tabItem`, `Tab`), so no tab bar
  /// names them (`TabView(selection: $page) { ForEach(…) { PageView(…).tag(index) } }` under
  /// a Continue button that advances `page`).
  static func isPager(_ tabView: FunctionCallExprSyntax) -> Bool {
    if modifiers(of: tabView).contains(where: isPageStyle) { return true }
    guard tabView.arguments.contains(where: { $0.label?.text == "selection" }),
      let content = tabView.trailingClosure
    else { return false }
    let finder = CallFinder(names: ["tag", "tabItem", "Tab"], viewMode: .sourceAccurate)
    finder.walk(content)
    let names = finder.found.compactMap { call in
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
    return names.contains("tag") && !names.contains("tabItem") && !names.contains("Tab")
  }
}
