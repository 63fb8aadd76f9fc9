extension DataState: PresentableState {
  /// What a screen shows for this state.
  ///
  /// | State | `main` | Spinner | Load running | `banner` |
  /// |---|---|---|---|---|
  /// | `idle` | placeholder | | | |
  /// | `initialLoading` | placeholder | yes | initialLoad | |
  /// | `refreshing(v)` | content(v) | | refresh | |
  /// | `retrying(e)` | failure(e) ¹ | ¹ | retry | |
  /// | `success(v)` | content(v) | | | |
  /// | `failure(e)` | failure(e) | | | |
  /// | `refreshFailure(v, e)` | content(v) ² | | | refreshFailed(e) ² |
  ///
  /// ¹ With ``PresentationPolicy/blockingSpinnerWhileRetrying``: placeholder and spinner.
  /// ² With ``PresentationPolicy/fullScreenRefreshFailure``: failure(e), no banner.
  ///
  /// The footer is always ``ScreenPresentation/Footer/none``: a `DataState` does not page.
  ///
  /// - Parameter policy: The mappings where apps differ; ``PresentationPolicy/default`` when
  ///   omitted.
  /// - Returns: The presentation of this state under `policy`.
  public func presentation(
    policy: PresentationPolicy = .default
  ) -> ScreenPresentation<Value, Failure> {
    switch self {
    case .idle:
      ScreenPresentation(main: .empty)
    case .initialLoading:
      ScreenPresentation(main: .loading, activity: .initialLoad)
    case .refreshing(let value):
      ScreenPresentation(main: .content(value), activity: .refresh)
    case .retrying where policy.contains(.blockingSpinnerWhileRetrying):
      ScreenPresentation(main: .loading, activity: .retry)
    case .retrying(let failure):
      ScreenPresentation(main: .failure(failure), activity: .retry)
    case .success(let value):
      ScreenPresentation(main: .content(value))
    case .failure(let failure):
      ScreenPresentation(main: .failure(failure))
    case .refreshFailure(_, let failure) where policy.contains(.fullScreenRefreshFailure):
      ScreenPresentation(main: .failure(failure))
    case .refreshFailure(let value, let failure):
      ScreenPresentation(main: .content(value), banner: .refreshFailed(failure))
    }
  }
}
