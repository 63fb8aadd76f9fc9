/// A four-phase view of a loading state, like SwiftUI's `AsyncImagePhase`.
///
/// For screens that only distinguish "nothing", "spinner", "content" and "error". Read it
/// from ``DataState/phase`` or ``PagingState/phase``.
///
/// ```swift
/// switch loader.state.phase {
/// case .empty, .loading: ProgressView()
/// case .content(let user): UserView(user)
/// case .failure(let error): ErrorView(error)
/// }
/// ```
public enum AsyncPhase<Value, Failure: Error> {
  /// Nothing requested yet.
  case empty
  /// Loading with nothing to show: a first load, or a retry after a failure.
  case loading
  /// A value to show, loading or not, failed refresh or not.
  case content(Value)
  /// Failed with nothing to show.
  case failure(Failure)
}

extension AsyncPhase {
  /// The value, if the phase is ``content(_:)``.
  public var value: Value? {
    if case .content(let value) = self { value } else { nil }
  }

  /// The failure, if the phase is ``failure(_:)``.
  public var failure: Failure? {
    if case .failure(let failure) = self { failure } else { nil }
  }
}

extension AsyncPhase: Sendable where Value: Sendable {}
extension AsyncPhase: Equatable where Value: Equatable, Failure: Equatable {}
extension AsyncPhase: Hashable where Value: Hashable, Failure: Hashable {}
