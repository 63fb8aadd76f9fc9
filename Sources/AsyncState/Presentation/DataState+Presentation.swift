extension DataState: PresentableState {
  /// What a screen shows for this state.
  ///
  /// | State | `main` | Spinner | `activity` | `banner` |
  /// |---|---|---|---|---|
  /// | `idle` | placeholder | | | |
  /// | `initialLoading` | placeholder | yes | initialLoad | |
  /// | `refreshing(v)` | content(v) | | refresh | |
  /// | `retrying(e)` | failure(e) ¹ | ¹ | retry | |
  /// | `success(v)` | content(v) | | | |
  /// | `failure(e)` | failure(e) | | | |
  /// | `refreshFailure(v, e)` | content(v) ² | | | refreshFailed(e) ² |
  ///
  /// ¹ With ``PresentationPolicy/RetryingStyle/blockingSpinner``: placeholder and spinner.
  /// ² With ``PresentationPolicy/RefreshFailureStyle/fullScreen``: failure(e), no banner.
  ///
  /// The footer is always ``ScreenPresentation/Footer/none``: a `DataState` does not page.
  ///
  /// - Parameter policy: The mappings where apps differ.
  /// - Returns: The presentation of this state under `policy`.
  public func presentation(policy: PresentationPolicy) -> ScreenPresentation<Value, Failure> {
    switch self {
    case .idle:
      ScreenPresentation(main: .placeholder)
    case .initialLoading:
      ScreenPresentation(main: .placeholder, showsBlockingSpinner: true, activity: .initialLoad)
    case .refreshing(let value):
      ScreenPresentation(main: .content(value), activity: .refresh)
    case .retrying(let failure):
      .retrying(failure, policy: policy)
    case .success(let value):
      ScreenPresentation(main: .content(value))
    case .failure(let failure):
      ScreenPresentation(main: .failure(failure))
    case .refreshFailure(let value, let failure):
      .refreshFailed(value, failure, policy: policy)
    }
  }
}

extension ScreenPresentation {
  /// A retry after a failure with nothing to show, under `policy`.
  static func retrying(_ failure: Failure, policy: PresentationPolicy) -> Self {
    switch policy.retrying {
    case .failure:
      ScreenPresentation(main: .failure(failure), activity: .retry)
    case .blockingSpinner:
      ScreenPresentation(main: .placeholder, showsBlockingSpinner: true, activity: .retry)
    }
  }

  /// A failed refresh that kept `value`, under `policy`.
  static func refreshFailed(_ value: Value, _ failure: Failure, policy: PresentationPolicy)
    -> Self
  {
    switch policy.refreshFailure {
    case .banner:
      ScreenPresentation(main: .content(value), banner: .refreshFailed(failure))
    case .fullScreen:
      ScreenPresentation(main: .failure(failure))
    }
  }
}
