public import AsyncState

/// The feed as a key of the demo's ``LoaderCache``: the session asks the cache for the
/// feed's `PagingLoader` with it.
///
/// Equal when the feeds have the same name, so the session of one feed finds the same entry
/// again; its description, `feed`, is how the inspector lists it.
///
/// ```swift
/// let loader = cache.loader(for: FeedQuery(source: source))   // PagingLoader<Post, FeedError>
/// ```
public struct FeedQuery: PagingQuery, CustomStringConvertible {
  /// Where the posts come from.
  public let source: any FeedSource

  /// Creates the query of a feed.
  ///
  /// - Parameter source: Where the posts come from.
  public init(source: any FeedSource) {
    self.source = source
  }

  /// Fetches the page after a cursor from the feed.
  ///
  /// - Parameter cursor: The `next` cursor of the previous page; `nil` for the first page.
  /// - Returns: The page.
  /// - Throws: ``FeedError``.
  public func fetchPage(after cursor: String?) async throws(FeedError) -> Page<Post, String> {
    try await source.page(after: cursor)
  }

  /// Two feed queries are equal when their feeds have the same name.
  public static func == (lhs: FeedQuery, rhs: FeedQuery) -> Bool {
    lhs.source.name == rhs.source.name
  }

  /// Hashes the feed's name.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(source.name)
  }

  /// `feed`, as the inspector lists it.
  public var description: String { "feed" }
}
