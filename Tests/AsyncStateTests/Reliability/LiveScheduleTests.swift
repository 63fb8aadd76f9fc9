import AsyncState
import AsyncStateTesting
import Foundation
import Testing

/// Model-based schedule tests of a `DataLoader` over a live source (issue 25):
/// seeded random interleavings of calls (load, refresh, cancel, reset, a waiting caller's
/// task cancelled), of the stream's events (an element, a failure, the end) and of the clock
/// reaching a restart's backoff deadline, with 1 to 4 attempts and an idle or cached start.
///
/// Every step is checked against ``LiveModel``: each transition and its cause, the state,
/// the retry count, the streams made and ended (so exactly one subscription, and every
/// stopped one cancelled), the restart deadlines, which callers return when, whether a
/// subscription runs — and at the end, after a cancel, the loader freed with every stream
/// ended and no sleeper left on the clock.
///
/// A failure prints its seed; `ASYNCSTATE_LIVE_SCHEDULE_SEED` replays it, and
/// `ASYNCSTATE_SCHEDULES` (divided by 10) sets how many run.
@MainActor
@Suite struct LiveScheduleTests {
  static var count: Int { max(1, ScheduleEnvironment.count / 10) }

  @Test(.timeLimit(ScheduleEnvironment.timeLimit))
  func randomLiveSchedulesMatchTheModel() async {
    let watchdog = ScheduleWatchdog()
    defer { watchdog.stop() }
    let seeds: [UInt64]
    if let seed = Self.replayedSeed {
      seeds = [seed]
    } else {
      seeds = (0..<UInt64(Self.count)).map { ScheduleEnvironment.base &+ $0 &* 0x9E37_79B9 }
    }
    var actions = 0
    for seed in seeds {
      let run = LiveScheduleRun(seed: seed)
      let task = Task { await run.run(count: 8 + Int(seed % 17), watchdog: watchdog) }
      let id = watchdog.watch(task)
      await task.value
      watchdog.unwatch(id)
      actions += run.actions.count
      if let problem = run.problem {
        Issue.record(
          """
          live schedule \(run.configuration): \(problem)
          actions: \(run.actions.map(\.description).joined(separator: ", "))
          replay: ASYNCSTATE_LIVE_SCHEDULE_SEED=0x\(String(seed, radix: 16)) swift test \
          --filter LiveScheduleTests
          """)
        return
      }
    }
    print("Live schedules: \(seeds.count) schedules, \(actions) actions")
  }

  private static var replayedSeed: UInt64? {
    guard let text = ProcessInfo.processInfo.environment["ASYNCSTATE_LIVE_SCHEDULE_SEED"]
    else { return nil }
    return text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
  }
}
