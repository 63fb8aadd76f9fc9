public import Foundation

extension LoaderCache {
  /// Tells the cache the app came back to the foreground: every entry in use whose value is
  /// stale revalidates, keeping it on screen, and polling resumes.
  ///
  /// An entry in use that failed with nothing on screen loads again. Fresh entries, idle ones
  /// and unused ones fetch nothing, so the app coming back from Control Center a moment later
  /// fetches nothing. Polling paused by ``appDidEnterBackground()`` resumes
  /// (``LoaderConfiguration/pollInterval``).
  ///
  /// Returns when the loads it started end.
  ///
  /// ```swift
  /// .onChange(of: scenePhase) { _, phase in
  ///   switch phase {
  ///   case .active: Task { await cache.appDidBecomeActive() }
  ///   case .background: cache.appDidEnterBackground()
  ///   default: break
  ///   }
  /// }
  /// ```
  public func appDidBecomeActive() async {
    noticeReleases()
    if isInBackground {
      isInBackground = false
      for entry in allEntries { entry.loader.setPaused(false, for: .background) }
    }
    await revalidateStaleEntriesInUse()
  }

  /// Tells the cache the app went to the background: no entry polls, and no live
  /// subscription runs, until ``appDidBecomeActive()``.
  ///
  /// ```swift
  /// .onChange(of: scenePhase) { _, phase in
  ///   if phase == .background { cache.appDidEnterBackground() }
  /// }
  /// ```
  public func appDidEnterBackground() {
    noticeReleases()
    isInBackground = true
    for entry in allEntries { entry.loader.setPaused(true, for: .background) }
  }

  /// Tells the cache the network came back: every entry in use whose value is stale
  /// revalidates, and those in use that failed with nothing on screen load again.
  ///
  /// Returns when the loads it started end.
  ///
  /// ```swift
  /// monitor.pathUpdateHandler = { path in
  ///   if path.status == .satisfied { Task { await cache.networkDidBecomeAvailable() } }
  /// }
  /// ```
  public func networkDidBecomeAvailable() async {
    noticeReleases()
    await revalidateStaleEntriesInUse()
  }

  /// Tells the cache the system is short of memory: every unused entry is evicted now.
  ///
  /// ```swift
  /// override func didReceiveMemoryWarning() {
  ///   super.didReceiveMemoryWarning()
  ///   cache.didReceiveMemoryWarning()
  /// }
  /// ```
  public func didReceiveMemoryWarning() {
    noticeReleases()
    evictAllUnused(.memoryWarning)
  }

  /// Calls the cache back on notifications: each notification posted under one of the names
  /// runs its reaction, until the calling task is cancelled.
  ///
  /// The platform layers name their own notifications (AsyncStateUIKit's
  /// `followApplicationEvents()` follows UIKit's "did become active", "did enter background"
  /// and "memory warning"); an app adds its own, such as a reachability notification:
  ///
  /// ```swift
  /// Task {
  ///   await cache.follow([.networkDidComeBack: { await $0.networkDidBecomeAvailable() }])
  /// }
  /// ```
  ///
  /// The observers are added before the first suspension and removed when the task is
  /// cancelled. Each reaction runs as soon as its notification arrives, without waiting for
  /// the loads an earlier one started: a memory warning is never stuck behind a slow
  /// revalidation. Those loads go on after the following ends.
  ///
  /// - Parameters:
  ///   - notifications: What to do on each notification name, given the cache.
  ///   - center: The center the notifications are posted to.
  public func follow(
    _ notifications: [Notification.Name: @MainActor (LoaderCache) async -> Void],
    from center: NotificationCenter = .default
  ) async {
    await follow(notifications, from: center, whenObserving: {})
  }

  /// ``follow(_:from:)``, calling `whenObserving` once the observers are added: a test posts
  /// only then.
  func follow(
    _ notifications: [Notification.Name: @MainActor (LoaderCache) async -> Void],
    from center: NotificationCenter,
    whenObserving: () -> Void
  ) async {
    let (names, continuation) = AsyncStream.makeStream(of: Notification.Name.self)
    let observers = NotificationObservers(center: center)
    for name in notifications.keys {
      observers.add(
        center.addObserver(forName: name, object: nil, queue: nil) { _ in
          continuation.yield(name)
        })
    }
    continuation.onTermination = { _ in observers.removeAll() }
    whenObserving()
    for await name in names {
      guard let reaction = notifications[name] else { continue }
      // Not awaited: the next notification is handled as soon as it arrives.
      Task { await reaction(self) }
    }
  }

  /// Revalidates every entry in use whose value is stale (or that failed with nothing on
  /// screen), and returns when those loads end.
  private func revalidateStaleEntriesInUse() async {
    let stale = allEntries.filter { $0.isInUse && $0.loader.needsRevalidation }
    await run(stale.map(\.loader)) { await $0.load() }
  }
}
