import AsyncState
import AsyncStateTesting
import Testing

/// Per-key runners: one runner per live key, made on demand, freed with the rows that held
/// them, and a freed runner's action cancelled.
@MainActor
@Suite struct ActionRunnerPerKeyTests {
  let clock = ManualClock()
  /// The likes' gate: the argument is the id of the post liked.
  let likes = ControlledFetch<Int, Void, LoadFailure>()

  func makeRunners() -> @MainActor (Int) -> ActionRunner<Void, Void, LoadFailure> {
    let likes = likes
    let clock = clock
    return ActionRunner.perKey { id in
      ActionRunner(configuration: .init(clock: clock)) { () async throws(LoadFailure) in
        try await likes.fetch(id)
      }
    }
  }

  @Test func aKeyHasOneRunnerWhileItIsHeld() {
    let runners = makeRunners()
    let first = runners(1)
    #expect(runners(1) === first)
    #expect(runners(2) !== first)
  }

  @Test func aDoubleTapOnARowSendsOneRequest() async throws {
    let runners = makeRunners()
    let first = Task { await runners(1).run() }
    let second = Task { await runners(1).run() }
    let call = try await likes.nextCall()
    call.succeed(with: ())
    _ = (await first.value, await second.value)
    #expect(likes.arguments == [1])
  }

  @Test func aRunnerIsFreedWithItsRowAndTheKeyStartsOver() async throws {
    let runners = makeRunners()
    weak var freed: ActionRunner<Void, Void, LoadFailure>?
    do {
      let row = runners(1)
      freed = row
      let tap = Task { await row.run() }
      try await likes.nextCall().succeed(with: ())
      _ = await tap.value
      #expect(row.state.value != nil)
    }
    #expect(freed == nil)
    #expect(runners(1).state.isIdle)
  }

  @Test func aFreedRunnerCancelsItsAction() async throws {
    let runners = makeRunners()
    weak var freed: ActionRunner<Void, Void, LoadFailure>?
    let call: ControlledFetch<Int, Void, LoadFailure>.Call
    do {
      let row = runners(1)
      freed = row
      // The tap's task is cancelled (the row's task went away) and the row is released.
      let tap = Task { await row.run() }
      call = try await likes.nextCall()
      tap.cancel()
      _ = await tap.value
    }
    #expect(freed == nil)
    try await call.cancellation()
    call.succeed(with: ())  // late: nobody is left to see it
  }

  @Test func manyFreedKeysAreSweptAndLiveOnesKept() {
    let runners = makeRunners()
    let kept = runners(0)
    for id in 1...100 { _ = runners(id) }
    #expect(runners(0) === kept)
  }
}
