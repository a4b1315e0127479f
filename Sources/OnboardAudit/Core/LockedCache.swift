import Foundation

/// Values computed once per key and kept for the life of the process, behind a lock: the
/// ICU objects and the facts read from them, so that no rule opens an object per string.
final class LockedCache<Key: Hashable, Value>: @unchecked Sendable {
  private var values: [Key: Value] = [:]
  private let lock = NSLock()

  /// The value for a key, made by `make` the first time (under the lock, so only once).
  func value(for key: Key, _ make: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let value = values[key] { return value }
    let value = make()
    values[key] = value
    return value
  }

  /// Runs `body` under the lock: for objects that must not be used by two threads at once.
  func withLock<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}

/// One ICU object that is not safe to use from two threads at once (a bidi paragraph, a break
/// iterator): opened on first use, then reused under a lock for the life of the process.
final class SharedHandle: @unchecked Sendable {
  private let open: () -> OpaquePointer?
  private var pointer: OpaquePointer?
  private var opened = false
  private let lock = NSLock()

  init(open: @escaping () -> OpaquePointer?) {
    self.open = open
  }

  /// Runs `body` with the object (nil when ICU could not open it), under the lock.
  func use<T>(_ body: (OpaquePointer?) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    if !opened {
      pointer = open()
      opened = true
    }
    return body(pointer)
  }
}

/// One value made on first use, once, by whichever thread asks first; the others wait for it.
/// For what several rules of one locale need and which runs in tasks of their own.
final class LockedOnce<Value: Sendable>: @unchecked Sendable {
  private var value: Value?
  private let lock = NSLock()

  func value(_ make: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let value { return value }
    let made = make()
    value = made
    return made
  }
}
