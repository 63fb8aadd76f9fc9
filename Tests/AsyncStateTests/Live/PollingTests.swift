import AsyncState
import AsyncStateTesting
import Foundation
import Testing

/// Polling (issue 25, item 2): `LoaderConfiguration.pollInterval` refreshes on the loader's
/// clock after each load, never while a load runs, backs off after failures, stops with
/// `cancel()` and the loader's release, and — for a cache entry — pauses while no screen
/// holds it and while the app is in the background.
@MainActor
@Suite(.hangGuard) struct PollingTests {
  let clock = ManualClock()
  let fetch = ControlledFetch<Void, Int, LoadFailure>()

  func makeLoader() -> DataLoader<Int, LoadFailure> {
    DataLoader(configuration: .init(pollInterval: .seconds(10), clock: clock), fetch: fetch.fetch)
  }

  @Test func pollsAtTheIntervalAfterEachLoadEnds() async throws {
    let loader = makeLoader()
    let recorder = StateRecorder(loader)
    let load = Task { await loader.load() }
    try await fetch.nextCall().succeed(with: 1)
    await load.value
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(10))
    clock.advance(by: .seconds(10))
    let poll = try await fetch.nextCall()
    #expect(loader.state == .refreshing(1))
    clock.advance(by: .seconds(3))
    poll.succeed(with: 2)
    // The next poll counts from the end of this one.
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(23))
    #expect(loader.state == .success(2))
    #expect(
      recorder.descriptions == ["initialLoading", "success(1)", "refreshing(1)", "success(2)"])
    loader.cancel()
    #expect(clock.sleeperCount == 0)
  }

  @Test func aPollDueWhileALoadRunsIsSkipped() async throws {
    let loader = makeLoader()
    let load = Task { await loader.load() }
    try await fetch.nextCall().succeed(with: 1)
    await load.value
    _ = try await clock.nextSleep()
    clock.advance(by: .seconds(5))
    // A refresh while the poll waits: the poll is dropped, not stacked.
    let refresh = Task { await loader.refresh() }
    let call = try await fetch.nextCall()
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(10))
    #expect(fetch.callCount == 2)
    call.succeed(with: 2)
    await refresh.value
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(25))
    #expect(fetch.callCount == 2)
    loader.cancel()
  }

  @Test func failuresBackOffAndASuccessBringsTheIntervalBack() async throws {
    let loader = makeLoader()
    let load = Task { await loader.load() }
    try await fetch.nextCall().succeed(with: 1)
    await load.value
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(10))
    clock.advance(by: .seconds(10))
    try await fetch.nextCall().fail(with: .offline)
    // One failure: twice the interval.
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(30))
    #expect(loader.state == .refreshFailure(1, .offline))
    clock.advance(by: .seconds(20))
    try await fetch.nextCall().fail(with: .offline)
    // Two in a row: four times.
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(70))
    clock.advance(by: .seconds(40))
    try await fetch.nextCall().succeed(with: 2)
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(80))
    loader.cancel()
  }

  @Test func cancelStopsPollingUntilTheNextLoad() async throws {
    let loader = makeLoader()
    let load = Task { await loader.load() }
    try await fetch.nextCall().succeed(with: 1)
    await load.value
    _ = try await clock.nextSleep()
    loader.cancel()
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(60))
    #expect(fetch.callCount == 1)
    // A load with a fresh value fetches nothing, but polls again.
    await loader.load()
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(70))
    #expect(fetch.callCount == 1)
    loader.reset()
    #expect(clock.sleeperCount == 0)
  }

  @Test func aReleasedLoaderStopsPolling() async throws {
    var loader: DataLoader<Int, LoadFailure>? = makeLoader()
    let load = Task { [loader] in await loader?.load() }
    try await fetch.nextCall().succeed(with: 1)
    await load.value
    _ = try await clock.nextSleep()
    #expect(clock.sleeperCount == 1)
    loader = nil
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(60))
    #expect(fetch.callCount == 1)
  }

  @Test func aLoaderThatWasNeverLoadedDoesNotPoll() async {
    let loader = makeLoader()
    clock.advance(by: .seconds(60))
    #expect(clock.sleeperCount == 0)
    #expect(loader.state == .idle)
  }
}

/// Polling of a `LoaderCache` entry: only while a screen holds it, not in the background.
@MainActor
@Suite(.hangGuard) struct CachePollingTests {
  let clock = ManualClock()
  let fetch = ControlledFetch<Void, Int, LoadFailure>()

  struct StatusQuery: DataQuery {
    let fetch: ControlledFetch<Void, Int, LoadFailure>
    var pollInterval: Duration? { .seconds(10) }
    var staleness: Staleness { .never }

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}

    @concurrent func fetch() async throws(LoadFailure) -> Int {
      try await fetch.fetch()
    }
  }

  func makeCache() -> LoaderCache {
    // No unused lifetime: the cache's own timer does not sleep on the clock.
    LoaderCache(configuration: .init(unusedLifetime: nil, clock: clock))
  }

  @Test func anEntryPollsOnlyWhileAScreenHoldsIt() async throws {
    let cache = makeCache()
    var loader: DataLoader<Int, LoadFailure>? = cache.loader(for: StatusQuery(fetch: fetch))
    let load = Task { [loader] in await loader?.load() }
    try await fetch.nextCall().succeed(with: 1)
    await load.value
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(10))
    clock.advance(by: .seconds(4))
    // The screen goes; the cache notices at its next operation.
    loader = nil
    _ = cache.count
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(60))
    #expect(fetch.callCount == 1)
    // The screen comes back: the 6 s left of the interval have passed, it polls at once.
    loader = cache.loader(for: StatusQuery(fetch: fetch))
    try await fetch.nextCall().succeed(with: 2)
    await waitForState(of: loader!) { $0.value == 2 }
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(74))
    loader?.cancel()
  }

  @Test func noEntryPollsInTheBackground() async throws {
    let cache = makeCache()
    let loader = cache.loader(for: StatusQuery(fetch: fetch))
    let load = Task { await loader.load() }
    try await fetch.nextCall().succeed(with: 1)
    await load.value
    _ = try await clock.nextSleep()
    clock.advance(by: .seconds(3))
    cache.appDidEnterBackground()
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(60))
    #expect(fetch.callCount == 1)
    // Back in the foreground, the interval has passed: it polls at once.
    let active = Task { await cache.appDidBecomeActive() }
    try await fetch.nextCall().succeed(with: 2)
    await active.value
    await waitForState(of: loader) { $0.value == 2 }
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(73))
    loader.cancel()
  }

  @Test func aPauseThatEndsBeforeTheIntervalWaitsOnlyForWhatIsLeft() async throws {
    let cache = makeCache()
    let loader = cache.loader(for: StatusQuery(fetch: fetch))
    let load = Task { await loader.load() }
    try await fetch.nextCall().succeed(with: 1)
    await load.value
    _ = try await clock.nextSleep()
    clock.advance(by: .seconds(3))
    cache.appDidEnterBackground()
    clock.advance(by: .seconds(2))
    await cache.appDidBecomeActive()
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(10))
    #expect(fetch.callCount == 1)
    loader.cancel()
  }
}
