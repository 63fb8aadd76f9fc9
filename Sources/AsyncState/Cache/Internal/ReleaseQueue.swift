/// The leases that went away, waiting for the main actor to mark their entries unused.
///
/// A lease is released wherever its last reference goes — nearly always on the main actor,
/// but its `deinit` cannot know that. So the `deinit` only records the release here, with the
/// time it happened on the cache's clock, and asks for a drain on the main actor. The cache
/// also drains the queue at the start of every operation that reads or changes which entries
/// are in use, so a release is never seen late by the cache's own calls.
///
/// `Sendable`: the pending releases and the drain live behind a ``Locked``; the clock is
/// `Sendable`; entries are main-actor objects, only touched by the drain on the main actor.
final class ReleaseQueue: Sendable {
  struct Release: Sendable {
    let entry: CacheEntry
    let leaseID: UInt64
    let time: Duration
  }

  private struct State: Sendable {
    var pending: [Release] = []
    var isDrainScheduled = false
    var drain: (@MainActor @Sendable () -> Void)?
  }

  private let state = Locked(State())
  /// The cache's clock, since the cache's creation.
  private let elapsed: @Sendable () -> Duration

  init(elapsed: @escaping @Sendable () -> Duration) {
    self.elapsed = elapsed
  }

  /// Sets what drains the queue on the main actor (the cache, held weakly).
  func setDrain(_ drain: @escaping @MainActor @Sendable () -> Void) {
    state.withLock { $0.drain = drain }
  }

  /// Records that lease `leaseID` of `entry` went away now, from any thread.
  func add(_ entry: CacheEntry, leaseID: UInt64) {
    let release = Release(entry: entry, leaseID: leaseID, time: elapsed())
    let drain = state.withLock { state -> (@MainActor @Sendable () -> Void)? in
      state.pending.append(release)
      guard !state.isDrainScheduled else { return nil }
      state.isDrainScheduled = true
      return state.drain
    }
    if let drain {
      Task { @MainActor in drain() }
    }
  }

  /// The releases recorded since the last call, oldest first.
  func take() -> [Release] {
    state.withLock { state in
      state.isDrainScheduled = false
      guard !state.pending.isEmpty else { return [] }
      defer { state.pending.removeAll() }
      return state.pending
    }
  }
}
