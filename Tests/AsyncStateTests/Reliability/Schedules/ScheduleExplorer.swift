import AsyncState
import Foundation

/// Runs many seeded schedules and, on a failure, shrinks its action list.
@MainActor
struct ScheduleExplorer {
  struct Result {
    var coverage = ScheduleCoverage()
    var failure: ScheduleFailure?
    /// The failing schedule's actions after shrinking, and the failure they give.
    var shrunk: ScheduleFailure?
    var shrinkRuns = 0
  }

  var variant: ScheduleVariant = .real
  var watchdogLimit: Duration = .seconds(10)

  /// The seed of schedule `index` of a run from `base`.
  static func seed(base: UInt64, index: Int) -> UInt64 {
    var generator = SplitMix64(seed: base &+ UInt64(index) &* 0xD1B5_4A32_D192_ED03)
    return generator.next()
  }

  /// How many schedules run at once, interleaved on the main actor: while one waits for a
  /// fetch to hop off the main actor and back, the others go on. Each waits only for its own
  /// loader's events, so the interleaving changes no schedule's outcome.
  var concurrency = 4

  /// Runs schedules `0..<count` from `base`; on a failure, stops starting new ones and
  /// shrinks the failure of the lowest index.
  func explore(count: Int, base: UInt64) async -> Result {
    let watchdog = ScheduleWatchdog(limit: watchdogLimit)
    defer { watchdog.stop() }
    var result = Result()
    var failures: [(index: Int, failure: ScheduleFailure)] = []
    // A window of `concurrency` runs, awaited oldest first.
    var running: [(index: Int, task: Task<(ScheduleFailure?, ScheduleCoverage), Never>)] = []
    var nextIndex = 0
    while true {
      while nextIndex < count && failures.isEmpty && running.count < max(1, concurrency) {
        let index = nextIndex
        nextIndex += 1
        let seed = Self.seed(base: base, index: index)
        let explorer = self
        running.append(
          (index, Task { await explorer.run(seed: seed, replaying: nil, watchdog: watchdog) }))
      }
      guard !running.isEmpty else { break }
      let (index, task) = running.removeFirst()
      let (failure, coverage) = await task.value
      result.coverage.add(coverage)
      if let failure { failures.append((index, failure)) }
    }
    if let first = failures.min(by: { $0.index < $1.index }) {
      result.failure = first.failure
      (result.shrunk, result.shrinkRuns) = await shrink(first.failure, watchdog: watchdog)
    }
    return result
  }

  /// Runs one schedule: generated from `seed`, or `replaying` these actions with the
  /// configuration `seed` gives.
  func run(
    seed: UInt64, replaying actions: [ScheduleAction]?, watchdog: ScheduleWatchdog
  ) async -> (ScheduleFailure?, ScheduleCoverage) {
    var generator = SplitMix64(seed: seed)
    let configuration = ScheduleConfiguration.random(using: &generator)
    let length = 6 + generator.below(11)
    let run = ScheduleRun(
      seed: seed, configuration: configuration, variant: variant, watchdog: watchdog)
    let source: ScheduleRun.Source =
      actions.map { .replay($0) } ?? .generate(generator, length: length)
    let outcome = Locked<ScheduleOutcome?>(nil)
    let task = Task { @MainActor in
      let (failure, coverage) = await run.run(source)
      outcome.withLock { $0 = ScheduleOutcome(failure: failure, coverage: coverage) }
    }
    let watched = watchdog.watch(task)
    await task.value
    watchdog.unwatch(watched)
    let result = outcome.withLock { $0 }
    return (result?.failure, result?.coverage ?? ScheduleCoverage())
  }

  /// Delta debugging over the action list (ddmin), then one pass removing single actions:
  /// the smallest list found that still fails. Bounded to 400 runs.
  func shrink(
    _ failure: ScheduleFailure, watchdog: ScheduleWatchdog
  ) async -> (ScheduleFailure, Int) {
    var best = failure
    var actions = Array(failure.actions.prefix(failure.step + 1))
    var runs = 0
    func fails(_ candidate: [ScheduleAction]) async -> ScheduleFailure? {
      runs += 1
      return await run(seed: failure.seed, replaying: candidate, watchdog: watchdog).0
    }
    var granularity = 2
    while actions.count >= 2 && runs < 400 {
      let chunk = (actions.count + granularity - 1) / granularity
      var reduced = false
      for start in stride(from: 0, to: actions.count, by: chunk) {
        var candidate = actions
        candidate.removeSubrange(start..<min(start + chunk, actions.count))
        if let smaller = await fails(candidate) {
          actions = Array(candidate.prefix(smaller.step + 1))
          best = smaller
          granularity = max(granularity - 1, 2)
          reduced = true
          break
        }
      }
      if !reduced {
        if granularity >= actions.count { break }
        granularity = min(granularity * 2, actions.count)
      }
    }
    var index = 0
    while index < actions.count && runs < 400 {
      var candidate = actions
      candidate.remove(at: index)
      if let smaller = await fails(candidate) {
        actions = Array(candidate.prefix(smaller.step + 1))
        best = smaller
      } else {
        index += 1
      }
    }
    return (best, runs)
  }
}

/// What a run task hands back.
private struct ScheduleOutcome: Sendable {
  var failure: ScheduleFailure?
  var coverage: ScheduleCoverage
}
