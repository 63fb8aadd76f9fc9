import Testing

@testable import AsyncState

/// How a paged list grows without a page that copies it all: the next array is filled a few
/// items per page and handed over once the copy has caught up, before the list would
/// reallocate.
@Suite struct ListGrowthTests {
  /// A reference item, so that a test can tell whether the old array still holds it.
  final class Box: Sendable {
    let value: Int
    init(_ value: Int) { self.value = value }
  }

  /// Where an array's elements are: an array that reallocated moved them.
  private func address(of list: [Box]) -> UnsafeRawPointer? {
    list.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }

  @Test func theListNeverReallocatesOnceItIsLargeAndMovesBeforeItIsFull() {
    var growth = ListGrowth<Box>()
    var list: [Box] = []
    var handovers = 0
    let pageSize = 50
    for page in 0..<2_000 {
      let items = (page * pageSize..<(page + 1) * pageSize).map(Box.init)
      let before = address(of: list)
      let capacity = list.capacity
      if var grown = growth.step(list: list, appending: items.count) {
        // The copy holds the list, in order, with room for the page.
        #expect(grown.count == list.count)
        #expect(zip(grown, list).allSatisfy { $0 === $1 }, "page \(page)")
        #expect(grown.capacity >= list.count + items.count)
        #expect(list.count * 4 > capacity * 3, "handed over before the copy started")
        #expect(list.count + items.count <= capacity, "the copy caught up only at the overflow")
        let retired = list
        list = []
        grown.append(contentsOf: items)
        list = grown
        growth.retire(retired)
        handovers += 1
      } else {
        list.append(contentsOf: items)
        if capacity >= ListGrowth<Box>.minimumCapacity {
          #expect(address(of: list) == before, "page \(page): the list reallocated itself")
        }
      }
    }
    #expect(list.map(\.value) == Array(0..<100_000))
    // Pages of 50 double the array to 6,400 items on its own; from there four handovers
    // (12,800, 25,600, 51,200 and 102,400 items).
    #expect(handovers >= 3, "four on Linux; malloc's rounding may move the capacities")
  }

  @Test func theOldArrayIsReleasedOverTheNextPages() {
    var growth = ListGrowth<Box>()
    var list: [Box] = []
    list.reserveCapacity(ListGrowth<Box>.minimumCapacity)
    var page = 0
    var handedOver = false
    while !handedOver {
      let items = (page * 64..<(page + 1) * 64).map(Box.init)
      if var grown = growth.step(list: list, appending: items.count) {
        let retired = list
        list = []
        grown.append(contentsOf: items)
        list = grown
        growth.retire(retired)
        handedOver = true
      } else {
        list.append(contentsOf: items)
      }
      page += 1
    }
    // The retired array still holds every item but the page's: none is the list's alone.
    let retiredCount = list.count - 64
    #expect(!isKnownUniquelyReferenced(&list[0]))
    // Released from its end, `releaseRate` per item appended: the first item goes last.
    var pages = 0
    while !isKnownUniquelyReferenced(&list[0]) && pages <= retiredCount {
      _ = growth.step(list: list, appending: 64)
      list.append(contentsOf: (0..<64).map(Box.init))
      pages += 1
    }
    #expect(isKnownUniquelyReferenced(&list[0]))
    let releasedPerPage = 64 * ListGrowth<Box>.releaseRate
    #expect(pages == (retiredCount + releasedPerPage - 1) / releasedPerPage)
  }

  @Test func thePageThatAllocatesTheCopyCopiesNothing() {
    var growth = ListGrowth<Box>()
    var list: [Box] = []
    list.reserveCapacity(ListGrowth<Box>.minimumCapacity)
    list.append(contentsOf: (0..<(list.capacity * 3 / 4)).map(Box.init))
    // Past three quarters with this page: the next array is made, and nothing copied yet.
    #expect(growth.step(list: list, appending: 50) == nil)
    #expect(isKnownUniquelyReferenced(&list[0]), "the allocating page copied items")
    list.append(contentsOf: (0..<50).map(Box.init))
    // The next page copies from the list's start.
    #expect(growth.step(list: list, appending: 50) == nil)
    #expect(!isKnownUniquelyReferenced(&list[0]), "the next page copied nothing")
  }

  /// Starts a copy of a list at three quarters of its capacity, fills the list to the brim,
  /// then asks for the page that overflows it, after a reset of the copy or not.
  private func overflow(resetting: Bool) -> [Int]? {
    var growth = ListGrowth<Int>()
    var list: [Int] = []
    list.reserveCapacity(ListGrowth<Int>.minimumCapacity)
    list.append(contentsOf: 0..<(list.capacity * 3 / 4))
    #expect(growth.step(list: list, appending: 50) == nil, "the copy has just started")
    if resetting { growth.reset(appending: 50) }
    list.append(contentsOf: 0..<(list.capacity - list.count))
    return growth.step(list: list, appending: 50)
  }

  @Test func aResetDropsTheCopy() {
    #expect(overflow(resetting: false) != nil)
    #expect(overflow(resetting: true) == nil)
  }

  @Test func aListShorterThanTheCopyIsNotHandedOver() {
    var growth = ListGrowth<Int>()
    var list: [Int] = []
    list.reserveCapacity(ListGrowth<Int>.minimumCapacity)
    list.append(contentsOf: 0..<(list.capacity * 7 / 8))
    // The first step makes the next array; the two after it copy 16 items.
    for _ in 0..<3 { _ = growth.step(list: list, appending: 1) }
    // Someone dropped items without a reset: the copy no longer matches the list.
    var shorter = Array(list.prefix(10))
    shorter.reserveCapacity(list.capacity)
    #expect(growth.step(list: shorter, appending: 1) == nil)
    shorter.append(contentsOf: 0..<(shorter.capacity - shorter.count))
    #expect(growth.step(list: shorter, appending: 1) == nil)
  }
}
