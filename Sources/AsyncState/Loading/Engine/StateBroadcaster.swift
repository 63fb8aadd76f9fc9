/// The observers of one loader's state: synchronous callbacks and asynchronous streams.
///
/// Owned by the loader's core on the main actor; the streams are a ``Broadcast``, so the
/// core's nonisolated `deinit` can finish them.
@MainActor
final class StateBroadcaster<State: Sendable> {
  private struct Observer {
    /// The token's flag, not the token: the token going away cancels the observation.
    let isActive: Locked<Bool>
    let onTransition: @MainActor (StateTransition<State>) -> Void

    var isCancelled: Bool { !isActive.withLock { $0 } }
  }

  private var observers: [Observer] = []
  nonisolated let streams = Broadcast<State>()

  nonisolated init() {}

  /// How many observers are registered and not cancelled.
  var observerCount: Int {
    observers.count { !$0.isCancelled }
  }

  func observe(
    _ onTransition: @escaping @MainActor (StateTransition<State>) -> Void
  ) -> StateObservation {
    let token = StateObservation()
    observers.append(Observer(isActive: token.isActive, onTransition: onTransition))
    return token
  }

  func stream(startingWith state: State) -> LoaderStates<State> {
    LoaderStates(stream: streams.subscribe(startingWith: state))
  }

  /// Tells every observer about a transition, in registration order.
  func publish(_ state: State, cause: TransitionCause) {
    if !observers.isEmpty {
      let transition = StateTransition(state: state, cause: cause)
      observers.removeAll { $0.isCancelled }
      // Iterate over a copy: an observer may register or cancel others while being called.
      for observer in observers where !observer.isCancelled {
        observer.onTransition(transition)
      }
    }
    streams.yield(state)
  }
}
