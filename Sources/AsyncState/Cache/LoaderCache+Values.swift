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
  /// ``CacheConfiguration/unusedLifetime``). Its loader moves with
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
    let entry = dataEntries[query] ?? makeEntry(for: query)
    dataLoader(of: entry, Query.self).replaceValue(value, age: age)
    touchUnused(entry)
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
    guard let entry = dataEntries[query] else { return nil }
    return dataLoader(of: entry, Query.self).state.value
  }

  /// The typed loader of a data entry made for `Query`.
  func dataLoader<Query: DataQuery>(
    of entry: CacheEntry, _: Query.Type
  ) -> DataLoader<Query.Value, Query.Failure> {
    precondition(entry.queryType == ObjectIdentifier(Query.self))
    return unsafeDowncast(entry.object, to: DataLoader<Query.Value, Query.Failure>.self)
  }
}
