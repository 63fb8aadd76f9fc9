/// The in-flight fetch of a loader, reachable from its nonisolated `deinit`.
///
/// `Sendable` because the task handle lives behind a lock (``Locked``). When the loader goes
/// away, the fetch is cancelled: a loader that nobody holds stops its work.
final class FetchLifetime: Sendable {
  private let task = Locked<Task<Void, Never>?>(nil)

  /// Remembers the task of the current fetch (replacing the previous one).
  func track(_ newTask: Task<Void, Never>?) {
    task.withLock { $0 = newTask }
  }

  /// Cancels the current fetch, if any, on a thread of its own: the loader may be released
  /// on the main actor, where a fetch's cancellation handler must never run, and a handler
  /// that blocks must not keep a thread of the cooperative pool (see ``CancellationRelay``
  /// and ``CancellationThread``).
  func cancel() {
    let current = task.withLock { task in
      defer { task = nil }
      return task
    }
    guard let current else { return }
    CancellationThread.cancelDetached(current)
  }
}
