import AsyncState

/// A one-shot gate: every ``wait()`` suspends until ``open()``; after that, waits return
/// at once.
///
/// `Sendable` because its state lives behind AsyncState's lock (`Locked`, an `NSLock`).
final class Gate: Sendable {
  private struct State: Sendable {
    var isOpen = false
    var waiters: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Locked(State())

  /// Suspends until the gate is open.
  func wait() async {
    await withCheckedContinuation { continuation in
      let resumesNow = state.withLock { state in
        if !state.isOpen { state.waiters.append(continuation) }
        return state.isOpen
      }
      if resumesNow { continuation.resume() }
    }
  }

  /// Opens the gate and resumes every waiter.
  func open() {
    let resumed = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in resumed {
      waiter.resume()
    }
  }
}
