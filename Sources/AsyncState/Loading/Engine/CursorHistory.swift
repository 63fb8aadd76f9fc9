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
  /// The cursors, in a set made for the first one's type at the first insert; `nil` before.
  ///
  /// One optional existential, so that an idle loader keeps no more than it did with one set
  /// of `CursorKey`s (the `memory` workload's idle `PagingLoader` row): both sets live in the
  /// existential's box.
  private var cursors: (any CursorSet)?

  /// Whether cursors of another type than the first one's are kept (for tests).
  var holdsOtherTypes: Bool { cursors?.holdsOtherTypes ?? false }

  /// Whether `key`'s cursor was followed.
  func contains(_ key: CursorKey) -> Bool {
    cursors?.contains(key) ?? false
  }

  /// Records `key`'s cursor as followed.
  mutating func insert(_ key: CursorKey) {
    if cursors == nil { cursors = Self.makeSet(forCursorsLike: key.base) }
    cursors?.insert(key)
  }

  /// Forgets `key`'s cursor, if it was followed.
  mutating func remove(_ key: CursorKey) {
    cursors?.remove(key)
  }

  /// Records every cursor of `other` as followed.
  mutating func formUnion(_ other: Self) {
    other.cursors?.forEachKey { insert($0) }
  }

  /// Forgets every cursor. The set stays, empty, for cursors of the same type.
  mutating func removeAll() {
    cursors?.removeAll()
  }

  /// An empty set for cursors of `base`'s type.
  private static func makeSet<Cursor: Hashable & Sendable>(
    forCursorsLike base: Cursor
  ) -> any CursorSet {
    TypedCursors<Cursor>()
  }
}

/// A set of cursors reached through ``CursorKey``s of any type.
private protocol CursorSet: Sendable {
  /// Whether cursors of another type than the set's own are kept.
  var holdsOtherTypes: Bool { get }
  /// Whether `key`'s cursor is in the set.
  func contains(_ key: CursorKey) -> Bool
  /// Inserts `key`'s cursor.
  mutating func insert(_ key: CursorKey)
  /// Removes `key`'s cursor, if the set holds it.
  mutating func remove(_ key: CursorKey)
  /// Calls `body` with each cursor, as a key.
  func forEachKey(_ body: (CursorKey) -> Void)
  /// Removes every cursor.
  mutating func removeAll()
}

/// The cursors of type `Cursor`, and beside them any cursor of another type.
private struct TypedCursors<Cursor: Hashable & Sendable>: CursorSet {
  private var typed = IncrementalSet<Cursor>()
  private var others = IncrementalSet<CursorKey>()

  var holdsOtherTypes: Bool { !others.isEmpty }

  func contains(_ key: CursorKey) -> Bool {
    var found = false
    guard key.withBase(as: Cursor.self, { found = typed.contains($0) }) else {
      return others.contains(key)
    }
    return found
  }

  mutating func insert(_ key: CursorKey) {
    if !key.withBase(as: Cursor.self, { typed.insert($0) }) { others.insert(key) }
  }

  mutating func remove(_ key: CursorKey) {
    if !key.withBase(as: Cursor.self, { typed.remove($0) }) { others.remove(key) }
  }

  func forEachKey(_ body: (CursorKey) -> Void) {
    typed.forEach { body(CursorKey($0)) }
    others.forEach(body)
  }

  mutating func removeAll() {
    typed.removeAll()
    others.removeAll()
  }
}
