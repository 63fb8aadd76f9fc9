extension InputLoader: LoadingSource {
  /// Performs a screen's action on the applied input: `load` applies the input and loads
  /// it, `refresh` refreshes it, `retry` retries what failed, `loadMore` pages a list.
  ///
  /// ```swift
  /// let container = LoadingContainerViewController(source: search) { ... }
  /// ```
  ///
  /// - Parameter action: The action to perform.
  public func perform(_ action: LoaderAction) async {
    // Like the other loaders' perform(_:): each maps every action to its own methods.
    switch action {
    case .load: await load()
    case .refresh: await refresh()
    case .retry: await retry()
    case .loadMore:
      // A list pages only its own input's pages, not the previous input's kept ones.
      guard let loader, kind.hasValue(loader.state) else { return }
      await loader.perform(.loadMore)
    }
  }
}
