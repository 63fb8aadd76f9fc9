/// What a control on a loading screen asks its loader to do.
///
/// A screen's controls — a screen appearing, a pull to refresh, a list footer coming into view,
/// a "Try Again" button — each map to one action, and a ``LoadingSource`` loader
/// performs it. Keeping that mapping here, rather than in each view controller, is what lets
/// the UIKit adapters stay free of decisions: a retry button always performs ``retry``,
/// whatever the loader.
///
/// | Action | ``DataLoader`` | ``PagingLoader`` |
/// |---|---|---|
/// | ``load`` | `load()` | `load()` |
/// | ``refresh`` | `refresh()` | `refresh()` |
/// | ``loadMore`` | nothing (it does not page) | `loadMore()` |
/// | ``retry`` | `refresh()` | `retry()` (the failed page, else the first page) |
///
/// ```swift
/// let content = state.presentation().unavailableContent(isEmpty: \.isEmpty)
/// if let content {
///   Task { await loader.perform(content.action) }   // .retry for a failure
/// }
/// ```
public enum LoaderAction: Sendable, Hashable, CaseIterable {
  /// Makes sure the value is loaded, fetching only when needed: a screen appearing.
  case load
  /// Fetches again, keeping what is on screen: a pull to refresh.
  case refresh
  /// Loads the next page: a list footer coming into view.
  case loadMore
  /// Retries what failed: a "Try Again" button, on a full-screen error or a list footer.
  case retry
}
