/// A live source as a loader runs it: subscribes, hands each element to `deliver` (which
/// returns `false` to stop), and returns when the sequence ends or throws. Off the main actor.
typealias LiveSource<Value, Failure: Error> =
  @concurrent @Sendable (
    _ deliver: @escaping @Sendable (Value) async -> Bool
  ) async throws(Failure) -> Void

/// The one subscription of a ``DataLoader`` over an `AsyncSequence`.
///
/// The loader starts a subscription for a load and stops it on `cancel()`, `reset()`, a
/// refresh (which starts the next one only after the old one was told to stop, through the
/// loader's ``CancellationRelay``), or when its ``LoaderCache`` entry is no longer in use.
/// The subscription's task is also tracked by ``LoaderHandles/subscription``, so the core's
/// `deinit` cancels it when the loader goes away. Each subscription has a generation: an
/// element or an end reported by an older one is dropped.
@MainActor
final class LiveFeed<Value: Sendable, Failure: Error> {
  let source: LiveSource<Value, Failure>
  /// Bumped by every start and stop: what a subscription's reports are checked against.
  var generation: UInt64 = 0
  /// The running subscription (iterating, or waiting to restart); `nil` when none runs.
  var task: Task<Void, Never>?
  /// Failures since the last element: the retry policy's attempt count for a restart.
  var failures = 0
  /// Randomness for the retry policy's jitter.
  var generator = SystemRandomNumberGenerator()

  nonisolated init(source: @escaping LiveSource<Value, Failure>) {
    self.source = source
  }

  /// Whether a subscription runs (or waits to restart).
  var isRunning: Bool { task != nil }
}
