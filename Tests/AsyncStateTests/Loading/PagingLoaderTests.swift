import AsyncState
import AsyncStateTesting
import Testing

/// Paging (point 6 of the loader issue) and the classic paging bugs, over a cursor-based
/// source whose every page the test answers.
@MainActor
@Suite struct PagingLoaderTests {
  let clock = ManualClock()
  let pages = ControlledFetch<Int?, Page<Post, Int>, LoadFailure>()

  func makeLoader(maxPages: Int? = nil) -> PagingLoader<Post, LoadFailure> {
    PagingLoader(configuration: .init(clock: clock), maxPages: maxPages, fetchPage: pages.fetch)
  }

  /// Loads the first page with posts 0..<3 and a next cursor of 1.
  func loadFirstPage(_ loader: PagingLoader<Post, LoadFailure>) async throws {
    let load = Task { await loader.load() }
    let call = try await pages.nextCall()
    #expect(call.argument == nil)
    call.succeed(with: Page(items: posts(0..<3), next: 1))
    await load.value
  }

  /// Answers the next page request with `items` and `next`, checking its cursor.
  func answerPage(
    _ loader: PagingLoader<Post, LoadFailure>,
    cursor: Int,
    items: [Post],
    next: Int?
  ) async throws {
    let more = Task { await loader.loadMore() }
    let call = try await pages.nextCall()
    #expect(call.argument == cursor)
    #expect(loader.state.isLoadingMore)
    call.succeed(with: Page(items: items, next: next))
    await more.value
  }

  @Test func cursorPagesAppendUntilTheEnd() async throws {
    let loader = makeLoader()
    let recorder = StateRecorder(loader)
    try await loadFirstPage(loader)
    try await answerPage(loader, cursor: 1, items: posts(3..<6), next: 2)
    try await answerPage(loader, cursor: 2, items: posts(6..<8), next: nil)
    #expect(loader.state == .endReached(posts(0..<8)))
    #expect(loader.state.isEndReached && !loader.state.canLoadMore)
    // At the end, loadMore fetches nothing.
    await loader.loadMore()
    #expect(pages.callCount == 3)
    #expect(
      recorder.descriptions == [
        "initialLoading", "success([3 items])", "loadingMore([3 items])", "success([6 items])",
        "loadingMore([6 items])", "endReached([8 items])",
      ])
  }

  @Test func aPageLoadIsExactlyTwoObservationChanges() async throws {
    let loader = makeLoader()
    try await loadFirstPage(loader)
    let changes = ObservationCounter()
    changes.track(loader) { _ = $0.state }
    try await answerPage(loader, cursor: 1, items: posts(3..<6), next: 2)
    #expect(changes.count == 2)
  }

  @Test func theNextPageIsNeverFetchedTwice() async throws {
    let loader = makeLoader()
    try await loadFirstPage(loader)
    let first = Task { await loader.loadMore() }
    let call = try await pages.nextCall()
    let second = Task {
      await loader.loadMore(); return loader.state
    }
    call.succeed(with: Page(items: posts(3..<6), next: 2))
    await first.value
    // The joining caller returns with the page loaded.
    #expect(await second.value == .success(posts(0..<6)))
    #expect(pages.callCount == 2)
    #expect(pages.arguments == [nil, 1])
  }

  @Test func duplicateItemsAcrossPagesAreDroppedLaterCopyLoses() async throws {
    let loader = makeLoader()
    try await loadFirstPage(loader)
    let page = [Post(2, "moved down"), Post(3), Post(3, "twice in one page"), Post(4)]
    try await answerPage(loader, cursor: 1, items: page, next: 2)
    #expect(loader.state.value == posts(0..<5))
  }

  @Test func aRepeatedCursorStopsPagingWithATypedErrorKeepingThePages() async throws {
    let loader = makeLoader()
    try await loadFirstPage(loader)
    try await answerPage(loader, cursor: 1, items: posts(3..<6), next: 2)
    try await answerPage(loader, cursor: 2, items: posts(6..<9), next: 1)
    #expect(loader.state == .loadMoreFailure(posts(0..<6), .loader(.repeatedCursor("1"))))
    // A retry asks for the rejected page again; a fixed source recovers.
    let retry = Task { await loader.retry() }
    let call = try await pages.nextCall()
    #expect(call.argument == 2)
    call.succeed(with: Page(items: posts(6..<9), next: nil))
    await retry.value
    #expect(loader.state == .endReached(posts(0..<9)))
  }

  @Test func aFailedPageKeepsThePagesAndRetriesTheSamePage() async throws {
    let loader = makeLoader()
    try await loadFirstPage(loader)
    let more = Task { await loader.loadMore() }
    try await pages.nextCall().fail(with: .offline)
    await more.value
    #expect(loader.state == .loadMoreFailure(posts(0..<3), .offline))
    let retry = Task { await loader.retry() }
    let call = try await pages.nextCall()
    #expect(call.argument == 1)
    call.succeed(with: Page(items: posts(3..<6), next: nil))
    await retry.value
    #expect(loader.state == .endReached(posts(0..<6)))
  }

  @Test func keepsAtMostMaxPages() async throws {
    let loader = makeLoader(maxPages: 2)
    try await loadFirstPage(loader)
    try await answerPage(loader, cursor: 1, items: posts(3..<6), next: 2)
    try await answerPage(loader, cursor: 2, items: posts(6..<9), next: 3)
    #expect(loader.state.value == posts(3..<9))
    // Ids of dropped pages are forgotten: they may come back.
    try await answerPage(loader, cursor: 3, items: posts(0..<2), next: nil)
    #expect(loader.state.value == posts(6..<9) + posts(0..<2))
  }

  @Test func refreshReloadsFromTheFirstPageWithTheOldPagesVisible() async throws {
    let loader = makeLoader()
    try await loadFirstPage(loader)
    try await answerPage(loader, cursor: 1, items: posts(3..<6), next: nil)
    let refresh = Task { await loader.refresh() }
    let call = try await pages.nextCall()
    #expect(call.argument == nil)
    #expect(loader.state == .refreshing(posts(0..<6)))
    call.succeed(with: Page(items: posts(10..<13), next: 1))
    await refresh.value
    #expect(loader.state == .success(posts(10..<13)))
    // Paging starts over from the new first page's cursor.
    try await answerPage(loader, cursor: 1, items: posts(13..<15), next: nil)
    #expect(loader.state.value == posts(10..<15))
  }

  @Test func pullToRefreshDuringPagingWinsAndLosesNoPage() async throws {
    let loader = makeLoader()
    try await loadFirstPage(loader)
    let more = Task { await loader.loadMore() }
    let pageCall = try await pages.nextCall()
    let refresh = Task { await loader.refresh() }
    let refreshCall = try await pages.nextCall()
    // The page load was cancelled, and the pages stay on screen.
    try await pageCall.cancellation()
    #expect(loader.state == .refreshing(posts(0..<3)))
    await more.value
    // The cancelled page's items never appear.
    pageCall.succeed(with: Page(items: posts(100..<103), next: 9))
    refreshCall.fail(with: .offline)
    await refresh.value
    // A failed refresh keeps every page: no full-screen error.
    #expect(loader.state == .refreshFailure(posts(0..<3), .offline))
    #expect(loader.state.phase == .content(posts(0..<3)))
  }

  @Test func cancellingARefreshThatSupersededAPageLoadGoesBackToBeforeThePage() async throws {
    let loader = makeLoader()
    try await loadFirstPage(loader)
    let more = Task { await loader.loadMore() }
    let pageCall = try await pages.nextCall()
    let refresh = Task { await loader.refresh() }
    let refreshCall = try await pages.nextCall()
    loader.cancel()
    await more.value
    await refresh.value
    #expect(loader.state == .success(posts(0..<3)))
    // Both fetches were told to stop; their late answers are dropped.
    try await pageCall.cancellation()
    try await refreshCall.cancellation()
    pageCall.succeed(with: Page(items: posts(100..<101), next: 9))
    refreshCall.succeed(with: Page(items: posts(200..<201), next: nil))
    #expect(loader.state == .success(posts(0..<3)))
  }

  @Test func loadMoreDuringARefreshDoesNothing() async throws {
    let loader = makeLoader()
    try await loadFirstPage(loader)
    let refresh = Task { await loader.refresh() }
    let call = try await pages.nextCall()
    await loader.loadMore()
    #expect(pages.callCount == 2)
    #expect(loader.state.isRefreshing)
    call.succeed(with: Page(items: posts(0..<3), next: 1))
    await refresh.value
  }

  @Test func cancellingAPageRetryRestoresTheFailureItStartedFrom() async throws {
    let loader = makeLoader()
    try await loadFirstPage(loader)
    let more = Task { await loader.loadMore() }
    try await pages.nextCall().fail(with: .offline)
    await more.value
    let retry = Task { await loader.retry() }
    let call = try await pages.nextCall()
    #expect(loader.state == .loadingMore(posts(0..<3)))
    loader.cancel()
    await retry.value
    try await call.cancellation()
    #expect(loader.state == .loadMoreFailure(posts(0..<3), .offline))
    call.succeed(with: Page(items: posts(3..<6), next: nil))
    #expect(loader.state == .loadMoreFailure(posts(0..<3), .offline))
  }

  // MARK: A page belongs to the list

  /// The footer the documentation shows: `if feed.state.canLoadMore { ProgressView().task {
  /// await feed.loadMore() } }`. SwiftUI starts the row's task when the row appears, and
  /// cancels it when the row goes — the moment the state becomes `loadingMore`.
  @Test func aPageSurvivesTheCancellationOfTheFooterTaskThatAskedForIt() async throws {
    let loader = makeLoader()
    let recorder = StateRecorder(loader)
    try await loadFirstPage(loader)
    #expect(loader.state.canLoadMore)
    let footerTask = Task { await loader.loadMore() }
    let call = try await pages.nextCall()
    #expect(!loader.state.canLoadMore)  // the row leaves…
    footerTask.cancel()  // …and SwiftUI cancels its task
    await footerTask.value
    #expect(!call.isCancelled)
    #expect(loader.state == .loadingMore(posts(0..<3)))
    call.succeed(with: Page(items: posts(3..<6), next: nil))
    await loader.loadMore()  // joins nothing: the page already landed
    #expect(loader.state == .endReached(posts(0..<6)))
    #expect(pages.callCount == 2)
    #expect(
      recorder.descriptions == [
        "initialLoading", "success([3 items])", "loadingMore([3 items])",
        "endReached([6 items])",
      ])
  }

  @Test func aFooterShownAgainAfterAPageFailureStartsNoFetch() async throws {
    let loader = makeLoader()
    try await loadFirstPage(loader)
    let footerTask = Task { await loader.loadMore() }
    try await pages.nextCall().fail(with: .offline)
    await footerTask.value
    #expect(loader.state == .loadMoreFailure(posts(0..<3), .offline))
    #expect(!loader.state.canLoadMore)
    // However often a footer row appears and asks, nothing loads until the user retries.
    for _ in 0..<5 {
      await loader.loadMore()
    }
    #expect(pages.callCount == 2)
    #expect(loader.state == .loadMoreFailure(posts(0..<3), .offline))
    #expect(loader.state.presentation().footer == .retry(.offline))
  }

  @Test func onlyCancelResetRefreshOrReleaseStopAPage() async throws {
    let loader = makeLoader()
    try await loadFirstPage(loader)
    let callers = (0..<3).map { _ in Task { await loader.loadMore() } }
    let call = try await pages.nextCall()
    for caller in callers { caller.cancel() }
    for caller in callers { await caller.value }
    #expect(loader.state.isLoadingMore)
    loader.cancel()
    try await call.cancellation()
    #expect(loader.state == .success(posts(0..<3)))
    call.succeed(with: Page(items: posts(3..<6), next: nil))
  }

  @Test func windowedDuplicatesAreRemovedAgainstThePagesThatStay() async throws {
    let loader = makeLoader(maxPages: 1)
    let load = Task { await loader.load() }
    try await pages.nextCall().succeed(with: Page(items: posts(1...2), next: 1))
    await load.value
    // Post 2 comes again on the page that is kept, and the page that had it is dropped.
    try await answerPage(loader, cursor: 1, items: posts(2...3), next: nil)
    #expect(loader.state == .endReached(posts(2...3)))
  }

  @Test func loadMoreWithNothingLoadedDoesNothing() async {
    let loader = makeLoader()
    await loader.loadMore()
    #expect(pages.callCount == 0)
    #expect(loader.state == .idle)
  }

  @Test func aFailedFirstPageIsAFullFailureAndRetriesWithTheErrorShown() async throws {
    let loader = makeLoader()
    let load = Task { await loader.load() }
    try await pages.nextCall().fail(with: .server(503))
    await load.value
    #expect(loader.state == .failure(.server(503)))
    let retry = Task { await loader.retry() }
    let call = try await pages.nextCall()
    #expect(loader.state == .retrying(.server(503)))
    call.succeed(with: Page(items: [], next: nil))
    await retry.value
    #expect(loader.state == .endReached([]))
  }
}

/// Keyset paging (seed 004): `fetchMore` receives the last item; a short or empty page ends.
@MainActor
@Suite struct KeysetPagingLoaderTests {
  let first = ControlledFetch<Void, [Post], any Error>()
  let more = ControlledFetch<Post, [Post], any Error>()

  func makeLoader() -> PagingLoader<Post, any Error> {
    PagingLoader(pageSize: 3, fetchFirst: first.fetch, fetchMore: more.fetch)
  }

  @Test func fetchMoreReceivesTheLastItemAndAShortPageEnds() async throws {
    let loader = makeLoader()
    let load = Task { await loader.load() }
    try await first.nextCall().succeed(with: posts(0..<3))
    await load.value
    #expect(loader.state.canLoadMore)

    let page = Task { await loader.loadMore() }
    let call = try await more.nextCall()
    #expect(call.argument == Post(2))
    call.succeed(with: posts(3..<5))
    await page.value
    #expect(loader.state.isEndReached)
    #expect(loader.state.value == posts(0..<5))
    await loader.loadMore()
    #expect(more.callCount == 1)
  }

  @Test func anEmptyPageEnds() async throws {
    let loader = makeLoader()
    let load = Task { await loader.load() }
    try await first.nextCall().succeed(with: posts(0..<3))
    await load.value
    let page = Task { await loader.loadMore() }
    try await more.nextCall().succeed(with: [])
    await page.value
    #expect(loader.state.isEndReached)
    #expect(loader.state.value == posts(0..<3))
  }

  @Test func aSourceThatIgnoresTheKeyStopsWithARepeatedCursor() async throws {
    let loader = makeLoader()
    let load = Task { await loader.load() }
    try await first.nextCall().succeed(with: posts(0..<3))
    await load.value
    let page = Task { await loader.loadMore() }
    // The server ignores `minId` and sends the first page again.
    try await more.nextCall().succeed(with: posts(0..<3))
    await page.value
    #expect(loader.state.isLoadMoreFailure)
    #expect(loader.state.value == posts(0..<3))
    #expect(loader.state.failure as? LoaderError == .repeatedCursor("2"))
  }
}
