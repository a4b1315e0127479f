extension CatalogDocumentReader {
  /// Reads a localization, or one case of a variation: a `stringUnit`, `variations` and
  /// `substitutions`, each optional. Returns the value and its worst state.
  func readValue(_ node: JSONValue, at path: CatalogPath) throws(AuditError) -> (LocalizedValue, String?) {
    _ = try object(node, at: path)
    var value = LocalizedValue()
    var state: String?
    if let unit = node.member("stringUnit") {
      let unitPath = path.appending("stringUnit")
      _ = try object(unit.value, at: unitPath)
      if let field = unit.value.member("state") {
        state = try string(field.value, at: unitPath.appending("state"))
      }
      guard let text = unit.value.member("value") else {
        throw problem("expected a \"value\"", at: unitPath, unit.value)
      }
      let string = try string(text.value, at: unitPath.appending("value"))
      value.text = LocatedText(string, at: location(text.value))
    }
    if let field = node.member("variations") {
      let (variations, worst) = try readVariations(field.value, at: path.appending("variations"))
      value.variations = variations
      state = CatalogState.worse(state, worst)
    }
    if let field = node.member("substitutions") {
      let substitutionsPath = path.appending("substitutions")
      for member in try object(field.value, at: substitutionsPath) {
        let (substitution, worst) = try readSubstitution(member, at: substitutionsPath.appending(member.key))
        value.substitutions.append(substitution)
        state = CatalogState.worse(state, worst)
      }
    }
    return (value, state)
  }

  /// Reads `{"plural": {...}}` or `{"device": {...}}`; other kinds are ignored, so a variations
  /// object with only unknown kinds gives nil.
  private func readVariations(
    _ node: JSONValue, at path: CatalogPath
  ) throws(AuditError) -> (Variations?, String?) {
    _ = try object(node, at: path)
    let known = [Variations.Kind.plural, .device].compactMap { kind in
      node.member(kind.rawValue).map { (kind, $0) }
    }
    guard let (kind, member) = known.first else { return (nil, nil) }
    if known.count > 1 {
      throw problem("expected only one of \"plural\" and \"device\"", at: path, node)
    }
    let kindPath = path.appending(kind.rawValue)
    var cases: [Variations.Case] = []
    var state: String?
    for item in try object(member.value, at: kindPath) {
      let (value, worst) = try readValue(item.value, at: kindPath.appending(item.key))
      cases.append(Variations.Case(name: item.key, value: value, location: location(item)))
      state = CatalogState.worse(state, worst)
    }
    return (Variations(kind: kind, cases: cases), state)
  }

  /// Reads one substitution: `argNum`, `formatSpecifier` and `variations`, each optional.
  private func readSubstitution(
    _ member: JSONMember, at path: CatalogPath
  ) throws(AuditError) -> (Substitution, String?) {
    let node = member.value
    _ = try object(node, at: path)
    var substitution = Substitution(name: member.key, location: location(member))
    var state: String?
    if let field = node.member("argNum") {
      guard let number = field.value.asInt else {
        throw problem("expected an integer", at: path.appending("argNum"), field.value)
      }
      substitution.argumentNumber = number
    }
    if let field = node.member("formatSpecifier") {
      substitution.formatSpecifier = try string(field.value, at: path.appending("formatSpecifier"))
    }
    if let field = node.member("variations") {
      (substitution.variations, state) = try readVariations(field.value, at: path.appending("variations"))
    }
    return (substitution, state)
  }
}
