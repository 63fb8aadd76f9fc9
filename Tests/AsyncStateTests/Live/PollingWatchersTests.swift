import AsyncStateTesting
import Testing

@testable import AsyncState

/// "Polls while in use" for a loader outside a cache (issue 25): a loader that was
/// watched through `observe(_:)` or `states` polls only while one of them is attached; one
/// that never was (a SwiftUI view reads `state`, which the loader cannot see) polls while it
/// is held.
@MainActor
@Suite(.hangGuard) struct PollingWatchersTests {
  let clock = ManualClock()
  let fetch = ControlledFetch<Void, Int, LoadFailure>()

  func makeLoader() -> DataLoader<Int, LoadFailure> {
    DataLoader(configuration: .init(pollInterval: .seconds(10), clock: clock), fetch: fetch.fetch)
  }

  @Test func aLoaderWhoseLastObserverLeftPausesUntilTheNextOne() async throws {
    let loader = makeLoader()
    let observation = loader.observe { _, _ in }
    let load = Task { await loader.load() }
    let call = try await fetch.nextCall()
    // The screen that watched the loader goes before the load ends.
    observation.cancel()
    call.succeed(with: 1)
    await load.value
    #expect(loader.core.polling.pauses == [.unwatched])
    #expect(!loader.core.operations.poll.isPending)
    clock.advance(by: .seconds(60))
    #expect(fetch.callCount == 1)
    // A screen watches it again: the interval has passed, so it polls at once.
    let recorder = StateRecorder(loader)
    #expect(loader.core.polling.pauses.isEmpty)
    try await fetch.nextCall().succeed(with: 2)
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(70))
    #expect(recorder.descriptions == ["refreshing(1)", "success(2)"])
    loader.cancel()
  }

  @Test func aStatesSubscriptionKeepsItPolling() async throws {
    let loader = makeLoader()
    let states = loader.states
    let load = Task { await loader.load() }
    try await fetch.nextCall().succeed(with: 1)
    await load.value
    #expect(loader.core.polling.pauses.isEmpty)
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(10))
    clock.advance(by: .seconds(10))
    try await fetch.nextCall().succeed(with: 2)
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(20))
    withExtendedLifetime(states) {}
    loader.cancel()
  }

  @Test func aLoaderNobodyObservesPollsWhileItIsHeld() async throws {
    let loader = makeLoader()
    let load = Task { await loader.load() }
    try await fetch.nextCall().succeed(with: 1)
    await load.value
    #expect(loader.core.polling.pauses.isEmpty)
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(10))
    clock.advance(by: .seconds(10))
    try await fetch.nextCall().succeed(with: 2)
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(20))
    #expect(loader.state == .success(2))
    loader.cancel()
  }

  @Test func aPagingLoaderFollowsTheSameRule() async throws {
    let pages = ControlledFetch<Int?, Page<Post, Int>, LoadFailure>()
    let loader = PagingLoader(
      configuration: .init(pollInterval: .seconds(10), clock: clock), fetchPage: pages.fetch)
    let observation = loader.observe { _, _ in }
    let load = Task { await loader.load() }
    let call = try await pages.nextCall()
    observation.cancel()
    call.succeed(with: Page(items: posts(0..<2), next: 1))
    await load.value
    #expect(loader.core.polling.pauses == [.unwatched])
    #expect(!loader.core.operations.poll.isPending)
    loader.cancel()
  }
}
