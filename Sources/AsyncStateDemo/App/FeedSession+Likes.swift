import AsyncState

/// Likes (`l`): the selected post's like goes through an `ActionRunner`, one per post from
/// ``FeedSession/likes`` (an `ActionRunner.perKey(_:)` function).
///
/// - The row shows the like at once: the runner's effect changes the post in the cache
///   entry of the filter on screen (`CacheEffect.update(_:in:optimistically:)`), so the
///   feed's loader shows `♥ 1` before the request is even sent.
/// - If the like fails, the cache rolls the post back — unless newer data arrived meanwhile
///   (a refresh landed): that data stands — and ``FeedSession/notice`` says so, once.
/// - A second `l` on the same post while its like runs sends nothing
///   (`ActionPolicy.dropWhileRunning`): one request, one message.
/// - The other filters' entries: when a like succeeds, every other filter whose entry can
///   hold the post (the post's title matches the filter; the whole feed always does) is
///   invalidated — refreshed now if a screen holds it (the whole feed's loader is held by
///   the session), marked stale otherwise, so it shows the like the next time it is shown.
///   Only the entry on screen changes optimistically; a failed like never touches the others.
///
/// Each row on screen holds its post's runner once liked (``FeedSession/likeRows``); a row
/// that leaves the screen, or whose filter is no longer shown, lets its runner go, and the
/// next like of that post makes a new runner for the entry on screen then. A like that still
/// runs keeps its runner alive (its task awaits it) and is seen through.
extension FeedSession {
  /// A row's hold on its post's like runner.
  struct LikeRow {
    /// The filter whose cache entry the runner changes.
    var filter: String
    /// The runner, held for as long as the row is on screen.
    var runner: ActionRunner<Void, Void, FeedError>
  }

  /// The filter whose posts are on screen: the input loader's loaded input, normalized (the
  /// previous filter's while a new one replaces it).
  var shownFilter: String {
    FeedQuery.normalizedFilter(feed.search.loadedInput ?? "")
  }

  /// Likes the selected post (`l`): the row shows the like at once, and the like is sent.
  ///
  /// ```swift
  /// await session.likeSelectedPost()?.value
  /// print(session.notice ?? "")   // ♥ Liked #3.  (or why it failed, rolled back)
  /// ```
  ///
  /// Pressing `l` again while the post's like runs sends nothing more: the new press waits
  /// for the running like. When the like ends, ``notice`` says how, once, and ``onEvent``
  /// gets ``Event/notice(_:)``.
  ///
  /// - Returns: The task that runs the like and reports it, ending once the other filters'
  ///   entries have been invalidated; `nil` when no post is selected.
  @discardableResult
  public func likeSelectedPost() -> Task<Void, Never>? {
    guard let id = selectedPostID, let post = feed.state.value?.first(where: { $0.id == id })
    else { return nil }
    releaseLikeRowsOffScreen()
    let runner = likes(id)
    let filter = likeFilters[id] ?? shownFilter
    likeRows[id] = LikeRow(filter: filter, runner: runner)
    return Task { [weak self] in
      _ = await runner.run()
      await self?.likeEnded(post, runner: runner, filter: filter)
    }
  }

  /// Reports how a like ended, once, and on success invalidates the other filters' entries
  /// that can hold the post.
  private func likeEnded(
    _ post: Post, runner: ActionRunner<Void, Void, FeedError>, filter: String
  ) async {
    // Taken once: the second press of a double press, which waited for the same like,
    // finds nothing.
    switch runner.takeOutcome() {
    case .success?:
      show("♥ Liked #\(post.id).")
      await cache.invalidate(FeedQuery.self) { query in
        query.filter != filter && post.matches(query.filter)
      }
    case .failure(let error)?:
      show("✗ Like of #\(post.id) undone: \(error.readableDescription)")
    case nil:
      break
    }
  }

  private func show(_ text: String) {
    notice = text
    onEvent?(.notice(text))
  }

  /// Lets go of the like runners of rows no longer on screen: posts not shown, or shown
  /// under another filter than their runner's.
  func releaseLikeRowsOffScreen() {
    guard !likeRows.isEmpty else { return }
    let shown = Set(feed.state.value?.map(\.id) ?? [])
    let filter = shownFilter
    likeRows = likeRows.filter { id, row in shown.contains(id) && row.filter == filter }
  }

  /// Makes the like runners: each one, made for a post, changes the post in the cache entry
  /// of the filter on screen then, and sends the like to `source`.
  static func makeLikes(
    feed: FilteredFeed, cache: LoaderCache, source: any FeedSource,
    made: @escaping @MainActor @Sendable (Post.ID, String) -> Void
  ) -> @MainActor @Sendable (Post.ID) -> ActionRunner<Void, Void, FeedError> {
    ActionRunner.perKey { [weak feed] id in
      let filter = FeedQuery.normalizedFilter(feed?.search.loadedInput ?? "")
      made(id, filter)
      return ActionRunner(
        effects: [
          .update(FeedQuery(source: source, filter: filter), in: cache) { posts, _ in
            if let index = posts.firstIndex(where: { $0.id == id }) {
              posts[index] = posts[index].liked
            }
          }
        ]
      ) { @concurrent () async throws(FeedError) -> Void in
        try await source.like(id)
      }
    }
  }
}
