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
/// Once the move ends, the old table's elements are destroyed ``releaseRate`` per insert:
/// destroying 12,288 cursors at once, each an existential whose payload is released, made
/// the page that ended the move 2.4 to 2.5 times the median page (`worst-page` at 1,000,000
/// items, page 15,359). Letting go of the table on the pool instead left that page as dear: on
/// two cores the release competed with the page's own work. The price is more work in all: a
/// `Set` that removes an element rehashes the ones after it in its cluster, so 30,000 inserts
/// of cursors like the benchmark's took 55 to 65 ms instead of 43 to 53 (3 to 4 µs more per
/// insert while a table is destroyed), for a dearest insert of 50 to 120 µs instead of 150 to
/// 390 µs (a scratch program timing this type against its version before, release build, after
/// a first round of each).
///
/// `remove(_:)` ends a running move at once (its indices would not survive the removal); the
/// loaders remove cursors only with a page window (`maxPages`), which bounds the set.
struct IncrementalSet<Element: Hashable> {
  /// Elements moved from the old table per insert while a move runs: a table made at twice
  /// the capacity of `n` elements takes `n` more inserts before it is full, and the move ends
  /// after `n / 4` of them.
  static var migrationRate: Int { 4 }
  /// Elements of the last old table destroyed per insert, once its move has ended: the table
  /// is gone after an eighth of the inserts its move took four times as many of.
  static var releaseRate: Int { 8 }

  /// The table every new element goes to.
  private var current: Set<Element> = []
  /// The full table whose elements are being moved into `current`; `nil` otherwise. Never
  /// mutated while the move runs, so `cursor` stays valid.
  private var previous: Set<Element>?
  /// The next element of `previous` to move.
  private var cursor: Set<Element>.Index?
  /// The last old table, once its elements have moved: they are destroyed a few per insert.
  private var retired: Set<Element> = []

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

  /// Whether the set holds no element.
  var isEmpty: Bool {
    current.isEmpty && previous?.isEmpty != false
  }

  /// Calls `body` with each element, once.
  func forEach(_ body: (Element) -> Void) {
    current.forEach(body)
    // An element still in the old table may have been inserted again into the current one.
    previous?.forEach { if !current.contains($0) { body($0) } }
  }

  /// Removes every element.
  mutating func removeAll() {
    current = []
    previous = nil
    cursor = nil
    retired = []
  }

  /// Whether the elements of an old table are still being destroyed (for tests).
  var isReleasingOldTable: Bool { !retired.isEmpty }

  /// Moves up to `count` elements of the old table into the current one; retires the old
  /// table once all have moved, and destroys a few of a retired table's elements.
  private mutating func migrate(_ count: Int) {
    for _ in 0..<min(Self.releaseRate, retired.count) { retired.removeFirst() }
    guard cursor != nil, moveElements(count) else { return }
    // A table retired earlier is empty by now: a move ends `n` inserts after the last one.
    retired = previous.take() ?? []
  }

  /// Moves up to `count` elements of the old table into the current one, and says whether
  /// none is left to move.
  ///
  /// A function of its own so that its copy of the old table is gone when ``migrate(_:)``
  /// retires it: with two references, removing an element would copy the table.
  private mutating func moveElements(_ count: Int) -> Bool {
    guard let previous, var index = cursor else { return false }
    var moved = 0
    while moved < count, index != previous.endIndex {
      current.insert(previous[index])
      previous.formIndex(after: &index)
      moved += 1
    }
    cursor = index == previous.endIndex ? nil : index
    return cursor == nil
  }
}

extension IncrementalSet: Sendable where Element: Sendable {}
