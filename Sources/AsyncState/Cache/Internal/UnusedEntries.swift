/// The entries no screen holds, least recently used first: a doubly linked list through the
/// entries themselves.
///
/// An entry joins at the newer end when its last lease goes away (or when it is written or
/// prefetched while unused), with the time it became unused, and leaves when a lease takes it
/// or it is evicted — all in O(1). Entries join in time order, so the list is sorted by
/// ``CacheEntry/unusedSince`` too: the oldest entry is both the least recently used (evicted
/// first beyond the entry limit) and the first whose unused lifetime ends.
@MainActor
struct UnusedEntries {
  // `unowned(unsafe)`: see ``CacheEntry/older``.
  private(set) unowned(unsafe) var oldest: CacheEntry?
  private unowned(unsafe) var newest: CacheEntry?
  private(set) var count = 0

  /// When the most recently used entry became unused.
  var newestTime: Duration? { newest?.unusedSince }

  /// Adds an entry at the newer end, or moves it there, stamped `now`.
  mutating func touch(_ entry: CacheEntry, now: Duration) {
    if entry.isListed { remove(entry) }
    entry.unusedSince = now
    entry.older = newest
    entry.newer = nil
    if let newest { newest.newer = entry } else { oldest = entry }
    newest = entry
    entry.isListed = true
    count += 1
  }

  /// Takes an entry out of the list; does nothing if it is not in it.
  mutating func remove(_ entry: CacheEntry) {
    guard entry.isListed else { return }
    if let older = entry.older { older.newer = entry.newer } else { oldest = entry.newer }
    if let newer = entry.newer { newer.older = entry.older } else { newest = entry.older }
    entry.older = nil
    entry.newer = nil
    entry.isListed = false
    count -= 1
  }
}
