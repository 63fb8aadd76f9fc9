/// A post of the feed (design source 004).
public nonisolated struct Post: Identifiable, Hashable, Sendable {
  /// The post's identity; posts are ordered by it.
  public let id: Int
  /// The post's title.
  public let title: String
  /// Which request of the feed loaded it: a refresh brings new values under the same ids.
  public let loadNumber: Int

  /// Creates a post.
  ///
  /// - Parameters:
  ///   - id: The post's identity.
  ///   - title: The post's title.
  ///   - loadNumber: Which request of the feed loaded it.
  public init(id: Int, title: String, loadNumber: Int) {
    self.id = id
    self.title = title
    self.loadNumber = loadNumber
  }
}
