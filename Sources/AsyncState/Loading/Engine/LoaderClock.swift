/// The clock a loader runs its delays and staleness on, with its type erased.
struct LoaderClock: Sendable {
  /// Sleeps for a duration; throws `CancellationError` when the task is cancelled.
  let sleep: @Sendable (Duration) async throws -> Void
  /// Time elapsed since the loader was created.
  let elapsed: @Sendable () -> Duration
  /// Runs actions at deadlines, with one sleep for many (see ``DeadlineTimer``).
  let timer: any DeadlineScheduling

  init<C: Clock<Duration>>(_ clock: C) {
    let start = clock.now
    sleep = { duration in
      try await clock.sleep(until: clock.now.advanced(by: duration), tolerance: nil)
    }
    elapsed = { start.duration(to: clock.now) }
    timer = makeDeadlineTimer(for: clock)
  }
}
