public import AsyncState
public import Foundation

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
    LoaderCache(configuration: demoConfiguration(clock: clock))
  }

  /// The demo's cache, keeping the feed's pages in a store between runs (`--persist`): the
  /// same configuration as ``demo(clock:)``.
  ///
  /// ```swift
  /// let cache = LoaderCache.demo(store: .files(in: directory))
  /// await cache.restore()   // before the session asks for the feed
  /// ```
  ///
  /// - Parameters:
  ///   - clock: The clock of the unused lifetime.
  ///   - store: Where the feed's pages are kept.
  ///   - now: The wall clock that dates the saved pages, so their age spans runs.
  /// - Returns: A new cache.
  public static func demo(
    clock: some Clock<Duration> = ContinuousClock(), store: CacheStore,
    now: @escaping @Sendable () -> Date = Date.init
  ) -> LoaderCache {
    LoaderCache(configuration: demoConfiguration(clock: clock), store: store, now: now)
  }

  private static func demoConfiguration(clock: some Clock<Duration>) -> CacheConfiguration {
    CacheConfiguration(unusedLifetime: .seconds(30), maxEntries: 32, clock: clock)
  }
}
