extension FlowManifest {
  /// Reads and checks a manifest file of at most `maximumFileSize` bytes; `ruleIDs` are the
  /// rules an element may `ignore`.
  public static func load(
    _ path: String, ruleIDs: [String], maximumFileSize: Int = FileSystem.defaultMaximumFileSize
  ) throws(AuditError) -> FlowManifest {
    let display = FileSystem.displayPath(path)
    let root = try JSONFile.read(path, shownAs: display, limit: maximumFileSize)
    return try ManifestReader(file: display, ruleIDs: ruleIDs).manifest(root)
  }

  /// Reads and checks a manifest's bytes; `file` is the path shown in errors and findings.
  public static func parse(_ bytes: [UInt8], file: String, ruleIDs: [String]) throws(AuditError)
    -> FlowManifest
  {
    try ManifestReader(file: file, ruleIDs: ruleIDs).manifest(JSONFile.parse(bytes, file: file))
  }
}

/// Turns the JSON of `onboarding.json` into a `FlowManifest`; every error names its JSON path.
struct ManifestReader: JSONSchemaReading {
  let file: String
  /// The rule ids an element's `ignore` may name.
  let ruleIDs: [String]

  static let manifestFields = ["formatVersion", "app", "sourceLocale", "table", "device", "screens"]
  static let screenFields = [
    "id", "title", "primaryAction", "elements", "size", "transition", "autoAdvance", "stopsForVoiceOver",
    "view",
    "source",
  ]
  static let elementFields = [
    "id", "role", "text", "label", "value", "hint", "traits", "symbol", "decorative", "hidden",
    "sortPriority", "frame", "mirrors", "axis", "children", "elements", "actions", "appears",
    "animations", "maxLength", "maxLines", "width", "fontSize", "ignore", "autoAdvance", "stopsForVoiceOver",
    "placeholder", "source",
  ]
  static let textFields = ["key", "table", "args", "count", "literal", "unknown", "oneOf"]
  static let animationFields = [
    "kind", "trigger", "delay", "duration", "repeat", "flashesPerSecond", "userCanPause", "reducedMotion",
  ]
  static let autoAdvanceFields = ["after", "userCanPause", "userCanExtend", "userCanDisable"]

  func manifest(_ root: JSONValue) throws(AuditError) -> FlowManifest {
    let members = try fields(root, at: "", known: Self.manifestFields)
    var manifest = FlowManifest(file: file)
    var screens: [JSONValue]?
    for member in members {
      let value = member.value
      switch member.key {
      case "formatVersion":
        let version = try integer(value, at: "formatVersion")
        guard version == 1 else {
          throw error("formatVersion \(version) is not supported; this version reads formatVersion 1", value)
        }
        manifest.formatVersion = version
      case "app": manifest.app = try string(value, at: "app")
      case "sourceLocale":
        let tag = try string(value, at: "sourceLocale")
        guard let canonical = LocaleNames.canonical(tag) else {
          throw error(
            "'\(tag)' at sourceLocale is not a locale ICU knows; use a BCP 47 tag such as 'en'", value)
        }
        manifest.sourceLocale = canonical
      case "table": manifest.table = try string(value, at: "table")
      case "device": manifest.device = try choice(value, at: "device", Device.self)
      case "screens": screens = try array(value, at: "screens")
      default: throw unread(member)
      }
    }
    guard let screens else { throw error("missing field 'screens' at the top level", root) }
    var ids: [String: Int] = [:]
    for (index, value) in screens.enumerated() {
      let screen = try self.screen(value, at: "screens[\(index)]")
      if let first = ids[screen.id] {
        throw error(
          "duplicate screen id '\(screen.id)' at screens[\(index)]; screens[\(first)] has it", value)
      }
      ids[screen.id] = index
      manifest.screens.append(screen)
    }
    return manifest
  }

  private func screen(_ value: JSONValue, at path: String) throws(AuditError) -> Screen {
    let members = try fields(value, at: path, known: Self.screenFields)
    var screen = Screen(id: try requiredString(value, "id", at: path), location: location(value))
    var titleValue: JSONValue?
    var actionValue: JSONValue?
    for member in members {
      let value = member.value
      let at = "\(path).\(member.key)"
      switch member.key {
      case "id": break
      case "title":
        screen.title = try string(value, at: at)
        titleValue = value
      case "primaryAction":
        screen.primaryAction = try string(value, at: at)
        actionValue = value
      case "elements": screen.elements = try elements(value, at: at)
      case "size":
        let numbers = try self.numbers(value, at: at, count: 2)
        screen.size = Size(width: numbers[0], height: numbers[1])
      case "transition": screen.transition = try animation(value, at: at)
      case "view": screen.view = try string(value, at: at)
      case "source": try source(value, at: at)
      case "autoAdvance": screen.autoAdvance = try autoAdvance(value, at: at)
      case "stopsForVoiceOver": screen.stopsForVoiceOver = try bool(value, at: at)
      default: throw unread(member)
      }
    }
    if screen.stopsForVoiceOver != nil, screen.autoAdvance == nil,
      let member = members.first(where: { $0.key == "stopsForVoiceOver" })
    {
      throw error(
        "\(path).stopsForVoiceOver is for a screen that advances on a timer; give it 'autoAdvance' or remove it",
        member.value)
    }
    var seen: [String: String] = [:]
    try checkIDs(screen.elements, path: "\(path).elements", seen: &seen)
    for (name, id, value) in [
      ("title", screen.title, titleValue), ("primaryAction", screen.primaryAction, actionValue),
    ] {
      // A screen made from a view may name the view's elements.
      guard let id, let value, seen[id] == nil, screen.view == nil else { continue }
      let suggestion = Suggestions.closest(to: id, among: Array(seen.keys).sorted()).map {
        "; did you mean '\($0)'?"
      }
      throw error("\(path).\(name) names no element: '\(id)'\(suggestion ?? "")", value)
    }
    return screen
  }

  /// Element ids are unique in their screen, at any depth.
  private func checkIDs(_ elements: [Element], path: String, seen: inout [String: String])
    throws(AuditError)
  {
    for (index, element) in elements.enumerated() {
      let at = "\(path)[\(index)]"
      if let first = seen[element.id] {
        throw AuditError.unusableFile(
          "duplicate element id '\(element.id)' at \(at).id; \(first) has it", file: file,
          line: element.location.line, column: element.location.column)
      }
      seen[element.id] = at
      try checkIDs(element.elements, path: "\(at).elements", seen: &seen)
    }
  }

  private func elements(_ value: JSONValue, at path: String) throws(AuditError) -> [Element] {
    var result: [Element] = []
    for (index, item) in try array(value, at: path).enumerated() {
      result.append(try element(item, at: "\(path)[\(index)]"))
    }
    return result
  }

  private func element(_ value: JSONValue, at path: String) throws(AuditError) -> Element {
    let members = try fields(value, at: path, known: Self.elementFields)
    var element = Element(id: try requiredString(value, "id", at: path), location: location(value))
    for member in members {
      let value = member.value
      let at = "\(path).\(member.key)"
      switch member.key {
      case "id": break
      case "role": element.role = try choice(value, at: at, Role.self)
      case "text": element.text = try text(value, at: at)
      case "label": element.label = try text(value, at: at)
      case "value": element.value = try text(value, at: at)
      case "hint": element.hint = try text(value, at: at)
      case "traits":
        for (index, item) in try array(value, at: at).enumerated() {
          element.traits.append(try choice(item, at: "\(at)[\(index)]", Trait.self))
        }
      case "symbol": element.symbol = try string(value, at: at)
      case "decorative": element.decorative = try bool(value, at: at)
      case "hidden": element.hidden = try bool(value, at: at)
      case "sortPriority": element.sortPriority = try number(value, at: at)
      case "frame":
        let numbers = try self.numbers(value, at: at, count: 4)
        element.frame = Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
      case "mirrors": element.mirrors = try bool(value, at: at)
      case "axis": element.axis = try choice(value, at: at, StackAxis.self)
      case "children": element.children = try choice(value, at: at, ChildrenMode.self)
      case "elements": element.elements = try elements(value, at: at)
      case "actions": element.actions = try strings(value, at: at).map(ElementAction.init(rawValue:))
      case "appears":
        let fields = try self.fields(value, at: at, known: ["at"])
        guard let time = fields.first else { throw error("missing field 'at' at \(at)", value) }
        element.appears = Appearance(at: try nonNegative(time.value, at: "\(at).at"))
      case "animations":
        for (index, item) in try array(value, at: at).enumerated() {
          element.animations.append(try animation(item, at: "\(at)[\(index)]"))
        }
      case "maxLength": element.maxLength = try positiveInteger(value, at: at)
      case "maxLines": element.maxLines = try positiveInteger(value, at: at)
      case "width": element.width = try positive(value, at: at)
      case "fontSize": element.fontSize = try positive(value, at: at)
      case "source": try source(value, at: at)
      case "ignore":
        let ids = ruleIDs
        guard let items = value.asArray else { throw expected("an array of rule ids", value, at) }
        for (index, item) in items.enumerated() {
          let id = try string(item, at: "\(at)[\(index)]")
          guard ids.contains(id) else {
            let suggestion = Suggestions.closest(to: id, among: ids).map { "; did you mean '\($0)'?" } ?? ""
            throw error("unknown rule '\(id)' at \(at)[\(index)]\(suggestion)", item)
          }
          element.ignore.append(id)
        }
      case "autoAdvance": element.autoAdvance = try autoAdvance(value, at: at)
      case "stopsForVoiceOver": element.stopsForVoiceOver = try bool(value, at: at)
      case "placeholder": element.placeholder = try text(value, at: at)
      default: throw unread(member)
      }
    }
    if element.maxLines != nil && (element.width == nil || element.fontSize == nil) {
      throw error("\(path).maxLines needs 'width' and 'fontSize' to estimate lines", value)
    }
    try checkControlFields(element, members, at: path, value)
    return element
  }

  /// The fields that belong to one kind of element only (docs/manifest.md): a placeholder
  /// to a text field, `stopsForVoiceOver` to an element that advances on a timer, and a
  /// segmented control has its segments.
  private func checkControlFields(
    _ element: Element, _ members: [JSONMember], at path: String, _ value: JSONValue
  )
    throws(AuditError)
  {
    if element.placeholder != nil, element.role != .textField,
      let member = members.first(where: { $0.key == "placeholder" })
    {
      throw error(
        "\(path).placeholder is read only for a text field; give the element role 'textField' or remove it",
        member.value)
    }
    if element.stopsForVoiceOver != nil, element.autoAdvance == nil,
      let member = members.first(where: { $0.key == "stopsForVoiceOver" })
    {
      throw error(
        "\(path).stopsForVoiceOver is for an element that advances on a timer; give it 'autoAdvance' or remove it",
        member.value)
    }
    if element.role == .segmentedControl, element.elements.isEmpty {
      throw error("\(path) is a segmentedControl without segments; list them in its 'elements'", value)
    }
  }

  private func text(_ value: JSONValue, at path: String) throws(AuditError) -> FlowText {
    if let key = value.asString {
      return FlowText(key: key, location: location(value))
    }
    guard value.asObject != nil else { throw expected("a string (a key) or an object", value, path) }
    let members = try fields(value, at: path, known: Self.textFields)
    var text = FlowText(location: location(value))
    for member in members {
      let value = member.value
      let at = "\(path).\(member.key)"
      switch member.key {
      case "key": text.key = try string(value, at: at)
      case "table": text.table = try string(value, at: at)
      case "args":
        for (index, item) in try array(value, at: at).enumerated() {
          switch item.kind {
          case .string(let string): text.args.append(.string(string))
          case .number(let number, _): text.args.append(.number(number))
          default: throw expected("a string or a number", item, "\(at)[\(index)]")
          }
        }
      case "count": text.count = try number(value, at: at)
      case "literal": text.literal = try string(value, at: at)
      // Text the code computes, which `manifest` writes as the expression that computes it.
      case "unknown": text.expression = try string(value, at: at)
      // The texts it is one of, which transcripts show.
      case "oneOf":
        for (index, item) in try array(value, at: at).enumerated() {
          text.oneOf.append(try self.text(item, at: "\(at)[\(index)]"))
        }
      default: throw unread(member)
      }
    }
    let given = [("key", text.key), ("literal", text.literal), ("unknown", text.expression)].filter {
      $0.1 != nil
    }
    switch given.count {
    case 0: throw error("\(path) needs 'key', 'literal' or 'unknown'", value)
    case 1:
      if !text.oneOf.isEmpty, text.expression == nil {
        throw error("\(path) has 'oneOf' without 'unknown'", value)
      }
      return text
    default:
      throw error(
        "\(path) has \(given.map { "'\($0.0)'" }.joined(separator: " and ")); keep one", value)
    }
  }

  private func animation(_ value: JSONValue, at path: String) throws(AuditError) -> FlowAnimation {
    let members = try fields(value, at: path, known: Self.animationFields)
    guard let kindValue = value["kind"] else { throw error("missing field 'kind' at \(path)", value) }
    var animation = FlowAnimation(
      kind: try choice(kindValue, at: "\(path).kind", FlowAnimation.Kind.self), location: location(value))
    for member in members {
      let value = member.value
      let at = "\(path).\(member.key)"
      switch member.key {
      case "kind": break
      case "trigger": animation.trigger = try choice(value, at: at, FlowAnimation.Trigger.self)
      case "delay": animation.delay = try nonNegative(value, at: at)
      case "duration": animation.duration = try nonNegative(value, at: at)
      case "repeat":
        if value.asString == "forever" {
          animation.repeat = .forever
        } else if value.asDouble != nil {
          animation.repeat = .count(try nonNegative(value, at: at))
        } else {
          throw expected("a number or \"forever\"", value, at)
        }
      case "flashesPerSecond": animation.flashesPerSecond = try nonNegative(value, at: at)
      case "userCanPause": animation.userCanPause = try bool(value, at: at)
      case "reducedMotion":
        if value.asObject?.count == 1, value["kind"]?.asString == "none" {
          animation.reducedMotion = .skip(location: location(value))
        } else {
          animation.reducedMotion = .animation(try self.animation(value, at: at))
        }
      default: throw unread(member)
      }
    }
    return animation
  }

  private func autoAdvance(_ value: JSONValue, at path: String) throws(AuditError) -> AutoAdvance {
    let members = try fields(value, at: path, known: Self.autoAdvanceFields)
    guard let after = value["after"] else { throw error("missing field 'after' at \(path)", value) }
    var result = AutoAdvance(after: try positive(after, at: "\(path).after"), location: location(value))
    for member in members {
      let at = "\(path).\(member.key)"
      switch member.key {
      case "after": break
      case "userCanPause": result.userCanPause = try bool(member.value, at: at)
      case "userCanExtend": result.userCanExtend = try bool(member.value, at: at)
      case "userCanDisable": result.userCanDisable = try bool(member.value, at: at)
      default: throw unread(member)
      }
    }
    return result
  }

  /// `"source": {"file", "line", "column"}`: where the derived manifest found a screen or
  /// element in the Swift code; checked, and kept only as information.
  private func source(_ value: JSONValue, at path: String) throws(AuditError) {
    for member in try fields(value, at: path, known: ["file", "line", "column"]) {
      let at = "\(path).\(member.key)"
      if member.key == "file" {
        _ = try string(member.value, at: at)
      } else {
        _ = try positiveInteger(member.value, at: at)
      }
    }
  }

  /// A field the lists above name and no case reads: a mistake in this reader, said as one
  /// rather than read into another field's setter.
  private func unread(_ member: JSONMember) -> AuditError {
    error("'\(member.key)' is a known field that this version does not read", member.value)
  }

  // MARK: Typed values

  /// The members of an object, each key known and written once.
  private func fields(_ value: JSONValue, at path: String, known: [String]) throws(AuditError)
    -> [JSONMember]
  {
    guard let members = value.asObject else { throw expected("an object", value, path) }
    var seen: Set<String> = []
    for member in members {
      let memberPath = path.isEmpty ? member.key : "\(path).\(member.key)"
      guard known.contains(member.key) else {
        let suggestion = Suggestions.closest(to: member.key, among: known).map { "; did you mean '\($0)'?" }
        throw AuditError.unusableFile(
          "unknown field '\(memberPath)'\(suggestion ?? "")", file: file, line: member.line,
          column: member.column)
      }
      guard seen.insert(member.key).inserted else {
        throw AuditError.unusableFile(
          "duplicate field '\(memberPath)'", file: file, line: member.line, column: member.column)
      }
    }
    return members
  }

  private func requiredString(_ object: JSONValue, _ key: String, at path: String) throws(AuditError)
    -> String
  {
    guard let value = object[key] else {
      throw error("missing field '\(key)' at \(path.isEmpty ? "the top level" : path)", object)
    }
    let text = try string(value, at: "\(path).\(key)")
    guard !text.isEmpty else { throw error("\(path).\(key) is empty", value) }
    return text
  }

  private func choice<T: RawRepresentable & CaseIterable>(_ value: JSONValue, at path: String, _: T.Type)
    throws(AuditError) -> T where T.RawValue == String
  {
    let text = try string(value, at: path)
    if let result = T(rawValue: text) { return result }
    let names = T.allCases.map(\.rawValue)
    let suggestion = Suggestions.closest(to: text, among: names).map { "did you mean '\($0)'? " } ?? ""
    throw error(
      "'\(text)' is not a value of \(path) (\(suggestion)values: \(names.joined(separator: ", ")))", value)
  }

  private func array(_ value: JSONValue, at path: String) throws(AuditError) -> [JSONValue] {
    guard let items = value.asArray else { throw expected("an array", value, path) }
    return items
  }

  private func nonNegative(_ value: JSONValue, at path: String) throws(AuditError) -> Double {
    try inRange(number(value, at: path), allowsZero: true, value, path)
  }

  private func positive(_ value: JSONValue, at path: String) throws(AuditError) -> Double {
    try inRange(number(value, at: path), allowsZero: false, value, path)
  }

  private func positiveInteger(_ value: JSONValue, at path: String) throws(AuditError) -> Int {
    try inRange(integer(value, at: path), allowsZero: false, value, path)
  }

  /// `number` when it is greater than 0, or 0 where that is allowed.
  private func inRange<Number: Numeric & Comparable>(
    _ number: Number, allowsZero: Bool, _ value: JSONValue, _ path: String
  ) throws(AuditError) -> Number {
    if number > 0 || (allowsZero && number == 0) { return number }
    throw error(allowsZero ? "\(path) must not be negative" : "\(path) must be greater than 0", value)
  }

  private func numbers(_ value: JSONValue, at path: String, count: Int) throws(AuditError) -> [Double] {
    guard let items = value.asArray, items.count == count else {
      throw expected("an array of \(count) numbers", value, path)
    }
    var result: [Double] = []
    for (index, item) in items.enumerated() {
      result.append(try number(item, at: "\(path)[\(index)]"))
    }
    return result
  }

  private func location(_ value: JSONValue) -> SourceLocation {
    SourceLocation(file: file, line: value.line, column: value.column)
  }
}
