/// The text that state views show and speak: titles, button titles and accessibility labels.
///
/// Spinners need an accessibility label (a `ProgressView` without one is announced only as
/// "in progress"), and a retry control needs a title a user can say. The renderers in this
/// package draw these strings; ``english`` is the default. An app that localizes passes its
/// own labels, or draws its own views through a style.
///
/// ```swift
/// let labels = PresentationLabels(retry: String(localized: "Try Again"))
/// ```
public struct PresentationLabels: Sendable, Hashable {
  /// The blocking spinner's accessibility label.
  public var loading: String
  /// The footer spinner's accessibility label while the next page loads.
  public var loadingMore: String
  /// The title of every retry button.
  public var retry: String
  /// The accessibility label of a retry button's spinner while the retry runs.
  public var retrying: String
  /// The title of the full-screen error.
  public var failureTitle: String
  /// The title of the empty view.
  public var emptyTitle: String
  /// The accessibility label of a banner's dismiss button.
  public var dismiss: String
  /// The title of the empty view's refresh button.
  public var refresh: String

  /// Creates labels; each defaults to its English text.
  ///
  /// - Parameters:
  ///   - loading: The blocking spinner's accessibility label.
  ///   - loadingMore: The footer spinner's accessibility label.
  ///   - retry: The title of every retry button.
  ///   - retrying: The accessibility label of a retry in progress.
  ///   - failureTitle: The title of the full-screen error.
  ///   - emptyTitle: The title of the empty view.
  ///   - dismiss: The accessibility label of a banner's dismiss button.
  ///   - refresh: The title of the empty view's refresh button.
  public init(
    loading: String = "Loading",
    loadingMore: String = "Loading more",
    retry: String = "Try Again",
    retrying: String = "Retrying",
    failureTitle: String = "Couldn't Load",
    emptyTitle: String = "Nothing Here",
    dismiss: String = "Dismiss",
    refresh: String = "Refresh"
  ) {
    self.loading = loading
    self.loadingMore = loadingMore
    self.retry = retry
    self.retrying = retrying
    self.failureTitle = failureTitle
    self.emptyTitle = emptyTitle
    self.dismiss = dismiss
    self.refresh = refresh
  }

  /// The English labels, the default.
  public static let english = PresentationLabels()
}
