/// A loader that a screen drives: it reports its states, loads on request, and says what a
/// screen shows for it.
///
/// ``DataLoader``, ``PagingLoader`` and ``InputLoader`` conform. View helpers that start loads
/// — a first load when a screen appears, a revalidation when the app comes back to the
/// foreground, a pull to refresh, a "Try Again" button, a list footer coming into view — are
/// written against this protocol, so they work with any of these loaders and with a loader of
/// your own.
///
/// | Control | ``DataLoader`` | ``PagingLoader`` |
/// |---|---|---|
/// | A screen appears: ``load()`` | `load()` | `load()` |
/// | Pull to refresh: ``refresh()`` | `refresh()` | `refresh()` |
/// | A list footer comes into view: ``loadMore()`` | nothing (it does not page) | `loadMore()` |
/// | "Try Again": ``retry()`` | `refresh()` | `retry()` (the failed page, else the first page) |
///
/// ```swift
/// func appeared(_ source: some LoadingSource) async {
///   await source.load()   // loads once; a loaded, fresh value is kept as it is
/// }
///
/// func tryAgainTapped(_ source: some LoadingSource) {
///   Task { await source.retry() }
/// }
/// ```
@MainActor
public protocol LoadingSource: StateSource {
  /// The type of the loaded value that a screen shows, such as `[Post]` for a list.
  associatedtype Value
  /// The type of the failures.
  associatedtype Failure: Error

  /// Makes sure the value is loaded, fetching only when needed: a first load, a retry after a
  /// failure, or a revalidation of a stale value. Does nothing to a fresh value.
  func load() async

  /// Fetches again, keeping what is on screen; returns when the load ends.
  func refresh() async

  /// Retries what failed, returning when the retry ends: a "Try Again" button, on a
  /// full-screen error or on a list footer.
  func retry() async

  /// Loads the next page, returning when it ends: a list footer coming into view.
  ///
  /// A loader that does not page does nothing (the default).
  func loadMore() async

  /// What a screen shows for this loader now, under `policy`.
  ///
  /// A loader's presentation is its state's; an ``InputLoader`` also marks the results of an
  /// earlier input that a newer one is replacing (``ScreenPresentation/isReplacing``), and a
  /// ``PagingLoader`` adds the header of a list that loads both ways, which their states alone
  /// do not say. Renderers generic over this protocol ask the loader, not its state.
  ///
  /// ```swift
  /// let presentation = source.presentation(policy: .default)
  /// resultsView.alpha = presentation.isReplacing ? 0.5 : 1
  /// ```
  ///
  /// - Parameter policy: The mappings where apps differ.
  /// - Returns: The presentation of the loader under `policy`.
  func presentation(policy: PresentationPolicy) -> ScreenPresentation<Value, Failure>
}

extension LoadingSource {
  /// Does nothing: a loader that does not page has no next page.
  public func loadMore() async {}
}
