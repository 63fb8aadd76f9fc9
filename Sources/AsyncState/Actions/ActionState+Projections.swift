extension ActionState {
  /// Whether an action runs: ``running``, ``runningAfterSuccess(_:)`` or
  /// ``runningAfterFailure(_:)``.
  ///
  /// ```swift
  /// Button("Send") { ... }
  ///   .disabled(sender.state.isRunning)
  /// ```
  public var isRunning: Bool {
    switch self {
    case .running, .runningAfterSuccess, .runningAfterFailure: true
    case .idle, .succeeded, .failed: false
    }
  }

  /// Whether nothing has been done yet.
  ///
  /// ```swift
  /// if state.isIdle { Text("Not sent yet") }
  /// ```
  public var isIdle: Bool {
    if case .idle = self { true } else { false }
  }

  /// The value of the latest action that succeeded, while it is the latest outcome.
  ///
  /// Non-`nil` in ``succeeded(_:)`` and ``runningAfterSuccess(_:)``.
  ///
  /// ```swift
  /// if let order = state.value { Text("Order \(order.number) sent") }
  /// ```
  public var value: Value? {
    switch self {
    case .succeeded(let value), .runningAfterSuccess(let value): value
    case .idle, .running, .runningAfterFailure, .failed: nil
    }
  }

  /// The failure of the latest action, while it is the latest outcome.
  ///
  /// Non-`nil` in ``failed(_:)`` and ``runningAfterFailure(_:)``.
  ///
  /// ```swift
  /// if let failure = state.failure { Text(failure.readableDescription) }
  /// ```
  public var failure: Failure? {
    switch self {
    case .failed(let failure), .runningAfterFailure(let failure): failure
    case .idle, .running, .runningAfterSuccess, .succeeded: nil
    }
  }
}

extension ActionState: LoaderState {
  /// Whether an action runs: what a loader's core calls loading.
  var isLoading: Bool { isRunning }
}
