import AsyncStateTesting
import Testing

@Suite struct ManualClockTests {
  let clock: ManualClock
  /// The clock's time when the test began: offset zero.
  let start: SuspendingClock.Instant

  init() {
    clock = ManualClock()
    start = clock.now
  }

  /// The instant `seconds` after the clock's start.
  func at(_ seconds: Double) -> SuspendingClock.Instant {
    start.advanced(by: .seconds(seconds))
  }

  @Test func standsStillAndMovesOnlyWhenAdvanced() {
    #expect(clock.now == start)
    #expect(clock.elapsed == .zero)
    #expect(clock.minimumResolution == .zero)
    clock.advance(by: .milliseconds(1500))
    #expect(clock.now == start.advanced(by: .milliseconds(1500)))
    #expect(clock.elapsed == .milliseconds(1500))
    clock.advance(to: at(4))
    #expect(clock.now == at(4))
    #expect(clock.elapsed == .seconds(4))
  }

  @Test func offsetsCountFromTheClocksCreation() {
    #expect(clock.offset(of: at(1.5)) == .milliseconds(1500))
    #expect(clock.offset(of: at(-0.25)) == .milliseconds(-250))
    clock.advance(by: .seconds(2))
    #expect(clock.offset(of: clock.now) == .seconds(2))
    #expect(clock.offset(of: at(1)) == .seconds(1))  // advancing does not move the origin

    let other = ManualClock()
    other.advance(by: .seconds(3))
    #expect(other.elapsed == .seconds(3))
    #expect(clock.elapsed == .seconds(2))
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
      try await clock.sleep(until: start)
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

    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(4))
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(2))

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
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(1))
    clock.advance(to: at(1))
    try await sleeper.value
  }

  @Test func worksThroughTheClockProtocol() async throws {
    func waitASecond(on clock: some Clock<Duration>) async throws {
      try await clock.sleep(for: .seconds(1))
    }
    let waiter = Task { [clock] in try await waitASecond(on: clock) }
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(1))
    clock.advance(by: .seconds(1))
    try await waiter.value
  }
}
