/// How long a cached value stays fresh: the rule one ``CacheQuery`` sets for its entry.
///
/// A fresh value is shown as is: ``DataLoader/load()`` does nothing. A stale one is shown too,
/// and revalidated in the background (the state is `refreshing`, the value stays on screen).
///
/// ```swift
/// struct ExchangeRateQuery: DataQuery {
///   let currency: String
///   var staleness: Staleness { .after(.seconds(30)) }   // prices move fast
///   func fetch() async throws -> Decimal { try await API.rate(currency) }
/// }
/// ```
public enum Staleness: Hashable, Sendable {
  /// The cache's ``CacheConfiguration/staleAfter``: the default.
  case cacheDefault
  /// Stale once older than this duration, measured on the cache's clock.
  case after(Duration)
  /// Never stale by age: only an invalidation makes the value stale.
  case never
}
