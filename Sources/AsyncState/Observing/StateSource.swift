/// An object that owns a loading state and reports every transition of it.
///
/// ``DataLoader`` and ``PagingLoader`` conform. Code that renders a state without SwiftUI —
/// a UIKit controller, a delegate bound with `bind(to:policy:)`, a banner center, a terminal —
/// is written against this protocol.
@MainActor
public protocol StateSource: AnyObject {
  /// The kind of state the source owns, such as `DataState<User, any Error>`.
  associatedtype State

  /// The current state.
  var state: State { get }

  /// Calls `onTransition` on the main actor right after every transition, in order, with the
  /// new state and the cause of the move.
  ///
  /// The call is synchronous with the transition: when a loader method that moves the state
  /// returns, its observers have seen the move. The current state is not replayed.
  ///
  /// ```swift
  /// observation = loader.observe { [weak self] state, cause in
  ///   self?.render(state)
  ///   if cause == .loadFailed { haptics.error() }
  /// }
  /// ```
  ///
  /// A refresh that failed again with the same error and a refresh that was cancelled (which
  /// restores the state it started from) can end in the same state; the cause tells them
  /// apart, so a ``BannerCenter`` announces one banner per failure and none per cancellation.
  ///
  /// - Parameter onTransition: Called with each new state and the cause of the move.
  /// - Returns: A token; the observer is called until the token is cancelled or released.
  func observe(
    _ onTransition: @escaping @MainActor (State, TransitionCause) -> Void
  ) -> StateObservation
}
