/// How a screen presents the states where apps differ.
///
/// Most of a ``ScreenPresentation`` follows from the state alone: a first load shows a
/// blocking spinner over a placeholder, a refresh keeps the content on screen, a failure with
/// nothing to show is a full-screen error. A few mappings are a product decision; this policy
/// names them. The defaults keep content on screen wherever it exists:
///
/// - ``refreshFailure``: ``RefreshFailureStyle/banner`` keeps the content and raises a banner
///   (default); ``RefreshFailureStyle/fullScreen`` shows a full-screen error.
/// - ``loadMoreFailure``: ``LoadMoreFailureStyle/footer`` shows a retry row below the list (default);
///   ``LoadMoreFailureStyle/footerAndBanner`` also raises a banner.
/// - ``retrying``: ``RetryingStyle/failure`` keeps the error view, flagged as retrying
///   (default); ``RetryingStyle/blockingSpinner`` shows the first-load spinner instead.
///
/// ```swift
/// let policy = PresentationPolicy(refreshFailure: .fullScreen)
/// let presentation = loader.state.presentation(policy: policy)
/// ```
public struct PresentationPolicy: Sendable, Hashable {
  /// What a failed refresh shows when the value loaded before is kept
  /// (``DataState/refreshFailure(_:_:)``, ``PagingState/refreshFailure(_:_:)``).
  public enum RefreshFailureStyle: Sendable, Hashable, CaseIterable {
    /// The kept value stays on screen and the failure raises a banner (the default).
    case banner
    /// The failure replaces the kept value with a full-screen error; no banner.
    case fullScreen
  }

  /// What a failed page shows (``PagingState/loadMoreFailure(_:_:)``).
  ///
  /// The footer never offers a load-more trigger after a failed page, in either style: a
  /// trigger that fires on appearance would retry the failed page in a loop.
  public enum LoadMoreFailureStyle: Sendable, Hashable, CaseIterable {
    /// A retry row in the list footer (the default).
    case footer
    /// A retry row in the list footer, and a banner.
    case footerAndBanner
  }

  /// What a retry after a failure with nothing to show looks like
  /// (``DataState/retrying(_:)``, ``PagingState/retrying(_:)``).
  public enum RetryingStyle: Sendable, Hashable, CaseIterable {
    /// The error view stays, with ``ScreenPresentation/isRetrying`` set so its retry button
    /// can show progress (the default).
    case failure
    /// The error view gives way to the placeholder and the blocking spinner, as for a first
    /// load.
    case blockingSpinner
  }

  /// What a failed refresh with a kept value shows.
  public var refreshFailure: RefreshFailureStyle
  /// What a failed page shows.
  public var loadMoreFailure: LoadMoreFailureStyle
  /// What a retry after a failure with nothing to show looks like.
  public var retrying: RetryingStyle

  /// Creates a policy; every option defaults to keeping content on screen.
  ///
  /// - Parameters:
  ///   - refreshFailure: What a failed refresh with a kept value shows.
  ///   - loadMoreFailure: What a failed page shows.
  ///   - retrying: What a retry after a failure with nothing to show looks like.
  public init(
    refreshFailure: RefreshFailureStyle = .banner,
    loadMoreFailure: LoadMoreFailureStyle = .footer,
    retrying: RetryingStyle = .failure
  ) {
    self.refreshFailure = refreshFailure
    self.loadMoreFailure = loadMoreFailure
    self.retrying = retrying
  }

  /// The defaults: banner for a failed refresh, footer retry row for a failed
  /// page, the error view kept while retrying.
  public static let `default` = PresentationPolicy()

  /// Every combination of the options, for table tests.
  static let allPolicies: [PresentationPolicy] =
    RefreshFailureStyle.allCases.flatMap { refreshFailure in
      LoadMoreFailureStyle.allCases.flatMap { loadMoreFailure in
        RetryingStyle.allCases.map { retrying in
          PresentationPolicy(
            refreshFailure: refreshFailure,
            loadMoreFailure: loadMoreFailure,
            retrying: retrying
          )
        }
      }
    }
}
