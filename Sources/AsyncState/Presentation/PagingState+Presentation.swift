extension PagingState: PresentableState {
  /// What a screen shows for this state, list footer included.
  ///
  /// | State | `main` | Spinner | Load running | `banner` | `footer` |
  /// |---|---|---|---|---|---|
  /// | `idle` | placeholder | | | | none |
  /// | `initialLoading` | placeholder | yes | initialLoad | | none |
  /// | `refreshing(v)` | content(v) | | refresh | | none |
  /// | `retrying(e)` | failure(e) ¹ | ¹ | retry | | none |
  /// | `success(v)` | content(v) | | | | loadMoreTrigger |
  /// | `endReached(v)` | content(v) | | | | end |
  /// | `failure(e)` | failure(e) | | | | none |
  /// | `refreshFailure(v, e)` | content(v) ² | | | refreshFailed(e) ² | none |
  /// | `loadingMore(v)` | content(v) | | loadMore | | loadingMore |
  /// | `loadMoreFailure(v, e)` | content(v) | | | ³ | retry(e) |
  ///
  /// ¹ With ``PresentationPolicy/blockingSpinnerWhileRetrying``: placeholder and spinner.
  /// ² With ``PresentationPolicy/fullScreenRefreshFailure``: failure(e), no banner.
  /// ³ With ``PresentationPolicy/loadMoreFailureBanner``: loadMoreFailed(e).
  ///
  /// The footer offers a load-more trigger only where ``canLoadMore`` holds and no page has
  /// just failed: after a failed page it is a retry row, so it cannot re-trigger itself. After
  /// a failed refresh it is empty, as paging is refused there until a refresh succeeds.
  ///
  /// - Parameter policy: The mappings where apps differ; ``PresentationPolicy/default`` when
  ///   omitted.
  /// - Returns: The presentation of this state under `policy`.
  public func presentation(
    policy: PresentationPolicy = .default
  ) -> ScreenPresentation<Value, Failure> {
    switch self {
    case .idle, .initialLoading, .refreshing, .retrying, .failure, .refreshFailure:
      // The cases DataState has, shown as DataState shows them: one table, no drift.
      dataState.presentation(policy: policy)
    case .success(let value):
      ScreenPresentation(main: .content(value), footer: .loadMoreTrigger)
    case .endReached(let value):
      ScreenPresentation(main: .content(value), footer: .end)
    case .loadingMore(let value):
      ScreenPresentation(main: .content(value), activity: .loadMore, footer: .loadingMore)
    case .loadMoreFailure(let value, let failure):
      ScreenPresentation(
        main: .content(value),
        banner: policy.contains(.loadMoreFailureBanner) ? .loadMoreFailed(failure) : nil,
        footer: .retry(failure)
      )
    }
  }
}
