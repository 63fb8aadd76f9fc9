public import AsyncState

extension LoaderCache {
  /// The demo's cache: small enough that paging evicts post entries (32 entries), with
  /// unused entries kept for 30 seconds, so the inspector shows evictions as they happen.
  ///
  /// ```swift
  /// let session = FeedSession(source: source, failures: failures, cache: .demo())
  /// ```
  ///
  /// - Parameter clock: The clock of the unused lifetime.
  /// - Returns: A new cache.
  public static func demo(clock: some Clock<Duration> = ContinuousClock()) -> LoaderCache {
    LoaderCache(
      configuration: CacheConfiguration(
        unusedLifetime: .seconds(30), maxEntries: 32, clock: clock))
  }
}
