import AsyncState
import AsyncStateTesting
import Testing

/// Two-way paging: a list opened in the middle loads the pages before its first one with
/// `loadPrevious()`, and `previousPages` says where the leading end stands.
///
/// The source has pages 0 to 9; page `c` holds posts `10c..<10c+3`, its `previous` is `c - 1`
/// and its `next` is `c + 1` (none before 0 or after 9).
@MainActor
@Suite struct PagingLoaderTwoWayTests {
  let clock = ManualClock()
  let pages = ControlledFetch<Int?, Page<Post, Int>, LoadFailure>()

  func makeLoader(
    startingAt cursor: Int? = 5, maxPages: Int? = nil, retry: RetryPolicy = .never
  ) -> PagingLoader<Post, LoadFailure> {
    PagingLoader(
      configuration: .init(retry: retry, clock: clock), maxPages: maxPages, startingAt: cursor,
      fetchPage: pages.fetch)
  }

  /// The page at cursor `c`.
  func page(_ c: Int) -> Page<Post, Int> {
    Page(
      items: posts(c * 10..<c * 10 + 3), previous: c > 0 ? c - 1 : nil, next: c < 9 ? c + 1 : nil)
  }

  /// Runs `call` on the loader and answers the fetch it starts with the page at its cursor.
  func answer(
    _ loader: PagingLoader<Post, LoadFailure>, cursor expected: Int?,
    _ call: @escaping @MainActor (PagingLoader<Post, LoadFailure>) async -> Void
  ) async throws {
    let task = Task { await call(loader) }
    let fetch = try await pages.nextCall()
    #expect(fetch.argument == expected)
    fetch.succeed(with: page(fetch.argument ?? 0))
    await task.value
  }

  func load(_ loader: PagingLoader<Post, LoadFailure>, at cursor: Int? = 5) async throws {
    try await answer(loader, cursor: cursor) { await $0.load() }
  }

  func loadPrevious(_ loader: PagingLoader<Post, LoadFailure>, cursor: Int) async throws {
    try await answer(loader, cursor: cursor) { await $0.loadPrevious() }
  }

  func loadMore(_ loader: PagingLoader<Post, LoadFailure>, cursor: Int) async throws {
    try await answer(loader, cursor: cursor) { await $0.loadMore() }
  }

  // MARK: Starting in the middle

  @Test func theFirstLoadStartsAtTheCursorAndPagesGoBeforeIt() async throws {
    let loader = makeLoader()
    let seen = Lines()
    // Weakly: the loader keeps its observers, so a strong capture would keep the loader.
    let observation = loader.observe { [weak loader] state, cause in
      let previous = loader.map { "\($0.previousPages)" } ?? "released"
      seen.lines.append("\(cause) \(state) \(previous)")
    }
    #expect(loader.previousPages == .idle)
    try await load(loader)
    #expect(loader.state == .success(posts(50..<53)))
    #expect(loader.previousPages == .available)
    try await loadPrevious(loader, cursor: 4)
    #expect(loader.state == .success(posts(40..<43) + posts(50..<53)))
    #expect(loader.previousPages == .available)
    try await loadMore(loader, cursor: 6)
    #expect(loader.state == .success(posts(40..<43) + posts(50..<53) + posts(60..<63)))
    // One transition per step; the leading end's steps keep the state's case.
    #expect(
      seen.lines == [
        "loadStarted initialLoading idle", "loadSucceeded success([3 items]) available",
        "loadStarted success([3 items]) loading", "loadSucceeded success([6 items]) available",
        "loadStarted loadingMore([6 items]) available",
        "loadSucceeded success([9 items]) available",
      ])
    observation.cancel()
  }

  @Test func aPageWithoutAPreviousCursorIsTheStart() async throws {
    let loader = makeLoader(startingAt: 1)
    try await load(loader, at: 1)
    try await loadPrevious(loader, cursor: 0)
    #expect(loader.previousPages == .startReached)
    #expect(loader.state.value == posts(0..<3) + posts(10..<13))
    await loader.loadPrevious()
    #expect(pages.callCount == 2)
  }

  @Test func aOneWayListIsAtItsStartOnceLoaded() async throws {
    let loader = PagingLoader(configuration: .init(clock: clock), fetchPage: pages.fetch)
    let load = Task { await loader.load() }
    let call = try await pages.nextCall()
    #expect(call.argument == nil)
    call.succeed(with: Page(items: posts(0..<3), next: 1))
    await load.value
    #expect(loader.previousPages == .startReached)
    await loader.loadPrevious()
    #expect(pages.callCount == 1)
  }

  @Test func aRefreshStartsAtTheCursorAgainAndReplacesThePagesBefore() async throws {
    let loader = makeLoader()
    try await load(loader)
    try await loadPrevious(loader, cursor: 4)
    try await answer(loader, cursor: 5) { await $0.refresh() }
    #expect(loader.state == .success(posts(50..<53)))
    #expect(loader.previousPages == .available)
  }

  // MARK: One page load at a time

  @Test func loadPreviousJoinsTheRunningPreviousPage() async throws {
    let loader = makeLoader()
    try await load(loader)
    let first = Task { await loader.loadPrevious() }
    let call = try await pages.nextCall()
    let second = Task {
      await loader.loadPrevious()
      return loader.state.value?.count
    }
    call.succeed(with: page(4))
    await first.value
    #expect(await second.value == 6)
    #expect(pages.arguments == [5, 4])
  }

  @Test func loadPreviousDoesNothingWhileTheNextPageLoadsAndTheReverse() async throws {
    let loader = makeLoader()
    try await load(loader)
    let more = Task { await loader.loadMore() }
    let nextCall = try await pages.nextCall()
    await loader.loadPrevious()
    #expect(loader.previousPages == .available)
    nextCall.succeed(with: page(6))
    await more.value

    let previous = Task { await loader.loadPrevious() }
    let previousCall = try await pages.nextCall()
    #expect(loader.previousPages == .loading)
    await loader.loadMore()
    await loader.load()
    #expect(loader.state == .success(posts(50..<53) + posts(60..<63)))
    previousCall.succeed(with: page(4))
    await previous.value
    #expect(pages.arguments == [5, 6, 4])
  }

  // MARK: Failures

  @Test func aFailedPreviousPageWaitsForRetryAtBothEnds() async throws {
    let loader = makeLoader()
    try await load(loader)
    let previous = Task { await loader.loadPrevious() }
    try await pages.nextCall().fail(with: .offline)
    await previous.value
    #expect(loader.previousPages == .failure(.offline))
    #expect(loader.state == .success(posts(50..<53)))
    // A header that appears again, or a footer, loads nothing.
    await loader.loadPrevious()
    await loader.loadMore()
    #expect(pages.callCount == 2)
    try await answer(loader, cursor: 4) { await $0.retry() }
    #expect(loader.previousPages == .available)
    #expect(loader.state == .success(posts(40..<43) + posts(50..<53)))
  }

  /// A chat opens at its newest page, so the trailing end is reached from the start: a
  /// failed page above is still what `retry()` loads again, not a refresh.
  @Test func aFailedPreviousPageOfAListAtItsEndRetriesThatPage() async throws {
    let loader = makeLoader(startingAt: 9)
    try await load(loader, at: 9)
    #expect(loader.state == .endReached(posts(90..<93)))
    let previous = Task { await loader.loadPrevious() }
    try await pages.nextCall().fail(with: .offline)
    await previous.value
    #expect(loader.previousPages == .failure(.offline))
    try await answer(loader, cursor: 8) { await $0.retry() }
    #expect(loader.previousPages == .available)
    #expect(loader.state == .endReached(posts(80..<83) + posts(90..<93)))
  }

  @Test func aFailedNextPageStopsTheLeadingEndUntilRetry() async throws {
    let loader = makeLoader()
    try await load(loader)
    let more = Task { await loader.loadMore() }
    try await pages.nextCall().fail(with: .offline)
    await more.value
    await loader.loadPrevious()
    #expect(pages.callCount == 2)
    #expect(loader.previousPages == .available)
  }

  @Test func aPreviousPageRetriesWithBackoffOnTheClock() async throws {
    let retry = RetryPolicy.exponential(
      maxAttempts: 2, initialDelay: .seconds(1), jitter: 0)
    let loader = makeLoader(retry: retry)
    try await load(loader)
    let previous = Task { await loader.loadPrevious() }
    try await pages.nextCall().fail(with: .offline)
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(1))
    #expect(loader.retryCount == 1)
    #expect(loader.previousPages == .loading)
    clock.advance(by: .seconds(1))
    let call = try await pages.nextCall()
    #expect(call.argument == 4)
    call.succeed(with: page(4))
    await previous.value
    #expect(loader.state.value?.count == 6)
  }

  // MARK: Cancelling, refreshing, resetting

  @Test func cancelRestoresTheLeadingEnd() async throws {
    let loader = makeLoader()
    try await load(loader)
    let previous = Task { await loader.loadPrevious() }
    let call = try await pages.nextCall()
    loader.cancel()
    await previous.value
    try await call.cancellation()
    #expect(loader.previousPages == .available)
    #expect(loader.state == .success(posts(50..<53)))
    call.succeed(with: page(4))
    #expect(loader.state == .success(posts(50..<53)))
  }

  @Test func aRefreshCancelsThePreviousPageAndRestoresTheLeadingEnd() async throws {
    let loader = makeLoader(startingAt: 9)
    try await load(loader, at: 9)
    #expect(loader.state == .endReached(posts(90..<93)))
    let previous = Task { await loader.loadPrevious() }
    let previousCall = try await pages.nextCall()
    let refresh = Task { await loader.refresh() }
    let refreshCall = try await pages.nextCall()
    try await previousCall.cancellation()
    await previous.value
    #expect(loader.state == .refreshing(posts(90..<93)))
    #expect(loader.previousPages == .available)
    // The cancelled page's items never appear; a cancelled refresh goes back to before it.
    previousCall.succeed(with: page(8))
    loader.cancel()
    await refresh.value
    try await refreshCall.cancellation()
    refreshCall.succeed(with: page(9))
    #expect(loader.state == .endReached(posts(90..<93)))
    #expect(loader.previousPages == .available)
  }

  @Test func resetForgetsTheLeadingEnd() async throws {
    let loader = makeLoader()
    try await load(loader)
    try await loadPrevious(loader, cursor: 4)
    loader.reset()
    #expect(loader.previousPages == .idle)
    #expect(loader.state == .idle)
    try await load(loader)
    #expect(loader.state == .success(posts(50..<53)))
  }

  // MARK: Duplicates and loops

  @Test func aPreviousPageDropsIdsAlreadyLoadedTheCopyOnScreenStays() async throws {
    let loader = makeLoader()
    try await load(loader)
    try await loadMore(loader, cursor: 6)
    let previous = Task { await loader.loadPrevious() }
    let call = try await pages.nextCall()
    let items = [Post(40), Post(50, "moved up"), Post(61, "moved up"), Post(41), Post(41, "again")]
    call.succeed(with: Page(items: items, previous: 3, next: 5))
    await previous.value
    #expect(loader.state.value == posts([40, 41, 50, 51, 52, 60, 61, 62]))
    // The prepended ids count at the trailing end too.
    let more = Task { await loader.loadMore() }
    let moreCall = try await pages.nextCall()
    moreCall.succeed(with: Page(items: [Post(41, "again"), Post(70)], previous: 6, next: nil))
    await more.value
    #expect(loader.state.value == posts([40, 41, 50, 51, 52, 60, 61, 62, 70]))
  }

  @Test func aRepeatedPreviousCursorFailsThePageKeepingThePages() async throws {
    let loader = makeLoader()
    try await load(loader)
    let previous = Task { await loader.loadPrevious() }
    // Page 4 says the page before it is page 5: following it would loop.
    try await pages.nextCall().succeed(with: Page(items: posts(40..<43), previous: 5, next: 5))
    await previous.value
    #expect(loader.previousPages == .failure(.loader(.repeatedCursor("5"))))
    #expect(loader.state == .success(posts(50..<53)))
    // A retry asks for the same page again; a fixed source recovers.
    try await answer(loader, cursor: 4) { await $0.retry() }
    #expect(loader.state.value == posts(40..<43) + posts(50..<53))
  }

  // MARK: A window of pages

  @Test func aPrependDropsTheLastPagesAndReopensTheTrailingEnd() async throws {
    let loader = makeLoader(startingAt: 9, maxPages: 2)
    try await load(loader, at: 9)
    #expect(loader.state == .endReached(posts(90..<93)))
    try await loadPrevious(loader, cursor: 8)
    #expect(loader.state == .endReached(posts(80..<83) + posts(90..<93)))
    try await loadPrevious(loader, cursor: 7)
    // Page 9 left the window: the end can be loaded again, from page 8's cursor.
    #expect(loader.state == .success(posts(70..<73) + posts(80..<83)))
    try await loadMore(loader, cursor: 9)
    // Page 7 left in turn: the leading end loads it again (not taken for a loop).
    #expect(loader.state == .endReached(posts(80..<83) + posts(90..<93)))
    #expect(loader.previousPages == .available)
    try await loadPrevious(loader, cursor: 7)
    #expect(loader.state == .success(posts(70..<73) + posts(80..<83)))
    // Ids of dropped pages may come back at the other end.
    try await loadMore(loader, cursor: 9)
    #expect(loader.state.value == posts(80..<83) + posts(90..<93))
  }

  @Test func anAppendDropsTheFirstPagesAndReopensTheLeadingEnd() async throws {
    let loader = makeLoader(startingAt: 1, maxPages: 2)
    try await load(loader, at: 1)
    try await loadPrevious(loader, cursor: 0)
    #expect(loader.previousPages == .startReached)
    try await loadMore(loader, cursor: 2)
    #expect(loader.state.value == posts(10..<13) + posts(20..<23))
    #expect(loader.previousPages == .available)
    try await loadPrevious(loader, cursor: 0)
    #expect(loader.state.value == posts(0..<3) + posts(10..<13))
    #expect(loader.previousPages == .startReached)
  }

  // MARK: Presentation

  @Test func theHeaderFollowsTheLeadingEnd() async throws {
    let loader = makeLoader()
    #expect(loader.presentation().header == .none)
    try await load(loader)
    #expect(loader.presentation().header == .loadMoreTrigger)
    #expect(loader.presentation().footer == .loadMoreTrigger)
    let previous = Task { await loader.loadPrevious() }
    let call = try await pages.nextCall()
    #expect(loader.presentation().header == .loadingMore)
    call.fail(with: .offline)
    await previous.value
    let failed = loader.presentation()
    #expect(failed.header == .retry(.offline))
    #expect(failed.shownFailure == .offline)
    // The header's retry button performs `retry`, which loads the failed page.
    let retry = Task { await loader.perform(.retry) }
    let again = try await pages.nextCall()
    #expect(again.argument == 4)
    again.succeed(with: page(0))
    await retry.value
    #expect(loader.previousPages == .startReached)
    #expect(loader.presentation().header == .none)
  }

  @Test func noHeaderWhileRefreshingNorForAOneWayList() async throws {
    let loader = makeLoader()
    try await load(loader)
    let refresh = Task { await loader.refresh() }
    let call = try await pages.nextCall()
    #expect(loader.presentation().header == .none)
    call.succeed(with: Page(items: posts(0..<3), next: nil))
    await refresh.value
    #expect(loader.previousPages == .startReached)
    #expect(loader.presentation() == loader.state.presentation())
  }
}

/// Lines an observer writes, read by the test.
@MainActor
private final class Lines {
  var lines: [String] = []
}
