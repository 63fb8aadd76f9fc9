import AsyncState

/// What a live schedule waits for — streams made and ended, transitions, callers returning —
/// counted in one place, so a wait is "until this holds", resumed by the event that makes
/// it hold (never a sleep or a yield loop), and cancellable by the watchdog.
final class LiveScheduleEvents: Sendable {
  typealias Continuation = AsyncThrowingStream<Int, any Error>.Continuation

  private struct State {
    var count = 0
    var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    var nextID: UInt64 = 0
    var streams: [Continuation] = []
    var ended = 0
  }

  private let state = Locked(State())

  /// Events so far.
  var count: Int { state.withLock { $0.count } }
  /// Streams made so far.
  var made: Int { state.withLock { $0.streams.count } }
  /// Streams ended so far (finished, failed, or cancelled by the loader).
  var ended: Int { state.withLock { $0.ended } }

  /// The continuation of stream `index` (zero-based).
  func stream(_ index: Int) -> Continuation {
    state.withLock { $0.streams[index] }
  }

  /// Makes one subscription's stream: the loader's `stream` closure.
  func makeStream() -> AsyncThrowingStream<Int, any Error> {
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: Int.self)
    continuation.onTermination = { [self] _ in
      update { $0.ended += 1 }
    }
    update { $0.streams.append(continuation) }
    return stream
  }

  /// Records an event: a transition, a caller that returned.
  func signal() {
    update { _ in }
  }

  /// Records an event (after `change`) and wakes every wait.
  private func update(_ change: (inout State) -> Void) {
    let woken = state.withLock { state in
      change(&state)
      state.count += 1
      defer { state.waiters = [:] }
      return Array(state.waiters.values)
    }
    for waiter in woken { waiter.resume() }
  }

  /// Waits until an event after the `seen`-th, or until the task is cancelled.
  private func wait(after seen: Int) async {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { waiter in
        let now = state.withLock { state -> Bool in
          if state.count > seen || Task.isCancelled { return true }
          state.waiters[id] = waiter
          return false
        }
        if now { waiter.resume() }
      }
    } onCancel: {
      state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
    }
  }

  /// Waits until `condition` holds, checking it after each event.
  ///
  /// - Throws: `CancellationError` when the watchdog gave up on the schedule.
  @MainActor
  func until(_ what: String, _ condition: () -> Bool) async throws(LiveScheduleStall) {
    while true {
      let seen = count
      if condition() { return }
      if Task.isCancelled { throw LiveScheduleStall(waitingFor: what) }
      await wait(after: seen)
    }
  }
}

/// A schedule made no progress (what it was waiting for), or the loader did what the model
/// did not (what differed).
struct LiveScheduleStall: Error, CustomStringConvertible {
  let description: String

  init(waitingFor what: String) {
    description = "stalled waiting for \(what)"
  }

  init(difference: String) {
    description = difference
  }
}
