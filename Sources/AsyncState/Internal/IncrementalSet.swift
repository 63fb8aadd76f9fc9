/// A set that grows without rehashing all of its elements at once.
///
/// A `Set` that fills allocates a table twice the size and rehashes every element into it on
/// the insert that overflows. For a paging loader's followed cursors (one per page, hashed
/// through `AnyHashable` at about 250 ns each) that insert cost 3.4 ms at 12,288 pages,
/// 29 times the median page (the benchmark's `worst-page` workload at 1,000,000 items).
/// This set makes the larger table when the current one is full and keeps the old one for
/// lookups while its elements move over, ``migrationRate`` per insert: the old table is
/// empty of interest long before the new one fills, so at most two tables exist.
///
/// `remove(_:)` ends a running move at once (its indices would not survive the removal); the
/// loaders remove cursors only with a page window (`maxPages`), which bounds the set.
struct IncrementalSet<Element: Hashable> {
  /// Elements moved from the old table per insert while a move runs: a table made at twice
  /// the capacity of `n` elements takes `n` more inserts before it is full, and the move ends
  /// after `n / 4` of them.
  static var migrationRate: Int { 4 }

  /// The table every new element goes to.
  private var current: Set<Element> = []
  /// The full table whose elements are being moved into `current`; `nil` otherwise. Never
  /// mutated while the move runs, so `cursor` stays valid.
  private var previous: Set<Element>?
  /// The next element of `previous` to move.
  private var cursor: Set<Element>.Index?

  /// Whether the set holds `element`.
  func contains(_ element: Element) -> Bool {
    current.contains(element) || previous?.contains(element) == true
  }

  /// Adds `element`, moving a few of the old table's elements if a move runs.
  mutating func insert(_ element: Element) {
    if previous == nil, current.count == current.capacity, !current.contains(element) {
      previous = current
      cursor = current.startIndex
      current = Set(minimumCapacity: current.capacity * 2)
    }
    current.insert(element)
    migrate(Self.migrationRate)
  }

  /// Removes `element`, if the set holds it.
  mutating func remove(_ element: Element) {
    migrate(.max)
    current.remove(element)
  }

  /// Adds every element of `other`.
  mutating func formUnion(_ other: Self) {
    for element in other.current { insert(element) }
    if let previous = other.previous {
      for element in previous { insert(element) }
    }
  }

  /// Removes every element.
  mutating func removeAll() {
    current = []
    previous = nil
    cursor = nil
  }

  /// Moves up to `count` elements of the old table into the current one; drops the old table
  /// once all have moved.
  private mutating func migrate(_ count: Int) {
    guard let previous, var index = cursor else { return }
    var moved = 0
    while moved < count, index != previous.endIndex {
      current.insert(previous[index])
      previous.formIndex(after: &index)
      moved += 1
    }
    if index == previous.endIndex {
      self.previous = nil
      cursor = nil
    } else {
      cursor = index
    }
  }
}

extension IncrementalSet: Sendable where Element: Sendable {}
