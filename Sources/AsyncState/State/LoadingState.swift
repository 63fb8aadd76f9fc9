/// A three-phase view of a loading state: idle, loading, or loaded with a `Result`.
///
/// For screens that want no more granularity than "nothing yet, loading, or done". Read it from
/// ``DataState/loadingState`` or ``PagingState/loadingState``. With `Failure == Never`,
/// `.loaded(.failure)` cannot occur and a `switch` may leave it out.
///
/// ```swift
/// switch loader.state.loadingState {
/// case .idle, .loading: ProgressView()
/// case .loaded(.success(let users)): UserList(users)
/// case .loaded(.failure(let error)): ErrorView(error)
/// }
/// ```
public enum LoadingState<Value, Failure: Error> {
  /// Nothing requested yet.
  case idle
  /// A load is running (first load, refresh, retry or next page).
  case loading
  /// The latest load finished with this outcome.
  case loaded(Result<Value, Failure>)
}

extension LoadingState: Sendable where Value: Sendable {}
extension LoadingState: Equatable where Value: Equatable, Failure: Equatable {}
extension LoadingState: Hashable where Value: Hashable, Failure: Hashable {}
