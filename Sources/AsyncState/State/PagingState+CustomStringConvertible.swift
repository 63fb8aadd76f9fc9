extension PagingState: CustomStringConvertible {
  /// A short description naming the case and summarising its payload, such as
  /// `loadingMore([60 items])` or `loadMoreFailure([60 items], timedOut)`.
  public var description: String {
    switch self {
    case .idle: "idle"
    case .initialLoading: "initialLoading"
    case .refreshing(let value): "refreshing(\(StateDescription.summary(of: value)))"
    case .retrying(let failure): "retrying(\(StateDescription.summary(of: failure)))"
    case .success(let value): "success(\(StateDescription.summary(of: value)))"
    case .endReached(let value): "endReached(\(StateDescription.summary(of: value)))"
    case .failure(let failure): "failure(\(StateDescription.summary(of: failure)))"
    case .refreshFailure(let value, let failure):
      "refreshFailure(\(StateDescription.summary(of: value)), "
        + "\(StateDescription.summary(of: failure)))"
    case .loadingMore(let value): "loadingMore(\(StateDescription.summary(of: value)))"
    case .loadMoreFailure(let value, let failure):
      "loadMoreFailure(\(StateDescription.summary(of: value)), "
        + "\(StateDescription.summary(of: failure)))"
    }
  }
}

extension PagingState: CustomDebugStringConvertible {
  /// A full description with the type name and every payload, such as
  /// `PagingState.loadingMore([1, 2, 3])`.
  public var debugDescription: String {
    switch self {
    case .idle: "PagingState.idle"
    case .initialLoading: "PagingState.initialLoading"
    case .refreshing(let value): "PagingState.refreshing(\(String(reflecting: value)))"
    case .retrying(let failure): "PagingState.retrying(\(String(reflecting: failure)))"
    case .success(let value): "PagingState.success(\(String(reflecting: value)))"
    case .endReached(let value): "PagingState.endReached(\(String(reflecting: value)))"
    case .failure(let failure): "PagingState.failure(\(String(reflecting: failure)))"
    case .refreshFailure(let value, let failure):
      "PagingState.refreshFailure(\(String(reflecting: value)), "
        + "\(String(reflecting: failure)))"
    case .loadingMore(let value): "PagingState.loadingMore(\(String(reflecting: value)))"
    case .loadMoreFailure(let value, let failure):
      "PagingState.loadMoreFailure(\(String(reflecting: value)), \(String(reflecting: failure)))"
    }
  }
}
