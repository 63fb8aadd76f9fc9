public import AsyncState

/// The cache entry of a post's likes: one per post, shared by every like button that shows it.
public nonisolated struct PostLikesQuery: DataQuery {
  /// The post.
  public let id: Int
  let api: FakeAPI

  /// Creates the query of a post's likes.
  ///
  /// - Parameters:
  ///   - id: The post.
  ///   - api: Where the likes come from.
  public init(id: Int, api: FakeAPI) {
    self.id = id
    self.api = api
  }

  /// Fetches the likes.
  ///
  /// - Returns: The post's likes.
  /// - Throws: The API's failure.
  @concurrent public func fetch() async throws -> Likes {
    try await api.likes(of: id)
  }

  /// Two queries are the same entry when they name the same post.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

  /// Hashes the post's id.
  ///
  /// - Parameter hasher: The hasher.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
