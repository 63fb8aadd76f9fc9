/// The weak table behind ``ActionRunner/perKey(_:)``.
@MainActor
final class KeyedRunners<Key: Hashable, Argument: Sendable, Value: Sendable, Failure: Error> {
  /// A runner the table does not keep alive.
  private struct WeakRunner {
    weak var runner: ActionRunner<Argument, Value, Failure>?
  }

  private let makeRunner: @MainActor @Sendable (Key) -> ActionRunner<Argument, Value, Failure>
  private var runners: [Key: WeakRunner] = [:]
  /// The count at which the next ask sweeps out the freed runners' keys: twice the count
  /// after the last sweep, so sweeping costs O(1) per ask, amortized.
  private var sweepThreshold = 16

  nonisolated init(
    _ makeRunner: @escaping @MainActor @Sendable (Key) -> ActionRunner<Argument, Value, Failure>
  ) {
    self.makeRunner = makeRunner
  }

  /// The runner of `key`: the one alive, or a new one.
  func runner(for key: Key) -> ActionRunner<Argument, Value, Failure> {
    if let runner = runners[key]?.runner { return runner }
    let runner = makeRunner(key)
    runners[key] = WeakRunner(runner: runner)
    if runners.count >= sweepThreshold {
      runners = runners.filter { $0.value.runner != nil }
      sweepThreshold = max(16, runners.count * 2)
    }
    return runner
  }
}
