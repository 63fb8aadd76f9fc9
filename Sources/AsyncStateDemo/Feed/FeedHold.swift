import AsyncState

/// Holds back the simulated feed's answers while script mode starts an action it is about to
/// cancel, so the cancel always finds the load running, whatever the latency and however the
/// main actor orders its jobs.
///
/// While held, ``SimulatedFeed/page(after:)`` waits before answering until the hold is
/// released or its task is cancelled (then it throws ``FeedError/cancelled``, which the
/// loader drops).
///
/// ```swift
/// hold.hold()
/// defer { hold.release() }
/// // start a load, then cancel it
/// ```
public final class FeedHold: Sendable {
  private struct State: Sendable {
    var isHeld = false
    var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    var cancelled: Set<UInt64> = []
    var nextID: UInt64 = 0
  }

  // The switch and the waiting requests, under the lock (AsyncState's `Locked`, an `NSLock`).
  private let state = Locked(State())

  /// Creates a hold, released.
  public init() {}

  /// Makes requests wait until ``release()``.
  public func hold() {
    state.withLock { $0.isHeld = true }
  }

  /// Lets every waiting request and every later one through.
  public func release() {
    let waiters = state.withLock { state in
      state.isHeld = false
      defer { state.waiters = [:] }
      return Array(state.waiters.values)
    }
    waiters.forEach { $0.resume() }
  }

  /// Returns at once when released, otherwise when released or when the calling task is
  /// cancelled.
  func wait() async {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let passes = state.withLock { state in
          guard state.isHeld, !state.cancelled.contains(id) else { return true }
          state.waiters[id] = continuation
          return false
        }
        if passes { continuation.resume() }
      }
    } onCancel: {
      // Only resumes a continuation: nothing here waits.
      let waiter = state.withLock { state in
        state.cancelled.insert(id)
        return state.waiters.removeValue(forKey: id)
      }
      waiter?.resume()
    }
    state.withLock { _ = $0.cancelled.remove(id) }
  }
}
