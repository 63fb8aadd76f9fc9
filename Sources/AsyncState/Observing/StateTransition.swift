/// A state a loader moved to, and why it moved.
///
/// States alone cannot always tell what happened: a refresh that failed again with the same
/// error and a refresh that was cancelled (which restores the state it started from) can both
/// end in the same ``DataState/refreshFailure(_:_:)``. The cause tells them apart, so a
/// ``BannerCenter`` announces one banner per failure and none per cancellation.
///
/// ```swift
/// let observation = loader.observe { transition in
///   if transition.cause == .loadFailed { haptics.error() }
/// }
/// ```
public struct StateTransition<State> {
  /// The state after the transition.
  public var state: State
  /// Why the state changed.
  public var cause: TransitionCause

  /// Creates a transition.
  ///
  /// - Parameters:
  ///   - state: The state after the transition.
  ///   - cause: Why the state changed.
  public init(state: State, cause: TransitionCause) {
    self.state = state
    self.cause = cause
  }
}

extension StateTransition: Sendable where State: Sendable {}
extension StateTransition: Equatable where State: Equatable {}
extension StateTransition: Hashable where State: Hashable {}
