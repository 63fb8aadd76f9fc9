/// One post of the feed: what a row of the demo shows.
///
/// The HTTP feed decodes it from `{"id": 1, "title": "…"}`.
public struct Post: Identifiable, Hashable, Sendable, Codable {
  /// The post's identity; the loader drops a post whose `id` it has already loaded.
  public var id: Int
  /// The line the demo shows.
  public var title: String

  /// Creates a post.
  ///
  /// - Parameters:
  ///   - id: The post's identity.
  ///   - title: The line the demo shows.
  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}
