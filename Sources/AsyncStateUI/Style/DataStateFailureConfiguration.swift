#if canImport(SwiftUI)
  public import AsyncState

  /// What a ``DataStateStyle`` draws a failure from: the full-screen error, the retry row of a
  /// paged list's footer, and an error banner.
  public nonisolated struct DataStateFailureConfiguration: Sendable {
    /// The failure.
    public let error: any Error
    /// Readable text for the failure, from `readableDescription`.
    public let message: String
    /// Whether a retry runs with the error on screen: show progress instead of the retry
    /// button. Always `false` in a footer row and a banner.
    public let isRetrying: Bool
    /// Retries the load: call it from a retry button. The retry runs in a new task on the main
    /// actor, and ``isRetrying`` shows its progress (a footer's retry row becomes its spinner
    /// row). `nil` when the screen offers no retry, and in a banner.
    ///
    /// ```swift
    /// if let retry = configuration.retry {
    ///   Button(configuration.labels.retry) { retry() }
    /// }
    /// ```
    public let retry: (@MainActor @Sendable () -> Void)?
    /// The text to show and speak: `PresentationLabels/failureTitle`,
    /// `PresentationLabels/retry`, `PresentationLabels/retrying`, and
    /// `PresentationLabels/dismiss` for a banner's dismiss button.
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
      message = error.readableDescription
      self.isRetrying = isRetrying
      self.retry = retry
      self.labels = labels
    }
  }
#endif
