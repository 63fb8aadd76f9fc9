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
    /// Retries the load: call it from a retry button. The retry runs in a new task on the main
    /// actor, and ``isRetrying`` shows its progress. `nil` when the screen offers no retry.
    ///
    /// ```swift
    /// if let retry = configuration.retry {
    ///   Button(configuration.labels.retry) { retry() }
    /// }
    /// ```
    public let retry: (@MainActor @Sendable () -> Void)?
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
      retry: (@MainActor @Sendable () -> Void)? = nil,
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

  /// What a ``DataStateStyle`` draws a paged list's footer row from: a spinner row while the
  /// next page is requested or loads, a retry row after a failed page, or the end marker.
  ///
  /// | Row | ``error`` | ``isEnd`` |
  /// |---|---|---|
  /// | spinner | `nil` | `false` |
  /// | retry | the failure | `false` |
  /// | end | `nil` | `true` |
  public nonisolated struct DataStateFooterConfiguration: Sendable {
    /// The failure of the page that failed, for the retry row; `nil` for the other rows.
    public let error: (any Error)?
    /// Readable text for ``error``, else `nil`.
    public let message: String?
    /// Whether the row marks the end of the list: the last page is loaded.
    public let isEnd: Bool
    /// Loads the failed page again: call it from the retry row's button. It runs in a new task
    /// on the main actor, and the row becomes the spinner row while the page loads. Set for
    /// the retry row.
    public let retry: (@MainActor @Sendable () -> Void)?
    /// The text to show and speak: `PresentationLabels/loadingMore`,
    /// `PresentationLabels/retry`.
    public let labels: PresentationLabels

    /// Creates a configuration, for previews and tests of a style: the spinner row by
    /// default, the retry row with an `error`, the end marker with `isEnd`.
    ///
    /// - Parameters:
    ///   - error: The failure of the page that failed, for the retry row.
    ///   - isEnd: Whether the row marks the end of the list; ignored with an `error`.
    ///   - retry: Loads the failed page again, for the retry row.
    ///   - labels: The text to show and speak.
    public nonisolated init(
      error: (any Error)? = nil,
      isEnd: Bool = false,
      retry: (@MainActor @Sendable () -> Void)? = nil,
      labels: PresentationLabels = .english
    ) {
      self.error = error
      message = error.map { ErrorDescription.text(for: $0) }
      self.isEnd = error == nil && isEnd
      self.retry = retry
      self.labels = labels
    }

    /// The configuration of a list's row; the footer row (`StyledPart`) puts in the environment's
    /// labels.
    nonisolated init<Failure>(
      row: FooterRow<Failure>, retry: RetryAction?, labels: PresentationLabels = .english
    ) {
      let retry = retry?.handler
      switch row {
      case .progress: self.init(retry: retry, labels: labels)
      case .retry(let failure): self.init(error: failure, retry: retry, labels: labels)
      case .end: self.init(isEnd: true, retry: retry, labels: labels)
      }
    }
  }

  /// What a ``DataStateStyle`` draws an error banner from.
  public nonisolated struct DataStateBannerConfiguration: Sendable {
    /// What failed: "Couldn't Refresh", "Couldn't Load More" (`Banner/title`).
    public let title: String
    /// Readable text for the failure.
    public let message: String
    /// The failure.
    public let error: any Error
    /// Takes the banner off the screen: call it from the banner's dismiss button.
    public let dismiss: @MainActor @Sendable () -> Void
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
      dismiss: @escaping @MainActor @Sendable () -> Void,
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
