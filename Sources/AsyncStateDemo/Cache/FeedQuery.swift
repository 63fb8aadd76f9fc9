public import AsyncState

/// The feed, whole or filtered, as a key of the demo's ``LoaderCache``: the session asks the
/// cache for the feed's `PagingLoader` with it, one entry per filter.
///
/// Equal when the feeds have the same name and the filters and start cursors are the same, so
/// the session of
/// one feed finds the same entry again, and returning to a recent filter finds its pages. Its
/// description, `feed` or `feed "cursor"`, is how the inspector lists it.
///
/// It persists (`--persist`): a cache with a store keeps each filter's pages between runs,
/// under a key made of the feed's name and the filter (``persistence``).
///
/// ```swift
/// let loader = cache.loader(for: FeedQuery(source: source))   // PagingLoader<Post, FeedError>
/// let filtered = cache.loader(for: FeedQuery(source: source, filter: "cursor"))
/// ```
public struct FeedQuery: PagingQuery, CustomStringConvertible {
  /// Where the posts come from.
  public let source: any FeedSource
  /// What the posts' titles contain, normalized (``normalizedFilter(_:)``); empty for the
  /// whole feed.
  public let filter: String
  /// Where the list opens (`--start-at`): the cursor of its first page; `nil` for the top of
  /// the feed. A list opened in the middle loads the pages above with `loadPrevious()`, and is
  /// not persisted.
  public let startCursor: String?
  /// Told about an answer that arrived for a load that was cancelled or replaced, which the
  /// loader drops; not part of the key.
  let onDroppedAnswer: (@MainActor @Sendable (String) -> Void)?

  /// Creates the query of a feed.
  ///
  /// - Parameters:
  ///   - source: Where the posts come from.
  ///   - filter: What the posts' titles contain; normalized (trimmed, lowercased), and empty
  ///     (the default) for the whole feed.
  ///   - startCursor: The cursor of the first page, for a feed opened in the middle; `nil`
  ///     (the default) for the top of the feed.
  public init(source: any FeedSource, filter: String = "", startCursor: String? = nil) {
    self.init(source: source, filter: filter, startCursor: startCursor, onDroppedAnswer: nil)
  }

  /// Creates the query of a feed whose dropped answers are reported.
  init(
    source: any FeedSource, filter: String, startCursor: String? = nil,
    onDroppedAnswer: (@MainActor @Sendable (String) -> Void)?
  ) {
    self.source = source
    self.filter = Self.normalizedFilter(filter)
    self.startCursor = startCursor
    self.onDroppedAnswer = onDroppedAnswer
  }

  /// A filter as the feed applies it: without leading and trailing spaces, lowercased. A
  /// filter of spaces is the whole feed.
  ///
  /// - Parameter text: The text typed.
  /// - Returns: The filter.
  public static func normalizedFilter(_ text: String) -> String {
    text.trimmingSpaces().lowercased()
  }

  /// Fetches the page after a cursor from the feed, of the posts that match the filter.
  ///
  /// - Parameter cursor: The `next` cursor of the previous page; `nil` for the first page.
  /// - Returns: The page.
  /// - Throws: ``FeedError``.
  public func fetchPage(after cursor: String?) async throws(FeedError) -> Page<Post, String> {
    let page = try await source.page(after: cursor, matching: filter)
    // An answer that arrives once its load was cancelled (a newer filter replaced it) is
    // dropped by the loader; the screen counts it.
    if Task.isCancelled, let onDroppedAnswer { await onDroppedAnswer(filter) }
    return page
  }

  /// Two feed queries are equal when their feeds have the same name and their filters and
  /// start cursors are the same.
  public static func == (lhs: FeedQuery, rhs: FeedQuery) -> Bool {
    lhs.source.name == rhs.source.name && lhs.filter == rhs.filter
      && lhs.startCursor == rhs.startCursor
  }

  /// Hashes the feed's name, the filter and the start cursor.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(source.name)
    hasher.combine(filter)
    hasher.combine(startCursor)
  }

  /// How the pages are kept between runs: under `feed-` and a digest of the feed's name and
  /// the filter (a key of any length would not always make a valid file name), shown for a
  /// week.
  ///
  /// The digest is FNV-1a, the same on every run (Swift's `Hasher` is seeded per process),
  /// so the next run finds the pages again; another feed (`--seed 7`, `--url`) has its own.
  public var persistence: QueryPersistence<Self>? {
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in (source.name + "\u{0}" + filter).utf8 {
      digest = (digest ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let hex = String(digest, radix: 16)
    let key = "feed-" + String(repeating: "0", count: 16 - hex.count) + hex
    return QueryPersistence(key: key, version: 1, maxAge: .seconds(7 * 86_400))
  }

  /// `feed`, or `feed "cursor"` for a filter, as the inspector lists it.
  public var description: String {
    filter.isEmpty ? "feed" : "feed \"\(filter)\""
  }
}
