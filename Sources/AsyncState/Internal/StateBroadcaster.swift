import Synchronization

/// The observers of one loader's state: synchronous callbacks and asynchronous streams.
///
/// The broadcaster is owned by the loader on the main actor; its stream continuations also
/// live in a `Mutex` so that the loader's nonisolated `deinit` can finish them.
@MainActor
final class StateBroadcaster<State: Sendable> {
  private struct Observer {
    let token: StateObservation
    let onChange: @MainActor (State) -> Void
  }

  private var observers: [Observer] = []
  /// Guarded by its own `Mutex`; see ``StreamRegistry``.
  nonisolated let streams = StreamRegistry<State>()

  func observe(_ onChange: @escaping @MainActor (State) -> Void) -> StateObservation {
    let token = StateObservation()
    observers.append(Observer(token: token, onChange: onChange))
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
  func publish(_ state: State) {
    if !observers.isEmpty {
      observers.removeAll { $0.token.isCancelled }
      // Iterate over a copy: an observer may register or cancel others while being called.
      for observer in observers where !observer.token.isCancelled {
        observer.onChange(state)
      }
    }
    streams.yield(state)
  }
}

/// The continuations of a loader's state streams, guarded by a `Mutex` so they can be
/// finished from the loader's nonisolated `deinit`.
final class StreamRegistry<State: Sendable>: Sendable {
  private let continuations = Mutex<[UInt64: AsyncStream<State>.Continuation]>([:])
  private let nextID = Atomic<UInt64>(0)

  func add(_ continuation: AsyncStream<State>.Continuation) {
    let id = nextID.add(1, ordering: .relaxed).newValue
    continuation.onTermination = { [weak self] _ in
      _ = self?.continuations.withLock { $0.removeValue(forKey: id) }
    }
    continuations.withLock { $0[id] = continuation }
  }

  func yield(_ state: State) {
    let current = continuations.withLock { $0.isEmpty ? [] : Array($0.values) }
    for continuation in current {
      continuation.yield(state)
    }
  }

  func finishAll() {
    let current = continuations.withLock { dictionary in
      defer { dictionary.removeAll() }
      return Array(dictionary.values)
    }
    for continuation in current {
      continuation.finish()
    }
  }
}
