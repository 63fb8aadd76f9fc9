import AsyncState
import Foundation
import Testing

/// The index `PagingLoader` drops duplicate ids with, checked against a `Dictionary` model
/// over seeded random appends, drops (as `maxPages` makes them), lookups and resets, across
/// growths with the copy into the new table still running, with ids whose hashes collide on
/// purpose; with ids of the common types (`Int`, `String`, whose storage is reference-counted,
/// and `UUID`) as well; and the bound on the work of one page while the index grows.
@Suite struct ItemPositionIndexTests {
  /// An item whose id hashes into one of `hashClasses` values only, so that unequal ids
  /// share whole hashes (same slot, same tag) and the index must compare the ids themselves.
  struct Item: Identifiable, Equatable {
    struct ID: Hashable {
      let value: Int
      let hashClasses: Int
      /// Counts the hashes taken, when the test wants to know.
      var hashes: HashCounter? = nil

      func hash(into hasher: inout Hasher) {
        hashes?.count += 1
        hasher.combine(value % hashClasses)
      }

      static func == (lhs: ID, rhs: ID) -> Bool { lhs.value == rhs.value }
    }

    let id: ID
    /// Which copy of the id this is: the model checks that the first copy wins.
    let copy: Int
  }

  /// How many times ids were hashed: the work the index did.
  final class HashCounter {
    var count = 0
  }

  /// The list a loader would keep beside the index, and a dictionary from each id in it to
  /// its position: the model's answer for each page.
  struct Model {
    private(set) var list: [Item] = []
    private var positions: [Int: Int] = [:]
    /// How many items were dropped in all: a position minus this is an index in `list`.
    private var dropped = 0

    func newItems(of page: [Item]) -> [Item] {
      var seen: Set<Int> = []
      return page.filter { positions[$0.id.value] == nil && seen.insert($0.id.value).inserted }
    }

    mutating func append(_ items: [Item]) {
      for item in items {
        positions[item.id.value] = dropped + list.count
        list.append(item)
      }
    }

    mutating func removeFirst(_ k: Int) {
      for item in list.prefix(k) {
        positions[item.id.value] = nil
      }
      list.removeFirst(k)
      dropped += k
    }

    mutating func removeAll() {
      self = Model()
    }

    /// Checks the model against itself: every id of the list at its position.
    func isConsistent() -> Bool {
      positions.count == list.count
        && positions.allSatisfy { list[$0.value - dropped].id.value == $0.key }
    }
  }

  @Test(arguments: [1, 7, Int.max])
  func randomAppendsDropsLookupsAndResetsMatchADictionaryModel(hashClasses: Int) {
    var generator = SplitMix64(seed: 0x1D_5EED ^ UInt64(truncatingIfNeeded: hashClasses))
    var index = ItemPositionIndex()
    var model = Model()
    var copies = 0
    var stepsWhileMigrating = 0
    var forgotten = 0
    var forgetting = SplitMix64(seed: 0xF0_4607 ^ UInt64(truncatingIfNeeded: hashClasses))
    // Few hash classes make every lookup a long probe: keep those runs short.
    let steps = hashClasses == 1 ? 300 : 4_000
    // Ids drawn from a range that grows, so the list grows through many tables.
    var idRange = 64
    func item(_ value: Int) -> Item {
      copies += 1
      return Item(id: Item.ID(value: value, hashClasses: hashClasses), copy: copies)
    }
    for step in 0..<steps {
      if index.isMigrating { stepsWhileMigrating += 1 }
      if forgetting.below(8) == 0 {
        // A page indexed, then forgotten, as when its load is cancelled after its fetch
        // removed its duplicates: its new ids must be new again afterwards. From a generator
        // of its own, so that the other steps stay as they were.
        let page = (0..<forgetting.below(60)).map { _ in item(forgetting.below(idRange + 40)) }
        let expected = model.newItems(of: page)
        let returned = index.insertNewItems(of: page, after: model.list[...])
        #expect(returned == expected, "step \(step): page \(page.map(\.id.value))")
        index.removeLast(returned)
        forgotten += returned.count
        #expect(index.count == model.list.count, "step \(step)")
      }
      switch generator.below(20) {
      case 0..<12:
        // A page: new ids, repeats of loaded ids, repeats within the page.
        let page = (0..<generator.below(60)).map { _ in item(generator.below(idRange)) }
        idRange += generator.below(40)
        let expected = model.newItems(of: page)
        let returned = index.insertNewItems(of: page, after: model.list[...])
        #expect(returned == expected, "step \(step): page \(page.map(\.id.value))")
        model.append(expected)
      case 12..<15:
        // Lookups: every listed id again, and absent ones, which are then appended.
        let listed = model.list.shuffled(using: &generator)
          .prefix(generator.below(hashClasses == 1 ? 20 : 200))
        let page = listed.map { item($0.id.value) } + [item(idRange), item(idRange + 1)]
        idRange += 2
        let returned = index.insertNewItems(of: page, after: model.list[...])
        #expect(returned == Array(page.suffix(2)), "step \(step): listed ids are found")
        model.append(returned)
      case 15..<19:
        // maxPages drops a few of the oldest pages' items.
        let dropped = generator.below(min(model.list.count, 120) + 1)
        index.removeFirst(dropped)
        model.removeFirst(dropped)
      default:
        if generator.below(8) == 0 {
          index.removeAll()
          model.removeAll()
          #expect(!index.isMigrating)
        }
      }
      #expect(index.count == model.list.count, "step \(step)")
    }
    #expect(model.isConsistent())
    // The run went through growths whose copy was still running (a copy ends after a
    // quarter as many items as it copies have been inserted).
    #expect(stepsWhileMigrating >= steps / 100)
    #expect(forgotten >= steps / 8)
  }

  @Test func aPageForgottenAfterItStartedAGrowthCanComeBackWhole() {
    var index = ItemPositionIndex()
    // Enough items that copying them into a new table takes several pages.
    var list = (0..<2_000).map { item($0) }
    _ = index.insertNewItems(of: list, after: [][...])
    // Pages until one makes a new table, then that page is forgotten.
    var next = list.count
    var grown: [Item] = []
    while grown.isEmpty {
      let slots = index.slotCount
      let page = (next..<next + 30).map { item($0) }
      next += 30
      let accepted = index.insertNewItems(of: page, after: list[...])
      if index.slotCount > slots {
        grown = accepted
      } else {
        list += accepted
      }
    }
    #expect(index.isMigrating)
    index.removeLast(grown)
    #expect(index.count == list.count)
    for item in grown {
      #expect(!index.contains(item.id, in: list[...]))
    }
    for item in list {
      #expect(index.contains(item.id, in: list[...]))
    }
    // The same page again, with one id already listed: all but that one are new.
    let again = grown + [list[7]]
    #expect(index.insertNewItems(of: again, after: list[...]) == grown)
  }

  @Test func aPageThatRepeatsAnIdKeepsItsFirstCopy() {
    var index = ItemPositionIndex()
    let page = [item(1, copy: 0), item(2, copy: 0), item(1, copy: 1), item(3, copy: 0)]
    #expect(index.insertNewItems(of: page, after: []) == [page[0], page[1], page[3]])
    #expect(index.count == 3)
  }

  @Test func droppedIdsMayComeBackAndKeptIdsMayNot() {
    var index = ItemPositionIndex()
    let first = (0..<100).map { item($0) }
    var list = index.insertNewItems(of: first, after: [])
    index.removeFirst(60)
    list.removeFirst(60)
    let again = (50..<120).map { item($0, copy: 1) }
    let returned = index.insertNewItems(of: again, after: list[...])
    #expect(returned.map(\.id.value) == Array(50..<60) + Array(100..<120))
    #expect(index.count == 40 + 30)
  }

  @Test func growingKeepsEveryIdThroughManyGrowths() {
    var index = ItemPositionIndex()
    var list: [Item] = []
    for page in 0..<200 {
      list += index.insertNewItems(
        of: (page * 50..<(page + 1) * 50).map { item($0) }, after: list[...])
      // Every id is found at every step, the copy running or not.
      let repeats = stride(from: 0, to: list.count, by: 7).map { item(list[$0].id.value) }
      #expect(index.insertNewItems(of: repeats, after: list[...]).isEmpty, "page \(page)")
    }
    #expect(list.count == 10_000)
    #expect(index.insertNewItems(of: list, after: list[...]).isEmpty)
  }

  /// Tables of `spareMinimum` slots and more grow into a table zeroed ahead, a few slots per
  /// page: every id stays found across those growths and their copies.
  @Test func largeTablesZeroedAheadKeepEveryId() {
    var generator = SplitMix64(seed: 0x5_9A2E)
    var index = ItemPositionIndex()
    var list: [Item] = []
    var largeGrowths = 0
    for page in 0..<300 {
      let slotsBefore = index.slotCount
      let wasMigrating = index.isMigrating
      let items = (page * 500..<(page + 1) * 500).map { item($0) }
      list += index.insertNewItems(of: items, after: list[...])
      if index.isMigrating && !wasMigrating && slotsBefore >= ItemPositionIndex.spareMinimum {
        largeGrowths += 1
      }
      let repeats = (0..<200).map { _ in item(list[generator.below(list.count)].id.value, copy: 1) }
      #expect(index.insertNewItems(of: repeats, after: list[...]).isEmpty, "page \(page)")
    }
    #expect(list.count == 150_000)
    #expect(largeGrowths >= 1)
    #expect(index.insertNewItems(of: list, after: list[...]).isEmpty)
  }

  /// The issue-22 stall: rebuilding the whole table on the page that filled it hashed every
  /// loaded id at once. Each call now hashes its page's ids (twice when a page's duplicate
  /// is compared) and copies a bounded number of old ones.
  @Test func noPageHashesMoreThanABoundedMultipleOfItsItems() {
    let hashes = HashCounter()
    var index = ItemPositionIndex()
    var list: [Item] = []
    var growths = 0
    let pageSize = 50
    let bound =
      pageSize + max(ItemPositionIndex.migrationMinimum, pageSize * ItemPositionIndex.migrationRate)
    for page in 0..<2_000 {
      let items = (page * pageSize..<(page + 1) * pageSize).map {
        Item(id: Item.ID(value: $0, hashClasses: .max, hashes: hashes), copy: 0)
      }
      let wasMigrating = index.isMigrating
      hashes.count = 0
      list += index.insertNewItems(of: items, after: list[...])
      #expect(hashes.count <= bound, "page \(page): \(hashes.count) hashes")
      if index.isMigrating && !wasMigrating { growths += 1 }
    }
    #expect(list.count == 100_000)
    // 100,000 items went through about a dozen growths: the bound was tested across them.
    #expect(growths >= 10)
  }

  @Test func theOldTableIsFreedOnceItsItemsAreCopied() {
    var index = ItemPositionIndex()
    var list: [Item] = []
    var page = 0
    // Fill until a growth starts a copy.
    while !index.isMigrating {
      list += index.insertNewItems(
        of: (page * 50..<(page + 1) * 50).map { item($0) }, after: list[...])
      page += 1
    }
    let slotsWhileCopying = index.slotCount
    while index.isMigrating {
      list += index.insertNewItems(
        of: (page * 50..<(page + 1) * 50).map { item($0) }, after: list[...])
      page += 1
    }
    #expect(index.slotCount < slotsWhileCopying)
    // The new table holds at most twice the slots of its items, and at least 5/4.
    #expect(index.slotCount <= 2 * (list.count + 50))
    #expect(index.slotCount * 4 >= list.count * 5)
  }

  @Test func droppingEveryItemTheOldTableHoldsEndsTheCopy() {
    var index = ItemPositionIndex()
    var list: [Item] = []
    var page = 0
    while !index.isMigrating {
      list += index.insertNewItems(
        of: (page * 50..<(page + 1) * 50).map { item($0) }, after: list[...])
      page += 1
    }
    index.removeFirst(list.count)
    list.removeAll()
    #expect(!index.isMigrating)
    #expect(index.insertNewItems(of: [item(0)], after: []) == [item(0)])
  }

  @Test func removeAllForgetsEveryId() {
    var index = ItemPositionIndex()
    let items = (0..<10).map { item($0) }
    _ = index.insertNewItems(of: items, after: [])
    index.removeAll()
    #expect(index.count == 0)
    #expect(index.slotCount == 0)
    #expect(index.insertNewItems(of: items, after: []) == items)
  }

  /// The common id types, and one of the test's own.
  enum IDKind: CaseIterable, Sendable {
    case int, string, uuid, custom
  }

  /// An id of a type of the app's own.
  struct PlainID: Hashable, Sendable {
    let value: Int
  }

  /// An item with an id of any type.
  struct Keyed<ID: Hashable & Sendable>: Identifiable, Equatable, Sendable {
    let id: ID
    /// Which copy of the id this is: the first copy must win.
    let copy: Int
  }

  @Test(arguments: IDKind.allCases)
  func everyIDTypeDropsTheSameDuplicates(kind: IDKind) {
    switch kind {
    case .int: checkAgainstASetModel { $0 }
    case .string: checkAgainstASetModel { "post-\($0)" }
    case .uuid: checkAgainstASetModel(Self.uuid)
    case .custom: checkAgainstASetModel(PlainID.init)
    }
  }

  /// Random pages (new ids, repeats of listed ones, repeats within a page) and drops of the
  /// oldest items, each page checked against a `Set` of the listed ids, through growths; then
  /// lookups of listed and unlisted ids.
  private func checkAgainstASetModel<ID: Hashable & Sendable>(_ makeID: (Int) -> ID) {
    var generator = SplitMix64(seed: 0x5BEC_1A11)
    var index = ItemPositionIndex()
    var list: [Keyed<ID>] = []
    var values: [Int] = []
    var listed: Set<Int> = []
    var copies = 0
    var idRange = 64
    var growths = 0
    for step in 0..<1_500 {
      if generator.below(10) == 0 {
        let dropped = generator.below(min(list.count, 100) + 1)
        index.removeFirst(dropped)
        listed.subtract(values.prefix(dropped))
        values.removeFirst(dropped)
        list.removeFirst(dropped)
        continue
      }
      let page = (0..<generator.below(80)).map { _ in generator.below(idRange) }
      idRange += generator.below(60)
      let items = page.map { value in
        copies += 1
        return Keyed(id: makeID(value), copy: copies)
      }
      var seen = listed
      let expected = zip(page, items).filter { seen.insert($0.0).inserted }
      let wasMigrating = index.isMigrating
      let returned = index.insertNewItems(of: items, after: list[...])
      #expect(returned == expected.map(\.1), "step \(step): page \(page)")
      if index.isMigrating && !wasMigrating { growths += 1 }
      list += returned
      values += expected.map(\.0)
      listed.formUnion(expected.map(\.0))
    }
    #expect(index.count == list.count)
    #expect(growths >= 5)
    for value in values.shuffled(using: &generator).prefix(100) {
      #expect(index.contains(makeID(value), in: list[...]), "\(value) is listed")
    }
    for value in idRange..<idRange + 100 {
      #expect(!index.contains(makeID(value), in: list[...]), "\(value) is not listed")
    }
  }

  /// A UUID made from `value`, distinct for distinct values.
  private static func uuid(_ value: Int) -> UUID {
    let bytes = withUnsafeBytes(of: UInt64(bitPattern: Int64(value)).bigEndian) { Array($0) }
    return UUID(
      uuid: (
        0, 0, 0, 0, 0, 0, 0, 0,
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7]
      ))
  }

  private func item(_ value: Int, copy: Int = 0) -> Item {
    Item(id: Item.ID(value: value, hashClasses: .max), copy: copy)
  }
}
