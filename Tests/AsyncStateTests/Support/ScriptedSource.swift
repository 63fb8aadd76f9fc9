import AsyncState

/// A ``StateSource`` a test moves by hand, with the cause of each move, as a loader would.
@MainActor
final class ScriptedSource<State>: StateSource {
  private(set) var state: State
  /// Each observer with its token's flag (not the token: releasing the token ends it).
  private var observers: [(isActive: Locked<Bool>, call: (StateTransition<State>) -> Void)] = []

  init(_ state: State) {
    self.state = state
  }

  func observe(
    _ onTransition: @escaping @MainActor (StateTransition<State>) -> Void
  ) -> StateObservation {
    let token = StateObservation()
    observers.append((token.isActive, onTransition))
    return token
  }

  /// Moves to `state` for `cause` and tells the observers.
  func send(_ state: State, _ cause: TransitionCause) {
    self.state = state
    for observer in observers where observer.isActive.withLock({ $0 }) {
      observer.call(StateTransition(state: state, cause: cause))
    }
  }

  /// Moves through each state with its cause.
  func send(_ steps: [(State, TransitionCause)]) {
    for (state, cause) in steps { send(state, cause) }
  }
}
