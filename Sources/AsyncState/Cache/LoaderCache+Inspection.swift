extension LoaderCache {
  /// Every entry now: its key, state, age, staleness, use, observers, loads and last
  /// transition.
  ///
  /// Reading it from a SwiftUI `body` (or inside `withObservationTracking`) registers an
  /// observation that fires on the cache's next change: an entry added, evicted, used,
  /// released, invalidated, or moving. Ages are computed when it is called.
  ///
  /// ```swift
  /// struct CacheInspector: View {
  ///   let cache: LoaderCache
  ///   var body: some View {
  ///     List(cache.snapshot()) { entry in
  ///       LabeledContent(entry.key, value: entry.state)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The limits the entries live under are the cache's ``configuration``:
  /// `cache.configuration.maxEntries` and `cache.configuration.unusedLifetime`.
  ///
  /// - Returns: The entries, oldest first (in the order they were created).
  public func snapshot() -> [CacheEntrySnapshot] {
    noticeReleases()
    _ = revision
    let now = clock.elapsed()
    let lifetime = configuration.unusedLifetime
    return allEntries.map { $0.snapshot(now: now, unusedLifetime: lifetime) }
  }

  /// A stream of what happens in the cache from now on: entries added, used, released,
  /// moving, invalidated, evicted, and failed updates.
  ///
  /// Each call returns a new stream; it ends when the cache is deallocated or the consumer
  /// stops iterating. Nothing is replayed: read ``snapshot()`` for the current entries.
  ///
  /// ```swift
  /// Task {
  ///   for await activity in cache.activity() { logger.debug("\(activity)") }
  /// }
  /// ```
  ///
  /// - Returns: The activity, in order.
  public func activity() -> AsyncStream<CacheActivity> {
    activityStreams.subscribe()
  }

  /// A stream of the optimistic updates whose mutation fails from now on, one
  /// ``UpdateFailure`` each: what a banner shows.
  ///
  /// Each call returns a new stream; it ends when the cache is deallocated or the consumer
  /// stops iterating. Failures announced before are not replayed.
  ///
  /// ```swift
  /// .task {
  ///   for await failure in cache.updateFailures() { banner = failure.message }
  /// }
  /// ```
  ///
  /// - Returns: The failures, in order.
  public func updateFailures() -> AsyncStream<UpdateFailure> {
    updateFailureStreams.subscribe()
  }
}

extension CacheEntry {
  func snapshot(now: Duration, unusedLifetime: Duration?) -> CacheEntrySnapshot {
    // Read first: a reference to the loader held by the expressions below would count.
    let isInUse = isInUse
    let state = loader.stateDescription
    let unusedFor = list == .unused ? now - unusedSince : nil
    return CacheEntrySnapshot(
      id: id, key: keyDescription, isPaging: kind == .paging, state: state,
      isLoading: loader.isLoading,
      age: loader.age, isStale: loader.isStale, isInUse: isInUse,
      observerCount: max(0, loader.observerCount - (cache == nil ? 0 : 1)),
      fetchCount: fetchCount,
      lastCause: lastCause,
      sinceLastTransition: lastTransitionAt.map { now - $0 }, unusedFor: unusedFor,
      evictedIn: unusedLifetime.flatMap { lifetime in
        unusedFor.map { max(.zero, lifetime - $0) }
      })
  }
}
