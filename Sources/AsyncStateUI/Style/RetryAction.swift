#if canImport(SwiftUI)
  /// Retries a failed load, for the package's views: a configuration hands a style its
  /// ``handler``.
  nonisolated struct RetryAction: Sendable {
    private let action: @MainActor @Sendable () async -> Void

    /// Creates an action that runs `action` when called.
    ///
    /// - Parameter action: Retries the load; returns when the retry ends.
    nonisolated init(_ action: @escaping @MainActor @Sendable () async -> Void) {
      self.action = action
    }

    /// Starts the retry in a new task.
    @MainActor
    func callAsFunction() {
      Task { await action() }
    }

    /// A closure that starts the retry in a new task, for a configuration's `retry`.
    var handler: @MainActor @Sendable () -> Void {
      { self() }
    }
  }
#endif
