import AsyncState

/// Counts the fetches of one loader that are in flight: started, and neither finished nor
/// told to stop.
///
/// A loader promises at most one such fetch: it starts a fetch only after the cancellation
/// of every earlier one was delivered. A fetch that ignores its cancellation may go on
/// running, but it no longer counts — it was told to stop — so the counter takes a fetch out
/// in its cancellation handler or when it returns, whichever comes first.
final class LiveFetchCounter: Sendable {
  private struct State: Sendable {
    var live = 0
    var maximum = 0
    var started = 0
  }

  private let state = Locked(State())

  /// The most fetches that were in flight at once.
  var maximum: Int { state.withLock { $0.maximum } }

  /// The fetches in flight now.
  var live: Int { state.withLock { $0.live } }

  /// The fetches started so far.
  var started: Int { state.withLock { $0.started } }

  /// Runs `fetch`, counted in flight until it returns or its task is cancelled.
  func track<Value>(_ fetch: () async throws -> Value) async throws -> Value {
    state.withLock { state in
      state.live += 1
      state.started += 1
      state.maximum = max(state.maximum, state.live)
    }
    let ended = Locked(false)
    let leave: @Sendable () -> Void = { [state] in
      let first = ended.withLock { ended in
        defer { ended = true }
        return !ended
      }
      if first { state.withLock { $0.live -= 1 } }
    }
    defer { leave() }
    return try await withTaskCancellationHandler {
      try await fetch()
    } onCancel: {
      leave()
    }
  }
}
