extension PagingLoader: LoadingSource {
  /// Performs an action: ``LoaderAction/load`` loads the first page, ``LoaderAction/refresh``
  /// reloads it, ``LoaderAction/loadMore`` loads the next page, ``LoaderAction/retry``
  /// retries the failed page (or the first page, when that is what failed).
  ///
  /// - Parameter action: What the control asks for.
  public func perform(_ action: LoaderAction) async {
    // Like the other loaders' perform(_:): each maps every action to its own methods.
    switch action {
    case .load: await load()
    case .refresh: await refresh()
    case .loadMore: await loadMore()
    case .retry: await retry()
    }
  }
}
