/// The positions of a list's items by id, so that a page's items whose ids are already in the
/// list can be dropped in constant time each.
///
/// A `Set<Item.ID>` does the same with a copy of every id, in a table of 4/3 to 8/3 buckets
/// per id: 11 to 21 bytes per `Int` id, twice that per `UUID`. This index keeps one 32-bit
/// word per slot instead, whatever the id type, and finds an id by comparing it with the
/// list's item at the slot's position:
///
/// - an open-addressing table with linear probing, at most 4/5 of its slots in use; it grows
///   to twice the items it holds (by 1.6 each time), so it takes 5 to 8 bytes per item (a
///   power of two of slots at most 3/4 full, as a `Set` has, takes 5.3 to 10.7); an id's
///   slot comes from the high half of its hash, scaled to the table (no modulo);
/// - a slot holds `position + 1` (0 is empty) in its low bits, where `position` counts the
///   items indexed since the table was last built, and spare high bits of the id's hash as a
///   tag, so that most slots holding another id are skipped without reading the list;
/// - dropping the oldest items only moves the position of the list's first item: their
///   slots stay as dead entries (positions before it never match) until the next rebuild;
/// - a rebuild reads the ids from the list, not from the old table, so it frees the old table
///   first: no moment holds both.
///
/// The index does not keep the list: every call that looks up ids takes the list as it is,
/// and the caller keeps the two in step (append what ``insertNewItems(of:after:)``
/// returns, drop what ``removeFirst(_:)`` is told).
package struct ItemPositionIndex: Sendable {
  /// The table; see the type's discussion for a slot's layout.
  private var slots: [UInt32] = []
  /// How many low bits of a slot hold a position: enough for the number of slots.
  private var positionBits = 0
  /// Slots in use, including the dead entries of dropped items.
  private var occupied = 0
  /// The position of the list's first item: how many items were dropped since the last
  /// rebuild.
  private var firstPosition = 0

  /// The number of items indexed: the length of the list the index follows.
  package private(set) var count = 0

  /// An empty index.
  package init() {}

  /// Indexes the items of `page` whose ids are neither in `list` nor earlier in `page`, as
  /// the items that follow `list`, and returns them in order.
  ///
  /// - Parameters:
  ///   - page: The items to append to the list.
  ///   - list: The list as the index follows it: the items indexed so far, in order (a
  ///     slice, so that a caller dropping its first items need not copy the rest).
  /// - Returns: The items of `page` to append: the first copy of each id not in `list`.
  package mutating func insertNewItems<Item: Identifiable>(
    of page: [Item],
    after list: ArraySlice<Item>
  ) -> [Item] {
    precondition(list.count == count, "ItemPositionIndex: the list is not the one indexed")
    if (occupied + page.count) * 5 > slots.count * 4 {
      rebuild(from: list, reserving: page.count)
    }
    var accepted: [Item] = []
    accepted.reserveCapacity(page.count)
    for item in page where insert(item.id, from: list, accepted) {
      accepted.append(item)
    }
    count += accepted.count
    return accepted
  }

  /// Forgets the `k` first items of the list, which the caller drops.
  package mutating func removeFirst(_ k: Int) {
    precondition(k >= 0 && k <= count, "ItemPositionIndex: cannot drop \(k) of \(count) items")
    firstPosition += k
    count -= k
  }

  /// Forgets every item, and frees the table.
  package mutating func removeAll() {
    self = ItemPositionIndex()
  }

  /// Indexes `id` at the position after `list` and `accepted`, unless an item with that id is
  /// there already.
  ///
  /// - Returns: `true` if `id` was not indexed.
  private mutating func insert<Item: Identifiable>(
    _ id: Item.ID,
    from list: ArraySlice<Item>,
    _ accepted: [Item]
  ) -> Bool {
    let hash = UInt64(UInt(bitPattern: id.hashValue))
    let positionMask = UInt32.max >> (32 - positionBits)
    let tag = UInt32(truncatingIfNeeded: hash) >> positionBits
    var slot = Int(truncatingIfNeeded: ((hash >> 32) &* UInt64(slots.count)) >> 32)
    while true {
      let entry = slots[slot]
      if entry == 0 {
        let position = firstPosition + count + accepted.count
        slots[slot] = tag << positionBits | UInt32(position + 1)
        occupied += 1
        return true
      }
      if entry >> positionBits == tag {
        let index = Int(entry & positionMask) - 1 - firstPosition
        if index >= 0 {
          let other =
            index < list.count
            ? list[list.startIndex + index].id : accepted[index - list.count].id
          if other == id { return false }
        }
      }
      slot += 1
      if slot == slots.count { slot = 0 }
    }
  }

  /// Builds the table again from the items of `list`, at positions from 0, with room for
  /// `extra` more items.
  private mutating func rebuild<Item: Identifiable>(
    from list: ArraySlice<Item>, reserving extra: Int
  ) {
    let needed = list.count + extra
    let capacity = max(16, needed * 2)
    precondition(capacity <= Int(UInt32.max), "ItemPositionIndex: too many items")
    // Free the old table before making the new one.
    slots = []
    slots = [UInt32](repeating: 0, count: capacity)
    positionBits = UInt32(capacity).bitWidth - UInt32(capacity).leadingZeroBitCount
    occupied = 0
    firstPosition = 0
    count = 0
    for item in list {
      let inserted = insert(item.id, from: list, [])
      assert(inserted, "ItemPositionIndex: the list repeats an id")
      count += 1
    }
  }
}
