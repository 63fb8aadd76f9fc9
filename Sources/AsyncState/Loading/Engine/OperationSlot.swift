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
    let task = Self.startTask(running: operation)
    if operation.isCancelledBeforeItsTask {
      // Cancelled while its first steps ran, before there was a task to tell.
      relay.cancel(task)
    } else if !operation.isFinished {
      operation.task = task
      // Unless a load its first steps started re-entrantly took the slot meanwhile.
      if current === operation { lifetime.track(task) }
    }
    return operation
  }

  /// Starts an operation whose `work` runs off the main actor and hands its result to the
  /// caller (``LoadOperation/handOver(_:)``), makes it current, and waits for it (or for the
  /// caller's cancellation) — the caller applies the result before this returns.
  ///
  /// `work` fetches, then calls `handOver` on its operation exactly once. The operation has
  /// no `onAbandoned`, like a page load: it outlives the callers.
  ///
  /// Its task is a `Task` of its own rather than `Task.immediate`: `work` leaves the main
  /// actor at once anyway, and a task started on the main actor would come back to it when
  /// `work` returns — a main-actor job for nothing.
  func startHandingOver(
    _ kind: LoadOperation.Kind,
    work: @escaping @concurrent @Sendable (LoadOperation) async -> Void
  ) async {
    poll.cancel()
    let operation = LoadOperation(kind: kind, handingOverThrough: handles.receiver)
    current = operation
    await operation.wait {
      let task = Task { @concurrent in await work(operation) }
      operation.task = task
      lifetime.track(task)
    }
  }

  /// A task that runs `operation`'s work, started at once on the main actor.
  ///
  /// The work runs in the caller's turn of the main actor until it first suspends (where a
  /// fetch leaves the main actor, or waits), as `Task.immediate` does. A `Task {}` is one
  /// more main-actor job per load, and a fetch that answers without suspending (a value in
  /// memory, a test double) then also resumes its caller through a pool job and a main-actor
  /// job. The benchmark's `costs` workload, release build, measured on pages before they
  /// handed their results over (``startHandingOver(_:work:)``): from a fetch that suspends
  /// (an actor), 2 main-actor and 2 pool jobs, against 3 and 2 with `Task {}` and for a
  /// hand-written view model; from one whose hop the optimiser drops, none. Where
  /// `Task.immediate` is not available (before iOS 26 and its peers), the work starts in a
  /// job of its own.
  ///
  /// The work may run to its end before this returns: ``start(_:onAbandoned:run:)`` then
  /// keeps no handle.
  private static func startTask(running operation: LoadOperation) -> Task<Void, Never> {
    // The task captures the operation alone, which is its closure's context: no allocation.
    if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
      return Task.immediate { @MainActor in await operation.run() }
    }
    return Task { await operation.run() }
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
    if let task = operation.task {
      relay.cancel(task)
    } else if !operation.isFinished {
      // Its first steps are still running inside `start` (see `startTask(running:)`).
      operation.isCancelledBeforeItsTask = true
    }
    operation.finish()
  }
}
