/// The paging enum of the seed deck (seed 004, case 4), written by hand.
enum DeckPagingState<Value, Failure: Error> {
  case idle
  case initialLoading
  case reLoading(Value)
  case retryLoading(Failure)
  case success(Value)
  case loadingFailure(Failure)
  case paging(Value)
  case pagingFailure(Value, Failure)

  var isLoadingOrPaging: Bool {
    switch self {
    case .initialLoading, .reLoading, .retryLoading, .paging: true
    case .idle, .success, .loadingFailure, .pagingFailure: false
    }
  }

  /// The deck's `startLoading()`.
  mutating func startLoading() {
    switch self {
    case .idle, .loadingFailure: self = .initialLoading
    case .success(let value), .pagingFailure(let value, _): self = .reLoading(value)
    case .initialLoading, .reLoading, .retryLoading, .paging: break
    }
  }
}
