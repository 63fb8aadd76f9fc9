extension ActionRunner {
  /// One runner per key, made on demand: the like button of every post in a list, without a
  /// runner per row created by hand.
  ///
  /// ```swift
  /// @MainActor
  /// final class FeedModel {
  ///   let likes: @MainActor (Post.ID) -> ActionRunner<Void, Void, any Error>
  ///
  ///   init(cache: LoaderCache) {
  ///     likes = ActionRunner.perKey { id in
  ///       ActionRunner(effects: [.update(PostQuery(id: id), in: cache) { post, _ in
  ///         post.isLiked = true
  ///       }]) {
  ///         try await API.like(id)
  ///       }
  ///     }
  ///   }
  /// }
  ///
  /// // In a row:
  /// LikeButton(runner: model.likes(post.id))
  /// ```
  ///
  /// Asking the returned function for a key whose runner is alive returns that runner, so a
  /// double tap on a row is one request. The function holds its runners weakly: a runner
  /// lives as long as its row, or a task awaiting it, holds it. Once nothing does, it is
  /// freed — with its state, and with its action if one still ran (cancelled, its optimistic
  /// change rolled back) — and the next ask for its key makes a new, idle one. Asking costs
  /// O(1), amortized.
  ///
  /// Like the runner's initializer, this is `nonisolated`: it only stores.
  ///
  /// - Parameter makeRunner: Makes the runner of a key, the first time the key is asked for
  ///   or after its runner was freed.
  /// - Returns: The runner of a key: the one alive, or a new one. Hold it for as long as its
  ///   state matters (a row does).
  public nonisolated static func perKey<Key: Hashable>(
    _ makeRunner: @escaping @MainActor @Sendable (Key) -> ActionRunner
  ) -> @MainActor @Sendable (Key) -> ActionRunner {
    let runners = KeyedRunners(makeRunner)
    return { key in runners.runner(for: key) }
  }
}
