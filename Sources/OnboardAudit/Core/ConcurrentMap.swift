import Dispatch

extension Array where Element: Sendable {
  /// The results of `transform` on every element, computed on all cores, in the elements'
  /// order: the same output as a plain `map`, whatever the scheduling.
  func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
    concurrentMap(order: nil, transform)
  }

  /// `concurrentMap(_:)`, starting with the elements of greatest weight (an estimate of
  /// their cost, one per element): tasks of uneven cost then end nearly together, where in
  /// the given order a large one taken last would keep one core busy while the others wait.
  /// The results are in the elements' order all the same.
  func concurrentMap<Result: Sendable>(
    heaviestFirst weights: [Int], _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    precondition(weights.count == count, "one weight per element")
    // Stable: elements of equal weight keep their order.
    let order = indices.sorted { weights[$0] != weights[$1] ? weights[$0] > weights[$1] : $0 < $1 }
    return concurrentMap(order: order, transform)
  }

  /// Runs `transform` on the elements in `order` (every index once; nil: in index order).
  private func concurrentMap<Result: Sendable>(
    order: [Int]?, _ transform: @Sendable (Element) -> Result
  ) -> [Result] {
    let count = self.count
    return withUnsafeBufferPointer { elements in
      nonisolated(unsafe) let elements = elements
      return [Result](unsafeUninitializedCapacity: count) { slots, initialized in
        // Each task initialises only its own slot, so no two writes touch the same memory,
        // and the array's storage is never reached through the array while tasks run.
        nonisolated(unsafe) let slots = slots
        DispatchQueue.concurrentPerform(iterations: count) { step in
          let index = order?[step] ?? step
          (slots.baseAddress! + index).initialize(to: transform(elements[index]))
        }
        initialized = count
      }
    }
  }
}
