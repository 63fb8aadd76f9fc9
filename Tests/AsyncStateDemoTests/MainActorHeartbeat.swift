/// Beats on the main actor every few milliseconds and records the longest gap between two
/// beats: how long the main actor was held up while something else ran.
///
/// A bound, not a race: a request that blocked the main actor for a second would show a gap
/// of a second, however the threads were scheduled.
@MainActor
final class MainActorHeartbeat {
  private(set) var beats = 0
  private(set) var longestGap = Duration.zero
  private var task: Task<Void, Never>?

  func start() {
    let clock = ContinuousClock()
    var last = clock.now
    task = Task { @MainActor [weak self] in
      while !Task.isCancelled {
        try? await clock.sleep(for: .milliseconds(5))
        let now = clock.now
        guard let self else { return }
        longestGap = max(longestGap, now - last)
        beats += 1
        last = now
      }
    }
  }

  func stop() {
    task?.cancel()
    task = nil
  }
}
