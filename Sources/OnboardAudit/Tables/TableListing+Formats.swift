/// The three ways `onboard-audit strings` prints a listing (docs/strings.md).
extension TableListing {
  public enum Format: String, Sendable, CaseIterable {
    case text
    case json
    case csv
  }

  /// The listing's values in `format`, as UTF-8 bytes.
  public func bytes(_ format: Format) -> [UInt8] {
    switch format {
    case .text: Array(text().utf8)
    case .json: json()
    case .csv: Array(csv().utf8)
    }
  }

  /// One object per value, one per line: `table`, `locale`, `key`, `variant` (left out for an
  /// entry's own text), `value`, `file`, `line`, `column`, then `state` and `comment` when
  /// the entry has them.
  func json() -> [UInt8] {
    var json = JSONBytes(capacity: values.count * 160)
    guard !values.isEmpty else {
      json.raw("[]\n")
      return json.bytes
    }
    json.raw("[\n")
    for (index, value) in values.enumerated() {
      json.raw("  {\"table\": ")
      json.string(value.table)
      json.raw(", \"locale\": ")
      json.string(value.locale)
      json.raw(", \"key\": ")
      json.string(value.key)
      if !value.variant.isEmpty {
        json.raw(", \"variant\": ")
        json.string(value.variant)
      }
      json.raw(", \"value\": ")
      json.string(value.value)
      json.raw(", \"file\": ")
      json.string(value.location.file)
      json.raw(", \"line\": ")
      json.number(value.location.line)
      json.raw(", \"column\": ")
      json.number(value.location.column)
      if let state = value.state {
        json.raw(", \"state\": ")
        json.string(state)
      }
      if let comment = value.comment {
        json.raw(", \"comment\": ")
        json.string(comment)
      }
      json.raw(index == values.count - 1 ? "}\n" : "},\n")
    }
    json.raw("]\n")
    return json.bytes
  }

  /// RFC 4180: a header row, CRLF line ends, a field with a comma, quote or line break in
  /// double quotes with its quotes doubled. Every row has every column; absent ones are empty.
  func csv() -> String {
    var rows = ["table,locale,key,variant,value,file,line,column,state,comment"]
    rows.reserveCapacity(values.count + 1)
    for value in values {
      let fields = [
        value.table, value.locale, value.key, value.variant, value.value, value.location.file,
        String(value.location.line), String(value.location.column), value.state ?? "", value.comment ?? "",
      ]
      rows.append(fields.map(Self.csvField).joined(separator: ","))
    }
    return rows.joined(separator: "\r\n") + "\r\n"
  }

  static func csvField(_ field: String) -> String {
    guard field.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) else {
      return field
    }
    var quoted = "\""
    for character in field.unicodeScalars {
      if character == "\"" { quoted += "\"" }
      quoted.unicodeScalars.append(character)
    }
    return quoted + "\""
  }

  /// One line per value, as a compiler places a message:
  /// `file:line:column: locale "key" variant = "value" [state]`, key and value quoted with
  /// their line breaks, quotes, backslashes and control characters escaped.
  func text() -> String {
    var text = ""
    for value in values {
      text += singleLine(value.location.file) + ":"
      // A binary property list has no lines: its values name the file only.
      if value.location.line > 0 { text += "\(value.location.line):\(value.location.column):" }
      text += " "
      text += singleLine(value.locale) + " " + Self.escaped(value.key)
      if !value.variant.isEmpty { text += " " + singleLine(value.variant) }
      text += " = " + Self.escaped(value.value)
      if let state = value.state { text += " [\(singleLine(state))]" }
      text += "\n"
    }
    return text
  }

  /// `text` in double quotes on one line: `\"`, `\\`, `\n`, `\r`, `\t`, and `\u{…}` for other
  /// controls and the Unicode line and paragraph separators.
  static func escaped(_ text: String) -> String {
    "\"" + text.replacingScalars { backslashEscape($0) ?? controlEscape($0) } + "\""
  }
}
