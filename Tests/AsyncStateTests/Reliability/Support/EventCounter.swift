import AsyncState

/// A count of events that tasks can wait on: ``wait(until:)`` returns once the count reaches
/// a target, resumed by the ``add(_:)`` that reaches it — no polling.
///
/// Used where the event happens on a thread the test does not control: a lease released by
/// a loader that drops an answer, a cancellation handler that starts blocking, a heartbeat
/// tick. `Sendable` because its state lives behind a lock (`Locked`, an `NSLock`).
final class EventCounter: Sendable {
  private struct Waiter: Sendable {
    let id: Int
    let target: Int
    let continuation: UnsafeContinuation<Bool, Never>
  }

  private struct State: Sendable {
    var count = 0
    var waiters: [Waiter] = []
    var nextID = 0
  }

  private let state = Locked(State())

  /// The number of events so far.
  var count: Int {
    state.withLock { $0.count }
  }

  /// Counts `events` more events and resumes the waiters whose target is reached.
  func add(_ events: Int = 1) {
    let due = state.withLock { state -> [UnsafeContinuation<Bool, Never>] in
      state.count += events
      let count = state.count
      let due = state.waiters.filter { $0.target <= count }
      state.waiters.removeAll { $0.target <= count }
      return due.map(\.continuation)
    }
    for continuation in due { continuation.resume(returning: true) }
  }

  /// Suspends until the count is at least `target`; returns at once if it already is.
  ///
  /// - Throws: `CancellationError` if the waiting task is cancelled first, so that a bound
  ///   on the wait (a watchdog, a time limit) ends it.
  func wait(until target: Int) async throws(CancellationError) {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    let reached = await withTaskCancellationHandler {
      await withUnsafeContinuation { (continuation: UnsafeContinuation<Bool, Never>) in
        let answer: Bool? = state.withLock { state in
          if Task.isCancelled { return false }
          if state.count >= target { return true }
          state.waiters.append(Waiter(id: id, target: target, continuation: continuation))
          return nil
        }
        if let answer { continuation.resume(returning: answer) }
      }
    } onCancel: {
      // Whoever removes the continuation resumes it: this handler or `add`, never both.
      let continuation = state.withLock { state -> UnsafeContinuation<Bool, Never>? in
        guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
        return state.waiters.remove(at: index).continuation
      }
      continuation?.resume(returning: false)
    }
    if !reached { throw CancellationError() }
  }
}
