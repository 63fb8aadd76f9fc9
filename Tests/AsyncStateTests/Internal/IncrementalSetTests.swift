import Testing

@testable import AsyncState

/// The set a paging loader keeps its followed cursors in, checked against `Set` over seeded
/// random inserts, lookups, removals, unions and resets, across growths whose move into the
/// larger table is still running.
@Suite struct IncrementalSetTests {
  @Test func randomOperationsMatchASet() {
    var check = SetModelCheck<IncrementalSet<Int>>(seed: 0x5E7_5EED) { generator, bound in
      generator.below(bound)
    }
    check.run(steps: 20_000)
    #expect(!check.model.isEmpty)
    for element in 0..<(check.bound + 8) {
      #expect(check.subject.contains(element) == check.model.contains(element), "end: \(element)")
    }
  }

  @Test func growingKeepsEveryElementFoundAtEveryInsert() {
    var set = IncrementalSet<String>()
    for element in 0..<5_000 {
      set.insert("cursor \(element)")
      // The newest, the oldest and one in the middle, whichever table holds them now.
      #expect(set.contains("cursor \(element)"))
      #expect(set.contains("cursor 0"))
      #expect(set.contains("cursor \(element / 2)"))
      #expect(!set.contains("cursor \(element + 1)"))
    }
  }

  /// An element whose release a test can see.
  final class Tracked: Hashable, Sendable {
    let value: Int
    init(_ value: Int) { self.value = value }
    static func == (lhs: Tracked, rhs: Tracked) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
  }

  @Test func anOldTableIsDestroyedAFewElementsPerInsertOnceItsElementsMoved() {
    var set = IncrementalSet<Tracked>()
    var first = Tracked(0)
    set.insert(first)
    var inserted = 1
    while !set.isReleasingOldTable, inserted < 100_000 {
      set.insert(Tracked(inserted))
      inserted += 1
    }
    #expect(set.isReleasingOldTable, "no move ended")
    // The old table held every element but the last few inserted; it goes `releaseRate` per
    // insert.
    let retiredAt = inserted
    while set.isReleasingOldTable, inserted < 100_000 {
      set.insert(Tracked(inserted))
      inserted += 1
    }
    let rate = IncrementalSet<Tracked>.releaseRate
    #expect(inserted - retiredAt <= (retiredAt + rate - 1) / rate)
    #expect(inserted - retiredAt >= retiredAt / (2 * rate), "destroyed too fast to be gradual")
    // The first element was in the old table. Out of the current one too, only this test
    // holds it, unless the old table still does.
    set.remove(first)
    #expect(!set.contains(first))
    #expect(isKnownUniquelyReferenced(&first), "the old table outlived its release")
    #expect(set.contains(Tracked(inserted - 1)) && set.contains(Tracked(1)))
  }
}

extension IncrementalSet: ModelCheckedSet {
  /// Adds every element of `other`, as a paging loader's followed cursors do through
  /// `CursorHistory.formUnion(_:)`.
  mutating func formUnion(_ other: Self) {
    other.forEach { insert($0) }
  }
}
