/// One post of the feed: what a row of the demo shows.
///
/// The HTTP feed decodes it from `{"id": 1, "title": "…"}`; a post it reads has no likes.
public struct Post: Identifiable, Hashable, Sendable, Codable {
  /// The post's identity; the loader drops a post whose `id` it has already loaded.
  public var id: Int
  /// The line the demo shows.
  public var title: String
  /// How many likes the post has; the row shows `♥ N` when there are any.
  public var likes: Int
  /// Whether the user liked the post (`l`).
  public var isLiked: Bool

  /// Creates a post.
  ///
  /// - Parameters:
  ///   - id: The post's identity.
  ///   - title: The line the demo shows.
  ///   - likes: How many likes the post has; none by default.
  ///   - isLiked: Whether the user liked the post; not by default.
  public init(id: Int, title: String, likes: Int = 0, isLiked: Bool = false) {
    self.id = id
    self.title = title
    self.likes = likes
    self.isLiked = isLiked
  }

  /// The post once the user likes it: liked, with one like more. A post liked already is
  /// unchanged, so a like applied twice counts once.
  public var liked: Post {
    guard !isLiked else { return self }
    var post = self
    post.isLiked = true
    post.likes += 1
    return post
  }
}
