extension ScreenPresentation {
  /// Whether a blocking spinner covers the main area: ``main`` is ``AsyncPhase/loading``, for
  /// the first load and a retry with ``PresentationPolicy/blockingSpinnerWhileRetrying``.
  ///
  /// A refresh never shows it, so a pull-to-refresh shows exactly one spinner (its own).
  public var showsBlockingSpinner: Bool {
    if case .loading = main { true } else { false }
  }

  /// Whether any load is running.
  public var isLoading: Bool { activity != nil }

  /// Whether a refresh runs with the content on screen.
  ///
  /// Drives a refresh indicator (a pull-to-refresh control), never a second spinner.
  public var isRefreshing: Bool { activity == .refresh }

  /// Whether a retry runs after a failure with nothing to show.
  ///
  /// With the default policy the error view stays; this flag lets its retry button show
  /// progress.
  public var isRetrying: Bool { activity == .retry }

  /// Whether the next page is loading.
  public var isLoadingMore: Bool { activity == .loadMore }

  /// Whether the content on screen belongs to an earlier input of an ``InputLoader`` that a
  /// newer input is replacing (an ``InputLoader``'s new input).
  ///
  /// Dim the content and show a small progress indicator; never the blocking spinner.
  public var isReplacing: Bool { activity == .replace }

  /// The failure to report in a banner, if any: the failure of ``banner``.
  public var bannerFailure: Failure? { banner?.failure }

  /// The value in the main area, if it shows content.
  public var content: Value? {
    if case .content(let value) = main { value } else { nil }
  }

  /// The failure the screen shows, wherever it shows it: the main area, a banner, the
  /// footer or the header; `nil` when it shows none.
  public var shownFailure: Failure? {
    if case .failure(let failure) = main { return failure }
    if let banner { return banner.failure }
    if case .retry(let failure) = footer { return failure }
    if case .retry(let failure) = header { return failure }
    return nil
  }
}

extension ScreenPresentation.Footer {
  /// Whether the footer is the row that requests the next page when it appears.
  public var isLoadMoreTrigger: Bool {
    if case .loadMoreTrigger = self { true } else { false }
  }
}
