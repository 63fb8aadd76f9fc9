/// The array a paged list moves to when it fills, copied from the list a few items per page
/// ahead of time, so that no page pays for the whole list at once.
///
/// An `Array` that runs out of capacity allocates twice as much and moves every element on
/// the append that overflows it: at 819,200 items that one page cost 10 to 14 ms on the main
/// actor, 219 to 325 times the median page (the benchmark's `worst-page` workload, issue 22),
/// while the pages around it cost microseconds. Once the list is past three quarters of its
/// capacity this type allocates the next array (twice the capacity) and, from the next page
/// on, copies ``copyRate`` list items into it per item appended. The copy catches up with the
/// list well before the list would overflow, and the page it catches up on appends to the new
/// array instead (``step(list:appending:)`` hands it over); the old array's items are released
/// ``releaseRate`` per item appended over the next pages (``retire(_:)``), as releasing them
/// all at once is itself linear.
///
/// The page that allocates the next array copies nothing into it. A large allocation was the
/// dearest part of the page that started a copy (41 to 85 µs timed around it inside a loader,
/// at 153,600 to 614,400 items), and those pages, with their first 400 copies, cost up to 2.6
/// times the median page (`worst-page` at 1,000,000 items, pages 3,072, 6,144 and 12,288, two
/// runs, with duplicate removal on and off); apart, at most 1.6 times.
///
/// Memory: both arrays hold the list from three quarters of the old capacity until the old
/// one is emptied, at about 0.96 of it (the copy catches up at 6/7, and the old items go 8
/// per item appended); an array's own doubling holds both at the overflow. This type used to
/// hand over at the overflow: at 819,200 items both arrays were resident until about 845,000
/// items, and that was the peak of a million-item list (issue 22: 137 MB, against 121 MB for
/// the items' own array).
///
/// Releasing the old array on the pool at the handover instead was tried: on two cores the
/// pool's linear release slowed the main actor's pages around it to 4 to 54 times the
/// median page (the `worst-page` rows), where releasing a few items per page does not.
///
/// The copy follows one list: the caller calls ``step(list:appending:)`` before every append
/// to the end of the same list and nothing else, and ``reset(appending:)`` instead when the
/// list changed any other way (a first page, a refresh, an edit, dropped pages). A copy cut
/// short costs nothing but the copy: the list then grows as an array does.
struct ListGrowth<Item: Sendable> {
  /// List items copied per item appended.
  ///
  /// The copy starts past three quarters of the list's capacity `c`, with at most `c / 4`
  /// items left to append before it overflows; it must copy those and the `3c / 4` already
  /// there, so 4 per item appended ends exactly at the overflow. At 8 it catches up after
  /// `3c / 28` more items, at about 6/7 of the capacity.
  static var copyRate: Int { 8 }
  /// The least capacity the copy is made for: below it an array's own doubling costs less
  /// than a page (the benchmark's `worst-page` rows at 10,000 items).
  static var minimumCapacity: Int { 4096 }
  /// Old items released per item appended, after a handover.
  ///
  /// As many as the copy took: a release touches each item's references, as a copy does. At
  /// 32 per item the pages after the handover at 702,000 items (1,600 releases each, pages of
  /// 50) cost 1.4 to 1.7 times the median page on average, and the ones after the handover at
  /// 351,000 items, where the duplicate index's copy also ends, 1.6 to 1.9 times (`worst-page`
  /// at 1,000,000 items, two runs, with duplicate removal on and off); at 8, 1.0 to 1.2 and
  /// 1.1 to 1.5 times. The old array then stays resident a little longer (see the type's notes
  /// on memory), which left a million-item list's peak as it was.
  static var releaseRate: Int { 8 }

  /// The array the list moves to, holding a copy of the list's first `next.count` items;
  /// `nil` when no copy runs.
  private var next: [Item]?
  /// The list's previous array, its items released from the end a few per page.
  private var retired: [Item] = []

  /// Stops any copy, before `count` items are appended to a list that changed other than by
  /// appending at its end; releases a few more of the previous array's items, as a step does.
  mutating func reset(appending count: Int) {
    next = nil
    dismantle(max(count, 1) * Self.releaseRate)
  }

  /// Copies the next items of `list`, which `count` items are about to be appended to, and
  /// releases a few of the previous array's.
  ///
  /// - Returns: The array to append to instead of `list`, holding all of `list`'s items with
  ///   room for at least `count` more, once the copy has caught up with `list` (or on the
  ///   page that would make `list` reallocate); `nil` otherwise (append to `list`). Give
  ///   `list`'s array to ``retire(_:)`` once the state no longer holds it.
  mutating func step(list: [Item], appending count: Int) -> [Item]? {
    dismantle(max(count, 1) * Self.releaseRate)
    let capacity = list.capacity
    let total = list.count + count
    if next == nil {
      guard capacity >= Self.minimumCapacity, total * 4 > capacity * 3, total <= capacity
      else { return nil }
      var grown: [Item] = []
      grown.reserveCapacity(capacity * 2)
      next = grown
      // Copying starts with the next page, not with this one's allocation; `total` fits.
      return nil
    }
    let copied = next?.count ?? 0
    guard copied <= list.count else {
      next = nil
      return nil
    }
    let work = max(count, 1) * Self.copyRate
    guard list.count - copied <= work || total > capacity else {
      // Copied in place: `next` is the only reference to its buffer.
      next?.append(contentsOf: list[copied..<(copied + work)])
      return nil
    }
    // The copy catches up on this page, or the append would reallocate: hand it over now,
    // so that both arrays hold the list for as few pages as can be.
    guard var grown = next.take() else { return nil }
    grown.append(contentsOf: list[copied...])
    guard grown.capacity >= total else { return nil }
    return grown
  }

  /// Takes the list's previous array, to release its items a few per page from now on.
  mutating func retire(_ list: [Item]) {
    retired = list
  }

  /// Releases up to `count` of the previous array's items, and the array once it is empty
  /// (a large one on the pool: see ``OffMainRelease``).
  private mutating func dismantle(_ count: Int) {
    guard !retired.isEmpty else { return }
    retired.removeLast(min(count, retired.count))
    if retired.isEmpty { OffMainRelease.release(&retired) }
  }
}
