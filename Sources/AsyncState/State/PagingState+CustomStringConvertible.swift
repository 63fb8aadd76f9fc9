extension PagingState: CustomStringConvertible, CustomDebugStringConvertible {
  /// A short description naming the case and summarising its payload, such as
  /// `loadingMore([60 items])` or `loadMoreFailure([60 items], timedOut)`.
  public var description: String { describe(payload: StateDescription.summary(of:)) }

  /// A full description with the type name and every payload, such as
  /// `PagingState.loadingMore([1, 2, 3])`.
  public var debugDescription: String { "PagingState." + describe { String(reflecting: $0) } }

  /// The case's name and its payloads, each written by `payload`. The seven cases
  /// ``DataState`` has too are written by its own `describe`, through ``dataState``, which
  /// maps each of them to its case of the same name and payloads.
  func describe(payload: (Any) -> String) -> String {
    switch self {
    case .idle, .initialLoading, .refreshing, .retrying, .success, .failure, .refreshFailure:
      dataState.describe(payload: payload)
    case .endReached(let value): "endReached(\(payload(value)))"
    case .loadingMore(let value): "loadingMore(\(payload(value)))"
    case .loadMoreFailure(let value, let failure):
      "loadMoreFailure(\(payload(value)), \(payload(failure)))"
    }
  }
}
