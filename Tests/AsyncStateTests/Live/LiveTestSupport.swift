import AsyncState
import AsyncStateTesting
import Foundation

/// A live source a test drives: each subscription is an `AsyncThrowingStream` whose
/// continuation the test takes with ``nextSubscription()``; the source counts subscriptions
/// made and ended (the stream's termination: finished or cancelled), and the most that were
/// alive at once.
final class TestLiveSource: Sendable {
  typealias Continuation = AsyncThrowingStream<Int, any Error>.Continuation

  private struct State {
    var unclaimed: [Continuation] = []
    var waiter: CheckedContinuation<Continuation, Never>?
    var made = 0
    var ended = 0
    var maxAlive = 0
    var endWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private let state = Locked(State())

  /// Subscriptions made so far.
  var made: Int { state.withLock { $0.made } }
  /// Subscriptions that ended so far.
  var ended: Int { state.withLock { $0.ended } }
  /// The most subscriptions alive at the same time.
  var maxAlive: Int { state.withLock { $0.maxAlive } }

  /// Makes one subscription's stream: hand `stream` to the loader.
  func stream() -> AsyncThrowingStream<Int, any Error> {
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: Int.self)
    continuation.onTermination = { [self] _ in
      let resumed = state.withLock { state -> [CheckedContinuation<Void, Never>] in
        state.ended += 1
        let ready = state.endWaiters.filter { $0.count <= state.ended }.map(\.continuation)
        state.endWaiters.removeAll { $0.count <= state.ended }
        return ready
      }
      for waiter in resumed { waiter.resume() }
    }
    let waiter = state.withLock { state -> CheckedContinuation<Continuation, Never>? in
      state.made += 1
      state.maxAlive = max(state.maxAlive, state.made - state.ended)
      guard let waiter = state.waiter else {
        state.unclaimed.append(continuation)
        return nil
      }
      state.waiter = nil
      return waiter
    }
    waiter?.resume(returning: continuation)
    return stream
  }

  /// Waits for the next subscription and returns its continuation.
  func nextSubscription() async -> Continuation {
    await withCheckedContinuation { waiter in
      let ready = state.withLock { state -> Continuation? in
        if !state.unclaimed.isEmpty { return state.unclaimed.removeFirst() }
        state.waiter = waiter
        return nil
      }
      if let ready { waiter.resume(returning: ready) }
    }
  }

  /// Waits until `count` subscriptions have ended.
  func waitForEnded(_ count: Int) async {
    await withCheckedContinuation { waiter in
      let ready = state.withLock { state -> Bool in
        if state.ended >= count { return true }
        state.endWaiters.append((count, waiter))
        return false
      }
      if ready { waiter.resume() }
    }
  }
}

/// A failure for live sources.
struct StreamFailure: Error, Equatable {
  let code: Int
}

/// Waits until the loader's state satisfies `predicate` (its `states` sequence starts with the
/// state now).
@MainActor
func waitForState<Value: Sendable, Failure: Error>(
  of loader: DataLoader<Value, Failure>,
  _ predicate: (DataState<Value, Failure>) -> Bool
) async {
  for await state in loader.states where predicate(state) {
    return
  }
}

/// Records the causes of a source's transitions.
@MainActor
final class CauseRecorder<Source: StateSource> {
  private(set) var causes: [TransitionCause] = []
  private(set) var states: [String] = []
  private var observation: StateObservation?

  init(_ source: Source) where Source.State: CustomStringConvertible {
    observation = source.observe { [weak self] state, cause in
      self?.causes.append(cause)
      self?.states.append(state.description)
    }
  }
}

/// Yields until `condition` holds: for effects delivered off the main actor (a cancellation
/// goes through the loader's relay thread), with the suite's time limit as the bound.
@MainActor
func yieldUntil(_ condition: () -> Bool) async {
  while !condition() {
    await Task.yield()
  }
}
