import Testing

@testable import AsyncState

/// The cursors a paging loader followed, kept as the first cursor's own type, checked against
/// a `Set` of type-erased keys: two keys are one cursor only when they hold equal values of
/// one type, whichever set holds them.
@Suite struct CursorHistoryTests {
  /// A cursor whose values hold references.
  struct Token: Hashable, Sendable {
    let parts: [String]
  }

  /// A key of one of four types, some of which share values (`5`, `Int64(5)`, `"5"`).
  private static func key(_ generator: inout SplitMix64, below range: Int) -> CursorKey {
    let value = generator.below(range)
    switch generator.below(10) {
    case 0..<7: return CursorKey(value)
    case 7: return CursorKey(Int64(value))
    case 8: return CursorKey(String(value))
    default: return CursorKey(Token(parts: [String(value), "x"]))
    }
  }

  @Test(arguments: [0x0C0_5EED, 0xBEEF, 0x5EED_0003] as [UInt64])
  func randomOperationsMatchASetOfKeys(seed: UInt64) {
    var check = SetModelCheck<CursorHistory>(seed: seed, element: Self.key)
    check.run(steps: 12_000)
    #expect(check.model.count > 100)
    for value in 0..<(check.bound + 8) {
      for key in [
        CursorKey(value), CursorKey(Int64(value)), CursorKey(String(value)),
        CursorKey(Token(parts: [String(value), "x"])),
      ] {
        #expect(check.subject.contains(key) == check.model.contains(key), "end: \(key)")
      }
    }
  }

  @Test func cursorsOfTheFirstTypeAreKeptAsThatType() {
    var history = CursorHistory()
    for value in 0..<5_000 { history.insert(CursorKey(value)) }
    #expect(!history.holdsOtherTypes)
    #expect(history.contains(CursorKey(4_999)))
    // The same number as another type is another cursor, kept beside the typed ones.
    #expect(!history.contains(CursorKey(Int64(7))))
    history.insert(CursorKey(Int64(7)))
    #expect(history.holdsOtherTypes)
    #expect(history.contains(CursorKey(Int64(7))) && history.contains(CursorKey(7)))
    history.remove(CursorKey(7))
    #expect(!history.contains(CursorKey(7)) && history.contains(CursorKey(Int64(7))))
  }

  @Test func afterRemovingAllTheTypedSetTakesCursorsOfTheSameTypeAgain() {
    var history = CursorHistory()
    history.insert(CursorKey("a"))
    history.removeAll()
    #expect(!history.contains(CursorKey("a")))
    history.insert(CursorKey("b"))
    #expect(history.contains(CursorKey("b")) && !history.holdsOtherTypes)
  }
}

extension CursorHistory: ModelCheckedSet {}
