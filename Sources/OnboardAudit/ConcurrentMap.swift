import Dispatch

extension Array where Element: Sendable {
  /// The results of `transform` on every element, computed on all cores, in the elements'
  /// order: the same output as a plain `map`, whatever the scheduling.
  func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
    let results = ResultSlots<Result>(count: count)
    self.withUnsafeBufferPointer { elements in
      nonisolated(unsafe) let elements = elements
      DispatchQueue.concurrentPerform(iterations: elements.count) { index in
        results.store(transform(elements[index]), at: index)
      }
    }
    return results.values()
  }
}

/// One slot per task; each task writes only its own, so no two writes touch one slot.
private final class ResultSlots<Value>: @unchecked Sendable {
  private var slots: [Value?]

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func store(_ value: Value, at index: Int) {
    slots.withUnsafeMutableBufferPointer { $0[index] = value }
  }

  func values() -> [Value] { slots.map { $0! } }
}
