/// A page as the paging loader sees it: items, and how to fetch the pages around it.
///
/// Both kinds of source — cursor-based and keyset — are turned into this shape, so the
/// loader has one paging path. Each response carries the fetch of the page after it and, for
/// a two-way cursor source, of the page before it.
struct PageResponse<Item: Sendable, Failure: Error>: Sendable {
  var items: [Item]
  /// The page after this one; `nil` at the end.
  var next: NextPage<Item, Failure>?
  /// The page before this one; `nil` at the start (always, for a keyset source).
  var previous: NextPage<Item, Failure>? = nil
}

/// The fetch of an adjacent page (the next one, or the previous one of a two-way source),
/// with the identity of the cursor it follows.
struct NextPage<Item: Sendable, Failure: Error>: Sendable {
  /// The cursor (or, for a keyset source, the id of the last item); a key seen before
  /// means the source is looping.
  let key: CursorKey
  let fetch: PageFetch<PageResponse<Item, Failure>, Failure>
}

/// A type-erased, sendable cursor identity.
struct CursorKey: Hashable, Sendable, CustomStringConvertible {
  let base: any Hashable & Sendable

  init(_ base: some Hashable & Sendable) {
    self.base = base
  }

  /// Equal when both hold equal values of one type.
  ///
  /// Compared and hashed through the opened value rather than an `AnyHashable`: making an
  /// `AnyHashable` from an existential is a dynamic cast (a conformance look-up), and the
  /// loader hashes a key twice per page (the loop check and the insert): about a tenth of a
  /// page's time in a profile of 4,000 pages without duplicate removal.
  static func == (lhs: Self, rhs: Self) -> Bool {
    func isEqual<Base: Hashable>(_ base: Base) -> Bool {
      var equal = false
      return rhs.withBase(as: Base.self) { equal = $0 == base } && equal
    }
    return isEqual(lhs.base)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(base)
  }

  var description: String {
    String(describing: base)
  }

  /// Calls `body` with the cursor as a `Value` and returns `true`, or returns `false` when it
  /// is of another type.
  ///
  /// The base is opened rather than cast (`base as? Value`): a cast is a dynamic cast and an
  /// `Optional<Value>` metadata look-up on every probe of the loader's set of followed
  /// cursors, 1–2% of a page's time in a `perf` profile of 10,000 pages without duplicate
  /// removal. Once the two types are known to be one, the base's bytes are a `Value`.
  func withBase<Value>(as type: Value.Type, _ body: (Value) -> Void) -> Bool {
    func open<Base: Hashable>(_ base: Base) -> Bool {
      guard Base.self == Value.self else { return false }
      withUnsafePointer(to: base) { pointer in
        pointer.withMemoryRebound(to: Value.self, capacity: 1) { body($0.pointee) }
      }
      return true
    }
    return open(base)
  }
}

/// A paging loader's source: the fetch of the first page and, for a keyset source, the fetch
/// of the page after any loaded items.
///
/// Both kinds of source — cursor-based and keyset — are turned into this shape, so the loader
/// has one paging path.
struct PageSource<Item: Identifiable & Sendable, Failure: Error>: Sendable
where Item.ID: Sendable {
  typealias FirstPage = PageFetch<PageResponse<Item, Failure>, Failure>

  /// Fetches the first page (at the starting cursor of a cursor source).
  let first: FirstPage
  /// The starting cursor's identity, or `nil` when the first page is fetched without one.
  var firstKey: CursorKey? = nil
  /// The page after `items`, for a loader that adopts items it did not load (a state written
  /// by its owner): a keyset source can always say it; a cursor source cannot (`nil`).
  let next: (@Sendable ([Item]) -> NextPage<Item, Failure>?)?

  /// A cursor-based source: `fetchPage(initialCursor)` is the first page; `next == nil` is
  /// the end, `previous == nil` the start.
  static func cursor<Cursor: Hashable & Sendable>(
    startingAt initialCursor: Cursor? = nil,
    _ fetchPage:
      @escaping @concurrent @Sendable (Cursor?) async throws(Failure) -> Page<Item, Cursor>
  ) -> Self {
    @Sendable func link(_ cursor: Cursor) -> NextPage<Item, Failure> {
      NextPage(key: CursorKey(cursor)) { () async throws(Failure) in
        response(try await fetchPage(cursor))
      }
    }
    @Sendable func response(_ page: Page<Item, Cursor>) -> PageResponse<Item, Failure> {
      PageResponse(items: page.items, next: page.next.map(link), previous: page.previous.map(link))
    }
    return PageSource(
      first: { () async throws(Failure) in
        response(try await fetchPage(initialCursor))
      },
      firstKey: initialCursor.map { CursorKey($0) },
      next: nil)
  }

  /// A keyset source: the next page is fetched after the last item. A page shorter than
  /// `pageSize` is the end; without a page size, an empty page is.
  static func keyset(
    pageSize: Int?,
    fetchFirst: @escaping Fetch<[Item], Failure>,
    fetchMore: @escaping @concurrent @Sendable (Item) async throws(Failure) -> [Item]
  ) -> Self {
    @Sendable func next(after items: [Item]) -> NextPage<Item, Failure>? {
      // Indexed, not `items.last`: unspecialized, `last` reads through the `Collection`
      // witness, whose read coroutine allocated its frame on the heap, once per page (found
      // by recording the call stacks of the `costs` workload's allocations).
      guard !items.isEmpty else { return nil }
      let last = items[items.count - 1]
      return NextPage(key: CursorKey(last.id)) { () async throws(Failure) in
        response(try await fetchMore(last))
      }
    }
    @Sendable func response(_ items: [Item]) -> PageResponse<Item, Failure> {
      let isLast = pageSize.map { items.count < $0 } ?? items.isEmpty
      return PageResponse(items: items, next: isLast ? nil : next(after: items))
    }
    return PageSource(
      first: { () async throws(Failure) in response(try await fetchFirst()) },
      next: { items in next(after: items) })
  }
}
