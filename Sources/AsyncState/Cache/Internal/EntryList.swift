/// A list of cache entries, doubly linked through the entries themselves: O(1) to append, to
/// remove, and to read the oldest.
///
/// A cache keeps two: the entries it last saw in use, and the unused ones. Every entry is in
/// exactly one (``CacheEntry/list``). Entries join the unused list in time order, stamped with
/// the time the cache saw them become unused, so that list is sorted by
/// ``CacheEntry/unusedSince``: its oldest entry is both the least recently used (evicted first
/// beyond the entry limit) and the first whose unused lifetime ends.
@MainActor
struct EntryList {
  /// Which list this is; entries record the list they are in.
  let membership: CacheEntry.List
  // `unowned(unsafe)`: see ``CacheEntry/older``.
  private(set) unowned(unsafe) var oldest: CacheEntry?
  private unowned(unsafe) var newest: CacheEntry?
  private(set) var count = 0

  init(_ membership: CacheEntry.List) {
    self.membership = membership
  }

  var isEmpty: Bool { count == 0 }

  /// When the newest entry joined.
  var newestTime: Duration? { newest?.unusedSince }

  /// Adds an entry at the newer end, stamped `now`; the entry must be in no list.
  mutating func append(_ entry: CacheEntry, now: Duration) {
    precondition(entry.list == .none, "EntryList: the entry is already in a list")
    entry.unusedSince = now
    entry.older = newest
    entry.newer = nil
    if let newest { newest.newer = entry } else { oldest = entry }
    newest = entry
    entry.list = membership
    count += 1
  }

  /// Takes an entry out of this list; does nothing if it is not in it.
  mutating func remove(_ entry: CacheEntry) {
    guard entry.list == membership else { return }
    if let older = entry.older { older.newer = entry.newer } else { oldest = entry.newer }
    if let newer = entry.newer { newer.older = entry.older } else { newest = entry.older }
    entry.older = nil
    entry.newer = nil
    entry.list = .none
    count -= 1
  }

  /// The entries, oldest first.
  var entries: [CacheEntry] {
    var result: [CacheEntry] = []
    result.reserveCapacity(count)
    var next = oldest
    while let entry = next {
      result.append(entry)
      next = entry.newer
    }
    return result
  }
}
