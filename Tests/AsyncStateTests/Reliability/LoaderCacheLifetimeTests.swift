import AsyncState
import AsyncStateTesting
import Testing

/// Issue 14's leak checks, extended to the cache: a cache the app lets go of is freed with
/// its entries — loaded, loading, or with a cancelled fetch that goes on running — its
/// streams end, and a fetch still running was told to stop and its late answer reaches
/// nothing. (Evicted entries' loaders are freed: `LoaderCacheEvictionTests`.)
@MainActor
@Suite(.hangGuard)
struct LoaderCacheLifetimeTests {
  let clock = ManualClock()
  let profiles = ProfileFetch()
  let timeline = TimelineFetch()

  func makeCache() -> LoaderCache {
    LoaderCache(configuration: CacheConfiguration(staleAfter: .seconds(60), clock: clock))
  }

  @Test func aReleasedCacheIsFreedWithItsEntriesAndEndsItsStreams() async throws {
    var cache: LoaderCache? = makeCache()
    let weakCache = Weak(try #require(cache))
    var activity = try #require(cache).activity().makeAsyncIterator()
    var failures = try #require(cache).updateFailures().makeAsyncIterator()

    // A loaded entry, no longer held by any screen.
    let loaded: Weak<DataLoader<Profile, LoadFailure>>
    do {
      let screen = try #require(cache).loader(for: ProfileQuery(id: 1, fetcher: profiles))
      loaded = Weak(screen)
      let load = Task { await screen.load() }
      try await profiles.nextCall().succeed(with: Profile(name: "Ada"))
      await load.value
    }
    // A list whose first load was cancelled, its fetch ignoring that and still running.
    let cancelled: Weak<PagingLoader<Post, LoadFailure>>
    let runningCall: TimelineFetch.Call
    do {
      let screen = try #require(cache).loader(for: TimelineQuery(topic: "swift", fetcher: timeline))
      cancelled = Weak(screen)
      let load = Task { await screen.load() }
      runningCall = try await timeline.nextCall()
      screen.cancel()
      await load.value
      try await runningCall.cancellation()
    }

    cache = nil
    #expect(weakCache.object == nil)
    #expect(loaded.object == nil)
    #expect(cancelled.object == nil)
    runningCall.succeed(with: Page(items: posts(0..<3), next: nil))  // late, to nobody
    // Both streams end, after what was already sent.
    var lines: [String] = []
    while let next = await activity.next() { lines.append(next.description) }
    #expect(!lines.isEmpty)
    #expect(await failures.next() == nil)
  }

  @Test func aCacheReleasedWhileAScreenLoadsLeavesTheScreenItsLoader() async throws {
    var cache: LoaderCache? = makeCache()
    let weakCache = Weak(try #require(cache))
    let screen = try #require(cache).loader(for: ProfileQuery(id: 1, fetcher: profiles))
    let load = Task { await screen.load() }
    let call = try await profiles.nextCall()
    cache = nil
    // The cache is gone; the screen's loader is the screen's, and its load goes on.
    #expect(weakCache.object == nil)
    call.succeed(with: Profile(name: "Ada"))
    await load.value
    #expect(screen.state == .success(Profile(name: "Ada")))
  }
}
