/// Views VoiceOver passes over although the expansion made an element of them (docs/swiftui.md,
/// "Unknown is never a finding"): a stack that holds only shapes, colours and spacers, and a
/// `Text("")` (a scroll anchor, a placeholder). Such an element has nothing to read, so it is
/// no focus stop, and no rule may ask it for a label or count it in a row. It keeps its place
/// in the layout and any motion it carries, marked decorative.
enum SilentViews {
  static func mark(_ elements: inout [Element]) {
    for index in elements.indices {
      mark(&elements[index].elements)
      if isSilent(elements[index]) { elements[index].decorative = true }
    }
  }

  private static func isSilent(_ element: Element) -> Bool {
    guard element.elements.isEmpty, element.label == nil, element.value == nil, element.hint == nil,
      element.traits.isEmpty, element.actions.isEmpty, element.symbol == nil, element.children == nil
    else { return false }
    switch element.role {
    case nil: return element.axis != nil && element.text == nil
    case .text?: return element.text.map(isEmpty) ?? false
    default: return false
    }
  }

  /// A text that shows nothing: an empty literal or key, with no argument.
  private static func isEmpty(_ text: FlowText) -> Bool {
    text.expression == nil && text.args.isEmpty && (text.literal ?? text.key ?? "").isEmpty
  }
}
