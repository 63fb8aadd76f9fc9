import AsyncState
import AsyncStateTesting
import Testing

/// Point 2 of the cache issue: per-entry freshness; `load()` on a fresh entry does nothing, on
/// a stale one it revalidates with the value on screen.
@MainActor
@Suite struct LoaderCacheFreshnessTests {
  let fixture = CacheFixture(staleAfter: .seconds(60))

  @Test func loadOnAFreshEntryIsANoOp() async throws {
    try await fixture.loadProfile(1, as: Profile(name: "Ada"))
    fixture.clock.advance(by: .seconds(59))
    let screen = fixture.cache.loader(for: fixture.profile(1))
    let log = CacheTransitionLog(screen)
    await screen.load()
    #expect(log.transitions.isEmpty)
    #expect(fixture.profiles.callCount == 1)
    #expect(fixture.entry("ProfileQuery(id: 1)")?.isStale == false)
  }

  @Test func aStaleEntryRevalidatesWhileItsValueStaysOnScreen() async throws {
    try await fixture.loadProfile(1, as: Profile(name: "Ada"))
    fixture.clock.advance(by: .seconds(60))
    let screen = fixture.cache.loader(for: fixture.profile(1))
    #expect(fixture.entry("ProfileQuery(id: 1)")?.isStale == true)
    let log = CacheTransitionLog(screen)
    let load = Task { await screen.load() }
    let call = try await fixture.profiles.nextCall()
    #expect(screen.state == .refreshing(Profile(name: "Ada")))
    call.succeed(with: Profile(name: "Ada L."))
    await load.value
    #expect(
      log.descriptions == ["refreshing(Ada) (loadStarted)", "success(Ada L.) (loadSucceeded)"])
    #expect(fixture.entry("ProfileQuery(id: 1)")?.isStale == false)
  }

  @Test func aQueryCanSetItsOwnStaleness() async throws {
    let fast = fixture.profile(1, staleness: .after(.seconds(5)))
    let never = fixture.profile(2, staleness: .never)
    for query in [fast, never] {
      let screen = fixture.cache.loader(for: query)
      let load = Task { await screen.load() }
      try await fixture.profiles.nextCall().succeed(with: Profile(name: "P\(query.id)"))
      await load.value
    }
    fixture.clock.advance(by: .seconds(5))
    #expect(fixture.entry("ProfileQuery(id: 1)")?.isStale == true)
    fixture.clock.advance(by: .seconds(3600))
    #expect(fixture.entry("ProfileQuery(id: 2)")?.isStale == false)
  }

  @Test func theDefaultConfigurationNeverGoesStale() async throws {
    let fixture = CacheFixture()
    try await fixture.loadProfile(1, as: Profile(name: "Ada"))
    fixture.clock.advance(by: .seconds(86_400))
    let screen = fixture.cache.loader(for: fixture.profile(1))
    await screen.load()
    #expect(fixture.profiles.callCount == 1)
  }

  @Test func theCachesLoadersRetryOnItsClockAsItsConfigurationSays() async throws {
    // No unused lifetime: its eviction timer also sleeps on the clock, and the wait below
    // must see the retry's sleep. With the timer, `waitForSleepers()` could return on the
    // timer's sleep, the clock moved before the retry slept, and the retry never woke (a
    // ThreadSanitizer run hung here).
    let fixture = CacheFixture(
      unusedLifetime: nil,
      retry: .exponential(maxAttempts: 2, initialDelay: .seconds(1), jitter: 0))
    let screen = fixture.cache.loader(for: fixture.profile(1))
    let load = Task { await screen.load() }
    try await fixture.profiles.nextCall().fail(with: .offline)
    try await fixture.clock.waitForSleepers()
    fixture.clock.advance(by: .seconds(1))
    try await fixture.profiles.nextCall().succeed(with: Profile(name: "Ada"))
    await load.value
    #expect(screen.state == .success(Profile(name: "Ada")))
    #expect(fixture.profiles.callCount == 2)
  }
}
