extension LoaderCache {
  /// The loader of a live query, shared by every screen that asks for an equal query: one
  /// loader, one subscription.
  ///
  /// The entry is in use for as long as the returned loader is held; when no screen holds it,
  /// its subscription stops (the value stays), and the next `load()` subscribes again.
  ///
  /// ```swift
  /// let price = cache.loader(for: PriceQuery(symbol: "AAPL"))
  /// await price.load()
  /// ```
  ///
  /// - Parameter query: What to follow; equal queries share one entry.
  /// - Returns: The entry's loader.
  public func loader<Query: LiveQuery>(
    for query: Query
  ) -> DataLoader<Query.Value, Query.Failure> {
    let store = entries(of: Query.self, .data)
    guard let slot = store.slots[query] else {
      let loader = DataLoader<Query.Value, Query.Failure>(
        configuration: configuration.loaderConfiguration(for: query.staleness),
        stream: { query.updates() })
      file(
        TypedEntry(query: query, kind: .data, id: nextEntryID, loader: loader, store: store),
        loader: loader, in: store, isInUse: true)
      return loader
    }
    if slot.isUnused { entryIsUsedAgain(query, in: store) }
    // The entries of `Query` hold a `DataLoader` of its value.
    return unsafeDowncast(slot.loader, to: DataLoader<Query.Value, Query.Failure>.self)
  }
}
