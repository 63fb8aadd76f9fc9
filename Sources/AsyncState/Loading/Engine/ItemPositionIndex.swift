/// The positions of a list's items by id, so that a page's items whose ids are already in the
/// list can be dropped in constant time each.
///
/// A `Set<Item.ID>` does the same with a copy of every id, in a table of 4/3 to 8/3 buckets
/// per id: 11 to 21 bytes per `Int` id, twice that per `UUID`. This index keeps one 32-bit
/// word per slot instead, whatever the id type, and finds an id by comparing it with the
/// list's item at the slot's position:
///
/// - an open-addressing table with linear probing, at most 4/5 of its slots in use; a new
///   table has twice the slots of the items it starts with, so the index takes 5 to 8 bytes
///   per item; an id's slot comes from the high half of its mixed hash, scaled to the table
///   (no modulo);
/// - a slot holds `position + 1` (0 is empty) in its low bits, where `position` counts from
///   the table's origin (the list's first item when the table was made), and spare bits of the
///   hash as a tag, so that most slots holding another id are skipped without reading the
///   list;
/// - dropping the oldest items only moves the position of the list's first item: their slots
///   stay as dead entries (positions before it never match) until the table is replaced.
///
/// **Growing never stops a page.** When the table would pass 4/5, a new one is made and the
/// old one kept (for lookups) while the items it holds are copied into the new one, in list
/// order, 4 per item inserted (``migrationRate``): a page costs a bounded multiple of its own
/// items, never the whole list. Rebuilding all at once cost 14.9 ms at 45,200 items and about
/// 250 ms near 759,000 (issue 22); the copy reads ids from the list, sequentially, not from the
/// old table. A lookup asks the new table, then the old one until the copy ends. The copy
/// ends long before the new table fills (see ``migrationRate``), so both exist only for the
/// first quarter of each table's life.
///
/// The index does not keep the list: every call that looks up ids takes the list as it is,
/// and the caller keeps the two in step (append what ``insertNewItems(of:after:)``
/// returns, drop what ``removeFirst(_:)`` is told).
package struct ItemPositionIndex: Sendable {
  /// Items copied from the old table into the new one per item of a page, while a copy runs.
  ///
  /// A new table of `2 (n + p)` slots, made for `n` items and a page of `p`, takes `0.6 n`
  /// inserted items before it passes 4/5 again; copying `n` items at 4 per page item ends
  /// after `n / 4` of them. A copied id costs a read of the list, an unspecialised hash and a
  /// store at a random slot: 60 to 190 ns measured, so 200 of them add 12 to 40 µs to a page
  /// of 50 while the copy runs (a `PagingLoader` page costs 30 to 110 µs). At 16 per item the
  /// copy's pages cost 2.3 times the others; at 4 both tables live for the first quarter of
  /// the new table's life, when the index holds about 13 bytes per item instead of 5 to 8.
  package static let migrationRate = 4
  /// The least number of items a call copies while a copy runs, so that a copy ends soon when
  /// the pages are tiny.
  package static let migrationMinimum = 256
  /// Slots of the next table zeroed per item inserted, once the table is past 7/10 full.
  ///
  /// A new table of many slots cost its zeroing on the page that made it: at 759,000 items
  /// 6 MB, 0.45 to 3.4 ms on one page (the first touch of fresh memory is the dear part),
  /// 5 to 36 times the median page (the benchmark's `worst-page` workload). The next table is
  /// zeroed ahead instead: it has `8/5 c` slots (and two pages) for a table of `c`, to zero
  /// while `c / 10` items are inserted, so 16 per item would end exactly at 4/5; 32 ends at
  /// 3/4 (a page of 50 zeroes 6.4 kB). Starting late keeps the window in which both tables
  /// use memory short: from 7/10 full, about 8 bytes per item more. Only for tables of
  /// ``spareMinimum`` slots or more: a smaller table zeroes in a small part of a page.
  package static let zeroingRate = 32
  /// The least slots of a table whose successor is zeroed ahead.
  ///
  /// 16,384: the successor of such a table takes 100 kB or more, and zeroing it on the page
  /// that grows the index shows. At 65,536 the tables made at 17,600, 28,200 and 45,200
  /// items of pages of 50 (138 to 354 kB) were zeroed on their page, and the last of them
  /// was the dearest page of a million items, 2.36 times the median (`worst-page`).
  package static let spareMinimum = 1 << 14

  /// The current table: every new id goes here.
  private var table = Table(capacity: 0, origin: 0)
  /// The table being replaced, while its items are copied into `table`; `nil` otherwise.
  private var previous: Table?
  /// The position of the next item to copy from `previous`.
  private var migrationCursor = 0
  /// The position after the last item `previous` holds.
  private var migrationEnd = 0
  /// The position of the list's first item: how many items were dropped in all.
  private var firstPosition = 0
  /// Zeroed slots for the next table, filled ahead of the growth (see ``zeroingRate``).
  private var spare: [UInt32] = []

  /// The number of items indexed: the length of the list the index follows.
  package private(set) var count = 0

  /// An empty index.
  package init() {}

  /// Whether items are being copied from an old table (for tests).
  package var isMigrating: Bool { previous != nil }

  /// The number of slots of the tables held, old one included (for tests and benchmarks).
  package var slotCount: Int { table.capacity + (previous?.capacity ?? 0) }

  /// Indexes the items of `page` whose ids are neither in `list` nor earlier in `page`, as
  /// the items that follow `list`, and returns them in order.
  ///
  /// - Parameters:
  ///   - page: The items to append to the list.
  ///   - list: The list as the index follows it: the items indexed so far, in order (a
  ///     slice, so that a caller dropping its first items need not copy the rest).
  /// - Returns: The items of `page` to append: the first copy of each id not in `list`.
  /// - Complexity: O(`page.count`) expected, amortized or not: growing the index is spread
  ///   over the pages that follow.
  package mutating func insertNewItems<Item: Identifiable>(
    of page: [Item],
    after list: ArraySlice<Item>
  ) -> [Item] {
    precondition(list.count == count, "ItemPositionIndex: the list is not the one indexed")
    if page.isEmpty { return [] }
    let accepted = list.withUnsafeBufferPointer { list in
      page.withUnsafeBufferPointer { page in
        insertNewItems(of: page, after: list)
      }
    }
    return accepted ?? page
  }

  /// Forgets the `k` first items of the list, which the caller drops.
  package mutating func removeFirst(_ k: Int) {
    precondition(k >= 0 && k <= count, "ItemPositionIndex: cannot drop \(k) of \(count) items")
    firstPosition += k
    count -= k
    if previous != nil && firstPosition >= migrationEnd { dropPrevious() }
  }

  /// Forgets `items`, the last items indexed, which the caller does not append after all:
  /// a page whose duplicates were removed off the main actor, whose load was then cancelled
  /// or superseded (see ``PositionIndexLoan``).
  ///
  /// Their entries are the newest of the current table, so clearing them newest first
  /// leaves it as it was before they were stored: no entry stored earlier has a probe that
  /// passes a slot stored later (it was free when that entry was stored). Items copied into
  /// a new table on the way stay: they are the list's.
  ///
  /// - Parameter items: The items ``insertNewItems(of:after:)`` returned, in order.
  /// - Complexity: O(`items.count`) expected.
  package mutating func removeLast<Item: Identifiable>(_ items: [Item]) {
    precondition(
      items.count <= count, "ItemPositionIndex: cannot forget \(items.count) of \(count) items")
    let firstPosition = count - items.count + self.firstPosition
    items.withUnsafeBufferPointer { items in
      table.withSlots { current in
        for index in items.indices.reversed() {
          current.remove(Self.hash(of: items.id(at: index)), position: firstPosition + index)
        }
      }
    }
    count -= items.count
  }

  /// Forgets every item, and frees the tables.
  package mutating func removeAll() {
    self = ItemPositionIndex()
  }

  // MARK: - Inserting

  /// The body of ``insertNewItems(of:after:)``, over buffers: reading an id through a buffer
  /// pointer does not copy the item, which unspecialised generic code would do for an array
  /// element.
  ///
  /// - Returns: The accepted items, or `nil` when they are the whole page: most pages hold no
  ///   duplicate, and the page is then appended as it came, without copying each item (and
  ///   retaining its fields) into a new array.
  private mutating func insertNewItems<Item: Identifiable>(
    of page: UnsafeBufferPointer<Item>,
    after list: UnsafeBufferPointer<Item>
  ) -> [Item]? {
    if previous == nil, table.capacity >= Self.spareMinimum,
      (table.occupied + page.count) * 10 > table.capacity * 7
    {
      zeroSpare(page.count * Self.zeroingRate, pageSize: page.count)
    }
    if (table.occupied + page.count) * 5 > table.capacity * 4 {
      if previous != nil {
        // Only when the pages are large next to the list: what is left is a few pages' worth.
        migrate(Int.max, from: list)
      }
      startGrowing(reserving: page.count)
    }
    if previous != nil {
      migrate(max(Self.migrationMinimum, page.count * Self.migrationRate), from: list)
    }
    // Made at the first duplicate; until then the accepted items are the page's first ones.
    var accepted: [Item]?
    var acceptedCount = 0
    let firstPosition = firstPosition
    let listEnd = firstPosition + list.count
    let old = previous
    withUnsafeTemporaryAllocation(of: Int.self, capacity: page.count) { pageIndices in
      let new = Accepted(page: page, pageIndices: UnsafeBufferPointer(pageIndices))
      table.withSlots { current in
        Table.withSlots(of: old) { old in
          Self.withBatch { batch in
            for batchStart in stride(from: 0, to: page.count, by: batch.count) {
              let indices = batchStart..<min(page.count, batchStart + batch.count)
              for index in indices {
                batch[index - batchStart].hash = Self.hash(of: page.id(at: index))
              }
              current.loadHomeEntries(of: batch, count: indices.count)
              old?.loadHomeEntries(of: batch, count: indices.count, intoPrevious: true)
              for index in indices {
                let id = page.id(at: index)
                let ahead = batch[index - batchStart]
                var free = current.find(id, ahead, in: list, new, from: firstPosition)
                if free >= 0, let old,
                  old.find(id, ahead.inPrevious, in: list, new, from: firstPosition) < 0
                {
                  free = -1
                }
                if free < 0 {
                  if accepted == nil {
                    var items = Array(page[..<index])
                    items.reserveCapacity(page.count)
                    accepted = items
                  }
                  continue
                }
                current.store(ahead.hash, position: listEnd + acceptedCount, at: free)
                pageIndices[acceptedCount] = index
                acceptedCount += 1
                accepted?.append(page[index])
              }
            }
          }
        }
      }
    }
    count += acceptedCount
    return accepted
  }

  /// How many ids are hashed, and their home slots read, before any of them is looked up.
  ///
  /// A large table is mostly out of the cache, and each id's first read of it a miss: one
  /// after another, those misses were the index's cost (82% of the copy loop's samples on
  /// that one load, in a profile of 200,000 items). Read for a batch of ids in a loop of
  /// their own, the misses overlap.
  static let batchSize = 32

  /// Calls `body` with room for ``batchSize`` hashes and home entries, on the stack.
  private static func withBatch(_ body: (UnsafeMutableBufferPointer<HashedID>) -> Void) {
    withUnsafeTemporaryAllocation(of: HashedID.self, capacity: batchSize) { batch in
      batch.initialize(repeating: HashedID(hash: 0))
      body(batch)
    }
  }

  /// Replaces the table with an empty one of twice the slots the list and `extra` more items
  /// need, and starts copying the list's items into it.
  private mutating func startGrowing(reserving extra: Int) {
    let capacity = max(16, (count + extra) * 2)
    precondition(capacity <= Table.maximumCapacity, "ItemPositionIndex: too many items")
    let old = table
    let spare = self.spare
    self.spare = []
    if spare.count >= capacity, spare.count == spare.capacity {
      table = Table(zeroedSlots: spare, origin: firstPosition)
    } else {
      table = Table(capacity: capacity, origin: firstPosition)
    }
    if count > 0 {
      previous = old
      migrationCursor = firstPosition
      migrationEnd = firstPosition + count
    }
  }

  /// Zeroes up to `limit` more slots of the next table, allocated at the first call with the
  /// slots a growth would make (twice 4/5 of the table, and twice a page or two of `pageSize`
  /// items), so that the index grows at the same sizes as without it.
  private mutating func zeroSpare(_ limit: Int, pageSize: Int) {
    if spare.capacity == 0 {
      let slots = table.capacity * 8 / 5 + 4 * pageSize
      guard slots <= Table.maximumCapacity else { return }
      spare.reserveCapacity(slots)
    }
    let zeroed = min(limit, spare.capacity - spare.count)
    if zeroed > 0 { spare.append(contentsOf: repeatElement(0, count: zeroed)) }
  }

  /// Copies up to `limit` items of the list still held only by the old table into the new
  /// one, and frees the old table once none is left.
  private mutating func migrate<Item: Identifiable>(
    _ limit: Int, from list: UnsafeBufferPointer<Item>
  ) {
    let start = max(migrationCursor, firstPosition)
    let end = start + min(limit, migrationEnd - start)
    let firstPosition = firstPosition
    table.withSlots { current in
      Self.withBatch { batch in
        for batchStart in stride(from: start, to: end, by: batch.count) {
          let positions = batchStart..<min(end, batchStart + batch.count)
          for position in positions {
            batch[position - batchStart].hash = Self.hash(
              of: list.id(at: position - firstPosition))
          }
          current.loadHomeEntries(of: batch, count: positions.count)
          for position in positions {
            let ahead = batch[position - batchStart]
            // The list holds each id once: no comparison, the first free slot is the id's.
            current.store(ahead.hash, position: position, at: current.freeSlot(for: ahead))
          }
        }
      }
    }
    migrationCursor = end
    if end == migrationEnd { dropPrevious() }
  }

  /// Frees the old table once no lookup needs it; a large one on the pool (see
  /// ``OffMainRelease``: at a million items its slots take several megabytes).
  private mutating func dropPrevious() {
    guard var old = previous.take() else { return }
    old.releaseSlots()
  }

  /// An id's hash, spread over 64 bits (a 32-bit platform's `hashValue` fills only the low
  /// half, and a slot comes from the high half).
  @inline(__always)
  private static func hash(of id: some Hashable) -> UInt64 {
    UInt64(UInt(bitPattern: id.hashValue)) &* 0x9E37_79B9_7F4A_7C15
  }
}

extension ItemPositionIndex {
  /// An id's hash and, when read ahead, the entry of its home slot in the current table (0
  /// when not read, or empty).
  fileprivate struct HashedID {
    var hash: UInt64
    var homeEntry: UInt32 = 0
    /// The entry of its home slot in the old table, while one is kept.
    var previousHomeEntry: UInt32 = 0

    /// The same id, with the old table's entry for the one it is looked up in.
    var inPrevious: Self { Self(hash: hash, homeEntry: previousHomeEntry) }
  }

  /// The items a call accepted so far, which follow the list: the page's items at
  /// `pageIndices`, in order.
  ///
  /// Pointers only: made once per call, it is passed to every lookup without a retain.
  fileprivate struct Accepted<Item: Identifiable> {
    let page: UnsafeBufferPointer<Item>
    /// The page index of each accepted item, filled as items are accepted.
    let pageIndices: UnsafeBufferPointer<Int>

    /// No item (a lookup that inserts nothing).
    static var none: Self {
      Self(
        page: UnsafeBufferPointer(start: nil, count: 0),
        pageIndices: UnsafeBufferPointer(start: nil, count: 0))
    }

    /// The id of the `index`th accepted item.
    subscript(index: Int) -> Item.ID {
      page.id(at: pageIndices[index])
    }
  }

  /// One open-addressing table of 32-bit slots; see ``ItemPositionIndex`` for a slot's
  /// layout.
  fileprivate struct Table: Sendable {
    /// The most slots a table may have, so that positions up to twice as many fit in a
    /// slot beside a tag of at least 2 bits.
    static let maximumCapacity = 1 << 28

    private var slots: [UInt32]
    /// How many low bits of a slot hold a position: enough for twice the slots (positions
    /// count every item appended since the origin, and with dropped items those can pass
    /// the number of slots in use: at most the items the table started with, half its
    /// slots, plus the 4/5 of them that can be inserted).
    let positionBits: Int
    /// The absolute position stored as 1.
    let origin: Int
    /// Slots in use, including the dead entries of dropped items.
    private(set) var occupied = 0

    init(capacity: Int, origin: Int) {
      self.init(zeroedSlots: [UInt32](repeating: 0, count: capacity), origin: origin)
    }

    /// A table over `slots`, all of them 0.
    init(zeroedSlots slots: [UInt32], origin: Int) {
      self.slots = slots
      let capacity = slots.count
      positionBits = capacity == 0 ? 0 : Int.bitWidth - (2 * capacity).leadingZeroBitCount
      self.origin = origin
    }

    var capacity: Int { slots.count }

    /// Empties the table's slots, letting go of them on the pool when they are many.
    mutating func releaseSlots() {
      OffMainRelease.release(&slots)
    }

    /// Calls `body` with the table's slots in place, and counts the entries it stores.
    ///
    /// One access for a whole call: reached through the array, each lookup retained the
    /// slots' buffer and each store checked that it was not shared.
    mutating func withSlots<Result>(_ body: (inout Slots) -> Result) -> Result {
      let positionBits = positionBits
      let origin = origin
      var stored = 0
      let result = slots.withUnsafeMutableBufferPointer { buffer in
        var view = Slots(buffer: buffer, positionBits: positionBits, origin: origin)
        defer { stored = view.stored }
        return body(&view)
      }
      occupied += stored
      return result
    }

    /// Calls `body` with the slots of `table`, if any, to read.
    static func withSlots<Result>(of table: Table?, _ body: (Slots?) -> Result) -> Result {
      guard let table else { return body(nil) }
      return table.slots.withUnsafeBufferPointer { buffer in
        body(
          Slots(
            buffer: UnsafeMutableBufferPointer(mutating: buffer),
            positionBits: table.positionBits, origin: table.origin))
      }
    }
  }

  /// A table's slots in place, for the length of one call (``Table/withSlots(_:)``); from
  /// ``Table/withSlots(of:_:)``, to read only (``store(_:position:at:)`` would write to a
  /// buffer the table may share).
  fileprivate struct Slots {
    let buffer: UnsafeMutableBufferPointer<UInt32>
    /// The table's ``Table/positionBits``.
    let positionBits: Int
    /// The table's ``Table/origin``.
    let origin: Int
    /// The entries stored through this view.
    private(set) var stored = 0

    var capacity: Int { buffer.count }

    /// Looks `id` up: the index of the free slot that ends its probe if no entry whose tag
    /// matches holds the position of an item with that id (in `list`, which starts at
    /// `firstPosition`, or in `accepted`, which follows it), or -1 if one does. The table must
    /// have a free slot.
    ///
    /// A generic method rather than a closure per id: unspecialised, a closure capturing the
    /// id costs a context per call.
    @inline(__always)
    func find<Item: Identifiable>(
      _ id: Item.ID, _ hashed: HashedID, in list: UnsafeBufferPointer<Item>,
      _ accepted: Accepted<Item>, from firstPosition: Int
    ) -> Int {
      let capacity = buffer.count
      let hash = hashed.hash
      let tag = UInt32(truncatingIfNeeded: hash) >> positionBits
      let positionMask = UInt32.max >> (32 - positionBits)
      var slot = homeSlot(of: hash)
      var known = hashed.homeEntry
      while true {
        let entry = known != 0 ? known : buffer[slot]
        known = 0
        if entry == 0 { return slot }
        if entry >> positionBits == tag {
          let index = origin + Int(entry & positionMask) - 1 - firstPosition
          if index >= 0 {
            let other =
              index < list.count ? list.id(at: index) : accepted[index - list.count]
            if other == id { return -1 }
          }
        }
        slot += 1
        if slot == capacity { slot = 0 }
      }
    }

    /// The free slot that ends the probe of an id known not to be in the table.
    @inline(__always)
    func freeSlot(for hashed: HashedID) -> Int {
      let capacity = buffer.count
      var slot = homeSlot(of: hashed.hash)
      if hashed.homeEntry != 0 { slot = slot + 1 == capacity ? 0 : slot + 1 }
      while buffer[slot] != 0 {
        slot += 1
        if slot == capacity { slot = 0 }
      }
      return slot
    }

    /// The slot where the probe of `hash` starts: the high half of the hash, scaled to the
    /// table.
    @inline(__always)
    func homeSlot(of hash: UInt64) -> Int {
      Int(truncatingIfNeeded: ((hash >> 32) &* UInt64(buffer.count)) >> 32)
    }

    /// Reads the home slot of each of the first `count` hashes in `batch` into it, in a loop
    /// of independent loads (see ``ItemPositionIndex/batchSize``).
    ///
    /// A slot, once written, keeps its entry for the table's life, so an entry read ahead
    /// that is not 0 is still the slot's; one that is 0 is read again when used.
    /// The old table's entries go to ``HashedID/previousHomeEntry`` (`intoPrevious`).
    func loadHomeEntries(
      of batch: UnsafeMutableBufferPointer<HashedID>, count: Int, intoPrevious: Bool = false
    ) {
      guard !buffer.isEmpty else { return }
      for index in 0..<count {
        let entry = buffer[homeSlot(of: batch[index].hash)]
        if intoPrevious {
          batch[index].previousHomeEntry = entry
        } else {
          batch[index].homeEntry = entry
        }
      }
    }

    /// Clears the entry that holds `position` for `hash`: the newest of its probe (see
    /// ``ItemPositionIndex/removeLast(_:)``).
    mutating func remove(_ hash: UInt64, position: Int) {
      let capacity = buffer.count
      let tag = UInt32(truncatingIfNeeded: hash) >> positionBits
      let entry = tag << positionBits | UInt32(truncatingIfNeeded: position - origin + 1)
      var slot = homeSlot(of: hash)
      while buffer[slot] != entry {
        precondition(buffer[slot] != 0, "ItemPositionIndex: an item to forget is not indexed")
        slot += 1
        if slot == capacity { slot = 0 }
      }
      buffer[slot] = 0
      stored -= 1
    }

    /// Records `position` for `hash` in `slot`, a free slot ``find(_:_:in:_:from:)``
    /// or ``freeSlot(for:)`` returned.
    @inline(__always)
    mutating func store(_ hash: UInt64, position: Int, at slot: Int) {
      let tag = UInt32(truncatingIfNeeded: hash) >> positionBits
      let stored = position - origin + 1
      assert(stored < 1 << positionBits, "ItemPositionIndex: a position overflows its slot")
      buffer[slot] = tag << positionBits | UInt32(truncatingIfNeeded: stored)
      self.stored += 1
    }
  }
}

extension ItemPositionIndex {
  /// Whether an item with `id` is in `list`, the list as the index follows it (a two-way
  /// paging loader asks this of a page it prepends).
  ///
  /// - Complexity: O(1) expected.
  package func contains<Item: Identifiable>(_ id: Item.ID, in list: ArraySlice<Item>) -> Bool {
    precondition(list.count == count, "ItemPositionIndex: the list is not the one indexed")
    guard count > 0 else { return false }
    let hash = HashedID(hash: Self.hash(of: id))
    return list.withUnsafeBufferPointer { list in
      Table.withSlots(of: table) { table in
        Table.withSlots(of: previous) { previous in
          if let table, table.capacity > 0,
            table.find(id, hash, in: list, .none, from: firstPosition) < 0
          {
            return true
          }
          if let previous, previous.find(id, hash, in: list, .none, from: firstPosition) < 0 {
            return true
          }
          return false
        }
      }
    }
  }
}

extension UnsafeBufferPointer where Element: Identifiable {
  /// The id of the item at `index`, read in place.
  ///
  /// The buffer's subscript returns a copy of the item, and in the index's unspecialised
  /// generic code that copy retains every reference the item holds (and releases them after):
  /// most of the index's retains, in a profile of 200,000 items of two strings each. Reading
  /// `id` through a pointer's subscript copies the item too (the SIL shows a `copy_addr` to a
  /// temporary before the getter: the memory behind an immutable pointer is not known to stay
  /// put during the call). Read through an `inout` access the getter gets the item's own
  /// address, and only the id is copied: in a profile of 4,000-page loads, the items' copies
  /// and their retains and releases were about a fifth of what duplicate removal added to a
  /// page. Nothing is written: `readID(_:)` only reads.
  @inline(__always)
  fileprivate func id(at index: Int) -> Element.ID {
    Self.readID(&UnsafeMutablePointer(mutating: baseAddress.unsafelyUnwrapped)[index])
  }

  /// `item.id`, given the item's address.
  @inline(__always)
  private static func readID(_ item: inout Element) -> Element.ID {
    item.id
  }
}
