/// The observers of one loader's state: synchronous callbacks and asynchronous streams.
///
/// Owned by the loader's core on the main actor. The streams are a ``Broadcast``, made at the
/// first subscription: most loaders have none, and a broadcast is four allocations when the
/// loader is created (the benchmark's `costs` workload) and a lock taken at every transition.
/// The loader's ``LoaderHandles`` finish them when the core goes away.
@MainActor
final class StateBroadcaster<State: Sendable> {
  private struct Observer {
    /// The token's flag, not the token: the token going away cancels the observation.
    let isActive: Locked<Bool>
    let onTransition: @MainActor (StateTransition<State>) -> Void

    var isCancelled: Bool { !isActive.withLock { $0 } }
  }

  private var observers: [Observer] = []
  /// The subscriptions of ``stream(startingWith:)``; `nil` until the first.
  private var streams: Broadcast<State>?
  /// Where the core's nonisolated `deinit` finds the streams to finish.
  private let handles: LoaderHandles

  nonisolated init(handles: LoaderHandles) {
    self.handles = handles
  }

  /// How many observers are registered and not cancelled.
  var observerCount: Int {
    observers.count { !$0.isCancelled }
  }

  /// Whether no stream subscription is attached (none was ever made, or every one ended).
  var hasNoStreams: Bool {
    streams?.isEmpty ?? true
  }

  func observe(
    _ onTransition: @escaping @MainActor (StateTransition<State>) -> Void
  ) -> StateObservation {
    let token = StateObservation()
    observers.append(Observer(isActive: token.isActive, onTransition: onTransition))
    return token
  }

  func stream(startingWith state: State) -> LoaderStates<State> {
    let streams = self.streams ?? makeStreams()
    return LoaderStates(stream: streams.subscribe(startingWith: state))
  }

  private func makeStreams() -> Broadcast<State> {
    let streams = Broadcast<State>()
    self.streams = streams
    handles.finishWhenReleased { streams.finish() }
    return streams
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
    streams?.yield(state)
  }
}
