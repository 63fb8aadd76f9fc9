extension LoaderCache {
  /// Reacts to something that happened to the app.
  ///
  /// - ``CacheEvent/didBecomeActive`` and ``CacheEvent/networkAvailable``: every entry in use
  ///   whose value is stale revalidates, keeping it on screen; an entry in use that failed
  ///   with nothing on screen loads again. Fresh entries, idle ones and unused ones fetch
  ///   nothing. ``CacheEvent/didBecomeActive`` also resumes the polling that
  ///   ``CacheEvent/didEnterBackground`` paused.
  /// - ``CacheEvent/didEnterBackground``: no entry polls until the app is active again.
  /// - ``CacheEvent/memoryWarning``: every unused entry is evicted now.
  ///
  /// Returns when the loads it started end.
  ///
  /// ```swift
  /// .onChange(of: scenePhase) { _, phase in
  ///   if phase == .active { Task { await cache.handle(.didBecomeActive) } }
  /// }
  /// ```
  ///
  /// To follow notifications instead, stream them with
  /// ``CacheEvent/notifications(_:from:)`` (or AsyncStateUIKit's
  /// `CacheEvent.applicationEvents()`) to ``handle(events:)``.
  ///
  /// - Parameter event: What happened.
  public func handle(_ event: CacheEvent) async {
    noticeReleases()
    switch event {
    case .didEnterBackground:
      isInBackground = true
      for entry in allEntries { entry.loader.setPaused(true, for: .background) }
    case .didBecomeActive, .networkAvailable:
      if event == .didBecomeActive, isInBackground {
        isInBackground = false
        for entry in allEntries { entry.loader.setPaused(false, for: .background) }
      }
      let stale = allEntries.filter { $0.isInUse && $0.loader.needsRevalidation }
      await run(stale.map(\.loader)) { await $0.load() }
    case .memoryWarning:
      evictAllUnused(.memoryWarning)
    }
  }

  /// Reacts to every event of a sequence, until it ends or the calling task is cancelled.
  ///
  /// Each event is handled as it arrives, without waiting for the loads an earlier one
  /// started: a memory warning is never stuck behind a slow revalidation. Those loads go on
  /// when the sequence ends.
  ///
  /// ```swift
  /// let (events, continuation) = AsyncStream.makeStream(of: CacheEvent.self)
  /// Task { await cache.handle(events: events) }
  /// // Wherever the platform tells:
  /// continuation.yield(.didBecomeActive)
  /// ```
  ///
  /// - Parameter events: The events, such as an `AsyncStream` the app feeds.
  public func handle<Events: AsyncSequence>(events: Events) async
  where Events.Element == CacheEvent {
    do {
      for try await event in events {
        // Not awaited: the next event is handled as soon as it arrives.
        Task { await handle(event) }
      }
    } catch {
      // A sequence that throws has ended.
    }
  }
}
