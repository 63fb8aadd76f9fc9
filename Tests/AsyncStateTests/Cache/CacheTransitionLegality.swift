import AsyncState

/// Whether a loader's move from one state to another is one its transitions allow, for the
/// cause it reports.
///
/// - `loadStarted`: what `startLoading()` (or `startLoadingMore()`) makes of the state before.
/// - `loadSucceeded`, `loadFailed`, `loadCancelled`: from a loading state to a settled one.
/// - `reset`: to `idle`.
/// - `valueReplaced`: the table of ``TransitionCause/valueReplaced``: a state with a value
///   keeps its case; `idle` and `failure` become `success`; a running first load or retry
///   becomes `refreshing`.
enum CacheTransitionLegality {
  static func isLegal<Value, Failure>(
    from before: DataState<Value, Failure>, to after: DataState<Value, Failure>,
    cause: TransitionCause
  ) -> Bool {
    switch cause {
    case .loadStarted:
      var started = before
      return started.startLoading() && DataKind(started) == DataKind(after)
    case .loadSucceeded:
      return before.isLoading && DataKind(after) == .success
    case .loadFailed:
      return before.isLoading && [.failure, .refreshFailure].contains(DataKind(after))
    case .loadCancelled:
      return before.isLoading && !after.isLoading
    case .reset:
      return DataKind(after) == .idle
    case .valueReplaced:
      let expected: DataKind =
        switch DataKind(before) {
        case .idle, .success, .failure: .success
        case .refreshFailure: .refreshFailure
        case .initialLoading, .refreshing, .retrying: .refreshing
        }
      return DataKind(after) == expected
    }
  }
}

/// Records a data loader's transitions with their causes, and checks each is legal.
@MainActor
final class CacheTransitionLog<Value: Sendable, Failure: Error> {
  private(set) var transitions: [(state: DataState<Value, Failure>, cause: TransitionCause)] = []
  private(set) var illegal: [String] = []
  private var previous: DataState<Value, Failure>
  private var observation: StateObservation?

  init(_ loader: DataLoader<Value, Failure>) {
    previous = loader.state
    observation = loader.observe { [weak self] state, cause in
      guard let self else { return }
      if !CacheTransitionLegality.isLegal(from: previous, to: state, cause: cause) {
        illegal.append("\(previous) → \(state) (\(cause))")
      }
      previous = state
      transitions.append((state, cause))
    }
  }

  /// Each transition as `state (cause)`.
  var descriptions: [String] {
    transitions.map { "\($0.state) (\($0.cause))" }
  }

  /// The states moved to.
  var states: [DataState<Value, Failure>] { transitions.map { $0.state } }
}
