/// The observers of one loader's state: synchronous callbacks and asynchronous streams.
///
/// The broadcaster is owned by the loader on the main actor; its stream continuations also
/// live behind a lock so that the loader's nonisolated `deinit` can finish them.
@MainActor
final class StateBroadcaster<State: Sendable> {
  private struct Observer {
    /// The token's flag, not the token: the token going away cancels the observation.
    let isActive: Locked<Bool>
    let onTransition: @MainActor (StateTransition<State>) -> Void

    var isCancelled: Bool { !isActive.withLock { $0 } }
  }

  private var observers: [Observer] = []
  /// Guarded by its own lock; see ``StreamRegistry``.
  nonisolated let streams = StreamRegistry<State>()

  func observe(
    _ onTransition: @escaping @MainActor (StateTransition<State>) -> Void
  ) -> StateObservation {
    let token = StateObservation()
    observers.append(Observer(isActive: token.isActive, onTransition: onTransition))
    return token
  }

  func stream(startingWith state: State) -> LoaderStates<State> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: State.self, bufferingPolicy: .unbounded)
    continuation.yield(state)
    streams.add(continuation)
    return LoaderStates(stream: stream)
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

/// The continuations of a loader's state streams, behind a lock so they can be finished
/// from the loader's nonisolated `deinit`.
final class StreamRegistry<State: Sendable>: Sendable {
  private struct Entries: Sendable {
    var continuations: [UInt64: AsyncStream<State>.Continuation] = [:]
    var nextID: UInt64 = 0
  }

  private let entries = Locked(Entries())

  func add(_ continuation: AsyncStream<State>.Continuation) {
    let id = entries.withLock { entries in
      entries.nextID += 1
      return entries.nextID
    }
    continuation.onTermination = { [weak self] _ in
      _ = self?.entries.withLock { $0.continuations.removeValue(forKey: id) }
    }
    entries.withLock { $0.continuations[id] = continuation }
  }

  func yield(_ state: State) {
    let current = entries.withLock {
      $0.continuations.isEmpty ? [] : Array($0.continuations.values)
    }
    for continuation in current {
      continuation.yield(state)
    }
  }

  func finishAll() {
    let current = entries.withLock { entries in
      defer { entries.continuations.removeAll() }
      return Array(entries.continuations.values)
    }
    for continuation in current {
      continuation.finish()
    }
  }
}
