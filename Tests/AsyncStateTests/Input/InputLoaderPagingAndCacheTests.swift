import AsyncState
import AsyncStateTesting
import Testing

/// `InputLoader` over paging loaders (a list per input) and over a `LoaderCache` (each
/// input a query).
@MainActor
@Suite struct InputLoaderPagingAndCacheTests {
  let clock = ManualClock()
  /// Every page fetch: the argument is the input and the cursor.
  let pages = ControlledFetch<PageRequest, Page<Post, Int>, LoadFailure>()

  struct PageRequest: Hashable, Sendable {
    let query: String
    let cursor: Int?
  }

  func makeLoader() -> InputLoader<String, PagingLoader<Post, LoadFailure>> {
    let pages = pages
    return InputLoader(
      input: "", debounce: .zero, isEmpty: { $0.isEmpty },
      configuration: .init(clock: clock)
    ) { (query: String, cursor: Int?) async throws(LoadFailure) -> Page<Post, Int> in
      try await pages.fetch(PageRequest(query: query, cursor: cursor))
    }
  }

  // MARK: Paging per input

  @Test func aNewInputStartsAtPageOneKeepingTheOldPagesUntilItArrives() async throws {
    let loader = makeLoader()
    loader.input = "a"
    let first = try await pages.nextCall()
    #expect(first.argument == PageRequest(query: "a", cursor: nil))
    first.succeed(with: Page(items: posts(1...2), next: 2))
    await loader.load()
    let more = Task { await loader.loadMore() }
    let second = try await pages.nextCall()
    #expect(second.argument == PageRequest(query: "a", cursor: 2))
    second.succeed(with: Page(items: posts(3...4), next: 3))
    await more.value
    #expect(loader.state == .success(posts(1...4)))

    loader.input = "b"
    let bFirst = try await pages.nextCall()
    #expect(bFirst.argument == PageRequest(query: "b", cursor: nil))
    #expect(loader.state == .refreshing(posts(1...4)))
    #expect(loader.loadedInput == "a")
    #expect(loader.isReplacing)
    // The old input's pages are not paged while the new one loads.
    await loader.loadMore()
    #expect(pages.callCount == 3)
    bFirst.succeed(with: Page(items: posts(10...11), next: nil))
    await loader.load()
    #expect(loader.state == .endReached(posts(10...11)))
    #expect(loader.loadedInput == "b")
  }

  @Test func aNewInputCancelsTheOldInputsPageLoad() async throws {
    let loader = makeLoader()
    loader.input = "a"
    try await pages.nextCall().succeed(with: Page(items: posts(1...2), next: 2))
    await loader.load()
    let more = Task { await loader.loadMore() }
    let page = try await pages.nextCall()
    loader.input = "b"
    try await page.cancellation()
    await more.value
    let bFirst = try await pages.nextCall()
    // The old pages stay, settled: the cancelled page load left them as they were.
    #expect(loader.state == .refreshing(posts(1...2)))
    page.succeed(with: Page(items: posts(3...4), next: nil))
    bFirst.succeed(with: Page(items: posts(7...8), next: 8))
    await loader.load()
    #expect(loader.state == .success(posts(7...8)))
  }

  @Test func anEmptyInputCanShowFixedItems() async throws {
    let pages = pages
    let loader = InputLoader(
      input: "", debounce: .zero, isEmpty: { $0.isEmpty },
      emptyInputItems: posts(100...101), configuration: .init(clock: clock)
    ) { (query: String, cursor: Int?) async throws(LoadFailure) -> Page<Post, Int> in
      try await pages.fetch(PageRequest(query: query, cursor: cursor))
    }
    await loader.load()
    #expect(loader.state == .endReached(posts(100...101)))
    #expect(pages.callCount == 0)
  }

  @Test func aFailedFirstPageKeepsTheOldPagesAndRetriesTheNewInput() async throws {
    let loader = makeLoader()
    loader.input = "a"
    try await pages.nextCall().succeed(with: Page(items: posts(1...2), next: nil))
    await loader.load()
    loader.input = "b"
    try await pages.nextCall().fail(with: .offline)
    await loader.loader?.load()
    #expect(loader.state == .refreshFailure(posts(1...2), .offline))
    #expect(loader.failedInput == "b")
    let retry = Task { await loader.retry() }
    let again = try await pages.nextCall()
    #expect(again.argument == PageRequest(query: "b", cursor: nil))
    again.succeed(with: Page(items: posts(5...5), next: nil))
    await retry.value
    #expect(loader.state == .endReached(posts(5...5)))
  }

  // MARK: Cache

  @Test func returningToARecentInputIsServedFromTheCache() async throws {
    let fixture = CacheFixture(staleAfter: .seconds(60))
    let loader = InputLoader(
      input: 0, debounce: .zero, cache: fixture.cache
    ) { id in
      fixture.profile(id)
    }
    loader.input = 1
    try await fixture.profiles.nextCall().succeed(with: Profile(name: "one"))
    await loader.load()
    loader.input = 2
    try await fixture.profiles.nextCall().succeed(with: Profile(name: "two"))
    await loader.load()
    #expect(loader.state == .success(Profile(name: "two")))

    // Back to 1 inside its freshness: shown at once, nothing fetched.
    loader.input = 1
    #expect(loader.state == .success(Profile(name: "one")))
    #expect(loader.loadedInput == 1)
    await loader.load()
    #expect(fixture.profiles.callCount == 2)

    // Once stale, it is shown and revalidated.
    fixture.clock.advance(by: .seconds(61))
    loader.input = 2
    let revalidate = try await fixture.profiles.nextCall()
    #expect(revalidate.argument == 2)
    #expect(loader.state == .refreshing(Profile(name: "two")))
    #expect(loader.loadedInput == 2)
    #expect(!loader.isReplacing)
    revalidate.succeed(with: Profile(name: "two, again"))
    await loader.load()
    #expect(loader.state == .success(Profile(name: "two, again")))
  }

  @Test func aReplacedInputsSharedLoadGoesOnForItsOtherScreen() async throws {
    let fixture = CacheFixture()
    let loader = InputLoader(
      input: 0, debounce: .zero, cache: fixture.cache
    ) { id in
      fixture.profile(id)
    }
    // Another screen shows profile 1 and awaits its load.
    let other = fixture.cache.loader(for: fixture.profile(1))
    let otherLoad = Task { await other.load() }
    loader.input = 1
    let call = try await fixture.profiles.nextCall()
    loader.input = 2
    let second = try await fixture.profiles.nextCall()
    #expect(second.argument == 2)
    #expect(!call.isCancelled)
    call.succeed(with: Profile(name: "one"))
    await otherLoad.value
    #expect(other.state == .success(Profile(name: "one")))
    second.succeed(with: Profile(name: "two"))
    await loader.load()
    #expect(loader.state == .success(Profile(name: "two")))
  }

  @Test func aReplacedInputsLoadNobodyElseAwaitsIsCancelled() async throws {
    let fixture = CacheFixture()
    let loader = InputLoader(
      input: 0, debounce: .zero, cache: fixture.cache
    ) { id in
      fixture.profile(id)
    }
    loader.input = 1
    let call = try await fixture.profiles.nextCall()
    loader.input = 2
    try await call.cancellation()
    let second = try await fixture.profiles.nextCall()
    call.succeed(with: Profile(name: "late"))
    second.succeed(with: Profile(name: "two"))
    await loader.load()
    #expect(loader.state == .success(Profile(name: "two")))
    #expect(fixture.cache.value(for: fixture.profile(1)) == nil)
  }
}
