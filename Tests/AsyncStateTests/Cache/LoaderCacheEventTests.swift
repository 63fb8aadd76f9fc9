import AsyncState
import AsyncStateTesting
import Testing

/// Point 5 of the cache issue: foreground and network triggers revalidate only stale entries
/// in use; a memory warning evicts the unused ones.
@MainActor
@Suite struct LoaderCacheEventTests {
  let fixture = CacheFixture(staleAfter: .seconds(60))

  /// The two triggers that revalidate: the app becoming active, the network coming back.
  enum Trigger: CaseIterable {
    case appDidBecomeActive
    case networkDidBecomeAvailable

    @MainActor func send(to cache: LoaderCache) async {
      switch self {
      case .appDidBecomeActive: await cache.appDidBecomeActive()
      case .networkDidBecomeAvailable: await cache.networkDidBecomeAvailable()
      }
    }
  }

  @Test(arguments: Trigger.allCases)
  func aTriggerRevalidatesOnlyStaleEntriesInUse(_ trigger: Trigger) async throws {
    // 1: stale and in use. 2: stale, unused. 3: fresh and in use. 4: idle and in use.
    fixture.cache.setValue(Profile(name: "P1"), for: fixture.profile(1), age: .seconds(60))
    fixture.cache.setValue(Profile(name: "P2"), for: fixture.profile(2), age: .seconds(60))
    fixture.cache.setValue(Profile(name: "P3"), for: fixture.profile(3))
    let screens = [1, 3, 4].map { fixture.cache.loader(for: fixture.profile($0)) }

    let handled = Task { await trigger.send(to: fixture.cache) }
    let call = try await fixture.profiles.nextCall()
    #expect(call.argument == 1)
    #expect(screens[0].state == .refreshing(Profile(name: "P1")))
    call.succeed(with: Profile(name: "P1'"))
    await handled.value
    #expect(fixture.profiles.callCount == 1)
    #expect(screens[0].state == .success(Profile(name: "P1'")))
    #expect(screens[2].state == .idle)
    #expect(fixture.entry("ProfileQuery(id: 2)")?.isStale == true)
  }

  @Test func theNetworkComingBackRetriesAFailureInUse() async throws {
    let screen = fixture.cache.loader(for: fixture.profile(1))
    let load = Task { await screen.load() }
    try await fixture.profiles.nextCall().fail(with: .offline)
    await load.value
    #expect(screen.state == .failure(.offline))

    let handled = Task { await fixture.cache.networkDidBecomeAvailable() }
    let call = try await fixture.profiles.nextCall()
    #expect(screen.state == .retrying(.offline))
    call.succeed(with: Profile(name: "Ada"))
    await handled.value
    #expect(screen.state == .success(Profile(name: "Ada")))
  }
}
