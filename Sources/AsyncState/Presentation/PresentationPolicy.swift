/// How a screen presents the states where apps differ: a set of options, empty by default.
///
/// Most of a ``ScreenPresentation`` follows from the state alone: a first load shows a
/// blocking spinner over a placeholder, a refresh keeps the content on screen, a failure with
/// nothing to show is a full-screen error. A few mappings are a product decision; each option
/// of this set changes one of them. The default, the empty set, keeps content on screen
/// wherever it exists:
///
/// | Option | Without it (the default) | With it |
/// |---|---|---|
/// | ``fullScreenRefreshFailure`` | a failed refresh keeps the content and raises a banner | a full-screen error, no banner |
/// | ``loadMoreFailureBanner`` | a failed page shows a retry row below the list | the retry row and a banner |
/// | ``blockingSpinnerWhileRetrying`` | a retry keeps the error view, flagged as retrying | the first-load spinner over the placeholder |
///
/// The footer never offers a load-more trigger after a failed page, with or without
/// ``loadMoreFailureBanner``: a trigger that fires on appearance would retry the failed page in
/// a loop.
///
/// ```swift
/// let policy: PresentationPolicy = [.fullScreenRefreshFailure]
/// let presentation = loader.state.presentation(policy: policy)
/// ```
public struct PresentationPolicy: OptionSet, Sendable, Hashable {
  /// The options' bits.
  public let rawValue: Int

  /// Creates a policy from its options' bits.
  ///
  /// - Parameter rawValue: The bits of the options.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// A failed refresh that kept a value (``DataState/refreshFailure(_:_:)``,
  /// ``PagingState/refreshFailure(_:_:)``) replaces the value with a full-screen error and
  /// raises no banner.
  public static let fullScreenRefreshFailure = PresentationPolicy(rawValue: 1 << 0)

  /// A failed page (``PagingState/loadMoreFailure(_:_:)``) raises a banner as well as its
  /// retry row below the list.
  public static let loadMoreFailureBanner = PresentationPolicy(rawValue: 1 << 1)

  /// A retry after a failure with nothing to show (``DataState/retrying(_:)``,
  /// ``PagingState/retrying(_:)``) replaces the error view with the placeholder and the
  /// blocking spinner, as for a first load; without it the error view stays, with
  /// ``ScreenPresentation/isRetrying`` set so its retry button can show progress.
  public static let blockingSpinnerWhileRetrying = PresentationPolicy(rawValue: 1 << 2)

  /// The defaults, no option: a banner for a failed refresh, a retry row for a failed page,
  /// the error view kept while retrying.
  public static let `default`: PresentationPolicy = []

  /// Every combination of the options, for table tests.
  static let allPolicies: [PresentationPolicy] = (0..<8).map(PresentationPolicy.init(rawValue:))
}
