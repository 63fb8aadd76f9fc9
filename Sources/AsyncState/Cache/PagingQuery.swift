/// A key of a ``LoaderCache`` whose entry is a list loaded page by page, by a
/// ``PagingLoader`` over a cursor-based source.
///
/// The query's stored properties are the list's parameters (a search text, a filter); each
/// page is fetched by ``fetchPage(after:)``. Every screen that asks for an equal query shares
/// one list: its pages, its position and its state.
///
/// ```swift
/// struct PostsQuery: PagingQuery {
///   let author: User.ID
///
///   func fetchPage(after cursor: String?) async throws -> Page<Post, String> {
///     let response = try await API.posts(by: author, cursor: cursor)
///     return Page(items: response.posts, next: response.nextCursor)
///   }
/// }
///
/// let posts = cache.loader(for: PostsQuery(author: 42))   // PagingLoader<Post, any Error>
/// ```
///
/// For a keyset source (the next page after the last item), use the last item's id as the
/// cursor.
public protocol PagingQuery: CacheQuery {
  /// The items of the list.
  associatedtype Item: Identifiable & Sendable where Item.ID: Sendable
  /// What the source hands back to fetch the page after a page.
  associatedtype Cursor: Hashable & Sendable
  /// The failure a page fetch throws: `any Error`, or a typed error.
  associatedtype Failure: Error

  /// Keep at most this many pages, dropping the oldest; `nil` (the default) keeps them all.
  var maxPages: Int? { get }

  /// Whether items whose `id` is already loaded are dropped; `true` by default.
  var removesDuplicates: Bool { get }

  /// Whether a refresh fetches every loaded page again, in order, rather than the first
  /// page only; `false` by default. See ``PagingLoader/refresh()``.
  var refreshesAllPages: Bool { get }

  /// The cursor of the first page, for a list opened in the middle; `nil` (the default)
  /// starts at the first page of the list.
  ///
  /// The first load and every refresh start at it, and pages that carry a `previous` cursor
  /// can then be loaded above with ``PagingLoader/loadPrevious()``, as for a loader made with
  /// ``PagingLoader/init(configuration:maxPages:removesDuplicates:refreshesAllPages:startingAt:fetchPage:)``.
  /// Make it part of the query's equality, so each starting place has its own list.
  ///
  /// ```swift
  /// struct ChatQuery: PagingQuery {
  ///   let firstUnread: String?
  ///   var startCursor: String? { firstUnread }
  ///   func fetchPage(after cursor: String?) async throws -> Page<Message, String> { … }
  /// }
  /// ```
  ///
  /// > Note: A query with a ``persistence`` whose start cursor is not `nil` is neither saved
  /// > nor restored: saved pages could not say what is above them.
  var startCursor: Cursor? { get }

  /// Fetches the page at a cursor, off the main actor.
  ///
  /// - Parameter cursor: The `next` cursor of the previous page; `nil` for the first page.
  /// - Returns: The page's items and the cursor of the page after it, `nil` after the last.
  /// - Throws: `Failure`; a `CancellationError` is never shown as a failure.
  @concurrent func fetchPage(after cursor: Cursor?) async throws(Failure) -> Page<Item, Cursor>

  /// How the loaded pages are kept between launches by a cache with a ``CacheStore``; `nil`
  /// (the default) keeps them in memory only. Available for `Codable` items and cursor.
  ///
  /// ```swift
  /// var persistence: QueryPersistence<Self>? { .init(key: "feed", version: 2) }
  /// ```
  ///
  /// > Important: Declare it optional, as here. A property of type `QueryPersistence<Self>`
  /// > is another member, not this requirement, and leaves the value unsaved.
  var persistence: QueryPersistence<Self>? { get }
}

extension PagingQuery {
  /// Every page is kept: `nil`.
  ///
  /// ```swift
  /// struct TimelineQuery: PagingQuery {
  ///   var maxPages: Int? { 10 }   // keep the newest ten pages only
  ///   func fetchPage(after cursor: Int?) async throws -> Page<Post, Int> { … }
  /// }
  /// ```
  public var maxPages: Int? { nil }

  /// Duplicates are dropped: `true`.
  ///
  /// ```swift
  /// struct LogQuery: PagingQuery {
  ///   var removesDuplicates: Bool { false }   // ids never repeat: save the index
  ///   func fetchPage(after cursor: Int?) async throws -> Page<LogLine, Int> { … }
  /// }
  /// ```
  public var removesDuplicates: Bool { true }

  /// A refresh reloads the first page only: `false`.
  ///
  /// ```swift
  /// struct InboxQuery: PagingQuery {
  ///   var refreshesAllPages: Bool { true }   // a refresh keeps the user's place
  ///   func fetchPage(after cursor: Int?) async throws -> Page<Message, Int> { … }
  /// }
  /// ```
  public var refreshesAllPages: Bool { false }

  /// The list starts at its first page: `nil`.
  public var startCursor: Cursor? { nil }

  /// Kept in memory only: `nil`.
  ///
  /// ```swift
  /// struct SearchResultsQuery: PagingQuery {
  ///   let text: String
  ///   // No `persistence`: results are not kept between launches.
  ///   func fetchPage(after cursor: Int?) async throws -> Page<Result, Int> { … }
  /// }
  /// ```
  public var persistence: QueryPersistence<Self>? { nil }
}
