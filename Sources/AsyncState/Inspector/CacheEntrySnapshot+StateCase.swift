extension CacheEntrySnapshot {
  /// The name of the state's case, without its payload: `success` for `success(Ada)`,
  /// `loadingMore` for `loadingMore([20 items])`.
  ///
  /// What an inspector's state filter (``InspectorFilter/stateCases``) matches and its row's
  /// badge shows.
  ///
  /// ```swift
  /// let failing = cache.snapshot().entries.filter { $0.stateCase.hasSuffix("ailure") }
  /// ```
  public var stateCase: String {
    String(state.prefix { $0 != "(" })
  }
}
