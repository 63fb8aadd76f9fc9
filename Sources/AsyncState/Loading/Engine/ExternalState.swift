/// A state a loader loads into but does not own: a SwiftUI binding, a view's own state.
///
/// `PagingList`'s binding and closure styles run a ``PagingLoader`` over one, so every style
/// has the same engine and the same rules. The loader reads the state through `get` on every
/// event and writes each move through `set`; a state its owner wrote meanwhile wins (see
/// ``BoundPagingLoader``).
package struct ExternalState<State>: Sendable {
  /// Reads the state now.
  let get: @MainActor @Sendable () -> State
  /// Replaces the state.
  let set: @MainActor @Sendable (State) -> Void

  /// Creates a storage from its accessors.
  ///
  /// - Parameters:
  ///   - get: Reads the state now.
  ///   - set: Replaces the state.
  package init(
    get: @escaping @MainActor @Sendable () -> State,
    set: @escaping @MainActor @Sendable (State) -> Void
  ) {
    self.get = get
    self.set = set
  }
}
