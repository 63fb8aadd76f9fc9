/// The states of a loader as an asynchronous sequence: the current one, then every
/// transition, in order.
///
/// The sequence ends when the loader is deallocated. Each iteration of a loader's
/// `states` property is a new subscription that starts with the state at that moment;
/// transitions are buffered, so a slow consumer sees every one of them.
///
/// ```swift
/// for await state in loader.states {
///   render(state)
/// }
/// ```
public struct LoaderStates<State: Sendable>: AsyncSequence, Sendable {
  let stream: AsyncStream<State>

  /// Creates the iterator.
  public func makeAsyncIterator() -> Iterator {
    Iterator(base: stream.makeAsyncIterator())
  }

  /// The iterator of a ``LoaderStates`` sequence.
  public struct Iterator: AsyncIteratorProtocol {
    var base: AsyncStream<State>.Iterator

    /// The next state, or `nil` once the loader is gone.
    public mutating func next() async -> State? {
      await base.next(isolation: #isolation)
    }

    /// The next state, or `nil` once the loader is gone.
    public mutating func next(isolation actor: isolated (any Actor)?) async -> State? {
      await base.next(isolation: actor)
    }
  }
}
