import Foundation
import Testing

@testable import OnboardAudit

@Suite struct ConcurrentMapTests {
  @Test func givesTheResultsOfMapInOrder() {
    let numbers = Array(0..<1000)
    #expect(numbers.concurrentMap { $0 * 3 } == numbers.map { $0 * 3 })
    #expect([Int]().concurrentMap { $0 }.isEmpty)
  }

  @Test func startsWithTheHeaviestAndKeepsTheOrder() {
    let numbers = Array(0..<200)
    let started = StartLog()
    let results = numbers.concurrentMap(heaviestFirst: numbers.map { $0 % 7 }) { number in
      started.append(number)
      return number * 2
    }
    #expect(results == numbers.map { $0 * 2 })
    // Work is handed out heaviest first (the 28 numbers of weight 6), so the first call to
    // begin is for one of them, unless more than 28 threads each took one and stalled.
    let cores = ProcessInfo.processInfo.activeProcessorCount
    #expect(started.first.map { $0 % 7 == 6 } == true || cores > 28)
    #expect(started.all.sorted() == numbers)
  }
}

/// The elements a transform was called with, in the order the calls began.
private final class StartLog: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [Int] = []

  func append(_ item: Int) {
    lock.lock()
    items.append(item)
    lock.unlock()
  }

  var all: [Int] {
    lock.lock()
    defer { lock.unlock() }
    return items
  }

  var first: Int? { all.first }
}
