import AsyncStateTesting
import Testing

@testable import AsyncState

/// The timer behind attempt timeouts: on a system clock, deadlines share one sleep and a
/// cancelled deadline is freed at once (a cancelled `Task.sleep` would hold its memory until
/// its deadline). The shared mode runs here on a manual clock, so every step is exact.
@Suite(.hangGuard) struct DeadlineTimerTests {
  let clock = ManualClock()
  let fired = FiredDeadlines()

  @Test func deadlinesInIncreasingOrderShareOneSleep() async throws {
    let timer = DeadlineTimer(clock: clock, sharesSleeps: true)
    for index in 0..<1_000 {
      let token = timer.schedule(after: .seconds(3_600) + .milliseconds(index)) {}
      timer.cancel(token)
    }
    #expect(timer.sleepsStarted == 1)
    #expect(timer.pendingCount == 0, "a cancelled deadline is freed at once")
    // Let the shared sleep end, so no task is left waiting on the clock.
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .seconds(7_200))
  }

  @Test func deadlinesFireInOrderOnOneSleep() async throws {
    let timer = DeadlineTimer(clock: clock, sharesSleeps: true)
    let fired = fired
    _ = timer.schedule(after: .seconds(5)) { fired.record("a") }
    _ = timer.schedule(after: .seconds(10)) { fired.record("b") }
    try await clock.waitForSleepers(count: 1)

    clock.advance(by: .seconds(5))
    #expect(await fired.next() == "a")
    // The same sleeper goes on to the next deadline.
    try await clock.waitForSleepers(count: 1)
    #expect(clock.nextDeadline.map(clock.offset(of:)) == .seconds(10))
    clock.advance(by: .seconds(5))
    #expect(await fired.next() == "b")
    #expect(timer.sleepsStarted == 1)
    #expect(timer.pendingCount == 0)
  }

  @Test func anEarlierDeadlineStartsOneMoreSleep() async throws {
    let timer = DeadlineTimer(clock: clock, sharesSleeps: true)
    let fired = fired
    _ = timer.schedule(after: .seconds(10)) { fired.record("late") }
    _ = timer.schedule(after: .seconds(5)) { fired.record("early") }
    #expect(timer.sleepsStarted == 2)
    try await clock.waitForSleepers(count: 2)

    clock.advance(by: .seconds(5))
    #expect(await fired.next() == "early")
    clock.advance(by: .seconds(5))
    #expect(await fired.next() == "late")
    #expect(timer.pendingCount == 0)
  }

  @Test func aCancelledDeadlineNeverFires() async throws {
    let timer = DeadlineTimer(clock: clock, sharesSleeps: true)
    let fired = fired
    let cancelled = timer.schedule(after: .seconds(5)) { fired.record("cancelled") }
    _ = timer.schedule(after: .seconds(5)) { fired.record("kept") }
    timer.cancel(cancelled)
    try await clock.waitForSleepers(count: 1)

    clock.advance(by: .seconds(5))
    #expect(await fired.next() == "kept")
    #expect(fired.all == ["kept"])
  }

  @Test func withoutSharingEachDeadlineSleepsAndIsCancelledWithIt() async throws {
    let timer = DeadlineTimer(clock: clock, sharesSleeps: false)
    let fired = fired
    let first = timer.schedule(after: .seconds(5)) { fired.record("first") }
    _ = timer.schedule(after: .seconds(5)) { fired.record("second") }
    try await clock.waitForSleepers(count: 2)
    #expect(timer.sleepsStarted == 2)

    timer.cancel(first)
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .seconds(5))
    #expect(await fired.next() == "second")
    #expect(fired.all == ["second"])
  }

  @Test func aSystemClockSharesOneTimerForEveryLoader() {
    let first = LoaderClock(ContinuousClock()).timer as? DeadlineTimer<ContinuousClock>
    let second = LoaderClock(ContinuousClock()).timer as? DeadlineTimer<ContinuousClock>
    #expect(first != nil)
    #expect(first === second)
    let manual = LoaderClock(clock).timer as? DeadlineTimer<ManualClock>
    #expect(manual != nil)
    #expect(manual !== LoaderClock(clock).timer as? DeadlineTimer<ManualClock>)
  }

  @Test func aTimeoutOnTheSystemClockFires() async {
    // A real deadline of zero: it fires as soon as the timer's task runs.
    let fired = fired
    _ = sharedContinuousTimer.schedule(after: .zero) { fired.record("now") }
    #expect(await fired.next() == "now")
  }
}

/// The names of the deadlines that fired, in order, and a way to wait for the next.
final class FiredDeadlines: Sendable {
  private struct State: Sendable {
    var names: [String] = []
    var read = 0
    var waiter: CheckedContinuation<String, Never>?
  }

  private let state = Locked(State())

  var all: [String] { state.withLock { $0.names } }

  func record(_ name: String) {
    let waiter: CheckedContinuation<String, Never>? = state.withLock { state in
      state.names.append(name)
      guard let waiter = state.waiter else { return nil }
      state.waiter = nil
      state.read += 1
      return waiter
    }
    waiter?.resume(returning: name)
  }

  /// The next name that fired, waiting for it if needed.
  func next() async -> String {
    await withCheckedContinuation { continuation in
      let ready: String? = state.withLock { state in
        guard state.read < state.names.count else {
          state.waiter = continuation
          return nil
        }
        state.read += 1
        return state.names[state.read - 1]
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }
}
