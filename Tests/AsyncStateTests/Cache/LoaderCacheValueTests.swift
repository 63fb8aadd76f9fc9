import AsyncState
import AsyncStateTesting
import Testing

/// Point 8 of the cache issue: writing a value for a key from elsewhere, with its own
/// loaded-at time.
@MainActor
@Suite struct LoaderCacheValueTests {
  let fixture = CacheFixture(staleAfter: .seconds(60))

  @Test func aWrittenValueIsShownWithoutALoadingState() async {
    fixture.cache.setValue(Profile(name: "Ada"), for: fixture.profile(1))
    let screen = fixture.cache.loader(for: fixture.profile(1))
    let log = CacheTransitionLog(screen)
    #expect(screen.state == .success(Profile(name: "Ada")))
    await screen.load()
    #expect(log.transitions.isEmpty)
    #expect(fixture.profiles.callCount == 0)
    #expect(fixture.cache.value(for: fixture.profile(1)) == Profile(name: "Ada"))
    #expect(fixture.cache.value(for: fixture.profile(2)) == nil)
  }

  @Test func aWrittenValueKeepsItsOwnAge() async throws {
    fixture.cache.setValue(Profile(name: "Ada"), for: fixture.profile(1), age: .seconds(50))
    #expect(fixture.entry("ProfileQuery(id: 1)")?.age == .seconds(50))
    fixture.clock.advance(by: .seconds(9))
    #expect(fixture.entry("ProfileQuery(id: 1)")?.isStale == false)
    fixture.clock.advance(by: .seconds(1))
    #expect(fixture.entry("ProfileQuery(id: 1)")?.isStale == true)
    let screen = fixture.cache.loader(for: fixture.profile(1))
    let load = Task { await screen.load() }
    let call = try await fixture.profiles.nextCall()
    #expect(screen.state == .refreshing(Profile(name: "Ada")))
    call.succeed(with: Profile(name: "Ada L."))
    await load.value
  }

  @Test func aValueWrittenDuringAFirstLoadShowsWhileTheLoadGoesOn() async throws {
    let screen = fixture.cache.loader(for: fixture.profile(1))
    let log = CacheTransitionLog(screen)
    let load = Task { await screen.load() }
    let call = try await fixture.profiles.nextCall()
    fixture.cache.setValue(Profile(name: "Ada (from the list)"), for: fixture.profile(1))
    #expect(screen.state == .refreshing(Profile(name: "Ada (from the list)")))
    call.succeed(with: Profile(name: "Ada"))
    await load.value
    #expect(screen.state == .success(Profile(name: "Ada")))
    #expect(log.illegal.isEmpty)
    #expect(
      log.descriptions == [
        "initialLoading (loadStarted)",
        "refreshing(Ada (from the list)) (valueReplaced)",
        "success(Ada) (loadSucceeded)",
      ])
  }

  @Test func aCancelledFirstLoadKeepsTheWrittenValue() async throws {
    let screen = fixture.cache.loader(for: fixture.profile(1))
    let load = Task { await screen.load() }
    let call = try await fixture.profiles.nextCall()
    fixture.cache.setValue(Profile(name: "Ada"), for: fixture.profile(1))
    screen.cancel()
    await load.value
    #expect(screen.state == .success(Profile(name: "Ada")))
    try await call.cancellation()
    // The cancelled load's late answer is dropped.
    call.succeed(with: Profile(name: "Ada (late)"))
    #expect(screen.state == .success(Profile(name: "Ada")))
  }

  @Test func aValueReplacesAFailure() async throws {
    let screen = fixture.cache.loader(for: fixture.profile(1))
    let load = Task { await screen.load() }
    try await fixture.profiles.nextCall().fail(with: .offline)
    await load.value
    let log = CacheTransitionLog(screen)
    fixture.cache.setValue(Profile(name: "Ada"), for: fixture.profile(1))
    #expect(log.descriptions == ["success(Ada) (valueReplaced)"])
    #expect(log.illegal.isEmpty)
  }

  @Test func aListResponseFillsTheDetailEntries() {
    let team = [Profile(name: "Ada"), Profile(name: "Grace"), Profile(name: "Joan")]
    for (id, profile) in team.enumerated() {
      fixture.cache.setValue(profile, for: fixture.profile(id))
    }
    let detail = fixture.cache.loader(for: fixture.profile(1))
    #expect(detail.state == .success(Profile(name: "Grace")))
    #expect(fixture.cache.count == 3)
  }
}
