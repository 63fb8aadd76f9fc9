/// What an action does to a ``LoaderCache``: an optimistic change while it runs, and the
/// entries it writes or declares out of date when it succeeds.
///
/// Declare the effects with the action; the ``ActionRunner`` applies them, so the list never
/// shows the old value after a successful edit because someone forgot to invalidate it:
///
/// ```swift
/// let compose = ActionRunner(
///   effects: [.invalidate(FeedQuery(), in: cache)]   // the feed refreshes after a post
/// ) { (draft: Draft) in
///   try await API.publish(draft)
/// }
///
/// let rename = ActionRunner(
///   effects: [.setValue(for: UserQuery(id: user.id), in: cache)]   // the returned user
/// ) { (name: String) in
///   try await API.rename(user.id, to: name)
/// }
/// ```
///
/// An optimistic change (`update(_:in:optimistically:)`, for a value or a list) goes through the
/// cache's own `update(_:revalidatesOnSuccess:optimistically:mutation:)`, with its rules:
/// the change shows at once, one entry's mutations run in order, and a failure rolls the
/// value back, never over newer data that arrived meanwhile. A cancelled action is rolled
/// back too, and is not announced as a failure.
///
/// Each effect names a fixed entry. An action whose entry depends on its argument, such as
/// a like button per post, is a runner per post: ``ActionRunner/perKey(_:)`` makes them on demand.
public struct CacheEffect<Argument: Sendable, Value: Sendable>: Sendable {
  enum Step: Sendable {
    /// Runs the action inside an optimistic update of one entry.
    case optimistic(
      @MainActor @Sendable (Argument, OptimisticMutation) async throws(OptimisticMutation
        .Interrupted) -> Void)
    /// Applied when the action succeeds, before its state says so.
    case onSuccess(@MainActor @Sendable (Argument, Value) -> Void)
  }

  let step: Step

  /// Changes a value on screen while the action runs, and rolls it back if the action fails.
  ///
  /// ```swift
  /// let like = ActionRunner(
  ///   effects: [
  ///     .update(PostQuery(id: post.id), in: cache) { post, _ in
  ///       post.isLiked = true
  ///       post.likes += 1
  ///     }
  ///   ]
  /// ) {
  ///   try await API.like(post.id)
  /// }
  /// ```
  ///
  /// The change is applied when the action starts, through the cache's
  /// `update(_:revalidatesOnSuccess:optimistically:mutation:)`, and kept while retries run.
  /// If the action fails or is cancelled, the value goes back to what it was, unless newer
  /// data arrived meanwhile (a load ended, a value was written): that data stands. A failure
  /// is also announced on ``LoaderCache/updateFailures()``. An entry with no value yet has
  /// nothing to change; the action runs all the same.
  ///
  /// - Parameters:
  ///   - query: The entry to change; created if needed, and in use while the action runs.
  ///   - cache: The cache that holds it.
  ///   - change: The change, given the value on screen and the action's argument.
  /// - Returns: The effect.
  public static func update<Query: DataQuery>(
    _ query: Query,
    in cache: LoaderCache,
    optimistically change: @escaping @MainActor @Sendable (inout Query.Value, Argument) -> Void
  ) -> CacheEffect {
    // Same shape as the paging `update` below, but a different `cache.update` overload: the
    // change is typed by the query's kind, so one generic body cannot serve both.
    CacheEffect(
      step: .optimistic { argument, mutation throws(OptimisticMutation.Interrupted) in
        try await cache.update(
          query, optimistically: { change(&$0, argument) },
          announcing: { _ in mutation.announced() }, mutation: mutation.run)
      })
  }

  /// Changes a list on screen while the action runs, and rolls it back if the action fails.
  ///
  /// ```swift
  /// let hide = ActionRunner(
  ///   effects: [
  ///     .update(FeedQuery(), in: cache) { posts, _ in posts.removeAll { $0.id == post.id } }
  ///   ]
  /// ) {
  ///   try await API.hide(post.id)
  /// }
  /// ```
  ///
  /// The same rules as for one value: the change applies to the loaded items when the action
  /// starts, and is rolled back if it fails or is cancelled, never over newer data.
  ///
  /// - Parameters:
  ///   - query: The list to change; created if needed, and in use while the action runs.
  ///   - cache: The cache that holds it.
  ///   - change: The change, given the loaded items and the action's argument.
  /// - Returns: The effect.
  public static func update<Query: PagingQuery>(
    _ query: Query,
    in cache: LoaderCache,
    optimistically change: @escaping @MainActor @Sendable (inout [Query.Item], Argument) -> Void
  ) -> CacheEffect {
    // The data `update`'s twin in shape only: it picks the paging `cache.update` overload.
    CacheEffect(
      step: .optimistic { argument, mutation throws(OptimisticMutation.Interrupted) in
        try await cache.update(
          query, optimistically: { change(&$0, argument) },
          announcing: { _ in mutation.announced() }, mutation: mutation.run)
      })
  }

  /// Declares an entry out of date when the action succeeds.
  ///
  /// ```swift
  /// let compose = ActionRunner(effects: [.invalidate(FeedQuery(), in: cache)]) {
  ///   (draft: Draft) in try await API.publish(draft)
  /// }
  /// ```
  ///
  /// As ``LoaderCache/invalidate(_:)`` does: an entry in use refreshes, keeping its value on
  /// screen; an unused one is marked stale. The refresh starts as the action succeeds; the
  /// runner does not wait for it.
  ///
  /// - Parameters:
  ///   - query: The entry; nothing happens if the cache has none for it.
  ///   - cache: The cache that holds it.
  /// - Returns: The effect.
  public static func invalidate(_ query: some CacheQuery, in cache: LoaderCache) -> CacheEffect {
    CacheEffect(step: .onSuccess { _, _ in cache.invalidateNow(query) })
  }

  /// Writes the action's value into an entry when the action succeeds.
  ///
  /// ```swift
  /// let rename = ActionRunner(effects: [.setValue(for: UserQuery(id: id), in: cache)]) {
  ///   (name: String) in try await API.rename(id, to: name)   // returns the renamed User
  /// }
  /// ```
  ///
  /// As ``LoaderCache/setValue(_:for:age:)`` does, loaded now: every screen that shows the
  /// entry shows the value before the runner's state says the action succeeded.
  ///
  /// - Parameters:
  ///   - query: The entry; created if needed.
  ///   - cache: The cache that holds it.
  /// - Returns: The effect.
  public static func setValue<Query: DataQuery>(
    for query: Query, in cache: LoaderCache
  ) -> CacheEffect where Query.Value == Value {
    CacheEffect(step: .onSuccess { _, value in cache.setValue(value, for: query) })
  }
}
