/// A loader's one operation in flight: starting it, ending it, cancelling it, and the handle
/// that the loader's `deinit` cancels.
///
/// Both loaders keep their current operation here, so "is this result still wanted" (the
/// operation is still current) and "which fetch does `deinit` cancel" cannot drift apart.
@MainActor
final class OperationSlot {
  /// The operation in flight, if any.
  private(set) var current: LoadOperation?
  /// The fetch in flight, a live loader's subscription and the next poll, behind one lock so
  /// the loader's nonisolated `deinit` can cancel them.
  nonisolated let handles = LoaderHandles()
  /// The fetch in flight; cancelled with the loader.
  nonisolated var lifetime: LoaderHandles.TrackedTask { handles.fetch }
  /// A live loader's subscription, which outlives the load that started it (see
  /// ``LiveFeed``); cancelled with the loader, like the fetch.
  nonisolated var subscription: LoaderHandles.TrackedTask { handles.subscription }
  /// The next poll (``LoaderConfiguration/pollInterval``); cancelled with the loader.
  nonisolated var poll: LoaderHandles.PendingDeadline { handles.poll }
  /// Cancels fetches off the main actor; a new operation's fetch waits for its deliveries.
  let relay = CancellationRelay()

  nonisolated init() {}

  /// Starts an operation whose task runs `body`, and makes it current.
  ///
  /// The task holds only what `body` captures; loaders capture themselves weakly, so a
  /// loader nobody holds goes away and its `deinit` cancels the fetch.
  ///
  /// - Parameters:
  ///   - kind: What the operation loads.
  ///   - onAbandoned: Called when every caller waiting for the operation was cancelled;
  ///     `nil` for an operation that outlives its callers (a page load).
  ///   - body: The operation's work.
  func start(
    _ kind: LoadOperation.Kind,
    onAbandoned: (@MainActor (LoadOperation) -> Void)?,
    run body: @escaping @MainActor (LoadOperation) async -> Void
  ) -> LoadOperation {
    // Every load ends the wait for a poll; the loader schedules the next when it ends.
    poll.cancel()
    let operation = LoadOperation(kind: kind, onAbandoned: onAbandoned, body: body)
    current = operation
    // The task captures the operation alone, which is its closure's context: no allocation.
    operation.task = Task { await operation.run() }
    lifetime.track(operation.task)
    return operation
  }

  /// Empties the slot if `operation` is current.
  ///
  /// - Returns: `false`, changing nothing, when `operation` was cancelled or superseded:
  ///   its result is to be dropped.
  func end(_ operation: LoadOperation) -> Bool {
    guard operation === current else { return false }
    current = nil
    lifetime.track(nil)
    return true
  }

  /// Empties the slot and returns the operation that was current.
  func take() -> LoadOperation? {
    let operation = current
    current = nil
    lifetime.track(nil)
    return operation
  }

  /// Cancels `operation`'s fetch off the main actor and resumes its callers now.
  func cancel(_ operation: LoadOperation) {
    if let task = operation.task { relay.cancel(task) }
    operation.finish()
  }
}
