import AsyncState

/// Counts calls from any thread: how many times a fetch ran.
///
/// `Sendable` because the count lives behind AsyncState's lock (`Locked`, an `NSLock`).
final class CallCounter: Sendable {
  private let calls = Locked(0)

  /// Records one call.
  func increment() {
    calls.withLock { $0 += 1 }
  }

  /// The calls recorded so far.
  var count: Int {
    calls.withLock { $0 }
  }

  /// Sets the count back to zero.
  func reset() {
    calls.withLock { $0 = 0 }
  }
}
