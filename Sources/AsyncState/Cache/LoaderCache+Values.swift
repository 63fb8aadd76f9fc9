extension LoaderCache {
  /// Writes a value into a query's entry, as if it had been loaded `age` ago.
  ///
  /// Use it when a response holds data other entries show: a list response fills the detail
  /// entries, so opening a detail shows it at once.
  ///
  /// ```swift
  /// let users = try await API.team(id)
  /// for user in users {
  ///   cache.setValue(user, for: UserQuery(id: user.id))
  /// }
  /// ```
  ///
  /// The entry is created if needed (unused, so it is kept for
  /// ``CacheConfiguration/unusedLifetime``, counted from now). Its loader moves with
  /// ``TransitionCause/valueReplaced``: `idle` or a failure becomes `success(value)`, a value
  /// on screen is replaced in place, and a load that runs goes on (a first load becomes a
  /// refresh, the value on screen meanwhile) — its result, newer, replaces the value.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - query: The entry's key.
  ///   - age: How long ago the value was loaded: it is stale once `age` plus the time since
  ///     reaches the entry's `staleAfter`. Zero (now) by default; pass the list response's
  ///     age to keep a detail from looking fresher than it is.
  public func setValue<Query: DataQuery>(
    _ value: Query.Value, for query: Query, age: Duration = .zero
  ) {
    let store = entries(of: Query.self, .data)
    let loader =
      store.slots[query].map {
        // The entries of `Query` hold a `DataLoader` of its value.
        unsafeDowncast($0.loader, to: DataLoader<Query.Value, Query.Failure>.self)
      } ?? makeEntry(for: query, in: store, isInUse: false)
    loader.replaceValue(value, age: age)
    if let entry = store.entries[query] { touchUnused(entry) }
  }

  /// The value a query's entry shows now, without using the entry or creating it.
  ///
  /// ```swift
  /// let placeholder = cache.value(for: UserQuery(id: id))   // nil if never loaded
  /// ```
  ///
  /// - Parameter query: The entry's key.
  /// - Returns: The value on screen in the entry's state, or `nil` without an entry or a
  ///   value.
  public func value<Query: DataQuery>(for query: Query) -> Query.Value? {
    guard let slot = entries(of: Query.self, .data).slots[query] else { return nil }
    // The entries of `Query` hold a `DataLoader` of its value.
    return unsafeDowncast(slot.loader, to: DataLoader<Query.Value, Query.Failure>.self)
      .state.value
  }
}
