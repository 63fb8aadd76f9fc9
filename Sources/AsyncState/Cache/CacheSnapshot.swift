/// Every entry of a ``LoaderCache`` at one moment, for an inspector.
///
/// ```swift
/// let snapshot = cache.snapshot()
/// print("\(snapshot.entries.count)/\(snapshot.maxEntries) entries")
/// for entry in snapshot.entries where entry.isStale {
///   print(entry.key, "is stale")
/// }
/// ```
public struct CacheSnapshot: Hashable, Sendable {
  /// The entries, oldest first (in the order they were created).
  public var entries: [CacheEntrySnapshot]
  /// The cache's ``CacheConfiguration/maxEntries``.
  public var maxEntries: Int
  /// The cache's ``CacheConfiguration/unusedLifetime``.
  public var unusedLifetime: Duration?

  /// Creates a snapshot. ``LoaderCache/snapshot()`` creates them; this is for previews and
  /// tests of an inspector.
  ///
  /// ```swift
  /// let preview = CacheSnapshot(entries: [], maxEntries: 100, unusedLifetime: .seconds(300))
  /// ```
  ///
  /// - Parameters:
  ///   - entries: The entries, oldest first.
  ///   - maxEntries: The cache's entry limit.
  ///   - unusedLifetime: The cache's unused lifetime.
  public init(entries: [CacheEntrySnapshot], maxEntries: Int, unusedLifetime: Duration?) {
    self.entries = entries
    self.maxEntries = maxEntries
    self.unusedLifetime = unusedLifetime
  }

  /// How many entries are in use.
  ///
  /// ```swift
  /// let snapshot = cache.snapshot()
  /// print("\(snapshot.inUseCount) of \(snapshot.entries.count) entries in use")
  /// ```
  public var inUseCount: Int {
    entries.count { $0.isInUse }
  }
}
