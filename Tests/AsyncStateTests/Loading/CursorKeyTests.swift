import Testing

@testable import AsyncState

/// A paging loader tells a looping source by the cursors it already followed, kept as
/// type-erased `CursorKey`s: two keys are one cursor only when they hold equal values of one
/// type.
@Suite struct CursorKeyTests {
  /// A cursor whose values hold references, so that comparing them reads more than bits.
  struct Token: Hashable, Sendable {
    let parts: [String]
  }

  @Test func keysOfEqualValuesOfOneTypeAreEqualAndHashAlike() {
    let pairs: [(CursorKey, CursorKey)] = [
      (CursorKey(42), CursorKey(42)),
      (CursorKey("next-page-token"), CursorKey("next-" + "page-token")),
      (CursorKey(Token(parts: ["a", "b"])), CursorKey(Token(parts: ["a"] + ["b"]))),
    ]
    for (lhs, rhs) in pairs {
      #expect(lhs == rhs)
      #expect(lhs.hashValue == rhs.hashValue)
    }
  }

  @Test func keysOfDifferentValuesOrTypesDiffer() {
    #expect(CursorKey(1) != CursorKey(2))
    #expect(CursorKey("a") != CursorKey("b"))
    #expect(CursorKey(Token(parts: ["a"])) != CursorKey(Token(parts: ["a", "b"])))
    // The same number as two types is two cursors, either way round.
    #expect(CursorKey(1) != CursorKey(Int64(1)))
    #expect(CursorKey(Int64(1)) != CursorKey(1))
    #expect(CursorKey("1") != CursorKey(1))
  }

  @Test func aSetOfKeysFindsOnlyTheCursorsItHolds() {
    var followed: Set<CursorKey> = []
    for id in 0..<1_000 { followed.insert(CursorKey(id)) }
    #expect(followed.count == 1_000)
    #expect((0..<1_000).allSatisfy { followed.contains(CursorKey($0)) })
    #expect(!followed.contains(CursorKey(1_000)))
    #expect(!followed.contains(CursorKey(Int64(5))))
    #expect(!followed.contains(CursorKey("5")))
  }
}
