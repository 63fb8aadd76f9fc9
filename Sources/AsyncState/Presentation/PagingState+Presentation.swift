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
    // Like DataState's: each switch names every case of its own enum, so it stays exhaustive.
    switch self {
    case .idle:
      .idle
    case .initialLoading:
      .initialLoad
    case .refreshing(let value):
      .refreshing(value)
    case .retrying(let failure):
      .retrying(failure, policy: policy)
    case .success(let value):
      ScreenPresentation(main: .content(value), footer: .loadMoreTrigger)
    case .endReached(let value):
      ScreenPresentation(main: .content(value), footer: .end)
    case .failure(let failure):
      ScreenPresentation(main: .failure(failure))
    case .refreshFailure(let value, let failure):
      .refreshFailed(value, failure, policy: policy)
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
