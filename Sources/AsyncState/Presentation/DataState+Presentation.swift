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
    // Like PagingState's: each switch names every case of its own enum, so it stays exhaustive.
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
      ScreenPresentation(main: .content(value))
    case .failure(let failure):
      ScreenPresentation(main: .failure(failure))
    case .refreshFailure(let value, let failure):
      .refreshFailed(value, failure, policy: policy)
    }
  }
}

// The rows `DataState` and `PagingState` share, written once so their tables cannot drift.
extension ScreenPresentation {
  /// Nothing requested yet: the empty main area.
  static var idle: Self { ScreenPresentation(main: .empty) }

  /// The first load: the placeholder under the blocking spinner.
  static var initialLoad: Self {
    ScreenPresentation(main: .loading, activity: .initialLoad)
  }

  /// A refresh with `value` on screen: no spinner but the refresh control's.
  static func refreshing(_ value: Value) -> Self {
    ScreenPresentation(main: .content(value), activity: .refresh)
  }

  /// A retry after a failure with nothing to show, under `policy`.
  static func retrying(_ failure: Failure, policy: PresentationPolicy) -> Self {
    if policy.contains(.blockingSpinnerWhileRetrying) {
      ScreenPresentation(main: .loading, activity: .retry)
    } else {
      ScreenPresentation(main: .failure(failure), activity: .retry)
    }
  }

  /// A failed refresh that kept `value`, under `policy`.
  static func refreshFailed(_ value: Value, _ failure: Failure, policy: PresentationPolicy)
    -> Self
  {
    if policy.contains(.fullScreenRefreshFailure) {
      ScreenPresentation(main: .failure(failure))
    } else {
      ScreenPresentation(main: .content(value), banner: .refreshFailed(failure))
    }
  }
}
