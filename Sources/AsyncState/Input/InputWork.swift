/// What an ``InputLoader`` has running: the debounce's deadline and the task that awaits the
/// applied input's load. Both end when the input loader is released.
///
/// `Sendable` because its state lives behind a lock (``Locked``): the input loader's
/// `deinit`, which is not on the main actor, cancels them.
final class InputWork: Sendable {
  private struct State: Sendable {
    var task: Task<Void, Never>?
    var deadline: (timer: any DeadlineScheduling, token: DeadlineToken)?
  }

  private let state = Locked(State())

  /// Runs `action` after `duration` on `clock`, replacing the deadline scheduled before.
  func schedule(
    on clock: LoaderClock, after duration: Duration, _ action: @escaping @Sendable () -> Void
  ) {
    cancelDeadline()
    let token = clock.timer.schedule(after: duration, action)
    state.withLock { $0.deadline = (clock.timer, token) }
  }

  /// Cancels the scheduled deadline, if any.
  func cancelDeadline() {
    let deadline = state.withLock { state in
      defer { state.deadline = nil }
      return state.deadline
    }
    if let deadline { deadline.timer.cancel(deadline.token) }
  }

  /// Keeps `task`, cancelling the task kept before.
  func track(_ task: Task<Void, Never>?) {
    let replaced = state.withLock { state in
      defer { state.task = task }
      return state.task
    }
    replaced?.cancel()
  }

  /// Cancels the task and the deadline.
  func cancel() {
    track(nil)
    cancelDeadline()
  }
}
