extension ActionState {
  /// Starts an action, keeping the outcome of the one before it.
  ///
  /// - `idle` → ``running``
  /// - `succeeded(v)` → ``runningAfterSuccess(_:)`` with `v`
  /// - `failed(e)` → ``runningAfterFailure(_:)`` with `e`
  ///
  /// ```swift
  /// guard state.start() else { return }   // already running: a double tap is one action
  /// ```
  ///
  /// - Returns: `true` if an action started; `false` if one was already running (the state
  ///   is unchanged).
  @discardableResult
  public mutating func start() -> Bool {
    guard !isRunning else { return false }
    toggleRunning()
    return true
  }

  /// Ends the running action with its value.
  ///
  /// Every running case moves to ``succeeded(_:)``.
  ///
  /// ```swift
  /// state.succeed(with: order)   // running → succeeded(order)
  /// ```
  ///
  /// - Parameter value: What the action returned.
  /// - Returns: `true` if the state moved; `false` if no action was running (the state is
  ///   unchanged).
  @discardableResult
  public mutating func succeed(with value: Value) -> Bool {
    guard isRunning else { return false }
    self = .succeeded(value)
    return true
  }

  /// Ends the running action with a failure.
  ///
  /// Every running case moves to ``failed(_:)``.
  ///
  /// ```swift
  /// state.fail(with: APIError.offline)   // running → failed(offline)
  /// ```
  ///
  /// - Parameter failure: Why the action failed. Cancellation is not a failure: end a
  ///   cancelled action with ``cancel()`` instead.
  /// - Returns: `true` if the state moved; `false` if no action was running (the state is
  ///   unchanged).
  @discardableResult
  public mutating func fail(with failure: Failure) -> Bool {
    guard isRunning else { return false }
    self = .failed(failure)
    return true
  }

  /// Ends the running action without an outcome, going back to the state it started from.
  ///
  /// - `running` → ``idle``
  /// - `runningAfterSuccess(v)` → ``succeeded(_:)`` with `v`
  /// - `runningAfterFailure(e)` → ``failed(_:)`` with `e`
  ///
  /// The running cases keep the outcome before them whole, so this is exact: a cancelled
  /// action leaves no trace.
  ///
  /// ```swift
  /// state.cancel()   // runningAfterSuccess(order) → succeeded(order)
  /// ```
  ///
  /// - Returns: `true` if the state moved; `false` if no action was running.
  @discardableResult
  public mutating func cancel() -> Bool {
    guard isRunning else { return false }
    toggleRunning()
    return true
  }

  /// Forgets everything: every state moves to ``idle``.
  ///
  /// ```swift
  /// state.reset()   // the sheet closed: the next time it opens, it starts clean
  /// ```
  public mutating func reset() {
    self = .idle
  }
}

extension ActionState {
  /// Moves a settled state to the running state that keeps it, and a running state back to
  /// the settled state it kept: ``start()`` and ``cancel()`` are the two halves of this one
  /// table, which names every case.
  mutating func toggleRunning() {
    switch self {
    case .idle: self = .running
    case .running: self = .idle
    case .succeeded(let value): self = .runningAfterSuccess(value)
    case .runningAfterSuccess(let value): self = .succeeded(value)
    case .failed(let failure): self = .runningAfterFailure(failure)
    case .runningAfterFailure(let failure): self = .failed(failure)
    }
  }
}
