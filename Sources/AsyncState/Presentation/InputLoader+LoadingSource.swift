extension InputLoader: LoadingSource {
  /// Loads the applied input's next page, keeping the loaded ones on screen: for a list
  /// footer coming into view. Returns when the page ends.
  ///
  /// Does nothing while the previous input's pages are on screen (the new input's first page
  /// has not arrived), at the end, without an input, or for inputs that do not load page by
  /// page.
  public func loadMore() async {
    guard let loader, kind.hasValue(loader.state) else { return }
    await loader.loadMore()
  }
}
