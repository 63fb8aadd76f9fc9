extension DataState: CustomStringConvertible {
  /// A short description naming the case and summarising its payload, such as
  /// `reloading([3 items])` or `failure(timedOut)`.
  public var description: String {
    switch self {
    case .idle: "idle"
    case .initialLoading: "initialLoading"
    case .reloading(let value): "reloading(\(StateDescription.summary(of: value)))"
    case .retrying(let failure): "retrying(\(StateDescription.summary(of: failure)))"
    case .success(let value): "success(\(StateDescription.summary(of: value)))"
    case .failure(let failure): "failure(\(StateDescription.summary(of: failure)))"
    case .reloadingFailure(let value, let failure):
      "reloadingFailure(\(StateDescription.summary(of: value)), "
        + "\(StateDescription.summary(of: failure)))"
    }
  }
}

extension DataState: CustomDebugStringConvertible {
  /// A full description with the type name and every payload, such as
  /// `DataState.success([1, 2, 3])`.
  public var debugDescription: String {
    switch self {
    case .idle: "DataState.idle"
    case .initialLoading: "DataState.initialLoading"
    case .reloading(let value): "DataState.reloading(\(String(reflecting: value)))"
    case .retrying(let failure): "DataState.retrying(\(String(reflecting: failure)))"
    case .success(let value): "DataState.success(\(String(reflecting: value)))"
    case .failure(let failure): "DataState.failure(\(String(reflecting: failure)))"
    case .reloadingFailure(let value, let failure):
      "DataState.reloadingFailure(\(String(reflecting: value)), \(String(reflecting: failure)))"
    }
  }
}
