#if canImport(SwiftUI)
  /// Retries a failed load: call it from a retry button.
  ///
  /// Like SwiftUI's `DismissAction`, call the value itself. The retry runs in a new task on the
  /// main actor; the state shows its progress (``DataStateFailureConfiguration/isRetrying``,
  /// or the footer's spinner).
  ///
  /// ```swift
  /// if let retry = configuration.retry {
  ///   Button(configuration.labels.retry) { retry() }
  /// }
  /// ```
  public nonisolated struct RetryAction: Sendable {
    private let action: @MainActor @Sendable () async -> Void

    /// Creates an action that runs `action` when called.
    ///
    /// - Parameter action: Retries the load; returns when the retry ends.
    public nonisolated init(_ action: @escaping @MainActor @Sendable () async -> Void) {
      self.action = action
    }

    /// Starts the retry in a new task.
    @MainActor
    public func callAsFunction() {
      Task { await action() }
    }

    /// Retries, and returns when the retry ends.
    @MainActor
    public func run() async {
      await action()
    }
  }

  /// Takes an error banner off the screen: call it from the banner's dismiss button.
  public nonisolated struct DismissBannerAction: Sendable {
    private let action: @MainActor @Sendable () -> Void

    /// Creates an action that runs `action` when called.
    ///
    /// - Parameter action: Dismisses the banner.
    public nonisolated init(_ action: @escaping @MainActor @Sendable () -> Void) {
      self.action = action
    }

    /// Dismisses the banner.
    @MainActor
    public func callAsFunction() {
      action()
    }
  }
#endif
