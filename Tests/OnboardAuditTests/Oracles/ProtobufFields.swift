/// Just enough of the protocol buffer wire format to read aapt2's compiled resource tables:
/// the fields of one message, by number, as varints or length-delimited bytes.
struct ProtobufFields {
  enum Value {
    case varint(UInt64)
    case bytes(ArraySlice<UInt8>)
    case fixed
  }

  private(set) var fields: [(number: Int, value: Value)] = []

  /// Nil when the bytes are not a well-formed message.
  init?(_ bytes: ArraySlice<UInt8>) {
    var index = bytes.startIndex
    func varint() -> UInt64? {
      var result: UInt64 = 0
      var shift: UInt64 = 0
      while index < bytes.endIndex, shift < 64 {
        let byte = bytes[index]
        index += 1
        result |= UInt64(byte & 0x7F) << shift
        if byte & 0x80 == 0 { return result }
        shift += 7
      }
      return nil
    }
    while index < bytes.endIndex {
      guard let tag = varint() else { return nil }
      let number = Int(tag >> 3)
      switch tag & 7 {
      case 0:
        guard let value = varint() else { return nil }
        fields.append((number, .varint(value)))
      case 1, 5:
        let size = tag & 7 == 1 ? 8 : 4
        guard bytes.endIndex - index >= size else { return nil }
        index += size
        fields.append((number, .fixed))
      case 2:
        guard let length = varint(), UInt64(bytes.endIndex - index) >= length else { return nil }
        let end = index + Int(length)
        fields.append((number, .bytes(bytes[index..<end])))
        index = end
      default:
        return nil
      }
    }
  }

  /// The length-delimited fields numbered `number`, in order.
  func messages(_ number: Int) -> [ProtobufFields] {
    fields.compactMap { field in
      guard field.number == number, case .bytes(let bytes) = field.value else { return nil }
      return ProtobufFields(bytes)
    }
  }

  func message(_ number: Int) -> ProtobufFields? { messages(number).first }

  func string(_ number: Int) -> String? {
    for field in fields where field.number == number {
      if case .bytes(let bytes) = field.value { return String(decoding: bytes, as: UTF8.self) }
    }
    return nil
  }

  /// A varint field; proto3 leaves a zero out, so absent is 0.
  func varint(_ number: Int) -> UInt64 {
    for field in fields where field.number == number {
      if case .varint(let value) = field.value { return value }
    }
    return 0
  }
}
