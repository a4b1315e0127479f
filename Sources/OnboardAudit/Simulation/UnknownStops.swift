extension FocusStop {
  /// Whether the tool does not know what VoiceOver finds here, nor whether it stops at all
  /// (docs/swiftui.md, "What stays unknown"): a view the sources do not declare, kept as one
  /// element of unknown content, or an image made in a way the tool cannot name. No rule
  /// counts such a stop as a part of a row or as read before the title.
  public var isUnknown: Bool {
    guard parts.isEmpty, element.elements.isEmpty else { return false }
    switch element.role {
    case nil:
      return element.label == nil && element.text?.expression != nil
    case .image?:
      return element.symbol == nil && element.label?.expression != nil
    default:
      return false
    }
  }

  /// Whether the two stops can be on the screen together: their elements are not shown
  /// under conditions that exclude each other (`BranchConditions`).
  func canShow(with other: FocusStop) -> Bool {
    !element.shownWhen.excludes(other.element.shownWhen)
  }
}
