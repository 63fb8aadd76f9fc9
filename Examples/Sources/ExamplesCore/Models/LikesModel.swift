public import AsyncState

/// The like button of every post: a runner per post, made on demand by `ActionRunner.perKey(_:)`, whose
/// like shows at once in the post's cached likes and is rolled back if the server refuses it.
///
/// The button shows ``likes(of:)`` and is enabled as ``canLike(_:)`` says; a tap calls
/// ``like(_:)``. A double tap sends one request (the runner drops a tap while one runs), and
/// a failed like leaves the count as it was, unless newer likes arrived meanwhile.
@MainActor
public final class LikesModel {
  /// The cache of the posts' likes.
  public let cache: LoaderCache
  /// The runner of each post's like, released with the buttons that hold it.
  public let runners: @MainActor @Sendable (Int) -> ActionRunner<Void, Void, any Error>
  private let api: FakeAPI

  /// Creates the model.
  ///
  /// - Parameters:
  ///   - api: Where the likes come from and go to.
  ///   - cache: The cache of the likes.
  public init(api: FakeAPI, cache: LoaderCache = LoaderCache()) {
    self.api = api
    self.cache = cache
    runners = ActionRunner.perKey { id in
      ActionRunner(
        effects: [
          .update(PostLikesQuery(id: id, api: api), in: cache) { likes, _ in
            guard !likes.isLiked else { return }
            likes.count += 1
            likes.isLiked = true
          }
        ]
      ) {
        try await api.like(id)
      }
    }
  }

  /// The loader of a post's likes, from the cache.
  ///
  /// - Parameter id: The post.
  /// - Returns: The loader the button shows.
  public func likes(of id: Int) -> DataLoader<Likes, any Error> {
    cache.loader(for: PostLikesQuery(id: id, api: api))
  }

  /// Whether the button is enabled: the likes are loaded, not liked yet, and no like runs.
  ///
  /// - Parameter id: The post.
  /// - Returns: `true` when a tap would send a like.
  public func canLike(_ id: Int) -> Bool {
    guard let likes = likes(of: id).state.value else { return false }
    return !likes.isLiked && !runners(id).state.isRunning
  }

  /// Likes a post, as the button's tap does.
  ///
  /// - Parameter id: The post.
  /// - Returns: How the like ended; `nil` if it was cancelled.
  @discardableResult
  public func like(_ id: Int) async -> Result<Void, any Error>? {
    await runners(id).run()
  }
}
