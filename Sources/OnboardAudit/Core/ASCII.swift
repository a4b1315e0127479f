/// The ASCII bytes the byte-level readers look for, by name.
enum ASCII {
  static let tab: UInt8 = 0x09
  static let lineFeed: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let doubleQuote: UInt8 = 0x22
  static let dollar: UInt8 = 0x24
  static let percent: UInt8 = 0x25
  static let singleQuote: UInt8 = 0x27
  static let openParen: UInt8 = 0x28
  static let star: UInt8 = 0x2A
  static let slash: UInt8 = 0x2F
  static let semicolon: UInt8 = 0x3B
  static let lessThan: UInt8 = 0x3C
  static let equals: UInt8 = 0x3D
  static let backslash: UInt8 = 0x5C
  static let n: UInt8 = 0x6E
  static let t: UInt8 = 0x74
  static let u: UInt8 = 0x75
  static let openBrace: UInt8 = 0x7B
  static let closeBrace: UInt8 = 0x7D
}
