/// The options both loaders share: freshness, retry, timeout, polling and the clock.
///
/// One value configures a ``DataLoader`` or a ``PagingLoader`` — and, through an app's own
/// constant, every loader of the app alike:
///
/// ```swift
/// extension LoaderConfiguration {
///   static let app = LoaderConfiguration(
///     staleAfter: .seconds(60),
///     retry: .exponential(maxAttempts: 3),
///     timeout: .seconds(15)
///   )
/// }
///
/// @MainActor
/// final class ProfileModel {
///   let profile = DataLoader(configuration: .app) { try await API.profile() }
/// }
/// ```
///
/// In tests, pass a manual clock so that staleness, retry delays and timeouts move only when
/// the test advances it.
public struct LoaderConfiguration: Sendable {
  /// How old a loaded value may get before ``DataLoader/load()`` revalidates it; `nil` (the
  /// default) means it never goes stale.
  ///
  /// A stale value stays on screen while it is revalidated (the state is `refreshing`).
  public var staleAfter: Duration?

  /// When and how often a failed fetch is retried; ``RetryPolicy/never`` by default.
  public var retry: RetryPolicy

  /// How long one attempt may take; `nil` (the default) for no limit.
  ///
  /// A slower attempt is cancelled and fails with ``LoaderError/timedOut(after:)``, which
  /// the retry policy may retry.
  ///
  /// > Important: A loader reports a timeout as a failure only if its failure type can hold
  /// > a ``LoaderError``: `any Error`, or a type that conforms to
  /// > ``LoaderErrorConvertible``. A loader whose failure type is `Never` (or another type
  /// > that cannot) treats a timed-out attempt as cancelled: the state goes back to where
  /// > the load started.
  public var timeout: Duration?

  /// How often a loader fetches its value (a ``PagingLoader``: its pages) again while it is
  /// in use; `nil` (the default) never polls.
  ///
  /// ```swift
  /// let status = DataLoader(configuration: .init(pollInterval: .seconds(10))) {
  ///   try await API.orderStatus(id)
  /// }
  /// ```
  ///
  /// The rules (see <doc:LiveDataAndPolling>):
  /// - The first `load()` or `refresh()` starts polling; each poll is a refresh, `interval`
  ///   after the previous load ended, on this configuration's clock. A ``PagingLoader``'s
  ///   poll refreshes the first page, or every loaded page with `refreshesAllPages`.
  /// - Never two fetches at once: a poll due while a load (or a page) runs is skipped, and
  ///   the next one is counted from the end of that load.
  /// - After failures the interval doubles with each failure in a row, up to 16 times
  ///   `interval`; a success brings it back.
  /// - `cancel()` and `reset()` stop polling, the loader's release ends it, and the next load
  ///   starts it again. A ``LoaderCache`` entry polls only while a screen holds its loader,
  ///   and no entry polls between ``LoaderCache/appDidEnterBackground()`` and
  ///   ``LoaderCache/appDidBecomeActive()``.
  /// - A loader watched through `observe(_:)` or `states` polls only while one of them is
  ///   attached; one that nothing ever watched that way (a SwiftUI view reads `state`)
  ///   polls while it is held.
  ///
  /// A ``DataLoader`` over a live source does not poll.
  public var pollInterval: Duration?

  /// The clock that runs timeouts, retry delays and staleness; `ContinuousClock` by
  /// default, a manual clock in tests.
  public var clock: any Clock<Duration>

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - staleAfter: How old a value may get before `load()` revalidates it; `nil` means
  ///     never.
  ///   - retry: When and how often to retry a failed fetch.
  ///   - timeout: How long one attempt may take; `nil` for no limit.
  ///   - pollInterval: How often a loader in use fetches again; `nil` never polls.
  ///   - clock: The clock that runs timeouts, retry delays and staleness.
  public init(
    staleAfter: Duration? = nil,
    retry: RetryPolicy = .never,
    timeout: Duration? = nil,
    pollInterval: Duration? = nil,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.pollInterval = pollInterval
    self.staleAfter = staleAfter
    self.retry = retry
    self.timeout = timeout
    self.clock = clock
  }

  /// No staleness, no retry, no timeout, on the continuous clock.
  public static var `default`: LoaderConfiguration {
    LoaderConfiguration()
  }
}
