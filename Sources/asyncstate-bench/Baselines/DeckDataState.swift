/// The seed deck's enum after case 3 (seed 004), written by hand: a reload keeps the value
/// on screen (`reLoading(V)`), a retry keeps the error (`retryLoading(E)`).
enum DeckDataState<Value> {
  case idle
  case initialLoading
  case reLoading(Value)
  case retryLoading(any Error)
  case success(Value)
  case failure(any Error)

  /// The deck's `startLoading()`: idle → initialLoading; success(v) → reLoading(v);
  /// failure(e) → retryLoading(e); already loading → no-op.
  mutating func startLoading() {
    switch self {
    case .idle: self = .initialLoading
    case .success(let value): self = .reLoading(value)
    case .failure(let error): self = .retryLoading(error)
    case .initialLoading, .reLoading, .retryLoading: break
    }
  }

  var isLoading: Bool {
    switch self {
    case .initialLoading, .reLoading, .retryLoading: true
    case .idle, .success, .failure: false
    }
  }
}
