/// A post's likes: how many, and whether this user is among them.
public nonisolated struct Likes: Hashable, Sendable {
  /// How many people like the post.
  public var count: Int
  /// Whether this user likes it.
  public var isLiked: Bool

  /// Creates likes.
  ///
  /// - Parameters:
  ///   - count: How many people like the post.
  ///   - isLiked: Whether this user likes it.
  public init(count: Int, isLiked: Bool) {
    self.count = count
    self.isLiked = isLiked
  }
}
