/// Which kind of load is running, as a screen sees it.
///
/// The package's renderers read it from `ScreenPresentation.activity`; `nil` there means
/// nothing is loading. Apps read the same through ``ScreenPresentation/isLoading``,
/// ``ScreenPresentation/isRefreshing``, ``ScreenPresentation/isRetrying``,
/// ``ScreenPresentation/isLoadingMore`` and ``ScreenPresentation/isReplacing``.
package enum LoadActivity: Sendable, Hashable, CaseIterable {
  /// The first load, with nothing to show (`DataState/initialLoading`).
  case initialLoad
  /// A refresh with the loaded value on screen (`DataState/refreshing(_:)`).
  case refresh
  /// A retry with the failure on screen (`DataState/retrying(_:)`).
  case retry
  /// The next page, with the loaded pages on screen (`PagingState/loadingMore(_:)`).
  case loadMore
  /// A new input of an ``InputLoader`` waits for its debounce or loads, with an earlier
  /// input's value on screen (`InputLoader/isReplacing`): dim the value and show a small
  /// progress indicator, never a blocking spinner.
  case replace
}
