import AsyncState

/// Records every transition a source publishes, in order, with its cause.
@MainActor
final class TransitionRecorder<Source: StateSource> where Source.State: CustomStringConvertible {
  private(set) var transitions: [(state: Source.State, cause: TransitionCause)] = []
  private var observation: StateObservation?

  init(_ source: Source) {
    observation = source.observe { [weak self] in self?.transitions.append(($0, $1)) }
  }

  /// The descriptions of the recorded states, e.g. `["running", "succeeded(1)"]`.
  var descriptions: [String] { transitions.map { $0.state.description } }
  /// The causes of the recorded transitions.
  var causes: [TransitionCause] { transitions.map { $0.cause } }
}

extension ActionRunner where Value: Equatable, Failure: Equatable {
  /// Returns once the runner's state is `state` (at once if it is now).
  func reach(_ state: ActionState<Value, Failure>) async {
    for await current in states where current == state { return }
  }
}
