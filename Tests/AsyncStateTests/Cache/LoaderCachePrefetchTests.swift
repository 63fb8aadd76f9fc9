import AsyncState
import AsyncStateTesting
import Testing

/// Point 6 of the cache issue: a prefetched key is fresh when its screen arrives — no loading
/// state, not even one frame.
@MainActor
@Suite struct LoaderCachePrefetchTests {
  let fixture = CacheFixture(staleAfter: .seconds(60))

  @Test func aScreenArrivingAfterAPrefetchSeesNoLoadingState() async throws {
    // Record every state of the entry from before the prefetch, through the screen's arrival.
    let log: CacheTransitionLog<Profile, LoadFailure>
    do {
      let observer = fixture.cache.loader(for: fixture.profile(1))
      log = CacheTransitionLog(observer)
    }
    let prefetch = Task { await fixture.cache.prefetch(fixture.profile(1)) }
    try await fixture.profiles.nextCall().succeed(with: Profile(name: "Ada"))
    await prefetch.value
    let prefetched = log.transitions.count

    // The screen arrives: its first frame is the value, and its load fetches nothing.
    let screen = fixture.cache.loader(for: fixture.profile(1))
    let firstFrame = screen.state
    await screen.load()
    #expect(firstFrame == .success(Profile(name: "Ada")))
    #expect(log.transitions.count == prefetched)
    #expect(!log.states.dropFirst(prefetched).contains { $0.isLoading })
    #expect(fixture.profiles.callCount == 1)
  }

  @Test func aScreenArrivingDuringThePrefetchJoinsItsLoad() async throws {
    let prefetch = Task { await fixture.cache.prefetch(fixture.profile(1)) }
    let call = try await fixture.profiles.nextCall()
    let screen = fixture.cache.loader(for: fixture.profile(1))
    #expect(screen.state == .initialLoading)
    let load = Task { await screen.load() }
    call.succeed(with: Profile(name: "Ada"))
    await load.value
    await prefetch.value
    #expect(fixture.profiles.callCount == 1)
  }

  @Test func aFreshEntryIsNotPrefetchedAgain() async throws {
    try await fixture.loadProfile(1, as: Profile(name: "Ada"))
    await fixture.cache.prefetch(fixture.profile(1))
    #expect(fixture.profiles.callCount == 1)
  }

  @Test func aPrefetchedEntryIsUnusedOnceLoadedAndKeptForItsLifetime() async throws {
    let fixture = CacheFixture(unusedLifetime: .seconds(30))
    let prefetch = Task { await fixture.cache.prefetch(fixture.profile(1)) }
    let call = try await fixture.profiles.nextCall()
    #expect(fixture.entry("ProfileQuery(id: 1)")?.isInUse == true)
    fixture.clock.advance(by: .seconds(40))
    call.succeed(with: Profile(name: "Ada"))
    await prefetch.value
    let entry = fixture.entry("ProfileQuery(id: 1)")
    #expect(entry?.isInUse == false)
    #expect(entry?.evictedIn == .seconds(30))
  }

  @Test func aListIsPrefetchedToo() async throws {
    let prefetch = Task { await fixture.cache.prefetch(fixture.timeline("swift")) }
    try await fixture.timeline.nextCall().succeed(with: Page(items: posts(1...3), next: 3))
    await prefetch.value
    let screen = fixture.cache.loader(for: fixture.timeline("swift"))
    #expect(screen.state == .success(posts(1...3)))
  }
}
