#if canImport(SwiftUI)
  public import AsyncState

  /// What a ``DataStateStyle`` draws the blocking spinner from.
  public nonisolated struct DataStateLoadingConfiguration: Sendable {
    /// The text to show and speak; `PresentationLabels/loading` is the spinner's label.
    public let labels: PresentationLabels

    /// Creates a configuration, for previews and tests of a style.
    ///
    /// - Parameter labels: The text to show and speak.
    public nonisolated init(labels: PresentationLabels = .english) {
      self.labels = labels
    }
  }

  /// What a ``DataStateStyle`` draws a full-screen error from.
  public nonisolated struct DataStateFailureConfiguration: Sendable {
    /// The failure.
    public let error: any Error
    /// Readable text for the failure, from `ErrorDescription/text(for:)`.
    public let message: String
    /// Whether a retry runs with the error on screen: show progress instead of the retry
    /// button.
    public let isRetrying: Bool
    /// Retries the load; `nil` when the screen offers no retry.
    public let retry: RetryAction?
    /// The text to show and speak: `PresentationLabels/failureTitle`,
    /// `PresentationLabels/retry`, `PresentationLabels/retrying`.
    public let labels: PresentationLabels

    /// Creates a configuration, for previews and tests of a style.
    ///
    /// - Parameters:
    ///   - error: The failure.
    ///   - isRetrying: Whether a retry runs.
    ///   - retry: Retries the load, or `nil`.
    ///   - labels: The text to show and speak.
    public nonisolated init(
      error: any Error,
      isRetrying: Bool = false,
      retry: RetryAction? = nil,
      labels: PresentationLabels = .english
    ) {
      self.error = error
      message = ErrorDescription.text(for: error)
      self.isRetrying = isRetrying
      self.retry = retry
      self.labels = labels
    }
  }

  /// What a ``DataStateStyle`` draws the empty view from.
  public nonisolated struct DataStateEmptyConfiguration: Sendable {
    /// The text to show; `PresentationLabels/emptyTitle` is the title.
    public let labels: PresentationLabels

    /// Creates a configuration, for previews and tests of a style.
    ///
    /// - Parameter labels: The text to show.
    public nonisolated init(labels: PresentationLabels = .english) {
      self.labels = labels
    }
  }

  /// What a ``DataStateStyle`` draws a paged list's footer row from.
  public nonisolated struct DataStateFooterConfiguration: Sendable {
    /// Which row: the spinner (`FooterRow/progress(isLoading:)`), the retry row
    /// (`FooterRow/retry(_:)`) or the end (`FooterRow/end`).
    public let row: FooterRow<any Error>
    /// Readable text for the failure of a retry row, else `nil`.
    public let message: String?
    /// Loads the failed page again; set for the retry row.
    public let retry: RetryAction?
    /// The text to show and speak: `PresentationLabels/loadingMore`,
    /// `PresentationLabels/retry`.
    public let labels: PresentationLabels

    /// Creates a configuration, for previews and tests of a style.
    ///
    /// - Parameters:
    ///   - row: Which row.
    ///   - retry: Loads the failed page again, for the retry row.
    ///   - labels: The text to show and speak.
    public nonisolated init(
      row: FooterRow<any Error>,
      retry: RetryAction? = nil,
      labels: PresentationLabels = .english
    ) {
      self.row = row
      if case .retry(let error) = row {
        message = ErrorDescription.text(for: error)
      } else {
        message = nil
      }
      self.retry = retry
      self.labels = labels
    }
  }

  /// What a ``DataStateStyle`` draws an error banner from.
  public nonisolated struct DataStateBannerConfiguration: Sendable {
    /// What failed: "Couldn't Refresh", "Couldn't Load More" (`BannerReason/title`).
    public let title: String
    /// Readable text for the failure.
    public let message: String
    /// The failure.
    public let error: any Error
    /// Takes the banner off the screen.
    public let dismiss: DismissBannerAction
    /// The text to show and speak; `PresentationLabels/dismiss` labels the dismiss button.
    public let labels: PresentationLabels

    /// Creates a configuration, for previews and tests of a style.
    ///
    /// - Parameters:
    ///   - banner: The banner.
    ///   - dismiss: Takes the banner off the screen.
    ///   - labels: The text to show and speak.
    public nonisolated init<Failure>(
      banner: Banner<Failure>,
      dismiss: DismissBannerAction,
      labels: PresentationLabels = .english
    ) {
      title = banner.title
      message = banner.message
      error = banner.failure
      self.dismiss = dismiss
      self.labels = labels
    }
  }
#endif
