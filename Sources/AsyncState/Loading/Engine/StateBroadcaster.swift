/// The observers of one loader's state: synchronous callbacks and asynchronous streams.
///
/// Owned by the loader's core on the main actor. The streams are a ``Broadcast``, made at the
/// first subscription: most loaders have none, and a broadcast is four allocations when the
/// loader is created (the benchmark's `costs` workload) and a lock taken at every transition.
/// The loader's ``LoaderHandles`` finish them when the core goes away.
@MainActor
final class StateBroadcaster<State: Sendable> {
  /// The synchronous observers; `nil` until the first, like the streams (one allocation
  /// fewer for the many loaders nobody observes).
  private var observers: ObserverList<State>?
  /// The subscriptions of ``stream(startingWith:)``; `nil` until the first.
  private var streams: Broadcast<State>?
  /// Where the core's nonisolated `deinit` finds the streams to finish.
  private let handles: LoaderHandles

  nonisolated init(handles: LoaderHandles) {
    self.handles = handles
  }

  /// How many observers are registered and not cancelled.
  var observerCount: Int {
    observers?.count ?? 0
  }

  /// Whether no stream subscription is attached (none was ever made, or every one ended).
  var hasNoStreams: Bool {
    streams?.isEmpty ?? true
  }

  func observe(
    _ onTransition: @escaping @MainActor (State, TransitionCause) -> Void
  ) -> StateObservation {
    let observers = self.observers ?? ObserverList()
    self.observers = observers
    return observers.add(onTransition)
  }

  /// A subscription: the current state, then every transition, in order, buffered; it ends
  /// when the loader is deallocated.
  func stream(startingWith state: State) -> AsyncStream<State> {
    let streams = self.streams ?? makeStreams()
    return streams.subscribe(startingWith: state)
  }

  private func makeStreams() -> Broadcast<State> {
    let streams = Broadcast<State>()
    self.streams = streams
    handles.finishWhenReleased { streams.finish() }
    return streams
  }

  /// Tells every observer about a transition, in registration order.
  func publish(_ state: State, cause: TransitionCause) {
    if let observers, !observers.isEmpty {
      observers.notify(state, cause: cause)
    }
    streams?.yield(state)
  }
}
