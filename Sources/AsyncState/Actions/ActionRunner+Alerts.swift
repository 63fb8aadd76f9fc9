extension ActionRunner {
  /// Whether a screen presents an alert for the latest action's failure: `true` while
  /// ``outcome`` holds a failure nobody took.
  ///
  /// Bind an alert to it. Dismissing the alert sets it to `false`, which takes the outcome
  /// (``takeOutcome()``), so the alert shows once per failed action; ``state`` keeps showing
  /// the failure under the button. Setting it to `true` does nothing: only a failed action
  /// presents the alert. A success is left for code that reports it (a toast).
  ///
  /// ```swift
  /// @Bindable var sender = sender
  /// Button("Send") { Task { await sender.run(draft) } }
  ///   .disabled(sender.state.isRunning)
  ///   .alert("Not sent", isPresented: $sender.isShowingFailure) {
  ///     Button("Try Again") { Task { await sender.retry() } }
  ///   }
  /// ```
  public var isShowingFailure: Bool {
    get { reportedFailure != nil }
    set {
      guard !newValue, reportedFailure != nil else { return }
      takeOutcome()
    }
  }

  /// The failure of the latest action while nobody took it: the error an alert shows, or
  /// `nil` when ``outcome`` is empty or a success.
  ///
  /// ```swift
  /// if let error = sender.reportedFailure {
  ///   Text(error.readableDescription)
  /// }
  /// ```
  public var reportedFailure: Failure? {
    guard case .failure(let error) = outcome else { return nil }
    return error
  }
}
