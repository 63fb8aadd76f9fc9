import AsyncState
import AsyncStateTesting
import Testing

/// A state owned outside the driver, as a SwiftUI binding is, recording every write.
@MainActor
final class StateBox<State: Sendable> {
  var state: State
  private(set) var writes: [State] = []

  init(_ state: State) {
    self.state = state
  }
}

extension StateBox where State == PagingState<[Post], LoadFailure> {
  /// Binds `bound` to the box, as `PagingList` binds its loader to a binding.
  func bind(_ bound: BoundPagingLoader<Post, LoadFailure>) {
    bound.bind(
      get: { self.state },
      set: {
        self.state = $0
        self.writes.append($0)
      })
  }
}

/// What the binding and closure styles of `PagingList` do on each event: a `PagingLoader`'s
/// loads, into a state it does not own (`BoundPagingLoader`).
@MainActor
@Suite struct BoundPagingLoaderTests {
  typealias State = PagingState<[Post], LoadFailure>

  let clock = ManualClock()
  let first = ControlledFetch<Void, [Post], LoadFailure>()
  let more = ControlledFetch<Post, [Post], LoadFailure>()
  let box = StateBox<State>(.idle)
  /// Keeps the bound loaders alive, as `PagingList`'s `@State` does.
  @MainActor final class Bounds {
    var all: [BoundPagingLoader<Post, LoadFailure>] = []
    func append(_ bound: BoundPagingLoader<Post, LoadFailure>) { all.append(bound) }
  }
  let bounds = Bounds()

  func makeBound(pageSize: Int? = 3, staleAfter: Duration? = nil) -> BoundPagingLoader<
    Post, LoadFailure
  > {
    let bound = BoundPagingLoader(
      pageSize: pageSize,
      configuration: .init(staleAfter: staleAfter, clock: clock),
      fetchFirst: first.fetch,
      fetchMore: more.fetch
    )
    box.bind(bound)
    return bound
  }

  func makeDriver(pageSize: Int? = 3, staleAfter: Duration? = nil) -> PagingLoader<
    Post, LoadFailure
  > {
    let bound = makeBound(pageSize: pageSize, staleAfter: staleAfter)
    bounds.append(bound)
    return bound.loader
  }

  /// Loads a first page of posts 0..<3 into the box.
  func loadFirstPage(_ driver: PagingLoader<Post, LoadFailure>) async throws {
    let load = Task { await driver.load() }
    try await first.nextCall().succeed(with: posts(0..<3))
    await load.value
    #expect(box.state == .success(posts(0..<3)))
  }

  // MARK: First page

  @Test func loadsTheFirstPageIntoTheStorage() async throws {
    let driver = makeDriver()
    let load = Task { await driver.load() }
    let call = try await first.nextCall()
    #expect(box.state == .initialLoading)
    #expect(driver.state.isLoading)
    call.succeed(with: posts(0..<3))
    await load.value
    #expect(box.writes == [.initialLoading, .success(posts(0..<3))])
    #expect(!driver.state.isLoading)
  }

  @Test func loadLoadsOnce() async throws {
    let driver = makeDriver()
    try await loadFirstPage(driver)
    await driver.load()  // the list appears again
    #expect(first.callCount == 1)
    #expect(box.writes.count == 2)
  }

  @Test func aLoadedStateHandedInIsKept() async throws {
    // A screen that already holds pages (restored, or from a cache) fetches nothing.
    box.state = .success(posts(0..<3))
    let driver = makeDriver()
    await driver.load()
    #expect(first.callCount == 0)
    #expect(box.state == .success(posts(0..<3)))
  }

  @Test func aLoadingStateHandedInIsSettledFirst() async throws {
    box.state = .initialLoading
    let driver = makeDriver()
    let load = Task { await driver.load() }
    let call = try await first.nextCall()
    #expect(box.writes.first == .idle)  // settled: no load was behind it
    #expect(box.state == .initialLoading)
    call.succeed(with: posts(0..<3))
    await load.value
    #expect(box.state == .success(posts(0..<3)))
  }

  @Test func secondCallersJoinTheFirstLoad() async throws {
    let driver = makeDriver()
    let load = Task { await driver.load() }
    let call = try await first.nextCall()
    let again = Task { await driver.load() }
    let refresh = Task { await driver.refresh() }
    call.succeed(with: posts(0..<3))
    await load.value
    await again.value
    await refresh.value
    #expect(first.callCount == 1)
  }

  @Test func aFailedFirstLoadFailsAndLoadRetriesIt() async throws {
    let driver = makeDriver()
    let load = Task { await driver.load() }
    try await first.nextCall().fail(with: .offline)
    await load.value
    #expect(box.state == .failure(.offline))
    let retry = Task { await driver.load() }
    let call = try await first.nextCall()
    #expect(box.state == .retrying(.offline))  // the error stays on screen
    call.succeed(with: posts(0..<3))
    await retry.value
    #expect(box.state == .success(posts(0..<3)))
  }

  @Test func aFirstLoadWhoseCallersAreAllCancelledIsCancelledAndSettled() async throws {
    let driver = makeDriver()
    let load = Task { await driver.load() }
    let call = try await first.nextCall()
    load.cancel()  // the screen's `.task` went away
    await load.value
    #expect(box.state == .idle)
    try await call.cancellation()
    #expect(call.isCancelled)
    call.succeed(with: posts(0..<3))  // a late answer is dropped
    let reload = Task { await driver.load() }
    try await first.nextCall().succeed(with: posts(0..<2))
    await reload.value
    #expect(box.state == .endReached(posts(0..<2)))
    #expect(first.callCount == 2)
  }

  // MARK: End detection and duplicates

  @Test func withAPageSizeAShortPageIsTheEnd() async throws {
    let driver = makeDriver(pageSize: 3)
    let load = Task { await driver.load() }
    try await first.nextCall().succeed(with: posts(0..<2))
    await load.value
    #expect(box.state == .endReached(posts(0..<2)))
    await driver.loadMore()
    #expect(more.callCount == 0)
  }

  @Test func withoutAPageSizeAnEmptyPageIsTheEnd() async throws {
    let driver = makeDriver(pageSize: nil)
    let load = Task { await driver.load() }
    try await first.nextCall().succeed(with: posts(0..<2))
    await load.value
    #expect(box.state == .success(posts(0..<2)))
    let page = Task { await driver.loadMore() }
    try await more.nextCall().succeed(with: [])
    await page.value
    #expect(box.state == .endReached(posts(0..<2)))
  }

  @Test func duplicateItemsAreDropped() async throws {
    let driver = makeDriver()
    let load = Task { await driver.load() }
    try await first.nextCall().succeed(with: [Post(0), Post(1), Post(1)])
    await load.value
    #expect(box.state == .success([Post(0), Post(1)]))
    let page = Task { await driver.loadMore() }
    // A full page (3 items) of which one was already loaded: more pages may follow.
    try await more.nextCall().succeed(with: [Post(1), Post(2), Post(3)])
    await page.value
    #expect(box.state == .success(posts(0..<4)))
  }

  // MARK: Pages

  @Test func loadMoreFetchesThePageAfterTheLastItem() async throws {
    let driver = makeDriver()
    try await loadFirstPage(driver)
    let page = Task { await driver.loadMore() }
    let call = try await more.nextCall()
    #expect(call.argument == Post(2))
    #expect(box.state == .loadingMore(posts(0..<3)))
    call.succeed(with: posts(3..<6))
    await page.value
    #expect(box.state == .success(posts(0..<6)))
  }

  @Test func aPageSurvivesTheCancellationOfTheTaskThatAskedForIt() async throws {
    let driver = makeDriver()
    try await loadFirstPage(driver)
    let footerTask = Task { await driver.loadMore() }
    let call = try await more.nextCall()
    footerTask.cancel()  // SwiftUI removed the row and cancelled its task
    await footerTask.value
    #expect(!call.isCancelled)
    #expect(box.state == .loadingMore(posts(0..<3)))
    let join = Task { await driver.loadMore() }
    call.succeed(with: posts(3..<5))
    await join.value
    #expect(box.state == .endReached(posts(0..<5)))
    #expect(more.callCount == 1)
  }

  @Test func aSecondRequestJoinsThePageLoad() async throws {
    let driver = makeDriver()
    try await loadFirstPage(driver)
    let page = Task { await driver.loadMore() }
    let call = try await more.nextCall()
    let again = Task { await driver.loadMore() }
    let firstLoad = Task { await driver.load() }  // nothing during a page load
    call.succeed(with: posts(3..<6))
    await page.value
    await again.value
    await firstLoad.value
    #expect(more.callCount == 1)
    #expect(first.callCount == 1)
  }

  @Test func afterAFailedPageLoadMoreWaitsAndRetryLoadsThePage() async throws {
    let driver = makeDriver()
    try await loadFirstPage(driver)
    let page = Task { await driver.loadMore() }
    try await more.nextCall().fail(with: .offline)
    await page.value
    #expect(box.state == .loadMoreFailure(posts(0..<3), .offline))
    await driver.loadMore()  // a footer appearing again retries nothing
    #expect(more.callCount == 1)
    let retry = Task { await driver.retry() }
    let call = try await more.nextCall()
    #expect(call.argument == Post(2))
    #expect(box.state == .loadingMore(posts(0..<3)))
    call.succeed(with: posts(3..<6))
    await retry.value
    #expect(box.state == .success(posts(0..<6)))
  }

  @Test func retryAfterAFailedFirstLoadLoadsTheFirstPage() async throws {
    let driver = makeDriver()
    let load = Task { await driver.load() }
    try await first.nextCall().fail(with: .offline)
    await load.value
    let retry = Task { await driver.retry() }
    try await first.nextCall().succeed(with: posts(0..<3))
    await retry.value
    #expect(box.state == .success(posts(0..<3)))
    #expect(more.callCount == 0)
  }

  // MARK: Refresh

  @Test func refreshReturnsWhenTheLoadEndsKeepingThePagesMeanwhile() async throws {
    let driver = makeDriver()
    try await loadFirstPage(driver)
    let refresh = Task { await driver.refresh() }
    let call = try await first.nextCall()
    #expect(box.state == .refreshing(posts(0..<3)))
    call.succeed(with: posts(10..<13))
    await refresh.value
    #expect(box.state == .success(posts(10..<13)))
  }

  @Test func aRefreshSupersedesAPageLoad() async throws {
    let driver = makeDriver()
    try await loadFirstPage(driver)
    let page = Task { await driver.loadMore() }
    let pageCall = try await more.nextCall()
    let refresh = Task { await driver.refresh() }
    let refreshCall = try await first.nextCall()
    await page.value  // the page's callers return at once
    #expect(box.state == .refreshing(posts(0..<3)))
    try await pageCall.cancellation()
    #expect(pageCall.isCancelled)
    pageCall.succeed(with: posts(3..<6))  // late: dropped
    refreshCall.succeed(with: posts(10..<13))
    await refresh.value
    #expect(box.state == .success(posts(10..<13)))
  }

  @Test func aStaleStateIsRefreshedByLoad() async throws {
    let driver = makeDriver(staleAfter: .seconds(60))
    try await loadFirstPage(driver)
    clock.advance(by: .seconds(59))
    await driver.load()
    #expect(first.callCount == 1)
    clock.advance(by: .seconds(1))
    let load = Task { await driver.load() }
    let call = try await first.nextCall()
    #expect(box.state == .refreshing(posts(0..<3)))
    call.succeed(with: posts(0..<3))
    await load.value
  }

  // MARK: Cancellation and outside writes

  @Test func cancelSettlesTheStateAndDropsTheLateResult() async throws {
    let driver = makeDriver()
    try await loadFirstPage(driver)
    let page = Task { await driver.loadMore() }
    let call = try await more.nextCall()
    driver.cancel()
    await page.value
    #expect(box.state == .success(posts(0..<3)))
    #expect(!driver.state.isLoading)
    try await call.cancellation()
    call.succeed(with: posts(3..<6))
    driver.cancel()  // nothing runs: nothing happens
    #expect(box.state == .success(posts(0..<3)))
  }

  @Test func aStateWrittenByItsOwnerMeanwhileWins() async throws {
    let driver = makeDriver()
    let load = Task { await driver.load() }
    let call = try await first.nextCall()
    box.state = .idle  // the screen reset its state
    call.succeed(with: posts(0..<3))
    await load.value
    #expect(box.state == .idle)
  }

  @Test func theListGoingAwayCancelsItsPageLoad() async throws {
    var bound: BoundPagingLoader<Post, LoadFailure>? = makeBound()
    try await loadFirstPage(try #require(bound?.loader))
    let page = Task { [weak loader = bound?.loader] in await loader?.loadMore() }
    let call = try await more.nextCall()
    page.cancel()  // the page outlives its caller…
    await page.value
    #expect(!call.isCancelled)
    bound = nil  // …but not the list that owns it
    try await call.cancellation()
    #expect(call.isCancelled)
    call.succeed(with: posts(3..<6))  // late, to nobody: dropped
    // The state stays as the loader left it, until the next list's loader settles it: its
    // load finds a page load with nothing behind it, and fetches nothing.
    #expect(box.state == .loadingMore(posts(0..<3)))
    let next = makeDriver()
    await next.load()
    #expect(box.state == .success(posts(0..<3)))
    #expect(first.callCount == 1)
  }
}
