import AsyncStateTesting
import Testing

@Suite struct ManualClockTests {
  let clock = ManualClock()

  /// The instant `seconds` after zero.
  func at(_ seconds: Double) -> ManualClock.Instant {
    .init(offset: .seconds(seconds))
  }

  @Test func startsAtZeroAndMovesOnlyWhenAdvanced() {
    #expect(clock.now == .zero)
    #expect(clock.minimumResolution == .zero)
    clock.advance(by: .milliseconds(1500))
    #expect(clock.now == at(1.5))
    clock.advance(to: at(4))
    #expect(clock.now == at(4))
    #expect(ManualClock(now: at(60)).now == at(60))
  }

  @Test(arguments: [
    (Duration.zero, "+0s"),
    (.seconds(2), "+2s"),
    (.milliseconds(1500), "+1.5s"),
    (.milliseconds(1), "+0.001s"),
    (.milliseconds(-250), "-0.25s"),
    (.seconds(-3), "-3s"),
  ])
  func instantDescription(offset: Duration, expected: String) {
    #expect(ManualClock.Instant(offset: offset).description == expected)
  }

  @Test func instantArithmetic() {
    let start = at(1)
    #expect(start.advanced(by: .seconds(2)) == at(3))
    #expect(start.duration(to: at(3.5)) == .milliseconds(2500))
    #expect(at(3).duration(to: start) == .seconds(-2))
    #expect(start < at(2))
  }

  @Test func advancingIntoThePastIsANoOp() async throws {
    clock.advance(by: .seconds(5))
    let sleeper = Task { [clock] in try await clock.sleep(until: at(10)) }
    try await clock.waitForSleepers(count: 1)

    clock.advance(to: at(2))
    clock.advance(by: .seconds(-1))
    clock.advance(to: at(5))

    #expect(clock.now == at(5))
    #expect(clock.sleeperCount == 1)
    clock.advance(to: at(10))
    try await sleeper.value
    #expect(clock.sleeperCount == 0)
  }

  @Test func sleepUntilAReachedDeadlineReturnsAtOnce() async throws {
    clock.advance(by: .seconds(3))
    try await clock.sleep(until: at(3))
    try await clock.sleep(until: at(1))
    #expect(clock.sleeperCount == 0)
    #expect(clock.nextDeadline == nil)
  }

  @Test func partialAdvanceWakesOnlyDueSleepers() async throws {
    let early = Task { [clock] in try await clock.sleep(until: at(1)) }
    let late = Task { [clock] in try await clock.sleep(until: at(5)) }
    try await clock.waitForSleepers(count: 2)
    #expect(clock.nextDeadline == at(1))

    clock.advance(by: .seconds(2))
    try await early.value
    #expect(clock.sleeperCount == 1)
    #expect(clock.nextDeadline == at(5))

    clock.advance(by: .seconds(3))
    try await late.value
    #expect(clock.sleeperCount == 0)
  }

  @Test func eachAdvanceWakesExactlyTheSleepersItReaches() async throws {
    let deadlines = [3.0, 1.0, 2.0, 2.0]
    var sleepers: [Task<Void, any Error>] = []
    for seconds in deadlines {
      sleepers.append(Task { [clock] in try await clock.sleep(until: at(seconds)) })
    }
    try await clock.waitForSleepers(count: 4)

    clock.advance(to: at(1))
    try await sleepers[1].value
    #expect(clock.sleeperCount == 3)
    #expect(clock.nextDeadline == at(2))

    clock.advance(to: at(2.5))
    try await sleepers[2].value
    try await sleepers[3].value
    #expect(clock.sleeperCount == 1)
    #expect(clock.nextDeadline == at(3))

    clock.advance(to: at(3))
    try await sleepers[0].value
    #expect(clock.sleeperCount == 0)
  }

  @Test func cancellingASleeperThrowsAndRemovesIt() async throws {
    let sleeper = Task { [clock] in try await clock.sleep(until: at(1)) }
    try await clock.waitForSleepers(count: 1)

    sleeper.cancel()

    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(1))  // nobody left to wake; must not resume twice
  }

  @Test func sleepInACancelledTaskThrowsWithoutRegistering() async throws {
    let sleeper = Task { [clock] in
      cancelCurrentTask()
      try await clock.sleep(until: at(1))
    }
    await #expect(throws: CancellationError.self) { try await sleeper.value }

    let pastDeadline = Task { [clock] in
      cancelCurrentTask()
      try await clock.sleep(until: .zero)
    }
    await #expect(throws: CancellationError.self) { try await pastDeadline.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func cancellationRacingRegistrationAlwaysThrows() async throws {
    for _ in 0..<50 {
      let sleeper = Task { [clock] in try await clock.sleep(until: at(1)) }
      sleeper.cancel()
      await #expect(throws: CancellationError.self) { try await sleeper.value }
    }
    #expect(clock.sleeperCount == 0)
  }

  @Test func waitForSleepersReturnsOnlyOnceEnoughSleep() async throws {
    async let countWhenWoken: Int = {
      try await clock.waitForSleepers(count: 2)
      return clock.sleeperCount
    }()
    let first = Task { [clock] in try await clock.sleep(until: at(1)) }
    let second = Task { [clock] in try await clock.sleep(until: at(2)) }

    #expect(try await countWhenWoken == 2)
    try await clock.waitForSleepers(count: 0)  // already satisfied: returns at once
    clock.advance(to: at(2))
    try await first.value
    try await second.value
  }

  @Test func nextSleepHandsOutEachSleepOnceInOrder() async throws {
    let first = Task { [clock] in try await clock.sleep(until: at(4)) }
    try await clock.waitForSleepers(count: 1)
    let second = Task { [clock] in try await clock.sleep(until: at(2)) }
    try await clock.waitForSleepers(count: 2)

    #expect(try await clock.nextSleep() == at(4))
    #expect(try await clock.nextSleep() == at(2))

    async let third = clock.nextSleep()  // waits for a sleep not yet begun
    let last = Task { [clock] in try await clock.sleep(until: at(9)) }
    #expect(try await third == at(9))

    clock.advance(to: at(9))
    for task in [first, second, last] { try await task.value }
  }

  @Test func waitsThrowWhenTheWaitingTaskIsCancelled() async throws {
    let nextSleep = Task { [clock] in try await clock.nextSleep() }
    let sleepers = Task { [clock] in try await clock.waitForSleepers(count: 1) }
    nextSleep.cancel()
    sleepers.cancel()
    await #expect(throws: CancellationError.self) { try await nextSleep.value }
    await #expect(throws: CancellationError.self) { try await sleepers.value }

    // A sleep that begins afterwards is not lost to the cancelled waiter.
    let sleeper = Task { [clock] in try await clock.sleep(until: at(1)) }
    #expect(try await clock.nextSleep() == at(1))
    clock.advance(to: at(1))
    try await sleeper.value
  }

  @Test func worksThroughTheClockProtocol() async throws {
    func waitASecond(on clock: some Clock<Duration>) async throws {
      try await clock.sleep(for: .seconds(1))
    }
    let waiter = Task { [clock] in try await waitASecond(on: clock) }
    #expect(try await clock.nextSleep() == at(1))
    clock.advance(by: .seconds(1))
    try await waiter.value
  }
}
