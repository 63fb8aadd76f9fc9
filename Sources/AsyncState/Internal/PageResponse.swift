/// A page as the paging loader sees it: items, and how to fetch the next page.
///
/// Both kinds of source — cursor-based and keyset — are turned into this shape, so the
/// loader has one paging path. Each response carries the fetch of the page after it.
struct PageResponse<Item: Sendable, Failure: Error>: Sendable {
  var items: [Item]
  /// The page after this one; `nil` at the end.
  var next: NextPage<Item, Failure>?
}

/// The fetch of the next page, with the identity of the cursor it follows.
struct NextPage<Item: Sendable, Failure: Error>: Sendable {
  /// The cursor (or, for a keyset source, the id of the last item); a key seen before
  /// means the source is looping.
  let key: CursorKey
  let fetch: Fetch<PageResponse<Item, Failure>, Failure>
}

/// A type-erased, sendable cursor identity.
struct CursorKey: Hashable, Sendable, CustomStringConvertible {
  let base: any Hashable & Sendable

  init(_ base: some Hashable & Sendable) {
    self.base = base
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  func hash(into hasher: inout Hasher) {
    AnyHashable(base).hash(into: &hasher)
  }

  var description: String {
    String(describing: base)
  }
}

/// Builds the first-page fetch of each kind of source.
enum PageSource<Item: Identifiable & Sendable, Failure: Error> where Item.ID: Sendable {
  typealias FirstPage = Fetch<PageResponse<Item, Failure>, Failure>

  /// A cursor-based source: `fetchPage(nil)` is the first page; `next == nil` is the end.
  static func cursor<Cursor: Hashable & Sendable>(
    _ fetchPage:
      @escaping @concurrent @Sendable (Cursor?) async throws(Failure) -> Page<Item, Cursor>
  ) -> FirstPage {
    @Sendable func response(_ page: Page<Item, Cursor>) -> PageResponse<Item, Failure> {
      PageResponse(
        items: page.items,
        next: page.next.map { cursor in
          NextPage(key: CursorKey(cursor)) { @concurrent () async throws(Failure) in
            response(try await fetchPage(cursor))
          }
        })
    }
    return { @concurrent () async throws(Failure) in response(try await fetchPage(nil)) }
  }

  /// A keyset source: the next page is fetched after the last item; a page
  /// shorter than `pageSize`, or empty, is the end.
  static func keyset(
    pageSize: Int,
    fetchFirst: @escaping Fetch<[Item], Failure>,
    fetchMore: @escaping @concurrent @Sendable (Item) async throws(Failure) -> [Item]
  ) -> FirstPage {
    @Sendable func response(_ items: [Item]) -> PageResponse<Item, Failure> {
      guard items.count >= pageSize, let last = items.last else {
        return PageResponse(items: items, next: nil)
      }
      return PageResponse(
        items: items,
        next: NextPage(key: CursorKey(last.id)) { @concurrent () async throws(Failure) in
          response(try await fetchMore(last))
        })
    }
    return { @concurrent () async throws(Failure) in response(try await fetchFirst()) }
  }
}
