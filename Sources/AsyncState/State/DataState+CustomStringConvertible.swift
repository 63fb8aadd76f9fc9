extension DataState: CustomStringConvertible {
  /// A short description naming the case and summarising its payload, such as
  /// `refreshing([3 items])` or `failure(timedOut)`.
  public var description: String {
    switch self {
    case .idle: "idle"
    case .initialLoading: "initialLoading"
    case .refreshing(let value): "refreshing(\(StateDescription.summary(of: value)))"
    case .retrying(let failure): "retrying(\(StateDescription.summary(of: failure)))"
    case .success(let value): "success(\(StateDescription.summary(of: value)))"
    case .failure(let failure): "failure(\(StateDescription.summary(of: failure)))"
    case .refreshFailure(let value, let failure):
      "refreshFailure(\(StateDescription.summary(of: value)), "
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
    case .refreshing(let value): "DataState.refreshing(\(String(reflecting: value)))"
    case .retrying(let failure): "DataState.retrying(\(String(reflecting: failure)))"
    case .success(let value): "DataState.success(\(String(reflecting: value)))"
    case .failure(let failure): "DataState.failure(\(String(reflecting: failure)))"
    case .refreshFailure(let value, let failure):
      "DataState.refreshFailure(\(String(reflecting: value)), \(String(reflecting: failure)))"
    }
  }
}
