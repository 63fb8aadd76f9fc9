import AsyncState
import AsyncStateTesting
import Testing

/// A paging loader's refresh of every loaded page (issue 25, item 4): the pages are fetched
/// again in order and replace the list once; a page that fails midway keeps the old pages
/// from there on, in `refreshFailure`.
@MainActor
@Suite(.hangGuard) struct RefreshAllPagesTests {
  let clock = ManualClock()
  let pages = ControlledFetch<Int?, Page<Post, Int>, LoadFailure>()

  func makeLoader(refreshesAllPages: Bool = true) -> PagingLoader<Post, LoadFailure> {
    PagingLoader(
      configuration: .init(clock: clock), refreshesAllPages: refreshesAllPages,
      fetchPage: pages.fetch)
  }

  /// Loads three pages: posts 0..<3 (next 1), 3..<6 (next 2), 6..<9 (next 3).
  func loadThreePages(_ loader: PagingLoader<Post, LoadFailure>) async throws {
    let load = Task { await loader.load() }
    try await pages.nextCall().succeed(with: Page(items: posts(0..<3), next: 1))
    await load.value
    for page in 1...2 {
      let more = Task { await loader.loadMore() }
      let call = try await pages.nextCall()
      #expect(call.argument == page)
      call.succeed(with: Page(items: posts(page * 3..<page * 3 + 3), next: page + 1))
      await more.value
    }
  }

  /// Posts with ids in `ids`, titled as refetched.
  func fresh(_ ids: Range<Int>) -> [Post] {
    ids.map { Post($0, "fresh \($0)") }
  }

  @Test func aRefreshFetchesEveryLoadedPageAndReplacesTheListOnce() async throws {
    let loader = makeLoader()
    try await loadThreePages(loader)
    let recorder = StateRecorder(loader)
    let refresh = Task { await loader.refresh() }
    var call = try await pages.nextCall()
    #expect(call.argument == nil)
    call.succeed(with: Page(items: fresh(0..<3), next: 1))
    call = try await pages.nextCall()
    #expect(call.argument == 1)
    #expect(loader.state == .refreshing(posts(0..<9)))
    call.succeed(with: Page(items: fresh(3..<6), next: 2))
    call = try await pages.nextCall()
    #expect(call.argument == 2)
    call.succeed(with: Page(items: fresh(6..<9), next: 3))
    await refresh.value
    #expect(loader.state == .success(fresh(0..<9)))
    #expect(recorder.descriptions == ["refreshing([9 items])", "success([9 items])"])
    #expect(pages.callCount == 6)
    // Paging goes on from the refetched last page's cursor.
    let more = Task { await loader.loadMore() }
    call = try await pages.nextCall()
    #expect(call.argument == 3)
    call.succeed(with: Page(items: posts(9..<10), next: nil))
    await more.value
    #expect(loader.state.value?.count == 10)
  }

  @Test func aPageThatFailsMidwayKeepsTheOldPagesFromThereOn() async throws {
    let loader = makeLoader()
    try await loadThreePages(loader)
    let refresh = Task { await loader.refresh() }
    try await pages.nextCall().succeed(with: Page(items: fresh(0..<3), next: 1))
    try await pages.nextCall().fail(with: .offline)
    await refresh.value
    #expect(loader.state == .refreshFailure(fresh(0..<3) + posts(3..<9), .offline))
    // A footer cannot page on; a retry refreshes every page again.
    await loader.loadMore()
    #expect(pages.callCount == 5)
    let retry = Task { await loader.retry() }
    var call = try await pages.nextCall()
    #expect(call.argument == nil)
    call.succeed(with: Page(items: fresh(0..<3), next: 1))
    call = try await pages.nextCall()
    #expect(call.argument == 1)
    call.succeed(with: Page(items: fresh(3..<6), next: 2))
    call = try await pages.nextCall()
    #expect(call.argument == 2)
    call.succeed(with: Page(items: fresh(6..<9), next: nil))
    await retry.value
    #expect(loader.state == .endReached(fresh(0..<9)))
  }

  @Test func aFirstPageThatFailsReplacesNothing() async throws {
    let loader = makeLoader()
    try await loadThreePages(loader)
    let refresh = Task { await loader.refresh() }
    try await pages.nextCall().fail(with: .offline)
    await refresh.value
    #expect(loader.state == .refreshFailure(posts(0..<9), .offline))
    #expect(pages.callCount == 4)
  }

  @Test func aListThatGotShorterEndsWhereTheSourceEnds() async throws {
    let loader = makeLoader()
    try await loadThreePages(loader)
    let refresh = Task { await loader.refresh() }
    try await pages.nextCall().succeed(with: Page(items: fresh(0..<3), next: 1))
    try await pages.nextCall().succeed(with: Page(items: fresh(3..<5), next: nil))
    await refresh.value
    #expect(loader.state == .endReached(fresh(0..<5)))
    #expect(pages.callCount == 5)
  }

  @Test func aCancelledRefreshRestoresTheOldPages() async throws {
    let loader = makeLoader()
    try await loadThreePages(loader)
    let refresh = Task { await loader.refresh() }
    try await pages.nextCall().succeed(with: Page(items: fresh(0..<3), next: 1))
    let second = try await pages.nextCall()
    loader.cancel()
    await refresh.value
    #expect(loader.state == .success(posts(0..<9)))
    try await second.cancellation()
    second.succeed(with: Page(items: posts(100..<101), next: nil))
    #expect(loader.state == .success(posts(0..<9)))
  }

  @Test func withoutTheOptionARefreshReloadsTheFirstPageOnly() async throws {
    let loader = makeLoader(refreshesAllPages: false)
    try await loadThreePages(loader)
    let refresh = Task { await loader.refresh() }
    try await pages.nextCall().succeed(with: Page(items: fresh(0..<3), next: 1))
    await refresh.value
    #expect(loader.state == .success(fresh(0..<3)))
    #expect(pages.callCount == 4)
  }

  struct InboxQuery: PagingQuery {
    let pages: ControlledFetch<Int?, Page<Post, Int>, LoadFailure>
    var refreshesAllPages: Bool { true }

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}

    @concurrent func fetchPage(after cursor: Int?) async throws(LoadFailure) -> Page<Post, Int> {
      try await pages.fetch(cursor)
    }
  }

  @Test func aPagingQueryCanRefreshEveryPage() async throws {
    let cache = LoaderCache(configuration: .init(unusedLifetime: nil, clock: clock))
    let loader = cache.loader(for: InboxQuery(pages: pages))
    try await loadThreePages(loader)
    let refresh = Task { await loader.refresh() }
    for page in 0..<3 {
      let call = try await pages.nextCall()
      #expect(call.argument == (page == 0 ? nil : page))
      call.succeed(with: Page(items: fresh(page * 3..<page * 3 + 3), next: page + 1))
    }
    await refresh.value
    #expect(loader.state == .success(fresh(0..<9)))
  }
}
