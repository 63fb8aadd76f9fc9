import AsyncState
import AsyncStateTesting
import Testing

/// Point 4 of the cache issue: invalidation by key, by predicate and of everything; entries in
/// use revalidate now with their value on screen, unused ones are marked stale.
@MainActor
@Suite struct LoaderCacheInvalidationTests {
  let fixture = CacheFixture()

  @Test func anEntryInUseRevalidatesNowWithItsValueOnScreen() async throws {
    try await fixture.loadProfile(1, as: Profile(name: "Ada"))
    let screen = fixture.cache.loader(for: fixture.profile(1))
    let log = CacheTransitionLog(screen)
    let invalidation = Task { await fixture.cache.invalidate(fixture.profile(1)) }
    let call = try await fixture.profiles.nextCall()
    #expect(screen.state == .refreshing(Profile(name: "Ada")))
    call.succeed(with: Profile(name: "Ada L."))
    await invalidation.value
    #expect(screen.state == .success(Profile(name: "Ada L.")))
    #expect(log.illegal.isEmpty)
    #expect(fixture.entry("ProfileQuery(id: 1)")?.isStale == false)
  }

  @Test func anUnusedEntryIsMarkedStaleAndRevalidatedByTheNextScreen() async throws {
    try await fixture.loadProfile(1, as: Profile(name: "Ada"))
    await fixture.cache.invalidate(fixture.profile(1))
    #expect(fixture.profiles.callCount == 1)
    #expect(fixture.entry("ProfileQuery(id: 1)")?.isStale == true)
    let screen = fixture.cache.loader(for: fixture.profile(1))
    // The next screen shows the value at once, and revalidates it.
    #expect(screen.state == .success(Profile(name: "Ada")))
    let load = Task { await screen.load() }
    let call = try await fixture.profiles.nextCall()
    #expect(screen.state == .refreshing(Profile(name: "Ada")))
    call.succeed(with: Profile(name: "Ada L."))
    await load.value
    #expect(fixture.entry("ProfileQuery(id: 1)")?.isStale == false)
  }

  @Test func anIdleEntryStaysIdle() async {
    let screen = fixture.cache.loader(for: fixture.profile(1))
    await fixture.cache.invalidate(fixture.profile(1))
    #expect(screen.state == .idle)
    #expect(fixture.profiles.callCount == 0)
  }

  @Test func aPredicateSelectsKeysOfOneType() async throws {
    for id in 1...4 {
      fixture.cache.setValue(Profile(name: "P\(id)"), for: fixture.profile(id))
    }
    let even = [2, 4].map { fixture.cache.loader(for: fixture.profile($0)) }
    let invalidation = Task {
      await fixture.cache.invalidate(ProfileQuery.self) { $0.id >= 3 }
    }
    // Only profile 4 is both selected and in use.
    let call = try await fixture.profiles.nextCall()
    #expect(call.argument == 4)
    call.succeed(with: Profile(name: "P4'"))
    await invalidation.value
    let stale = fixture.cache.snapshot().filter(\.isStale).map(\.key)
    #expect(stale == ["ProfileQuery(id: 3)"])
    #expect(fixture.profiles.callCount == 1)
    _ = even
  }

  @Test func invalidatingEverythingRevalidatesEveryEntryInUse() async throws {
    fixture.cache.setValue(Profile(name: "Ada"), for: fixture.profile(1))
    fixture.cache.setValue(Profile(name: "Grace"), for: fixture.profile(2))
    let feed = fixture.cache.loader(for: fixture.timeline("swift"))
    let load = Task { await feed.load() }
    try await fixture.timeline.nextCall().succeed(with: Page(items: posts(1...2), next: nil))
    await load.value
    let profile = fixture.cache.loader(for: fixture.profile(2))

    let invalidation = Task { await fixture.cache.invalidateAll() }
    let profileCall = try await fixture.profiles.nextCall()
    let pageCall = try await fixture.timeline.nextCall()
    #expect(feed.state == .refreshing(posts(1...2)))
    #expect(profile.state == .refreshing(Profile(name: "Grace")))
    profileCall.succeed(with: Profile(name: "Grace H."))
    pageCall.succeed(with: Page(items: posts(1...3), next: nil))
    await invalidation.value
    #expect(feed.state == .endReached(posts(1...3)))
    #expect(fixture.entry("ProfileQuery(id: 1)")?.isStale == true)
    #expect(fixture.profiles.callCount == 1)
  }

  @Test func invalidationIsReportedForEachEntry() async {
    var activity = fixture.cache.activity().makeAsyncIterator()
    fixture.cache.setValue(Profile(name: "Ada"), for: fixture.profile(1))
    await fixture.cache.invalidate(fixture.profile(1))
    var seen: [String] = []
    while let next = await activity.next() {
      seen.append(next.description)
      if case .invalidated = next { break }
    }
    #expect(
      seen == [
        "ProfileQuery(id: 1) added",
        "ProfileQuery(id: 1) → success(Ada) (valueReplaced)",
        "ProfileQuery(id: 1) invalidated",
      ])
  }
}
