extension ControlledArgumentFetch {
  /// What a pending call does when the task that made it is cancelled.
  ///
  /// Either way the call observes the cancellation: ``Call/isCancelled`` becomes `true` and
  /// ``Call/cancellation()`` returns.
  ///
  /// ```swift
  /// ControlledFetch<User, any Error>()                                   // .waitForTest
  /// ControlledFetch<User, any Error>(onCancel: .throwCancellationError)
  /// ControlledFetch<User, APIError>(onCancel: .fail(with: .cancelled))  // typed failure
  /// ```
  public enum CancellationBehavior: Sendable {
    /// The call stays pending until the test completes it, so the test decides whether a
    /// late value or failure reaches the caller after cancellation.
    case waitForTest
    /// The call ends at once by throwing `failure`.
    ///
    /// With typed throws the fetch cannot throw `CancellationError` unless `Failure` allows
    /// it, so the test names the failure that stands for cancellation.
    case fail(with: Failure)
  }
}

extension ControlledArgumentFetch.CancellationBehavior where Failure == any Error {
  /// The call ends at once by throwing `CancellationError`, as a cancellable real fetch
  /// (`URLSession`, `Task.sleep`) does.
  ///
  /// ```swift
  /// let fetch = ControlledFetch<User, any Error>(onCancel: .throwCancellationError)
  /// ```
  public static var throwCancellationError: Self { .fail(with: CancellationError()) }
}
