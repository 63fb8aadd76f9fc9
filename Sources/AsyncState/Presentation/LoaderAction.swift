/// What a control on a loading screen asks its loader to do, as a value: the package's own
/// renderers store it (a list footer's retry row) and hand it to ``LoadingSource/perform(_:)``.
///
/// Apps call the ``LoadingSource`` methods themselves; this value exists so that a row or a
/// button of the UI targets can carry the action without a closure.
package enum LoaderAction: Sendable, Hashable, CaseIterable {
  /// Makes sure the value is loaded, fetching only when needed: a screen appearing.
  case load
  /// Fetches again, keeping what is on screen: a pull to refresh.
  case refresh
  /// Loads the next page: a list footer coming into view.
  case loadMore
  /// Retries what failed: a "Try Again" button, on a full-screen error or a list footer.
  case retry
}

extension LoadingSource {
  /// Calls the method `action` names, returning when the load it started or joined ends.
  ///
  /// Each loader decides what its methods do (a ``DataLoader``'s ``DataLoader/retry()``
  /// refreshes, its ``LoadingSource/loadMore()`` does nothing); this only names them.
  ///
  /// - Parameter action: What the control asks for.
  package func perform(_ action: LoaderAction) async {
    switch action {
    case .load: await load()
    case .refresh: await refresh()
    case .loadMore: await loadMore()
    case .retry: await retry()
    }
  }
}
