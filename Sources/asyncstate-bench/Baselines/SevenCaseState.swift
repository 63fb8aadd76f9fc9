/// A hand-written enum with the same seven cases as `DataState`, moved by assignment.
///
/// What a developer writes by hand to get the same behaviour (old value kept during a
/// refresh, old error kept during a retry, value kept when a refresh fails). Comparing the
/// library against it measures what the checked transitions cost; comparing against the
/// deck's smaller enums also counts the cost of the extra cases' layout.
enum SevenCaseState<Value> {
  case idle
  case initialLoading
  case refreshing(Value)
  case retrying(any Error)
  case success(Value)
  case failure(any Error)
  case refreshFailure(Value, any Error)

  var isLoading: Bool {
    switch self {
    case .initialLoading, .refreshing, .retrying: true
    default: false
    }
  }
}
