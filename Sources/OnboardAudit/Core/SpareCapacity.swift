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
