import Testing

@testable import AsyncState

/// The set a paging loader keeps its followed cursors in, checked against `Set` over seeded
/// random inserts, lookups, removals, unions and resets, across growths whose move into the
/// larger table is still running.
@Suite struct IncrementalSetTests {
  @Test func randomOperationsMatchASet() {
    var generator = SplitMix64(seed: 0x5E7_5EED)
    var set = IncrementalSet<Int>()
    var model: Set<Int> = []
    var range = 16
    for step in 0..<20_000 {
      switch generator.below(100) {
      case 0..<70:
        let element = generator.below(range)
        range += generator.below(3)
        set.insert(element)
        model.insert(element)
      case 70..<85:
        let element = generator.below(range + 8)
        #expect(set.contains(element) == model.contains(element), "step \(step): \(element)")
      case 85..<93:
        let element = generator.below(range)
        set.remove(element)
        model.remove(element)
      case 93..<99:
        // A copy taken now and added back later, as a refresh that fails keeps the cursors.
        let copy = set
        let copyModel = model
        set.removeAll()
        model.removeAll()
        for _ in 0..<generator.below(40) {
          let element = generator.below(range)
          set.insert(element)
          model.insert(element)
        }
        set.formUnion(copy)
        model.formUnion(copyModel)
      default:
        if generator.below(10) == 0 {
          set.removeAll()
          model.removeAll()
        }
      }
    }
    #expect(!model.isEmpty)
    for element in 0..<(range + 8) {
      #expect(set.contains(element) == model.contains(element), "end: \(element)")
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
}
