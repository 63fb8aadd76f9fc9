import AsyncState
import AsyncStateTesting
import Testing

/// The four styles of `PagingList` behave the same for every event, because they run the same
/// engine: the switch and store styles a `PagingLoader` that owns its state (the screen's, in
/// the switch style, whose `onLoadMore` and `onRetry` call it), the binding and closure styles
/// a `PagingLoader` over a state the list is handed (`BoundPagingLoader`: a binding, or the
/// list's own `@State`). One scenario table, run against each style's engine path.
@MainActor
@Suite(.hangGuard) struct PagingListStyleTests {
  typealias State = PagingState<[Post], LoadFailure>

  /// A style of `PagingList`, and how it keeps its state.
  enum Style: String, CaseIterable, CustomTestStringConvertible {
    /// The screen owns a loader and switches on its state.
    case switchOnTheState
    /// The list shows a loader it is given.
    case store
    /// The list loads into the screen's binding.
    case binding
    /// The list loads into its own state.
    case closure

    var testDescription: String { rawValue }
  }

  /// One list under test: its engine, the state the list shows, and a way to let it go.
  @MainActor
  final class List {
    private(set) var loader: PagingLoader<Post, LoadFailure>?
    private var bound: BoundPagingLoader<Post, LoadFailure>?
    private let box: StateBox<State>?

    init(
      style: Style, pageSize: Int, maxPages: Int?, clock: ManualClock,
      first: ControlledFetch<Void, [Post], LoadFailure>,
      more: ControlledFetch<Post, [Post], LoadFailure>
    ) {
      let configuration = LoaderConfiguration(clock: clock)
      switch style {
      case .switchOnTheState, .store:
        box = nil
        loader = PagingLoader(
          pageSize: pageSize, configuration: configuration, maxPages: maxPages,
          fetchFirst: first.fetch, fetchMore: more.fetch)
      case .binding, .closure:
        let box = StateBox<State>(.idle)
        self.box = box
        let bound = BoundPagingLoader(
          pageSize: pageSize, configuration: configuration, maxPages: maxPages,
          fetchFirst: first.fetch, fetchMore: more.fetch)
        box.bind(bound)
        self.bound = bound
        loader = bound.loader
      }
    }

    /// The state the list shows.
    var state: State {
      box?.state ?? loader?.state ?? .idle
    }

    /// The list goes away: the view and its `@State` are released.
    func release() {
      loader = nil
      bound = nil
    }
  }

  let clock = ManualClock()
  let first = ControlledFetch<Void, [Post], LoadFailure>()
  let more = ControlledFetch<Post, [Post], LoadFailure>()

  func makeList(_ style: Style, maxPages: Int? = nil) -> List {
    List(style: style, pageSize: 3, maxPages: maxPages, clock: clock, first: first, more: more)
  }

  /// Loads posts 0..<3, then `pages` more pages of three.
  func loaded(_ style: Style, pages: Int = 0, maxPages: Int? = nil) async throws -> List {
    let list = makeList(style, maxPages: maxPages)
    let loader = try #require(list.loader)
    let load = Task { await loader.load() }
    try await first.nextCall().succeed(with: posts(0..<3))
    await load.value
    for page in 0..<pages {
      let more = Task { await loader.loadMore() }
      try await self.more.nextCall().succeed(with: posts((page + 1) * 3..<(page + 2) * 3))
      await more.value
    }
    return list
  }

  /// Leaves the list in `loadMoreFailure` after a failed second page.
  func failedPage(_ style: Style) async throws -> List {
    let list = try await loaded(style)
    let loader = try #require(list.loader)
    let page = Task { await loader.loadMore() }
    try await more.nextCall().fail(with: .offline)
    await page.value
    #expect(list.state == .loadMoreFailure(posts(0..<3), .offline))
    return list
  }

  // MARK: The table

  @Test(arguments: Style.allCases)
  func firstLoad(_ style: Style) async throws {
    let list = makeList(style)
    let loader = try #require(list.loader)
    let load = Task { await loader.load() }
    let call = try await first.nextCall()
    #expect(list.state == .initialLoading)
    call.succeed(with: posts(0..<3))
    await load.value
    #expect(list.state == .success(posts(0..<3)))
    await loader.load()  // appears again: nothing
    #expect(first.callCount == 1)
  }

  @Test(arguments: Style.allCases)
  func page(_ style: Style) async throws {
    let list = try await loaded(style)
    let loader = try #require(list.loader)
    let page = Task { await loader.loadMore() }
    let call = try await more.nextCall()
    #expect(call.argument == Post(2))
    #expect(list.state == .loadingMore(posts(0..<3)))
    call.succeed(with: posts(3..<5))  // short: the end
    await page.value
    #expect(list.state == .endReached(posts(0..<5)))
    await loader.loadMore()
    #expect(more.callCount == 1)
  }

  @Test(arguments: Style.allCases)
  func pageFailureWaitsForTheUser(_ style: Style) async throws {
    let list = try await failedPage(style)
    await list.loader?.loadMore()  // the footer appears again: no fetch
    await list.loader?.load()
    #expect(more.callCount == 1)
    #expect(first.callCount == 1)
  }

  @Test(arguments: Style.allCases)
  func retryLoadsTheFailedPage(_ style: Style) async throws {
    let list = try await failedPage(style)
    let loader = try #require(list.loader)
    let retry = Task { await loader.retry() }
    let call = try await more.nextCall()
    #expect(call.argument == Post(2))
    #expect(list.state == .loadingMore(posts(0..<3)))
    call.succeed(with: posts(3..<6))
    await retry.value
    #expect(list.state == .success(posts(0..<6)))
  }

  @Test(arguments: Style.allCases)
  func refreshDuringAPageWins(_ style: Style) async throws {
    let list = try await loaded(style)
    let loader = try #require(list.loader)
    let page = Task { await loader.loadMore() }
    let pageCall = try await more.nextCall()
    let refresh = Task { await loader.refresh() }
    let refreshCall = try await first.nextCall()
    await page.value
    #expect(list.state == .refreshing(posts(0..<3)))
    try await pageCall.cancellation()
    pageCall.succeed(with: posts(3..<6))  // late: dropped
    refreshCall.succeed(with: posts(10..<13))
    await refresh.value
    #expect(list.state == .success(posts(10..<13)))
  }

  /// The regression: a refresh started from `loadMoreFailure` and cancelled goes back to
  /// `loadMoreFailure`, so the list shows the retry row, not the load-more trigger that would
  /// fetch the failed page by itself.
  @Test(arguments: Style.allCases)
  func aCancelledRefreshGoesBackToThePageFailure(_ style: Style) async throws {
    let list = try await failedPage(style)
    let loader = try #require(list.loader)
    let refresh = Task { await loader.refresh() }
    let call = try await first.nextCall()
    #expect(list.state == .refreshing(posts(0..<3)))
    loader.cancel()
    await refresh.value
    #expect(list.state == .loadMoreFailure(posts(0..<3), .offline))
    #expect(!list.state.canLoadMore)
    try await call.cancellation()
    call.succeed(with: posts(10..<13))  // late: dropped
    await loader.loadMore()
    #expect(more.callCount == 1)
    #expect(list.state == .loadMoreFailure(posts(0..<3), .offline))
  }

  @Test(arguments: Style.allCases)
  func aCancelledRefreshAtTheEndStaysAtTheEnd(_ style: Style) async throws {
    let list = makeList(style)
    let loader = try #require(list.loader)
    let load = Task { await loader.load() }
    try await first.nextCall().succeed(with: posts(0..<2))
    await load.value
    let refresh = Task { await loader.refresh() }
    let call = try await first.nextCall()
    loader.cancel()
    await refresh.value
    #expect(list.state == .endReached(posts(0..<2)))
    try await call.cancellation()
    call.succeed(with: posts(10..<13))  // late: dropped
    await loader.loadMore()
    #expect(more.callCount == 0)
  }

  @Test(arguments: Style.allCases)
  func cancelFromEachLoadingState(_ style: Style) async throws {
    // initialLoading → idle
    let list = makeList(style)
    let loader = try #require(list.loader)
    let load = Task { await loader.load() }
    let firstCall = try await first.nextCall()
    loader.cancel()
    await load.value
    #expect(list.state == .idle)
    try await firstCall.cancellation()
    firstCall.succeed(with: posts(10..<13))  // every cancelled call is answered: late, dropped

    // retrying → failure
    let failing = Task { await loader.load() }
    try await first.nextCall().fail(with: .offline)
    await failing.value
    let retry = Task { await loader.retry() }
    let retryCall = try await first.nextCall()
    #expect(list.state == .retrying(.offline))
    loader.cancel()
    await retry.value
    #expect(list.state == .failure(.offline))
    try await retryCall.cancellation()
    retryCall.succeed(with: posts(10..<13))

    // loadingMore → success
    let loading = Task { await loader.load() }
    try await first.nextCall().succeed(with: posts(0..<3))
    await loading.value
    let page = Task { await loader.loadMore() }
    let pageCall = try await more.nextCall()
    loader.cancel()
    await page.value
    #expect(list.state == .success(posts(0..<3)))
    try await pageCall.cancellation()
    pageCall.succeed(with: posts(10..<13))

    // refreshing (from success) → success
    let refresh = Task { await loader.refresh() }
    let refreshCall = try await first.nextCall()
    loader.cancel()
    await refresh.value
    #expect(list.state == .success(posts(0..<3)))
    try await refreshCall.cancellation()
    refreshCall.succeed(with: posts(10..<13))
    #expect(list.state == .success(posts(0..<3)))
  }

  @Test(arguments: Style.allCases)
  func releasingTheListMidPageCancelsTheFetch(_ style: Style) async throws {
    let list = try await loaded(style)
    let page = Task { [weak loader = list.loader] in await loader?.loadMore() }
    let call = try await more.nextCall()
    page.cancel()  // the footer's task goes first; the page belongs to the list
    await page.value
    #expect(!call.isCancelled)
    list.release()
    try await call.cancellation()
    #expect(call.isCancelled)
    call.succeed(with: posts(3..<6))  // late, to nobody
  }

  @Test(arguments: Style.allCases)
  func duplicatesAreDropped(_ style: Style) async throws {
    let list = try await loaded(style)
    let loader = try #require(list.loader)
    let page = Task { await loader.loadMore() }
    try await more.nextCall().succeed(with: [Post(2), Post(3), Post(3), Post(4), Post(5)])
    await page.value
    #expect(list.state == .success(posts(0..<6)))
  }

  @Test(arguments: Style.allCases)
  func aRepeatedCursorStopsPaging(_ style: Style) async throws {
    // The source answers the page after post 2 with posts ending in post 2 again: following
    // it would loop.
    let list = try await loaded(style)
    let loader = try #require(list.loader)
    let page = Task { await loader.loadMore() }
    try await more.nextCall().succeed(with: [Post(0), Post(1), Post(2)])
    await page.value
    #expect(list.state == .loadMoreFailure(posts(0..<3), .loader(.repeatedCursor("2"))))
  }

  @Test(arguments: Style.allCases)
  func maxPagesKeepsTheNewestPages(_ style: Style) async throws {
    let list = try await loaded(style, pages: 2, maxPages: 2)
    #expect(list.state == .success(posts(3..<9)))
  }
}
