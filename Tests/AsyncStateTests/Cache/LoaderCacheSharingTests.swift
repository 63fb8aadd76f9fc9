import AsyncState
import AsyncStateTesting
import Testing

/// Point 1 of the cache issue: one entry per key, shared by every screen, one fetch.
@MainActor
@Suite struct LoaderCacheSharingTests {
  let fixture = CacheFixture()

  @Test func askingTwiceForAKeyReturnsTheSameLoader() {
    let first = fixture.cache.loader(for: fixture.profile(1))
    let second = fixture.cache.loader(for: fixture.profile(1))
    #expect(first === second)
    #expect(fixture.cache.loader(for: fixture.profile(2)) !== first)
    #expect(fixture.cache.count == 2)
  }

  @Test func aKeyAskedForAgainAfterItsScreenWentAwayIsTheSameLoader() {
    let identity: ObjectIdentifier
    do {
      let screen = fixture.cache.loader(for: fixture.profile(1))
      identity = ObjectIdentifier(screen)
    }
    #expect(fixture.entry("ProfileQuery(id: 1)")?.isInUse == false)
    let again = fixture.cache.loader(for: fixture.profile(1))
    #expect(ObjectIdentifier(again) == identity)
    #expect(fixture.entry("ProfileQuery(id: 1)")?.isInUse == true)
  }

  @Test func nScreensLoadingOneKeyAtOnceCauseOneFetch() async throws {
    let screens = (0..<10).map { _ in fixture.cache.loader(for: fixture.profile(7)) }
    let loads = screens.map { screen in
      Task {
        await screen.load()
        return screen.state
      }
    }
    let call = try await fixture.profiles.nextCall()
    #expect(call.argument == 7)
    call.succeed(with: Profile(name: "Ada"))
    for load in loads {
      #expect(await load.value == .success(Profile(name: "Ada")))
    }
    #expect(fixture.profiles.callCount == 1)
  }

  @Test func screensArrivingOneAfterTheOtherShareTheLoadedValue() async throws {
    try await fixture.loadProfile(7, as: Profile(name: "Ada"))
    let later = fixture.cache.loader(for: fixture.profile(7))
    #expect(later.state == .success(Profile(name: "Ada")))
    await later.load()
    #expect(fixture.profiles.callCount == 1)
  }

  @Test func twoScreensOfAListPageThroughOneLoader() async throws {
    let feed = fixture.cache.loader(for: fixture.timeline("swift"))
    let sidebar = fixture.cache.loader(for: fixture.timeline("swift"))
    #expect(feed === sidebar)
    async let first: Void = feed.load()
    async let again: Void = sidebar.load()
    let call = try await fixture.timeline.nextCall()
    #expect(call.argument == nil)
    call.succeed(with: Page(items: posts(1...3), next: 3))
    _ = await (first, again)
    async let more: Void = sidebar.loadMore()
    async let moreAgain: Void = feed.loadMore()
    let page = try await fixture.timeline.nextCall()
    #expect(page.argument == 3)
    page.succeed(with: Page(items: posts(4...5), next: nil))
    _ = await (more, moreAgain)
    #expect(feed.state == .endReached(posts(1...5)))
    #expect(fixture.timeline.callCount == 2)
  }

  @Test func queriesAreKeysAndFetchTheirOwnParameters() async throws {
    let ada = fixture.cache.loader(for: fixture.profile(1))
    let grace = fixture.cache.loader(for: fixture.profile(2))
    async let first: Void = ada.load()
    async let second: Void = grace.load()
    let calls = [try await fixture.profiles.nextCall(), try await fixture.profiles.nextCall()]
    for call in calls {
      call.succeed(with: Profile(name: call.argument == 1 ? "Ada" : "Grace"))
    }
    _ = await (first, second)
    #expect(ada.state.value?.name == "Ada")
    #expect(grace.state.value?.name == "Grace")
  }

  @Test func dataAndPagingEntriesAreCountedTogether() {
    let profile = fixture.cache.loader(for: fixture.profile(1))
    let timeline = fixture.cache.loader(for: fixture.timeline("swift"))
    let paging = fixture.cache.snapshot().map(\.isPaging)
    #expect(paging == [false, true])
    withExtendedLifetime((profile, timeline)) {}
  }
}
