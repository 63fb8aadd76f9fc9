extension CacheEntrySnapshot {
  /// The name of the state's case, without its payload: `success` for `success(Ada)`,
  /// `loadingMore` for `loadingMore([20 items])`.
  ///
  /// What an inspector's state filter matches and its row's badge shows.
  ///
  /// ```swift
  /// let failing = cache.snapshot().filter { $0.stateCase.hasSuffix("ailure") }
  /// ```
  public var stateCase: String {
    String(state.prefix { $0 != "(" })
  }
}

extension CacheEntrySnapshot {
  /// The row's second line, the same in every inspector: the value's age and freshness, the
  /// entry's use, its observers and fetches, and whether one is in flight, such as
  /// `12s old · fresh · in use · 2 observers · 1 fetch · fetching`.
  ///
  /// An unused entry says when it is evicted (`unused, evicted in 240s`) if the cache has an
  /// unused lifetime.
  ///
  /// ```swift
  /// VStack(alignment: .leading) {
  ///   Text(row.key)
  ///   Text(row.summary).font(.caption)
  /// }
  /// ```
  public var summary: String {
    var parts: [String] = []
    if let age {
      parts.append("\(DurationText.short(age)) old")
      parts.append(isStale ? "stale" : "fresh")
    } else {
      parts.append("no value")
    }
    if isInUse {
      parts.append("in use")
    } else if let evictedIn {
      parts.append("unused, evicted in \(DurationText.short(evictedIn))")
    } else {
      parts.append("unused")
    }
    parts.append("\(observerCount) \(observerCount == 1 ? "observer" : "observers")")
    parts.append("\(fetchCount) \(fetchCount == 1 ? "fetch" : "fetches")")
    if isLoading { parts.append("fetching") }
    return parts.joined(separator: " · ")
  }
}
