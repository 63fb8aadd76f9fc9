/// How a persistent query's value is kept between launches: its key in the store, its schema
/// version, and how old it may be to be shown.
///
/// ```swift
/// struct FeedQuery: PersistentPagingQuery {
///   var persistence: QueryPersistence { .init(key: "feed", version: 2, maxAge: .seconds(86_400)) }
///   func fetchPage(after cursor: String?) async throws -> Page<Post, String> { … }
/// }
/// ```
public struct QueryPersistence: Hashable, Sendable {
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

  /// For a ``PersistentPagingQuery``: how many of the list's first pages are saved, and so
  /// shown at launch; `nil` (the default) saves every loaded page. Data queries ignore it.
  ///
  /// A long list then costs a launch the decoding of a few pages, not of every item the user
  /// ever scrolled through. `loadMore()` continues from the cursor after the last page
  /// saved, and a value saved with more pages (before you lowered the number) shows only
  /// the first ones. Values less than 1 count as 1.
  ///
  /// ```swift
  /// var persistence: QueryPersistence { .init(key: "feed", firstPages: 2) }
  /// ```
  public var firstPages: Int?

  /// Creates a persistence description.
  ///
  /// ```swift
  /// QueryPersistence(key: "user-\(id)", version: 1, maxAge: .seconds(7 * 86_400))
  /// ```
  ///
  /// - Parameters:
  ///   - key: The value's key in the store.
  ///   - version: The schema version of the encoded value; 1 by default.
  ///   - maxAge: How old a persisted value may be to be shown; `nil` means any age.
  ///   - firstPages: For a paging query, how many of its first pages are saved; `nil` means
  ///     every loaded page.
  public init(key: String, version: Int = 1, maxAge: Duration? = nil, firstPages: Int? = nil) {
    self.key = key
    self.version = version
    self.maxAge = maxAge
    self.firstPages = firstPages
  }
}

/// A ``DataQuery`` whose value a ``LoaderCache`` with a ``CacheStore`` keeps between launches.
///
/// Conforming is the opt-in: other queries live in memory only. The value is `Codable`; it is
/// saved after every load and written value, and shown at once by the first screen that asks
/// for the query after ``LoaderCache/restore()``.
///
/// ```swift
/// struct UserQuery: PersistentDataQuery {
///   let id: User.ID
///   var persistence: QueryPersistence { .init(key: "user-\(id)") }
///   func fetch() async throws -> User { try await API.user(id) }
/// }
/// ```
public protocol PersistentDataQuery: DataQuery where Value: Codable {
  /// The value's key, schema version and maximum age.
  var persistence: QueryPersistence { get }
}

/// A ``PagingQuery`` whose loaded pages a ``LoaderCache`` with a ``CacheStore`` keeps between
/// launches, with the cursor of the page after them.
///
/// After ``LoaderCache/restore()``, the first screen that asks for the query shows the pages
/// at once; `loadMore()` continues from the saved cursor, and `load()` refreshes from the
/// first page once they are stale. Every loaded page is kept (at most the query's
/// ``PagingQuery/maxPages``), or only the first ones with
/// ``QueryPersistence/firstPages``.
///
/// ```swift
/// struct FeedQuery: PersistentPagingQuery {
///   var persistence: QueryPersistence { .init(key: "feed", version: 2) }
///   func fetchPage(after cursor: String?) async throws -> Page<Post, String> { … }
/// }
/// ```
public protocol PersistentPagingQuery: PagingQuery where Item: Codable, Cursor: Codable {
  /// The list's key, schema version and maximum age.
  var persistence: QueryPersistence { get }
}
