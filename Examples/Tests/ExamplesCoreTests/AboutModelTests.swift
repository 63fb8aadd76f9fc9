import AsyncState
import AsyncStateTesting
import ExamplesCore
import Testing

/// Design source 002: loaded once from its parent, no flicker on return, Reset forgets.
@MainActor
@Suite struct AboutModelTests {
  let api = instantAPI()

  @Test func loadsOnceHoweverOftenTheScreenAppears() async throws {
    let model = AboutModel(api: api)
    #expect(model.content == .loading(showsSpinner: false))
    await model.appear().value
    let info = try #require(model.loader.state.value)
    #expect(model.content == .info(info))
    // Returning: no request, and not a single transition, so not a single loading frame.
    let log = TransitionLog(model.loader)
    await model.appear().value
    await model.appear().value
    #expect(api.requestCount(.about) == 1)
    #expect(log.states.isEmpty)
    #expect(model.content == .info(info))
  }

  @Test func resetForgetsSoTheNextVisitLoadsAgain() async throws {
    let model = AboutModel(api: api)
    await model.appear().value
    model.reset()
    #expect(model.content == .loading(showsSpinner: false))
    await model.appear().value
    #expect(model.loader.state.value?.loadNumber == 2)
  }

  @Test func leavingMidLoadDoesNotCancelIt() async throws {
    let clock = ManualClock()
    let api = FakeAPI(settings: APISettings(latency: .seconds(1), failureRate: 0), clock: clock)
    let model = AboutModel(api: api, progressGate: ProgressGate(clock: clock))
    let first = model.appear()
    try await clock.waitForSleepers(count: 1)
    // The screen goes away: nothing it owned was running the load. It comes back and joins.
    let second = model.appear()
    clock.advance(by: .seconds(1))
    await first.value
    await second.value
    #expect(model.loader.state.value?.loadNumber == 1)
    #expect(api.requestCount(.about) == 1)
  }

  @Test func aFastLoadShowsNoSpinnerAndASlowOneDoes() async throws {
    let clock = ManualClock()
    let api = FakeAPI(
      settings: APISettings(latency: .milliseconds(100), failureRate: 0), clock: clock)
    let gate = ProgressGate(delay: .milliseconds(300), minimumVisibleDuration: .zero, clock: clock)
    let model = AboutModel(api: api, progressGate: gate)
    let fast = model.appear()
    // Two sleepers: the API's latency and the gate's delay.
    try await clock.waitForSleepers(count: 2)
    clock.advance(by: .milliseconds(100))
    await fast.value
    #expect(!gate.isVisible)
    #expect(model.content == .info(try #require(model.loader.state.value)))

    model.reset()
    api.settings.latency = .seconds(2)
    let slow = model.appear()
    try await clock.waitForSleepers(count: 2)
    var visibility = gate.visibilityChanges().makeAsyncIterator()
    clock.advance(by: .milliseconds(300))
    #expect(await visibility.next() == true)
    #expect(model.content == .loading(showsSpinner: true))
    clock.advance(by: .seconds(2))
    await slow.value
  }

  @Test func aFailureShowsItsMessageAndTryAgainLoads() async throws {
    let model = AboutModel(api: api)
    api.failing(true)
    await model.appear().value
    #expect(model.content == .failed(message: "The server couldn't answer (about, request 1)."))
    api.failing(false)
    await model.retry()
    #expect(model.loader.state.value?.loadNumber == 2)
  }
}
