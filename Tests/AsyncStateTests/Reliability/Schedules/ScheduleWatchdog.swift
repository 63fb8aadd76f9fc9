import AsyncState

/// Turns a stalled schedule into a failure: if the runs it watches make no progress for
/// `limit`, the watchdog cancels them, and each reports what it was waiting for.
///
/// Only a bound on failure: nothing waits on time. It polls a progress counter from a
/// detached task a few times a second.
final class ScheduleWatchdog: Sendable {
  private struct State: Sendable {
    var progress = 0
    var tasks: [Int: Task<Void, Never>] = [:]
    var nextID = 0
    var isStopped = false
  }

  private let state = Locked(State())

  init(limit: Duration = .seconds(10)) {
    let state = state
    Task.detached {
      var lastProgress = -1
      var stalledFor = Duration.zero
      let interval = Duration.milliseconds(250)
      while true {
        try? await Task.sleep(for: interval)
        let (progress, stopped) = state.withLock { ($0.progress, $0.isStopped) }
        if stopped { return }
        if progress == lastProgress {
          stalledFor += interval
        } else {
          lastProgress = progress
          stalledFor = .zero
        }
        if stalledFor >= limit {
          for task in state.withLock({ Array($0.tasks.values) }) { task.cancel() }
          stalledFor = .zero
        }
      }
    }
  }

  /// Watches `task` (a run in progress) until ``unwatch(_:)``.
  ///
  /// - Returns: The id to stop watching it with.
  func watch(_ task: Task<Void, Never>) -> Int {
    state.withLock { state in
      defer { state.nextID += 1 }
      state.tasks[state.nextID] = task
      state.progress += 1
      return state.nextID
    }
  }

  func unwatch(_ id: Int) {
    state.withLock { _ = $0.tasks.removeValue(forKey: id) }
  }

  /// Records progress: a wait ended.
  func progress() {
    state.withLock { $0.progress += 1 }
  }

  func stop() {
    state.withLock {
      $0.isStopped = true
      $0.tasks = [:]
    }
  }
}
