extension DataLoader: LoadingSource {
  /// Performs an action: ``LoaderAction/load`` loads, ``LoaderAction/refresh`` and
  /// ``LoaderAction/retry`` refresh, ``LoaderAction/loadMore`` does nothing.
  ///
  /// A retry refreshes rather than loads: after a failed refresh the value is kept and
  /// ``load()`` would do nothing, while ``refresh()`` fetches from every state (from a failure
  /// it is the retry: ``DataState/retrying(_:)``).
  ///
  /// - Parameter action: What the control asks for.
  public func perform(_ action: LoaderAction) async {
    switch action {
    case .load: await load()
    case .refresh, .retry: await refresh()
    case .loadMore: return
    }
  }
}
