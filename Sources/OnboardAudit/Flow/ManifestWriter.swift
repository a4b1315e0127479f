/// Writes a flow as `onboarding.json` (docs/manifest.md), with `"source": {"file", "line", "column"}`
/// on each screen and element when `withSources`: the derived manifest that `onboard-audit
/// manifest` prints. Text known only at run time is written as a literal in angle quotes
/// (`{"unknown": "page.title"}`), to be replaced by whoever starts a manifest from it.
public enum ManifestWriter {
  public static func json(_ manifest: FlowManifest, withSources: Bool = true) -> String {
    var members: [(String, Value)] = [("formatVersion", .number(Double(manifest.formatVersion)))]
    if let app = manifest.app { members.append(("app", .string(app))) }
    if let locale = manifest.sourceLocale { members.append(("sourceLocale", .string(locale))) }
    members.append(("table", .string(manifest.table)))
    members.append(("device", .string(manifest.device.rawValue)))
    members.append(("screens", .array(manifest.screens.map { screen($0, withSources: withSources) })))
    var text = ""
    Value.object(members).write(to: &text, indent: "")
    return text + "\n"
  }

  private static func screen(_ screen: Screen, withSources: Bool) -> Value {
    var members: [(String, Value)] = [("id", .string(screen.id))]
    if let view = screen.view { members.append(("view", .string(view))) }
    if let title = screen.title { members.append(("title", .string(title))) }
    if let action = screen.primaryAction { members.append(("primaryAction", .string(action))) }
    if let size = screen.size {
      members.append(("size", .array([.number(size.width), .number(size.height)])))
    }
    if let transition = screen.transition { members.append(("transition", animation(transition))) }
    if let advance = screen.autoAdvance { members.append(("autoAdvance", autoAdvance(advance))) }
    if let stops = screen.stopsForVoiceOver { members.append(("stopsForVoiceOver", .bool(stops))) }
    if withSources { members.append(("source", source(screen.location))) }
    members.append(("elements", .array(screen.elements.map { element($0, withSources: withSources) })))
    return .object(members)
  }

  private static func element(_ element: Element, withSources: Bool) -> Value {
    var members: [(String, Value)] = [("id", .string(element.id))]
    if let role = element.role { members.append(("role", .string(role.rawValue))) }
    for (name, value) in [
      ("text", element.text), ("label", element.label), ("value", element.value), ("hint", element.hint),
      ("placeholder", element.placeholder),
    ] {
      if let value { members.append((name, text(value))) }
    }
    if !element.traits.isEmpty {
      members.append(("traits", .array(element.traits.map { .string($0.rawValue) })))
    }
    if let symbol = element.symbol { members.append(("symbol", .string(symbol))) }
    if element.decorative { members.append(("decorative", .bool(true))) }
    if element.hidden { members.append(("hidden", .bool(true))) }
    if element.sortPriority != 0 { members.append(("sortPriority", .number(element.sortPriority))) }
    if let frame = element.frame {
      members.append(
        ("frame", .array([frame.x, frame.y, frame.width, frame.height].map(Value.number))))
    }
    if let mirrors = element.mirrors { members.append(("mirrors", .bool(mirrors))) }
    if let axis = element.axis { members.append(("axis", .string(axis.rawValue))) }
    if let children = element.children { members.append(("children", .string(children.rawValue))) }
    if !element.actions.isEmpty {
      members.append(("actions", .array(element.actions.map { .string($0.rawValue) })))
    }
    if let appears = element.appears { members.append(("appears", .object([("at", .number(appears.at))]))) }
    if !element.animations.isEmpty {
      members.append(("animations", .array(element.animations.map(animation))))
    }
    if let size = element.fontSize { members.append(("fontSize", .number(size))) }
    if let advance = element.autoAdvance { members.append(("autoAdvance", autoAdvance(advance))) }
    if let stops = element.stopsForVoiceOver { members.append(("stopsForVoiceOver", .bool(stops))) }
    if withSources { members.append(("source", source(element.location))) }
    if !element.elements.isEmpty {
      members.append(
        ("elements", .array(element.elements.map { self.element($0, withSources: withSources) })))
    }
    return .object(members)
  }

  private static func text(_ text: FlowText) -> Value {
    if let expression = text.expression, text.key == nil, text.literal == nil {
      if !text.oneOf.isEmpty {
        return .object([("unknown", .string(expression)), ("oneOf", .array(text.oneOf.map(self.text)))])
      }
      return .object([("unknown", .string(expression))])
    }
    if let key = text.key, text.table == nil, text.args.isEmpty, text.count == nil { return .string(key) }
    var members: [(String, Value)] = []
    if let key = text.key { members.append(("key", .string(key))) }
    if let table = text.table { members.append(("table", .string(table))) }
    if let literal = text.literal { members.append(("literal", .string(literal))) }
    return .object(members)
  }

  private static func animation(_ animation: FlowAnimation) -> Value {
    var members: [(String, Value)] = [
      ("kind", .string(animation.kind.rawValue)), ("trigger", .string(animation.trigger.rawValue)),
    ]
    if animation.delay != 0 { members.append(("delay", .number(animation.delay))) }
    if let duration = animation.duration { members.append(("duration", .number(duration))) }
    switch animation.repeat {
    case .forever?: members.append(("repeat", .string("forever")))
    case .count(let count)?: members.append(("repeat", .number(count)))
    case nil: break
    }
    if let pause = animation.userCanPause { members.append(("userCanPause", .bool(pause))) }
    switch animation.reducedMotion {
    case .skip?: members.append(("reducedMotion", .object([("kind", .string("none"))])))
    case .animation(let fallback)?: members.append(("reducedMotion", self.animation(fallback)))
    case nil: break
    }
    return .object(members)
  }

  private static func autoAdvance(_ advance: AutoAdvance) -> Value {
    .object([
      ("after", .number(advance.after)), ("userCanPause", .bool(advance.userCanPause)),
      ("userCanExtend", .bool(advance.userCanExtend)), ("userCanDisable", .bool(advance.userCanDisable)),
    ])
  }

  private static func source(_ location: SourceLocation) -> Value {
    .object([
      ("file", .string(location.file)), ("line", .number(Double(location.line))),
      ("column", .number(Double(location.column))),
    ])
  }

  /// A JSON value, written two spaces per level; objects and arrays of plain values on one line.
  private indirect enum Value {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([Value])
    case object([(String, Value)])

    var isFlat: Bool {
      switch self {
      case .string, .number, .bool: true
      case .array(let items):
        items.allSatisfy { if case .array = $0 { false } else if case .object = $0 { false } else { true } }
      case .object(let members):
        members.count <= 3
          && members.allSatisfy {
            if case .object = $0.1 { false } else if case .array = $0.1 { false } else { true }
          }
      }
    }

    func write(to text: inout String, indent: String) {
      switch self {
      case .string(let string):
        var bytes = JSONBytes()
        bytes.string(string)
        text += String(decoding: bytes.bytes, as: UTF8.self)
      case .number(let number):
        // Hundredths are enough for seconds and points.
        let rounded = (number * 100).rounded() / 100
        text += rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
      case .bool(let flag):
        text += flag ? "true" : "false"
      case .array(let items):
        if isFlat {
          text += "["
          for (index, item) in items.enumerated() {
            if index > 0 { text += ", " }
            item.write(to: &text, indent: indent)
          }
          text += "]"
          return
        }
        text += "[\n"
        for (index, item) in items.enumerated() {
          text += indent + "  "
          item.write(to: &text, indent: indent + "  ")
          text += index == items.count - 1 ? "\n" : ",\n"
        }
        text += indent + "]"
      case .object(let members):
        if isFlat {
          text += "{"
          for (index, member) in members.enumerated() {
            if index > 0 { text += ", " }
            Value.string(member.0).write(to: &text, indent: indent)
            text += ": "
            member.1.write(to: &text, indent: indent)
          }
          text += "}"
          return
        }
        text += "{\n"
        for (index, member) in members.enumerated() {
          text += indent + "  "
          Value.string(member.0).write(to: &text, indent: indent)
          text += ": "
          member.1.write(to: &text, indent: indent + "  ")
          text += index == members.count - 1 ? "\n" : ",\n"
        }
        text += indent + "}"
      }
    }
  }
}
