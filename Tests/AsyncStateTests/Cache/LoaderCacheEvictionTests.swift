import AsyncState
import AsyncStateTesting
import Testing

/// Point 3 of the cache issue: unused entries are evicted after their lifetime and beyond the
/// entry limit, least recently used first; an entry in use never is.
@MainActor
@Suite struct LoaderCacheEvictionTests {
  // MARK: By time

  @Test func anUnusedEntryIsEvictedOnceItsLifetimeEnds() async throws {
    let fixture = CacheFixture(unusedLifetime: .seconds(30))
    var activity = fixture.cache.activity().makeAsyncIterator()
    weak var evictedLoader: DataLoader<Profile, LoadFailure>?
    do {
      let screen = fixture.cache.loader(for: fixture.profile(1))
      evictedLoader = screen
    }
    // The cache's next operation notices the release: unused from now.
    #expect(fixture.entry("ProfileQuery(id: 1)")?.isInUse == false)
    fixture.clock.advance(by: .seconds(29))
    try await fixture.clock.waitForSleepers(count: 1)
    #expect(fixture.keys == ["ProfileQuery(id: 1)"])
    fixture.clock.advance(by: .seconds(1))
    let eviction = await activity.nextEviction()
    #expect(eviction?.key == "ProfileQuery(id: 1)")
    #expect(eviction?.reason == .unusedLifetime)
    #expect(fixture.cache.count == 0)
    #expect(evictedLoader == nil)
  }

  @Test func aReleaseNoOneReportsIsNoticedWithinAQuarterLifetime() async throws {
    let fixture = CacheFixture(unusedLifetime: .seconds(40))
    var activity = fixture.cache.activity().makeAsyncIterator()
    var screen: DataLoader<Profile, LoadFailure>? =
      fixture.cache.loader(for: fixture.profile(1))
    try await fixture.clock.waitForSleepers(count: 1)
    fixture.clock.advance(by: .seconds(5))
    // Released at 5 s, and the cache is not called again: its timer looks every 10 s, and
    // sees the release at 10 s.
    screen = nil
    fixture.clock.advance(by: .seconds(5))
    while let next = await activity.next() {
      if case .released = next { break }
    }
    fixture.clock.advance(by: .seconds(39))
    try await fixture.clock.waitForSleepers(count: 1)
    fixture.clock.advance(by: .seconds(1))
    // Evicted at 50 s: 45 s after the release, within a lifetime and a quarter.
    #expect(await activity.nextEviction()?.key == "ProfileQuery(id: 1)")
    _ = screen
  }

  @Test func anEntryInUseIsNeverEvictedByTime() async throws {
    let fixture = CacheFixture(unusedLifetime: .seconds(30))
    var activity = fixture.cache.activity().makeAsyncIterator()
    var screen: DataLoader<Profile, LoadFailure>? =
      fixture.cache.loader(for: fixture.profile(1))
    for _ in 0..<120 {
      fixture.clock.advance(by: .seconds(30))
      try await fixture.clock.waitForSleepers(count: 1)
    }
    #expect(fixture.keys == ["ProfileQuery(id: 1)"])
    #expect(fixture.entry("ProfileQuery(id: 1)")?.isInUse == true)
    // Its lifetime starts when the screen lets it go.
    screen = nil
    #expect(fixture.entry("ProfileQuery(id: 1)")?.unusedFor == .zero)
    fixture.clock.advance(by: .seconds(30))
    #expect(await activity.nextEviction()?.key == "ProfileQuery(id: 1)")
    _ = screen
  }

  @Test func anEntryUsedAgainBeforeItsLifetimeEndsIsKept() async throws {
    let fixture = CacheFixture(unusedLifetime: .seconds(30))
    var activity = fixture.cache.activity().makeAsyncIterator()
    _ = fixture.cache.loader(for: fixture.profile(1))
    #expect(fixture.cache.count == 1)
    fixture.clock.advance(by: .seconds(20))
    try await fixture.clock.waitForSleepers(count: 1)
    // Used again at 20 s, and let go at 25 s: its lifetime now ends at 55 s.
    var screen: DataLoader<Profile, LoadFailure>? =
      fixture.cache.loader(for: fixture.profile(1))
    fixture.clock.advance(by: .seconds(5))
    screen = nil
    #expect(fixture.entry("ProfileQuery(id: 1)")?.evictedIn == .seconds(30))
    fixture.clock.advance(by: .seconds(29))
    try await fixture.clock.waitForSleepers(count: 1)
    #expect(fixture.keys == ["ProfileQuery(id: 1)"])
    fixture.clock.advance(by: .seconds(1))
    #expect(await activity.nextEviction()?.key == "ProfileQuery(id: 1)")
    _ = screen
  }

  @Test func withoutALifetimeUnusedEntriesStayUntilTheLimit() async throws {
    let fixture = CacheFixture(unusedLifetime: nil, maxEntries: 2)
    _ = fixture.cache.loader(for: fixture.profile(1))
    #expect(fixture.clock.sleeperCount == 0)
    fixture.clock.advance(by: .seconds(86_400))
    #expect(fixture.cache.count == 1)
  }

  // MARK: By count

  @Test func beyondTheLimitTheLeastRecentlyUsedUnusedEntryGoesFirst() async throws {
    let fixture = CacheFixture(maxEntries: 3)
    var activity = fixture.cache.activity().makeAsyncIterator()
    for id in 1...3 {
      _ = fixture.cache.loader(for: fixture.profile(id))
    }
    // Profile 1 is used again: profile 2 is now the least recently used.
    _ = fixture.cache.loader(for: fixture.profile(1))
    _ = fixture.cache.loader(for: fixture.profile(4))
    #expect(
      fixture.keys == ["ProfileQuery(id: 1)", "ProfileQuery(id: 3)", "ProfileQuery(id: 4)"])
    let eviction = await activity.nextEviction()
    #expect(eviction?.key == "ProfileQuery(id: 2)")
    #expect(eviction?.reason == .capacity)
  }

  @Test func anEntryInUseIsNeverEvictedForTheLimit() {
    let fixture = CacheFixture(maxEntries: 2)
    var held = (1...3).map { fixture.cache.loader(for: fixture.profile($0)) }
    // Three entries in use over a limit of two: none is pulled from under its screen.
    #expect(fixture.cache.count == 3)
    #expect(held.allSatisfy { $0.state == .idle })
    // The first released goes at once, being unused over the limit.
    held.removeFirst()
    #expect(fixture.keys == ["ProfileQuery(id: 2)", "ProfileQuery(id: 3)"])
    held.removeAll()
    #expect(fixture.cache.count == 2)
  }

  @Test func aHundredThousandKeysNeverMakeMoreThanAThousandEntries() async {
    let fetch = ProfileFetch.responding { .success(Profile(name: "P\($0)")) }
    let cache = LoaderCache(configuration: .init(maxEntries: 1_000, clock: ManualClock()))
    var largest = 0
    var tracked: [Weak<DataLoader<Profile, LoadFailure>>] = []
    for id in 0..<100_000 {
      let query = ProfileQuery(id: id, fetcher: fetch)
      if id.isMultiple(of: 100) {
        // One key in a hundred goes through a screen that loads it.
        let screen = cache.loader(for: query)
        await screen.load()
        tracked.append(Weak(screen))
      } else {
        cache.setValue(Profile(name: "P\(id)"), for: query)
      }
      largest = max(largest, cache.count)
    }
    #expect(largest == 1_000)
    #expect(cache.count == 1_000)
    // The evicted loaders are gone; the last thousand keys' are kept.
    #expect(tracked.dropLast(10).allSatisfy { $0.object == nil })
    #expect(tracked.suffix(10).allSatisfy { $0.object != nil })
    #expect(fetch.callCount == 1_000)
  }

  // MARK: Memory warnings

  @Test func aMemoryWarningEvictsEveryUnusedEntryAndNothingElse() async {
    let fixture = CacheFixture()
    let held = fixture.cache.loader(for: fixture.profile(1))
    for id in 2...5 {
      fixture.cache.setValue(Profile(name: "P\(id)"), for: fixture.profile(id))
    }
    fixture.cache.didReceiveMemoryWarning()
    #expect(fixture.keys == ["ProfileQuery(id: 1)"])
    _ = held
  }
}

/// A weak reference, to check that an object was released.
@MainActor
final class Weak<Object: AnyObject> {
  weak var object: Object?

  init(_ object: Object) {
    self.object = object
  }
}
