extension DataState: CustomStringConvertible, CustomDebugStringConvertible {
  /// A short description naming the case and summarising its payload, such as
  /// `refreshing([3 items])` or `failure(timedOut)`.
  public var description: String { describe(payload: StateDescription.summary(of:)) }

  /// A full description with the type name and every payload, such as
  /// `DataState.success([1, 2, 3])`.
  public var debugDescription: String { "DataState." + describe { String(reflecting: $0) } }

  /// The case's name and its payloads, each written by `payload`: the one switch behind both
  /// descriptions, and behind the cases ``PagingState`` shares with this enum.
  func describe(payload: (Any) -> String) -> String {
    switch self {
    case .idle: "idle"
    case .initialLoading: "initialLoading"
    case .refreshing(let value): "refreshing(\(payload(value)))"
    case .retrying(let failure): "retrying(\(payload(failure)))"
    case .success(let value): "success(\(payload(value)))"
    case .failure(let failure): "failure(\(payload(failure)))"
    case .refreshFailure(let value, let failure):
      "refreshFailure(\(payload(value)), \(payload(failure)))"
    }
  }
}
