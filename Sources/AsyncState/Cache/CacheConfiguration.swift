/// The options of a ``LoaderCache``: freshness, how long and how many unused entries are
/// kept, the loaders' retry and timeout, and the clock.
///
/// One value configures a cache, as ``LoaderConfiguration`` configures a loader:
///
/// ```swift
/// extension CacheConfiguration {
///   static let app = CacheConfiguration(
///     staleAfter: .seconds(60),          // revalidate values older than a minute
///     unusedLifetime: .seconds(300),     // forget what no screen used for five minutes
///     maxEntries: 200,
///     retry: .exponential(maxAttempts: 3),
///     timeout: .seconds(15)
///   )
/// }
///
/// let cache = LoaderCache(configuration: .app)
/// ```
///
/// In tests, pass a manual clock: staleness, unused lifetimes, retry delays and timeouts then
/// move only when the test advances it.
public struct CacheConfiguration: Sendable {
  /// How old an entry's value may get before ``DataLoader/load()`` revalidates it, for
  /// queries whose ``CacheQuery/staleness`` is ``Staleness/cacheDefault``; `nil` (the
  /// default) means never.
  ///
  /// ```swift
  /// var configuration = CacheConfiguration.default
  /// configuration.staleAfter = .seconds(60)   // revalidate values older than a minute
  /// ```
  public var staleAfter: Duration?

  /// How long an entry no screen holds is kept before it is evicted; `nil` keeps it until
  /// ``maxEntries`` or a memory warning evicts it. Five minutes by default.
  ///
  /// The time counts from the moment the cache sees that nobody holds the entry's loader any
  /// more (or from when the cache last wrote or prefetched it). The cache looks at its next
  /// operation and at least every quarter of this lifetime, so an entry is evicted between
  /// one and one and a quarter lifetimes after its last screen let go of it.
  ///
  /// ```swift
  /// configuration.unusedLifetime = .seconds(30)   // a screen that comes back within 30 s
  ///                                               // finds its data
  /// ```
  public var unusedLifetime: Duration?

  /// The most entries the cache keeps; 100 by default, at least 1.
  ///
  /// Beyond it, the unused entry used least recently is evicted first. An entry in use is
  /// never evicted: if more entries than this are in use at once, the cache holds them all and
  /// evicts as soon as they are released.
  ///
  /// ```swift
  /// configuration.maxEntries = 500
  /// ```
  public var maxEntries: Int

  /// When every loader the cache makes retries a failed fetch; ``RetryPolicy/never`` by
  /// default.
  ///
  /// ```swift
  /// configuration.retry = .exponential()
  /// ```
  public var retry: RetryPolicy

  /// How long one attempt of every loader the cache makes may run before it fails with
  /// ``LoaderError/timedOut(after:)``; `nil` (the default) means no limit.
  public var timeout: Duration?

  /// The clock of freshness, unused lifetimes and the loaders' retries and timeouts;
  /// `ContinuousClock` by default, a manual clock in tests.
  public var clock: any Clock<Duration>

  /// Creates a configuration.
  ///
  /// ```swift
  /// let configuration = CacheConfiguration(staleAfter: .seconds(60), maxEntries: 200)
  /// ```
  ///
  /// - Parameters:
  ///   - staleAfter: How old a value may get before `load()` revalidates it; `nil` means
  ///     never.
  ///   - unusedLifetime: How long an entry no screen holds is kept; `nil` means until
  ///     `maxEntries` or a memory warning evicts it.
  ///   - maxEntries: The most entries the cache keeps (at least 1).
  ///   - retry: When the cache's loaders retry a failed fetch.
  ///   - timeout: How long one attempt may run; `nil` means no limit.
  ///   - clock: The clock of freshness, lifetimes, retries and timeouts.
  public init(
    staleAfter: Duration? = nil,
    unusedLifetime: Duration? = .seconds(300),
    maxEntries: Int = 100,
    retry: RetryPolicy = .never,
    timeout: Duration? = nil,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.staleAfter = staleAfter
    self.unusedLifetime = unusedLifetime
    self.maxEntries = max(1, maxEntries)
    self.retry = retry
    self.timeout = timeout
    self.clock = clock
  }

  /// Values never stale by age, unused entries kept five minutes, at most 100 entries, no
  /// retry, no timeout, on the continuous clock.
  ///
  /// ```swift
  /// let cache = LoaderCache(configuration: .default)   // the same as LoaderCache()
  /// ```
  public static var `default`: CacheConfiguration {
    CacheConfiguration()
  }
}

extension CacheConfiguration {
  /// The configuration of an entry's loader: the cache's retry, timeout and clock, and the
  /// entry's freshness.
  func loaderConfiguration(
    for staleness: Staleness, pollInterval: Duration? = nil
  ) -> LoaderConfiguration {
    var configuration = LoaderConfiguration(
      retry: retry, timeout: timeout, pollInterval: pollInterval, clock: clock)
    switch staleness {
    case .cacheDefault: configuration.staleAfter = staleAfter
    case .after(let duration): configuration.staleAfter = duration
    case .never: configuration.staleAfter = nil
    }
    return configuration
  }
}
