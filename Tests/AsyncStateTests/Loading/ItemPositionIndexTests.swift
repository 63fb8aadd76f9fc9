import AsyncState
import Testing

/// The index `PagingLoader` drops duplicate ids with, checked against a `Set` model over
/// seeded random appends, drops and resets, with ids whose hashes collide on purpose.
@Suite struct ItemPositionIndexTests {
  /// An item whose id hashes into one of `hashClasses` values only, so that unequal ids
  /// share whole hashes (same slot, same tag) and the index must compare the ids themselves.
  struct Item: Identifiable, Equatable {
    struct ID: Hashable {
      let value: Int
      let hashClasses: Int

      func hash(into hasher: inout Hasher) {
        hasher.combine(value % hashClasses)
      }

      static func == (lhs: ID, rhs: ID) -> Bool { lhs.value == rhs.value }
    }

    let id: ID
    /// Which copy of the id this is: the model checks that the first copy wins.
    let copy: Int
  }

  /// The list a loader would keep beside the index, and the model's answer for each page.
  struct Model {
    var list: [Item] = []

    func newItems(of page: [Item]) -> [Item] {
      var seen = Set(list.map(\.id.value))
      return page.filter { seen.insert($0.id.value).inserted }
    }
  }

  @Test(arguments: [1, 7, Int.max])
  func randomAppendsDropsAndResetsMatchASetModel(hashClasses: Int) {
    var generator = SplitMix64(seed: 0x1D_5EED ^ UInt64(truncatingIfNeeded: hashClasses))
    var index = ItemPositionIndex()
    var model = Model()
    var copies = 0
    // Few hash classes make every lookup a long probe: keep those runs short.
    let steps = hashClasses == 1 ? 300 : 3_000
    for step in 0..<steps {
      switch generator.below(10) {
      case 0..<6:
        let page = (0..<generator.below(40)).map { _ in
          copies += 1
          return Item(
            id: Item.ID(value: generator.below(400), hashClasses: hashClasses), copy: copies)
        }
        let expected = model.newItems(of: page)
        let returned = index.insertNewItems(of: page, after: model.list[...])
        #expect(returned == expected, "step \(step): page \(page.map(\.id.value))")
        model.list += expected
      case 6..<9:
        let dropped = generator.below(model.list.count + 1)
        index.removeFirst(dropped)
        model.list.removeFirst(dropped)
      default:
        if generator.below(4) == 0 {
          index.removeAll()
          model.list.removeAll()
        }
      }
      #expect(index.count == model.list.count, "step \(step)")
    }
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

  @Test func growingKeepsEveryIdThroughManyRebuilds() {
    var index = ItemPositionIndex()
    var list: [Item] = []
    for page in 0..<200 {
      list += index.insertNewItems(
        of: (page * 50..<(page + 1) * 50).map { item($0) }, after: list[...])
    }
    #expect(list.count == 10_000)
    // Every id is found: a page of all of them again adds nothing.
    #expect(index.insertNewItems(of: list, after: list[...]).isEmpty)
  }

  @Test func removeAllForgetsEveryId() {
    var index = ItemPositionIndex()
    let items = (0..<10).map { item($0) }
    _ = index.insertNewItems(of: items, after: [])
    index.removeAll()
    #expect(index.count == 0)
    #expect(index.insertNewItems(of: items, after: []) == items)
  }

  private func item(_ value: Int, copy: Int = 0) -> Item {
    Item(id: Item.ID(value: value, hashClasses: .max), copy: copy)
  }
}
