extension LoaderCache {
  /// Declares a query's entry out of date: revalidated now if in use, stale otherwise.
  ///
  /// - An entry in use that has loaded (or failed) refreshes now, keeping its value on screen
  ///   (`refreshing`). A load already running is joined.
  /// - An unused entry is marked stale: the next screen that calls `load()` shows the value
  ///   and revalidates it.
  /// - An entry nothing loaded yet stays idle.
  ///
  /// Returns when the revalidation ends, so a pull-to-refresh can await it:
  ///
  /// ```swift
  /// try await API.rename(user, to: name)
  /// await cache.invalidate(UserQuery(id: user.id))
  /// ```
  ///
  /// - Parameter query: The key; nothing happens if the cache has no entry for it.
  public func invalidate(_ query: some CacheQuery) async {
    await invalidate(entries(for: query))
  }

  /// Declares out of date every entry whose key is of a type and matches a predicate.
  ///
  /// Entries in use revalidate now; unused ones are marked stale (see ``invalidate(_:)``).
  /// Returns when the revalidations end.
  ///
  /// ```swift
  /// await cache.invalidate(UserQuery.self)                    // every user
  /// await cache.invalidate(PostsQuery.self) { $0.author == me.id }
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type of the keys.
  ///   - isIncluded: Whether to invalidate the entry of a key; every key of the type by
  ///     default.
  public func invalidate<Query: CacheQuery>(
    _ type: Query.Type,
    where isIncluded: (Query) -> Bool = { _ in true }
  ) async {
    noticeReleases()
    await invalidate(
      allEntries.filter { entry in
        guard let query = entry.key.base as? Query else { return false }
        return isIncluded(query)
      })
  }

  /// Declares every entry out of date: entries in use revalidate now, unused ones are marked
  /// stale. Returns when the revalidations end.
  ///
  /// ```swift
  /// // After the user signs in as someone else, or changes the app's language:
  /// await cache.invalidateAll()
  /// ```
  public func invalidateAll() async {
    noticeReleases()
    await invalidate(allEntries)
  }

  func invalidate(_ entries: [CacheEntry]) async {
    await run(markStale(entries)) { await $0.refresh() }
  }

  /// Declares a query's entry out of date now and starts its revalidation without waiting
  /// for it: an ``ActionRunner``'s effect, applied in the same step as the action's success,
  /// so the entries are stale before the runner's callers resume.
  func invalidateNow(_ query: some CacheQuery) {
    for loader in markStale(entries(for: query)) {
      Task { await loader.refresh() }
    }
  }

  /// Marks `entries` stale and returns the loaders to revalidate now: those in use that
  /// loaded (or failed).
  private func markStale(_ entries: [CacheEntry]) -> [any CacheableLoader] {
    noticeReleases()
    var revalidated: [any CacheableLoader] = []
    for entry in entries {
      entry.loader.markStale()
      record(.invalidated(key: entry.keyDescription))
      if entry.isInUse && !entry.loader.isIdle {
        revalidated.append(entry.loader)
      }
    }
    return revalidated
  }

  /// Runs `operation` on every loader at once, and returns when all have ended.
  func run(
    _ loaders: [any CacheableLoader],
    _ operation: @escaping @MainActor (any CacheableLoader) async -> Void
  ) async {
    guard !loaders.isEmpty else { return }
    // Unstructured tasks on the main actor rather than a task group's children: the loads
    // start in order, and the caller's cancellation is forwarded by hand.
    let tasks = loaders.map { loader in
      Task { await operation(loader) }
    }
    await withTaskCancellationHandler {
      for task in tasks { await task.value }
    } onCancel: {
      for task in tasks { task.cancel() }
    }
  }
}
