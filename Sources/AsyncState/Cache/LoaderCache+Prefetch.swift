extension LoaderCache {
  /// Loads a query's value ahead of the screen that will show it.
  ///
  /// The entry is in use while the load runs, then unused — kept for
  /// ``CacheConfiguration/unusedLifetime`` from then. The screen that arrives in time finds
  /// the value loaded and fresh: its first frame shows it, and its `load()` fetches nothing.
  /// A screen that arrives while the prefetch runs joins that load. A fresh entry is not
  /// fetched again.
  ///
  /// ```swift
  /// Button(user.name) { path.append(user.id) }
  ///   .onHover { inside in
  ///     if inside { Task { await cache.prefetch(UserQuery(id: user.id)) } }
  ///   }
  /// ```
  ///
  /// - Parameter query: What to load.
  public func prefetch<Query: DataQuery>(_ query: Query) async {
    let loader = loader(for: query)
    await loader.load()
    withExtendedLifetime(loader) {}
  }

  /// Loads a query's first page ahead of the screen that will show it.
  ///
  /// As for a value (the `prefetch(_:)` of a ``DataQuery``), the screen that arrives in time shows
  /// the first page in its first frame and fetches nothing.
  ///
  /// ```swift
  /// Task { await cache.prefetch(PostsQuery(author: user.id)) }
  /// ```
  ///
  /// - Parameter query: What to load.
  public func prefetch<Query: PagingQuery>(_ query: Query) async {
    let loader = loader(for: query)
    await loader.load()
    withExtendedLifetime(loader) {}
  }
}
