extension InputLoader: LoadingSource {
  /// Loads the next page of the applied input's list, returning when it ends: for a list
  /// footer coming into view. Does nothing for a loader that does not page.
  ///
  /// Only the applied input's own pages are paged: while the previous input's results are
  /// still on screen, nothing is loaded.
  public func loadMore() async {
    guard let loader, kind.hasValue(loader.state) else { return }
    await loader.loadMore()
  }
}
