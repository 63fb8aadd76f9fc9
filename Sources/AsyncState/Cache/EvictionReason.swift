/// Why a ``LoaderCache`` evicted an entry; reported by ``CacheActivity/evicted(key:reason:)``.
///
/// Only unused entries are ever evicted: nobody but the cache held their loader.
///
/// ```swift
/// for await activity in cache.activity() {
///   if case .evicted(let key, .capacity) = activity { log("\(key) made room") }
/// }
/// ```
public enum EvictionReason: Hashable, Sendable {
  /// No screen used the entry for ``CacheConfiguration/unusedLifetime``.
  case unusedLifetime
  /// The cache was over ``CacheConfiguration/maxEntries``, and the entry was the unused one
  /// used least recently.
  case capacity
  /// The cache handled ``LoaderCache/didReceiveMemoryWarning()``.
  case memoryWarning
  /// A ``LoaderInspector`` evicted it: ``LoaderInspector/evict(_:)``.
  case inspector
}
