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

  /// The share of requests the feed fails at random, from 0 to 1; shown on the status line
  /// so that failures that `x` cannot stop are not a surprise.
  var randomFailureRate: Double { get }
}

extension FeedSource {
  /// The share of requests the feed fails at random, from 0 to 1: 0 unless the feed says
  /// otherwise (the simulated feed's `--failure-rate`).
  public var randomFailureRate: Double { 0 }
}
