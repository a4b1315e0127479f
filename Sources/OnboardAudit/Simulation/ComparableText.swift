/// Text compared as people read it: lowercased, without surrounding spaces and punctuation,
/// as a visible text is compared with the label VoiceOver reads for it.
func normalizedForComparison(_ text: String) -> String {
  let scalars = Array(text.lowercased().unicodeScalars)
  func isEdge(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar.properties.generalCategory.isPunctuation
      || (0x2066...0x2069).contains(scalar.value) || (0x200E...0x200F).contains(scalar.value)
  }
  guard let first = scalars.firstIndex(where: { !isEdge($0) }),
    let last = scalars.lastIndex(where: { !isEdge($0) })
  else { return "" }
  return String(String.UnicodeScalarView(scalars[first...last]))
}

extension Unicode.GeneralCategory {
  /// Whether the category is one of Unicode's seven punctuation categories (`P*`).
  var isPunctuation: Bool {
    switch self {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
      .finalPunctuation, .otherPunctuation:
      true
    default: false
    }
  }
}
