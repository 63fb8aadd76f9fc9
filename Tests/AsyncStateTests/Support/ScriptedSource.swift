import AsyncState

/// A ``StateSource`` a test moves by hand, with the cause of each move, as a loader would.
@MainActor
final class ScriptedSource<State>: StateSource {
  private(set) var state: State
  /// Each observer with its token, held weakly: releasing or cancelling the token ends it,
  /// as in a source of an app's own.
  private var observers: [(token: WeakToken, call: (State, TransitionCause) -> Void)] = []

  private struct WeakToken {
    weak var token: StateObservation?
    var isActive: Bool { token.map { !$0.isCancelled } ?? false }
  }

  init(_ state: State) {
    self.state = state
  }

  func observe(
    _ onTransition: @escaping @MainActor (State, TransitionCause) -> Void
  ) -> StateObservation {
    let token = StateObservation {}
    observers.append((WeakToken(token: token), onTransition))
    return token
  }

  /// Moves to `state` for `cause` and tells the observers.
  func send(_ state: State, _ cause: TransitionCause) {
    self.state = state
    for observer in observers where observer.token.isActive {
      observer.call(state, cause)
    }
  }

  /// Moves through each state with its cause.
  func send(_ steps: [(State, TransitionCause)]) {
    for (state, cause) in steps { send(state, cause) }
  }
}
