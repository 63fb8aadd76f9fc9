extension PagingState: CustomStringConvertible {
  /// A short description naming the case and summarising its payload, such as
  /// `paging([60 items])` or `pagingFailure([60 items], timedOut)`.
  public var description: String {
    switch self {
    case .idle: "idle"
    case .initialLoading: "initialLoading"
    case .reloading(let value): "reloading(\(StateDescription.summary(of: value)))"
    case .retrying(let failure): "retrying(\(StateDescription.summary(of: failure)))"
    case .success(let value): "success(\(StateDescription.summary(of: value)))"
    case .endReached(let value): "endReached(\(StateDescription.summary(of: value)))"
    case .failure(let failure): "failure(\(StateDescription.summary(of: failure)))"
    case .reloadingFailure(let value, let failure):
      "reloadingFailure(\(StateDescription.summary(of: value)), "
        + "\(StateDescription.summary(of: failure)))"
    case .paging(let value): "paging(\(StateDescription.summary(of: value)))"
    case .pagingFailure(let value, let failure):
      "pagingFailure(\(StateDescription.summary(of: value)), "
        + "\(StateDescription.summary(of: failure)))"
    }
  }
}

extension PagingState: CustomDebugStringConvertible {
  /// A full description with the type name and every payload, such as
  /// `PagingState.paging([1, 2, 3])`.
  public var debugDescription: String {
    switch self {
    case .idle: "PagingState.idle"
    case .initialLoading: "PagingState.initialLoading"
    case .reloading(let value): "PagingState.reloading(\(String(reflecting: value)))"
    case .retrying(let failure): "PagingState.retrying(\(String(reflecting: failure)))"
    case .success(let value): "PagingState.success(\(String(reflecting: value)))"
    case .endReached(let value): "PagingState.endReached(\(String(reflecting: value)))"
    case .failure(let failure): "PagingState.failure(\(String(reflecting: failure)))"
    case .reloadingFailure(let value, let failure):
      "PagingState.reloadingFailure(\(String(reflecting: value)), "
        + "\(String(reflecting: failure)))"
    case .paging(let value): "PagingState.paging(\(String(reflecting: value)))"
    case .pagingFailure(let value, let failure):
      "PagingState.pagingFailure(\(String(reflecting: value)), \(String(reflecting: failure)))"
    }
  }
}
