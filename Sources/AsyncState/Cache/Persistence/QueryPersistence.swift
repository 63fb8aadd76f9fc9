/// How a query's value is kept between launches by a ``LoaderCache`` with a ``CacheStore``:
/// its key in the store, its schema version, and how old it may be to be shown.
///
/// A query opts in by returning one from its `persistence` (``DataQuery/persistence`` or
/// ``PagingQuery/persistence``); other queries live in memory only. The initializers exist
/// only for a `Codable` value (a ``DataQuery``) or `Codable` items and cursor (a
/// ``PagingQuery``), so a query whose value cannot be saved does not compile.
///
/// ```swift
/// struct UserQuery: DataQuery {
///   let id: User.ID
///   var persistence: QueryPersistence<Self>? { .init(key: "user-\(id)") }
///   func fetch() async throws -> User { try await API.user(id) }
/// }
/// ```
public struct QueryPersistence<Query: CacheQuery>: Sendable {
  /// The key of the value in the store: unique among the cache's persistent queries, and the
  /// same from one launch to the next (not `String(describing:)` of a type whose
  /// description may change).
  public var key: String

  /// The schema version of the encoded value. Change it whenever the value's `Codable` shape
  /// changes: a value saved under another version is discarded, never decoded.
  public var version: Int

  /// How old a persisted value may be to be shown; `nil` (the default) shows it whatever its
  /// age. An older value is discarded at launch, and the screen loads as if nothing was
  /// kept.
  public var maxAge: Duration?

  /// For a ``PagingQuery``: how many of the list's first pages are saved, and so shown at
  /// launch; `nil` (the default) saves every loaded page. Data queries ignore it.
  ///
  /// A long list then costs a launch the decoding of a few pages, not of every item the user
  /// ever scrolled through. `loadMore()` continues from the cursor after the last page
  /// saved, and a value saved with more pages (before you lowered the number) shows only
  /// the first ones. Values less than 1 count as 1.
  ///
  /// ```swift
  /// var persistence: QueryPersistence<Self>? { .init(key: "feed", firstPages: 2) }
  /// ```
  public var firstPages: Int?

  /// Gives a new entry's loader its persisted value and says how to save it; made by the
  /// initializer that knows the value is `Codable`.
  let hydrate:
    @MainActor @Sendable (
      LoaderCache, Query, QueryPersistence, AnyObject, CachePersister
    ) -> (EntryPersistence, PersistenceEvent?)
}

extension QueryPersistence where Query: DataQuery, Query.Value: Codable {
  /// Keeps a data query's value between launches.
  ///
  /// ```swift
  /// var persistence: QueryPersistence<Self>? {
  ///   .init(key: "user-\(id)", version: 1, maxAge: .seconds(7 * 86_400))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The value's key in the store.
  ///   - version: The schema version of the encoded value; 1 by default.
  ///   - maxAge: How old a persisted value may be to be shown; `nil` means any age.
  public init(key: String, version: Int = 1, maxAge: Duration? = nil) {
    self.init(key: key, version: version, maxAge: maxAge, firstPages: nil) {
      cache, query, persistence, loader, persister in
      cache.hydrateData(query, persistence, loader: loader, persister)
    }
  }
}

extension QueryPersistence
where Query: PagingQuery, Query.Item: Codable, Query.Cursor: Codable {
  /// Keeps a paging query's loaded pages between launches, with the cursor of the page after
  /// them.
  ///
  /// After ``LoaderCache/restore()``, the first screen that asks for the query shows the
  /// pages at once; `loadMore()` continues from the saved cursor, and `load()` refreshes from
  /// the first page once they are stale. Every loaded page is kept (at most the query's
  /// ``PagingQuery/maxPages``), or only the first `firstPages`.
  ///
  /// ```swift
  /// var persistence: QueryPersistence<Self>? { .init(key: "feed", version: 2) }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The list's key in the store.
  ///   - version: The schema version of the encoded pages; 1 by default.
  ///   - maxAge: How old persisted pages may be to be shown; `nil` means any age.
  ///   - firstPages: How many of the list's first pages are saved; `nil` means every loaded
  ///     page.
  public init(key: String, version: Int = 1, maxAge: Duration? = nil, firstPages: Int? = nil) {
    self.init(key: key, version: version, maxAge: maxAge, firstPages: firstPages) {
      cache, query, persistence, loader, persister in
      cache.hydratePages(query, persistence, loader: loader, persister)
    }
  }
}

extension QueryPersistence: Equatable {
  /// Whether two descriptions keep a value under the same key, version, maximum age and
  /// number of pages.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.key == rhs.key && lhs.version == rhs.version && lhs.maxAge == rhs.maxAge
      && lhs.firstPages == rhs.firstPages
  }
}

extension QueryPersistence: Hashable {
  /// Hashes the key, version, maximum age and number of pages.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(version)
    hasher.combine(maxAge)
    hasher.combine(firstPages)
  }
}
