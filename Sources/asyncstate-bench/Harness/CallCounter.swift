import Foundation

/// Counts calls from any thread: how many times a fetch ran.
///
/// `@unchecked Sendable` is true because `calls` is only touched while holding `lock` (an
/// `NSLock`; `Synchronization.Atomic` needs macOS 15, and the package supports macOS 14).
final class CallCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var calls = 0

  /// Records one call.
  func increment() {
    lock.withLock { calls += 1 }
  }

  /// The calls recorded so far.
  var count: Int {
    lock.withLock { calls }
  }

  /// Sets the count back to zero.
  func reset() {
    lock.withLock { calls = 0 }
  }
}
