public import AsyncState

/// One post as a key of the demo's ``LoaderCache``: the entry a detail screen would show,
/// whose value is the post's title.
///
/// The demo never fetches a post on its own: every page the feed loads writes its posts'
/// titles into these entries (``CacheInspector``), as a list response fills the detail
/// entries of an app, and they never go stale. Its description, `post #12`, is how the
/// inspector lists it.
///
/// ```swift
/// cache.setValue(post.title, for: PostQuery(id: post.id))
/// ```
public struct PostQuery: DataQuery, CustomStringConvertible {
  /// The post's id.
  public let id: Int

  /// Creates the query of a post.
  ///
  /// - Parameter id: The post's id.
  public init(id: Int) {
    self.id = id
  }

  /// Written by the feed, never stale.
  public var staleness: Staleness { .never }

  /// An empty title: the demo writes every post before a screen holds it, so this only runs
  /// if something loads an entry the feed has not written.
  ///
  /// - Returns: An empty title.
  public func fetch() async -> String {
    ""
  }

  /// `post #12`, as the inspector lists it.
  public var description: String { "post #\(id)" }
}
