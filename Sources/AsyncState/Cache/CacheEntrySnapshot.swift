/// One entry of a ``LoaderCache`` at one moment: what an inspector shows in its row.
///
/// ```swift
/// for entry in cache.snapshot() {
///   print(entry.key, entry.state, entry.isInUse ? "in use" : "unused", entry.fetchCount)
/// }
/// ```
public struct CacheEntrySnapshot: Hashable, Sendable, Identifiable {
  /// The entry's identity within its cache, increasing with creation.
  public var id: Int
  /// The key, printed: `String(describing: query)`.
  public var key: String
  /// Whether the entry holds a ``PagingLoader`` (for a ``PagingQuery``) rather than a
  /// ``DataLoader`` (for a ``DataQuery`` or a ``LiveQuery``).
  public var isPaging: Bool
  /// The loader's state, printed, such as `refreshing([40 items])`.
  public var state: String
  /// Whether a load runs.
  public var isLoading: Bool
  /// How long ago the value on screen was loaded (or written); `nil` without a value.
  public var age: Duration?
  /// Whether the value is stale: older than its `staleAfter`, or invalidated.
  public var isStale: Bool
  /// Whether anyone but the cache holds the entry's loader: a screen uses it.
  public var isInUse: Bool
  /// How many state observers the loader has (``StateSource/observe(_:)``), not counting the
  /// cache's own.
  public var observerCount: Int
  /// How many loads the entry started: first loads, revalidations, refreshes, retries, pages.
  public var fetchCount: Int
  /// Why the loader last moved (to ``state``); `nil` before its first transition.
  public var lastCause: TransitionCause?
  /// How long ago the last transition happened.
  public var sinceLastTransition: Duration?
  /// How long the entry has been unused; `nil` while in use.
  public var unusedFor: Duration?
  /// How long until the unused entry is evicted for its unused lifetime; `nil` while in use
  /// or without a lifetime.
  public var evictedIn: Duration?

  /// Creates a snapshot of an entry. ``LoaderCache/snapshot()`` creates them; this is for
  /// previews and tests of an inspector.
  ///
  /// ```swift
  /// let row = CacheEntrySnapshot(
  ///   id: 0, key: "UserQuery(id: 42)", state: "success(Ada)",
  ///   age: .seconds(12), isInUse: true)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The entry's identity.
  ///   - key: The key, printed.
  ///   - isPaging: Whether the entry holds a paging loader.
  ///   - state: The state, printed.
  ///   - isLoading: Whether a load runs.
  ///   - age: How long ago the value was loaded.
  ///   - isStale: Whether the value is stale.
  ///   - isInUse: Whether a screen holds the loader.
  ///   - observerCount: The loader's observers.
  ///   - fetchCount: The loads started.
  ///   - lastCause: Why the loader last moved.
  ///   - sinceLastTransition: How long ago it happened.
  ///   - unusedFor: How long the entry has been unused.
  ///   - evictedIn: How long until it is evicted.
  public init(
    id: Int, key: String, isPaging: Bool = false, state: String, isLoading: Bool = false,
    age: Duration? = nil, isStale: Bool = false, isInUse: Bool = false, observerCount: Int = 0,
    fetchCount: Int = 0, lastCause: TransitionCause? = nil,
    sinceLastTransition: Duration? = nil, unusedFor: Duration? = nil, evictedIn: Duration? = nil
  ) {
    self.id = id
    self.key = key
    self.isPaging = isPaging
    self.state = state
    self.isLoading = isLoading
    self.age = age
    self.isStale = isStale
    self.isInUse = isInUse
    self.observerCount = observerCount
    self.fetchCount = fetchCount
    self.lastCause = lastCause
    self.sinceLastTransition = sinceLastTransition
    self.unusedFor = unusedFor
    self.evictedIn = evictedIn
  }
}
