extension ActionState: CustomStringConvertible {
  /// A short description naming the case and summarising its payload, such as
  /// `runningAfterSuccess(3)` or `failed(offline)`.
  ///
  /// ```swift
  /// print(sender.state)   // "runningAfterFailure(offline)"
  /// ```
  public var description: String {
    switch self {
    case .idle: "idle"
    case .running: "running"
    case .runningAfterSuccess(let value):
      "runningAfterSuccess(\(StateDescription.summary(of: value)))"
    case .runningAfterFailure(let failure):
      "runningAfterFailure(\(StateDescription.summary(of: failure)))"
    case .succeeded(let value): "succeeded(\(StateDescription.summary(of: value)))"
    case .failed(let failure): "failed(\(StateDescription.summary(of: failure)))"
    }
  }
}
