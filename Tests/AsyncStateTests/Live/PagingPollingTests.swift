import AsyncState
import AsyncStateTesting
import Testing

/// A paging loader polls (issue 25) by the rules a `DataLoader` does: a refresh of
/// the first page — or of every loaded page with `refreshesAllPages` — `interval` after each
/// load ends, never while a page loads, backing off after failures, stopped by `cancel()`,
/// `reset()` and the loader's release, and paused while its cache entry is unused.
@MainActor
@Suite(.hangGuard) struct PagingPollingTests {
  let clock = ManualClock()
  let pages = ControlledFetch<Int?, Page<Post, Int>, LoadFailure>()

  func makeLoader(refreshesAllPages: Bool = false) -> PagingLoader<Post, LoadFailure> {
    PagingLoader(
      configuration: .init(pollInterval: .seconds(10), clock: clock),
      refreshesAllPages: refreshesAllPages, fetchPage: pages.fetch)
  }

  /// Loads the first page (posts 0..<3, next 1).
  func loadFirstPage(_ loader: PagingLoader<Post, LoadFailure>) async throws {
    let load = Task { await loader.load() }
    try await pages.nextCall().succeed(with: Page(items: posts(0..<3), next: 1))
    await load.value
  }

  @Test func aPollRefreshesTheFirstPageAtTheInterval() async throws {
    let loader = makeLoader()
    try await loadFirstPage(loader)
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(10))
    clock.advance(by: .seconds(10))
    let poll = try await pages.nextCall()
    #expect(poll.argument == nil)
    #expect(loader.state == .refreshing(posts(0..<3)))
    clock.advance(by: .seconds(2))
    poll.succeed(with: Page(items: posts(10..<12), next: 1))
    // The next poll counts from the end of this one.
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(22))
    #expect(loader.state == .success(posts(10..<12)))
    loader.cancel()
    #expect(clock.sleeperCount == 0)
  }

  @Test func withRefreshesAllPagesAPollRefetchesEveryLoadedPage() async throws {
    let loader = makeLoader(refreshesAllPages: true)
    try await loadFirstPage(loader)
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(10))
    let more = Task { await loader.loadMore() }
    try await pages.nextCall().succeed(with: Page(items: posts(3..<6), next: 2))
    await more.value
    // The page load cancelled the deadline when it started and set the next one when it
    // ended: one deadline, never two.
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(10))
    #expect(clock.sleeperCount == 1)
    clock.advance(by: .seconds(10))
    var call = try await pages.nextCall()
    #expect(call.argument == nil)
    call.succeed(with: Page(items: posts(0..<3), next: 1))
    call = try await pages.nextCall()
    #expect(call.argument == 1)
    call.succeed(with: Page(items: posts(3..<5), next: 2))
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(20))
    #expect(loader.state == .success(posts(0..<5)))
    loader.reset()
    #expect(clock.sleeperCount == 0)
  }

  @Test func aPollDueWhileAPageLoadsIsSkipped() async throws {
    let loader = makeLoader()
    try await loadFirstPage(loader)
    _ = try await clock.nextSleep()
    let more = Task { await loader.loadMore() }
    let page = try await pages.nextCall()
    clock.advance(by: .seconds(10))
    // The page ends the wait; the poll due meanwhile started nothing, and the next one
    // counts from the end of the page load.
    page.succeed(with: Page(items: posts(3..<6), next: 2))
    await more.value
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(20))
    #expect(pages.callCount == 2)
    #expect(loader.state == .success(posts(0..<6)))
    loader.cancel()
  }

  @Test func failedPollsBackOffAndASuccessBringsTheIntervalBack() async throws {
    let loader = makeLoader()
    try await loadFirstPage(loader)
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(10))
    clock.advance(by: .seconds(10))
    try await pages.nextCall().fail(with: .offline)
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(30))
    #expect(loader.state == .refreshFailure(posts(0..<3), .offline))
    clock.advance(by: .seconds(20))
    try await pages.nextCall().fail(with: .offline)
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(70))
    clock.advance(by: .seconds(40))
    try await pages.nextCall().succeed(with: Page(items: posts(0..<3), next: 1))
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(80))
    loader.cancel()
  }

  @Test func cancelAndReleaseStopPolling() async throws {
    var loader: PagingLoader<Post, LoadFailure>? = makeLoader()
    try await loadFirstPage(loader!)
    _ = try await clock.nextSleep()
    loader?.cancel()
    #expect(clock.sleeperCount == 0)
    // A load with pages on screen fetches nothing, but polls again.
    await loader?.load()
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(10))
    loader = nil
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(60))
    #expect(pages.callCount == 1)
  }

  struct FeedQuery: PagingQuery {
    let pages: ControlledFetch<Int?, Page<Post, Int>, LoadFailure>
    var pollInterval: Duration? { .seconds(10) }
    var staleness: Staleness { .never }

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}

    @concurrent func fetchPage(after cursor: Int?) async throws(LoadFailure) -> Page<Post, Int> {
      try await pages.fetch(cursor)
    }
  }

  @Test func aPagingEntryPollsOnlyWhileAScreenHoldsIt() async throws {
    let cache = LoaderCache(configuration: .init(unusedLifetime: nil, clock: clock))
    var loader: PagingLoader<Post, LoadFailure>? = cache.loader(for: FeedQuery(pages: pages))
    try await loadFirstPage(loader!)
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(10))
    // The screen goes; the cache notices at its next operation.
    loader = nil
    _ = cache.count
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(60))
    #expect(pages.callCount == 1)
    // The screen comes back: the interval has passed, it polls at once.
    loader = cache.loader(for: FeedQuery(pages: pages))
    try await pages.nextCall().succeed(with: Page(items: posts(0..<3), next: 1))
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(70))
    loader?.cancel()
  }
}
