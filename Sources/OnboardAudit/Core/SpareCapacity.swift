extension Array {
  /// The array in storage of its own size, when the storage it has is a quarter or more
  /// unused: an array grown by doubling keeps up to twice the room its elements take,
  /// and the tables keep theirs for the whole run.
  var withoutSpareCapacity: Self {
    guard capacity - count > Swift.max(count / 4, 64) else { return self }
    var exact = Self()
    exact.reserveCapacity(count)
    exact.append(contentsOf: self)
    return exact
  }
}

extension String {
  /// The string in storage of its own size. An interpolated string keeps the room it grew
  /// into, up to twice its length; a run may keep a message for each of a million findings.
  var compacted: String {
    let count = utf8.count
    // Up to 15 bytes a string is held inline, without storage.
    guard count > 15 else { return self }
    return String(unsafeUninitializedCapacity: count) { buffer in
      _ = buffer.initialize(fromContentsOf: utf8)
      return count
    }
  }
}
