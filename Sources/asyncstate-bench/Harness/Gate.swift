import Foundation

/// A one-shot gate: every ``wait()`` suspends until ``open()``; after that, waits return
/// at once.
///
/// `@unchecked Sendable` is true because `isOpen` and `waiters` are only touched while
/// holding `lock` (an `NSLock`; `Synchronization.Mutex` needs macOS 15, and the package
/// supports macOS 14).
final class Gate: @unchecked Sendable {
  private let lock = NSLock()
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Suspends until the gate is open.
  func wait() async {
    await withCheckedContinuation { continuation in
      let resumesNow = lock.withLock {
        if !isOpen { waiters.append(continuation) }
        return isOpen
      }
      if resumesNow { continuation.resume() }
    }
  }

  /// Opens the gate and resumes every waiter.
  func open() {
    let resumed = lock.withLock {
      isOpen = true
      defer { waiters = [] }
      return waiters
    }
    for waiter in resumed {
      waiter.resume()
    }
  }
}
