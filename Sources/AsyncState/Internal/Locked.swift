import Foundation

/// A value that is read and written only under a lock.
///
/// `Synchronization.Mutex` needs iOS 18 / macOS 15, and the package supports iOS 17 /
/// macOS 14, so the core uses `NSLock`.
///
/// `@unchecked Sendable` is true because every access to `value` goes through `lock` (an
/// `NSLock`) in ``withLock(_:)``, and `Value` is itself `Sendable`, so values moved in and
/// out of the lock may cross threads.
package final class Locked<Value: Sendable>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
