/// Cancels a loader's fetch tasks off the main actor, and lets the next fetch wait until
/// every cancellation asked for before it has been delivered.
///
/// Cancelling a task runs its cancellation handlers at once, on the cancelling thread. A
/// fetch's handler is not ours: on Linux, the handler of `URLSession.data(for:)` can block
/// for good (a lock-order inversion in swift-corelibs-foundation, its issue 5412). Run on the
/// main actor, such a handler would freeze the app. So the relay cancels on a thread of its
/// own (``CancellationThread``), outside the cooperative pool, and the main actor only
/// records that the cancellation was asked for: the state moves back at once, every caller
/// returns at once.
///
/// A loader runs at most one fetch at a time, strictly: a fetch starts only after every
/// cancellation asked for before it has been delivered (``delivered()``), so a replaced
/// fetch has always been told to stop before its successor starts. A handler that blocks
/// delays the loader's next fetch, never the main actor.
@MainActor
final class CancellationRelay {
  /// The delivery of the latest cancellation; it finishes after every earlier one.
  private var lastDelivery: Task<Void, Never>?

  nonisolated init() {}

  /// Cancels `task` on a thread of its own.
  func cancel<Success, Failure>(_ task: Task<Success, Failure>) {
    let previous = lastDelivery
    lastDelivery = Task.detached {
      await CancellationThread.cancel(task)
      // Finish after the earlier deliveries, so waiting for this one waits for them all.
      await previous?.value
    }
  }

  /// Whether a cancellation asked for may not have been delivered yet: one counts until a
  /// fetch has waited for it (``delivered()``).
  var mayBeDelivering: Bool {
    lastDelivery != nil
  }

  /// Returns once every cancellation asked for so far has been delivered.
  func delivered() async {
    guard let delivery = lastDelivery else { return }
    await delivery.value
    if lastDelivery == delivery { lastDelivery = nil }
  }
}
