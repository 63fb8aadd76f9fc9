extension LoaderCache {
  /// Changes a query's value now, runs the mutation that makes the change real, and rolls the
  /// value back if the mutation fails.
  ///
  /// 1. `change` is applied to the value on screen at once (``TransitionCause/valueReplaced``):
  ///    the screen shows the result before the server answers.
  /// 2. `mutation` runs off the main actor — after the mutations asked for earlier on the same
  ///    entry have ended: one entry's mutations run one at a time, in call order.
  /// 3. If it fails, the value goes back to exactly what it was before the update, and the
  ///    failure is thrown to the caller and announced on ``updateFailures()`` for a banner.
  ///    Changes of other updates still pending are kept (re-applied over that value). But if
  ///    newer data arrived meanwhile — a load ended, a value was written — nothing is rolled
  ///    back over it.
  /// 4. If it succeeds and `revalidatesOnSuccess` is `true`, the entry is refreshed once no
  ///    other mutation of it is pending, so the screen ends with the server's value.
  ///
  /// ```swift
  /// do {
  ///   try await cache.update(PostQuery(id: post.id)) { post in
  ///     post.isLiked = true
  ///     post.likes += 1
  ///   } mutation: {
  ///     try await API.like(post.id)
  ///   }
  /// } catch {
  ///   // The like is undone on screen; `cache.updateFailures()` announced it too.
  /// }
  /// ```
  ///
  /// The entry is in use while the update runs. An entry with no value yet (idle, loading
  /// the first time, failed) has nothing to change: the mutation still runs, and nothing is
  /// rolled back.
  ///
  /// - Parameters:
  ///   - query: The entry to change; created if needed.
  ///   - revalidatesOnSuccess: Whether to refresh the entry after the mutation succeeds.
  ///   - change: The change, applied to the value on screen now (and again over the value
  ///     before if an earlier pending update fails).
  ///   - mutation: Makes the change real, off the main actor; typed throws.
  /// - Throws: The mutation's failure, after the rollback.
  public func update<Query: DataQuery, MutationFailure: Error>(
    _ query: Query,
    revalidatesOnSuccess: Bool = false,
    optimistically change: @escaping (inout Query.Value) -> Void,
    mutation: @escaping @concurrent @Sendable () async throws(MutationFailure) -> Void
  ) async throws(MutationFailure) {
    // Like the paging overload below only in shape: each forwards to its own kind's
    // `update(…announcing:…)`, whose change is typed by the kind (a value, or the items).
    try await update(
      query, revalidatesOnSuccess: revalidatesOnSuccess, optimistically: change,
      announcing: { $0 }, mutation: mutation)
  }

  /// `update(_:revalidatesOnSuccess:optimistically:mutation:)`, announcing what `announcing`
  /// makes of the mutation's failure, or nothing for `nil`: an ``ActionRunner`` announces
  /// its action's own failure, and nothing for a cancellation.
  func update<Query: DataQuery, MutationFailure: Error>(
    _ query: Query,
    revalidatesOnSuccess: Bool = false,
    optimistically change: @escaping (inout Query.Value) -> Void,
    announcing: (MutationFailure) -> (any Error)?,
    mutation: @escaping @concurrent @Sendable () async throws(MutationFailure) -> Void
  ) async throws(MutationFailure) {
    let loader = loader(for: query)
    guard let entry = entry(for: query, .data) else { return }
    try await runUpdate(
      on: entry, current: loader.state.value,
      replace: { loader.replaceValue($0, age: nil) },
      revalidate: { await loader.refresh() },
      revalidatesOnSuccess: revalidatesOnSuccess, change: change, announcing: announcing,
      mutation: mutation)
    withExtendedLifetime(loader) {}
  }

  /// Changes a query's list now, runs the mutation that makes the change real, and rolls the
  /// list back if the mutation fails.
  ///
  /// The same steps as for the value of a ``DataQuery``, on the loaded items: the state keeps
  /// its case, the next page still loads from where the list was, and items whose `id`
  /// repeats are dropped. A list with nothing loaded has nothing to change.
  ///
  /// ```swift
  /// try await cache.update(FeedQuery()) { posts in
  ///   posts.removeAll { $0.id == hidden.id }
  /// } mutation: {
  ///   try await API.hide(hidden.id)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - query: The entry to change; created if needed.
  ///   - revalidatesOnSuccess: Whether to refresh the list after the mutation succeeds.
  ///   - change: The change, applied to the loaded items now.
  ///   - mutation: Makes the change real, off the main actor; typed throws.
  /// - Throws: The mutation's failure, after the rollback.
  public func update<Query: PagingQuery, MutationFailure: Error>(
    _ query: Query,
    revalidatesOnSuccess: Bool = false,
    optimistically change: @escaping (inout [Query.Item]) -> Void,
    mutation: @escaping @concurrent @Sendable () async throws(MutationFailure) -> Void
  ) async throws(MutationFailure) {
    // The data overload's twin in shape only: `change` edits the items, not one value.
    try await update(
      query, revalidatesOnSuccess: revalidatesOnSuccess, optimistically: change,
      announcing: { $0 }, mutation: mutation)
  }

  /// The paging `update(_:revalidatesOnSuccess:optimistically:mutation:)`, announcing what `announcing` makes of the mutation's failure, or nothing for `nil`.
  func update<Query: PagingQuery, MutationFailure: Error>(
    _ query: Query,
    revalidatesOnSuccess: Bool = false,
    optimistically change: @escaping (inout [Query.Item]) -> Void,
    announcing: (MutationFailure) -> (any Error)?,
    mutation: @escaping @concurrent @Sendable () async throws(MutationFailure) -> Void
  ) async throws(MutationFailure) {
    let loader = loader(for: query)
    guard let entry = entry(for: query, .paging) else { return }
    try await runUpdate(
      on: entry, current: loader.state.value,
      replace: { loader.replaceItems($0) },
      revalidate: { await loader.refresh() },
      revalidatesOnSuccess: revalidatesOnSuccess, change: change, announcing: announcing,
      mutation: mutation)
    withExtendedLifetime(loader) {}
  }

  private func runUpdate<Value, MutationFailure: Error>(
    on entry: CacheEntry,
    current: Value?,
    replace: (Value) -> Void,
    revalidate: () async -> Void,
    revalidatesOnSuccess: Bool,
    change: @escaping (inout Value) -> Void,
    announcing: (MutationFailure) -> (any Error)?,
    mutation: @concurrent @Sendable () async throws(MutationFailure) -> Void
  ) async throws(MutationFailure) {
    let log = entry.optimisticLog(of: Value.self)
    // The optimistic change, now, before waiting for earlier mutations.
    var changeID: Int?
    if let current {
      let (id, changed) = log.begin(over: current, generation: entry.valueGeneration, change)
      replace(changed)
      log.generation = entry.valueGeneration
      changeID = id
    }

    await entry.mutations.enter()
    let failure: MutationFailure?
    do throws(MutationFailure) {
      try await mutation()
      failure = nil
    } catch {
      failure = error
    }

    var isRolledBack = false
    if let changeID,
      let restored = log.end(
        changeID, succeeded: failure == nil, generation: entry.valueGeneration)
    {
      replace(restored)
      log.generation = entry.valueGeneration
      isRolledBack = true
    }
    if changeID != nil, !isRolledBack {
      // Confirmed (or overtaken by newer data): the value on screen may be saved now. A
      // rollback was saved by its own transition.
      persist(entry, after: .valueReplaced)
    }
    if failure == nil && revalidatesOnSuccess { log.revalidatesWhenSettled = true }
    entry.mutations.leave()

    if let failure, let announced = announcing(failure) {
      let report = UpdateFailure(
        id: makeFailureID(), key: entry.keyDescription, error: announced,
        isRolledBack: isRolledBack)
      updateFailureStreams.yield(report)
      record(.updateFailed(report))
    }
    if !entry.mutations.isBusy && log.revalidatesWhenSettled {
      log.revalidatesWhenSettled = false
      await revalidate()
    }
    if let failure { throw failure }
  }
}
