import AsyncState
import AsyncStateTesting
import Testing

/// Model-based schedule tests: seeded random interleavings of user actions (load, refresh,
/// loadMore, retry, cancel, reset, a caller's task cancelled, before or while it waits) and
/// fetch outcomes (pages with new, duplicate and repeated ids, the end, a repeated cursor,
/// failures, retries, timeouts, unrequested `CancellationError` and `URLError(.cancelled)`,
/// late answers from fetches that ignored their cancellation), across `DataLoader` and cursor
/// and keyset `PagingLoader`s with `maxPages` windows, retries, timeouts and staleness on a
/// manual clock.
///
/// Every step is checked against ``LoaderModel``: the state, each transition and its cause,
/// their legality in the transition tables, the retry count, which callers return when, the
/// fetch calls and their arguments, no duplicate id, no late answer applied (it carries a
/// lease the loader must let go), every observer and `states` subscription seeing every
/// transition in order, at most one fetch in flight — and, at the end, the loader freed.
///
/// A failure prints its schedule shrunk by delta debugging and the seed to replay it with
/// `ASYNCSTATE_SCHEDULE_SEED`; `ASYNCSTATE_SCHEDULES` sets how many run (see
/// ``ScheduleEnvironment``).
@MainActor
@Suite struct LoaderScheduleTests {
  @Test(.timeLimit(ScheduleEnvironment.timeLimit))
  func randomSchedulesMatchTheModel() async {
    let explorer = ScheduleExplorer()
    let start = ContinuousClock.now
    let result: ScheduleExplorer.Result
    if let seed = ScheduleEnvironment.seed {
      // One schedule, as a failure printed it: run it, and shrink it again if it fails.
      let watchdog = ScheduleWatchdog()
      let (failure, coverage) = await explorer.run(seed: seed, replaying: nil, watchdog: watchdog)
      var replayed = ScheduleExplorer.Result(coverage: coverage, failure: failure)
      if let failure {
        (replayed.shrunk, replayed.shrinkRuns) = await explorer.shrink(failure, watchdog: watchdog)
      }
      watchdog.stop()
      result = replayed
    } else {
      result = await explorer.explore(
        count: ScheduleEnvironment.count, base: ScheduleEnvironment.base)
    }
    let elapsed = ContinuousClock.now - start
    print("Loader schedules: \(result.coverage.summary), in \(elapsed)")
    if let failure = result.failure {
      let shrunk = result.shrunk ?? failure
      Issue.record(
        """
        \(failure)
        shrunk in \(result.shrinkRuns) runs to \(shrunk.actions.count) actions: \
        \(shrunk.actions.map(\.description).joined(separator: ", "))
        failing with: \(shrunk.problem)
        replay: ASYNCSTATE_SCHEDULE_SEED=0x\(String(failure.seed, radix: 16)) swift test \
        --filter LoaderScheduleTests
        """)
      return
    }
    if ScheduleEnvironment.seed == nil {
      #expect(result.coverage.schedules == ScheduleEnvironment.count)
      // The schedules reached every kind of event the model knows.
      let coverage = result.coverage
      for (name, count) in [
        ("joins", coverage.joins), ("cancellations", coverage.cancels),
        ("abandoned loads", coverage.abandoned), ("cancelled callers", coverage.cancelledCallers),
        ("callers cancelled first", coverage.cancelledFirst),
        ("superseded pages", coverage.supersededPages),
        ("unrequested cancellations", coverage.unrequestedCancellations),
        ("failures", coverage.failures), ("retries", coverage.retries),
        ("timeouts", coverage.timeouts), ("late answers", coverage.lateAnswers),
        ("repeated cursors", coverage.repeatedCursors),
        ("duplicates dropped", coverage.duplicatesDropped),
        ("window drops", coverage.windowDrops),
        ("stale revalidations", coverage.staleRevalidations),
      ] where ScheduleEnvironment.count >= 1_000 {
        #expect(count > 0, "no \(name) in \(coverage.schedules) schedules")
      }
    }
  }

  /// The harness catches a loader whose observers miss a transition, and shrinks the
  /// schedule to a handful of actions.
  @Test func aLoaderThatDropsATransitionIsCaught() async throws {
    let explorer = ScheduleExplorer(variant: .dropsCancelledTransitions, watchdogLimit: .seconds(2))
    let result = await explorer.explore(count: 2_000, base: ScheduleEnvironment.defaultBase)
    let failure = try #require(result.failure)
    let shrunk = try #require(result.shrunk)
    print("caught: \(shrunk.problem); shrunk to \(shrunk.actions)")
    #expect(failure.problem.contains("observer"))
    #expect(shrunk.problem.contains("observer"))
    #expect(shrunk.actions.count <= 4, "shrunk to \(shrunk.actions)")
  }

  /// The harness catches a loader whose `cancel()` lets the load run on (so its answer
  /// would be applied late), and shrinks the schedule to a handful of actions.
  @Test func aLoaderWhoseCancelDoesNothingIsCaught() async throws {
    let explorer = ScheduleExplorer(variant: .cancelDoesNothing, watchdogLimit: .seconds(2))
    let result = await explorer.explore(count: 2_000, base: ScheduleEnvironment.defaultBase)
    _ = try #require(result.failure)
    let shrunk = try #require(result.shrunk)
    print("caught: \(shrunk.problem); shrunk to \(shrunk.actions)")
    // A load and a cancel (the schedule's own, or the one that ends every schedule).
    #expect(shrunk.actions.count <= 2, "shrunk to \(shrunk.actions)")
    #expect(shrunk.problem.contains("the state is"))
  }
}
