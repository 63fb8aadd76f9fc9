/// Every cursor a paging loader followed since its first page, to tell a source that loops.
///
/// Cursors arrive as type-erased ``CursorKey``s, but a source's cursors all have one type, so
/// they are kept as that type: the type of the first cursor inserted. A `CursorKey` is an
/// existential of 40 bytes, and a set of them took 2.2 MB of a million-item list's peak
/// resident size in 20,000 pages of `Int` cursors (the benchmark's `memory` probe, with and
/// without the history), which put the list with duplicate removal 1.008 times over
/// swift-operation's (issue 22). The same cursors as `Int`s take 8 bytes a slot. A cursor of
/// another type (a two-way source whose backward cursors differ, say) goes to a set of
/// `CursorKey`s beside them.
///
/// Two keys are one cursor only when they hold equal values of one type, as ``CursorKey``
/// compares them: a cursor of the first type is only ever in the typed set, any other only in
/// the other one.
struct CursorHistory: Sendable {
  /// The cursors of the first inserted cursor's type; `nil` before the first insert.
  private var typed: (any TypedCursorSet)?
  /// The cursors of any other type.
  private var others = IncrementalSet<CursorKey>()

  /// Whether cursors of another type than the first one's are kept (for tests).
  var holdsOtherTypes: Bool { !others.isEmpty }

  /// Whether `key`'s cursor was followed.
  func contains(_ key: CursorKey) -> Bool {
    if let typed, let found = typed.contains(key) { return found }
    return others.contains(key)
  }

  /// Records `key`'s cursor as followed.
  mutating func insert(_ key: CursorKey) {
    if typed == nil { typed = Self.makeTypedSet(holding: key.base) }
    if typed?.insert(key) != true { others.insert(key) }
  }

  /// Forgets `key`'s cursor, if it was followed.
  mutating func remove(_ key: CursorKey) {
    if typed?.remove(key) != true { others.remove(key) }
  }

  /// Records every cursor of `other` as followed.
  mutating func formUnion(_ other: Self) {
    other.typed?.forEachKey { insert($0) }
    others.formUnion(other.others)
  }

  /// Forgets every cursor. The typed set stays empty, for cursors of the same type.
  mutating func removeAll() {
    typed?.removeAll()
    others.removeAll()
  }

  /// An empty set for cursors of `base`'s type.
  private static func makeTypedSet<Cursor: Hashable & Sendable>(
    holding base: Cursor
  ) -> any TypedCursorSet {
    TypedCursors<Cursor>()
  }
}

/// A set of cursors of one type, reached through ``CursorKey``s of any type.
private protocol TypedCursorSet: Sendable {
  /// Whether `key`'s cursor is in the set, or `nil` when it is of another type.
  func contains(_ key: CursorKey) -> Bool?
  /// Inserts `key`'s cursor and returns `true`, or returns `false` when it is of another type.
  mutating func insert(_ key: CursorKey) -> Bool
  /// Removes `key`'s cursor and returns `true`, or returns `false` when it is of another type.
  mutating func remove(_ key: CursorKey) -> Bool
  /// Calls `body` with each cursor, as a key.
  func forEachKey(_ body: (CursorKey) -> Void)
  /// Removes every cursor.
  mutating func removeAll()
}

/// The cursors of type `Cursor`.
private struct TypedCursors<Cursor: Hashable & Sendable>: TypedCursorSet {
  private var set = IncrementalSet<Cursor>()

  func contains(_ key: CursorKey) -> Bool? {
    var found = false
    guard key.withBase(as: Cursor.self, { found = set.contains($0) }) else { return nil }
    return found
  }

  mutating func insert(_ key: CursorKey) -> Bool {
    key.withBase(as: Cursor.self) { set.insert($0) }
  }

  mutating func remove(_ key: CursorKey) -> Bool {
    key.withBase(as: Cursor.self) { set.remove($0) }
  }

  func forEachKey(_ body: (CursorKey) -> Void) {
    set.forEach { body(CursorKey($0)) }
  }

  mutating func removeAll() {
    set.removeAll()
  }
}
