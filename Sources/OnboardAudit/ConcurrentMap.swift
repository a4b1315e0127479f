import Dispatch

extension Array where Element: Sendable {
  /// The results of `transform` on every element, computed on all cores, in the elements'
  /// order: the same output as a plain `map`, whatever the scheduling.
  func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
    let count = self.count
    return withUnsafeBufferPointer { elements in
      nonisolated(unsafe) let elements = elements
      return [Result](unsafeUninitializedCapacity: count) { slots, initialized in
        // Each task initialises only its own slot, so no two writes touch the same memory,
        // and the array's storage is never reached through the array while tasks run.
        nonisolated(unsafe) let slots = slots
        DispatchQueue.concurrentPerform(iterations: count) { index in
          (slots.baseAddress! + index).initialize(to: transform(elements[index]))
        }
        initialized = count
      }
    }
  }
}
