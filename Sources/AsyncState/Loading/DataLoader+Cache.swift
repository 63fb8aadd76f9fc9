// The hooks a `LoaderCache` uses on the loaders it keeps: replacing the value in place with a
// legal transition (`TransitionCause.valueReplaced`), and whether a revalidation trigger
// should load. What the inspector reads, and marking the value stale, come from the loader's
// core (`CoreBackedLoader`).

extension DataLoader: CacheableLoader, CoreBackedLoader {
  var needsRevalidation: Bool {
    switch core.state {
    case .failure: true
    case .success, .refreshFailure: core.isStale
    case .idle, .initialLoading, .refreshing, .retrying: false
    }
  }

  /// Replaces the value on screen, keeping any running load, in one transition
  /// (``TransitionCause/valueReplaced``).
  ///
  /// See ``TransitionCause/valueReplaced`` for the table. A running load goes on; if it is
  /// cancelled, the state it restores carries the new value, so a cancellation never brings
  /// an older value back.
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - age: How long ago the value was loaded, which restarts its freshness; `nil` keeps
  ///     the loaded-at time of the value it replaces (an optimistic change is not a load).
  func replaceValue(_ value: Value, age: Duration?) {
    if core.operations.current != nil {
      origin = origin.replacingValue(with: value)
    }
    if let age {
      core.markLoaded(age: age)
    } else if core.loadedAt == nil {
      core.markLoaded()
    }
    core.setState(core.state.replacingValue(with: value), cause: .valueReplaced)
  }
}

extension DataState {
  /// The state with `value` on screen, as ``TransitionCause/valueReplaced`` describes: a
  /// state with a value keeps its case, a settled state without one becomes `success`, and a
  /// running first load or retry becomes a refresh.
  fileprivate func replacingValue(with value: Value) -> Self {
    switch self {
    case .idle, .success, .failure: .success(value)
    case .refreshFailure(_, let failure): .refreshFailure(value, failure)
    case .initialLoading, .refreshing, .retrying: .refreshing(value)
    }
  }
}
