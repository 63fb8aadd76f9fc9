public import AsyncState

/// Where the demo's posts come from: the simulated API or an HTTP endpoint.
///
/// A cursor-based feed: `page(after: nil)` is the first page, and a page whose `next` is `nil`
/// is the last. Every failure is a typed ``FeedError``.
public protocol FeedSource: Sendable {
  /// A short name for the title bar, such as `simulated feed (seed 7)`.
  var name: String { get }

  /// Fetches the page that starts at a cursor.
  ///
  /// - Parameter cursor: The `next` cursor of the previous page; `nil` for the first page.
  /// - Returns: The page's posts and the cursor of the page after it.
  /// - Throws: ``FeedError``; ``FeedError/cancelled`` when the calling task was cancelled.
  func page(after cursor: String?) async throws(FeedError) -> Page<Post, String>

  /// Fetches the page that starts at a cursor of the posts that match a filter (`/`).
  ///
  /// A filtered feed is a feed of its own: its cursors page through the matching posts only.
  /// The empty filter is the whole feed, ``page(after:)``.
  ///
  /// - Parameters:
  ///   - cursor: The `next` cursor of the previous page of the same filter; `nil` for the
  ///     first page.
  ///   - filter: What the posts' titles contain, ignoring case, as ``FeedQuery`` normalizes
  ///     it (trimmed, lowercased); empty for every post.
  /// - Returns: The page's matching posts and the cursor of the page after it.
  /// - Throws: ``FeedError``; ``FeedError/cancelled`` when the calling task was cancelled.
  func page(
    after cursor: String?, matching filter: String
  ) async throws(FeedError) -> Page<Post, String>

  /// The share of requests the feed fails at random, from 0 to 1; shown on the status line
  /// so that failures that `x` cannot stop are not a surprise.
  var randomFailureRate: Double { get }

  /// Likes a post (`l`): the feed's pages then serve it liked, with one like more. Liking a
  /// post liked already changes nothing.
  ///
  /// - Parameter id: The post's id.
  /// - Throws: ``FeedError``; ``FeedError/likesUnsupported`` from a feed that cannot like.
  func like(_ id: Post.ID) async throws(FeedError)

  /// Follows the posts the feed publishes at its top (`--live`): the head of the feed now,
  /// then again each time a post is published.
  ///
  /// - Returns: The heads of the feed, newest post first.
  func livePosts() -> LivePosts
}

extension FeedSource {
  /// The share of requests the feed fails at random, from 0 to 1: 0 unless the feed says
  /// otherwise (the simulated feed's `--failure-rate`).
  public var randomFailureRate: Double { 0 }

  /// Fails with ``FeedError/likesUnsupported``: a feed that cannot like posts, such as the
  /// HTTP feed, whose contract has no like endpoint.
  ///
  /// - Parameter id: The post's id.
  /// - Throws: ``FeedError/likesUnsupported``, always.
  public func like(_ id: Post.ID) async throws(FeedError) {
    throw .likesUnsupported
  }

  /// Fails at once with ``FeedError/status(_:)`` 404: a feed that publishes nothing live,
  /// such as a test's.
  ///
  /// - Returns: A subscription that fails.
  public func livePosts() -> LivePosts {
    .failing(.status(404))
  }

  /// Filters each page of the whole feed on the client: for a feed that cannot filter, such
  /// as a test's. A page may then hold fewer posts than the feed's page size, or none.
  ///
  /// - Parameters:
  ///   - cursor: The `next` cursor of the previous page; `nil` for the first page.
  ///   - filter: What the posts' titles contain, ignoring case; empty for every post.
  /// - Returns: The page's matching posts and the whole feed's next cursor.
  /// - Throws: ``FeedError``, as ``page(after:)`` throws it.
  public func page(
    after cursor: String?, matching filter: String
  ) async throws(FeedError) -> Page<Post, String> {
    let page = try await page(after: cursor)
    guard !filter.isEmpty else { return page }
    return Page(items: page.items.filter { $0.matches(filter) }, next: page.next)
  }
}
