import AsyncState
import AsyncStateTesting
import Testing

/// Which loader method each ``LoaderAction`` calls: what a screen's buttons do.
@MainActor
@Suite struct LoaderActionTests {
  let fetch = ControlledFetch<Void, Int, LoadFailure>()
  let pages = ControlledFetch<Int?, Page<Post, Int>, LoadFailure>()

  func makePagingLoader() -> PagingLoader<Post, LoadFailure> {
    PagingLoader(fetchPage: pages.fetch)
  }

  /// Performs `action` on a paging loader and answers the one fetch it makes.
  func perform(
    _ action: LoaderAction, on loader: PagingLoader<Post, LoadFailure>,
    expectingCursor cursor: Int?, answer: Result<Page<Post, Int>, LoadFailure>
  ) async throws {
    let task = Task { await loader.perform(action) }
    let call = try await pages.nextCall()
    #expect(call.argument == cursor)
    call.complete(with: answer)
    await task.value
  }

  // MARK: DataLoader

  @Test func loadLoadsOnceThenDoesNothing() async throws {
    let loader = DataLoader(fetch: fetch.fetch)
    let load = Task { await loader.perform(.load) }
    try await fetch.nextCall().succeed(with: 1)
    await load.value
    await loader.perform(.load)
    #expect(loader.state == .success(1))
    #expect(fetch.callCount == 1)
  }

  @Test func refreshFetchesAgainKeepingTheValue() async throws {
    let loader = DataLoader(initialState: .success(1), fetch: fetch.fetch)
    let refresh = Task { await loader.perform(.refresh) }
    let call = try await fetch.nextCall()
    #expect(loader.state == .refreshing(1))
    call.succeed(with: 2)
    await refresh.value
    #expect(loader.state == .success(2))
  }

  @Test(arguments: [
    DataState<Int, LoadFailure>.failure(.offline), .refreshFailure(1, .offline),
  ])
  func retryFetchesFromEveryFailure(_ failed: DataState<Int, LoadFailure>) async throws {
    let loader = DataLoader(initialState: failed, fetch: fetch.fetch)
    let retry = Task { await loader.perform(.retry) }
    let call = try await fetch.nextCall()
    // A failure retries with the error on screen; a failed refresh refreshes with the value.
    #expect(loader.state == (failed.value.map { .refreshing($0) } ?? .retrying(.offline)))
    call.succeed(with: 2)
    await retry.value
    #expect(loader.state == .success(2))
  }

  @Test func loadMoreDoesNothingOnADataLoader() async {
    let loader = DataLoader(initialState: .success(1), fetch: fetch.fetch)
    await loader.perform(.loadMore)
    #expect(loader.state == .success(1))
    #expect(fetch.callCount == 0)
  }

  // MARK: PagingLoader

  @Test func eachActionCallsTheMatchingPagingMethod() async throws {
    let loader = makePagingLoader()
    try await perform(
      .load, on: loader, expectingCursor: nil, answer: .success(Page(items: posts(0..<2), next: 1))
    )
    try await perform(
      .loadMore, on: loader, expectingCursor: 1, answer: .failure(.server(503)))
    #expect(loader.state == .loadMoreFailure(posts(0..<2), .server(503)))
    // Retry after a failed page loads that page again, not the first.
    try await perform(
      .retry, on: loader, expectingCursor: 1, answer: .success(Page(items: posts(2..<4), next: 2))
    )
    #expect(loader.state == .success(posts(0..<4)))
    try await perform(
      .refresh, on: loader, expectingCursor: nil,
      answer: .success(Page(items: posts(0..<2), next: 1)))
    #expect(loader.state == .success(posts(0..<2)))
  }

  @Test func retryAfterAFailedFirstPageReloadsIt() async throws {
    let loader = makePagingLoader()
    try await perform(.load, on: loader, expectingCursor: nil, answer: .failure(.offline))
    #expect(loader.state == .failure(.offline))
    try await perform(
      .retry, on: loader, expectingCursor: nil,
      answer: .success(Page(items: posts(0..<2), next: nil)))
    #expect(loader.state == .endReached(posts(0..<2)))
  }

  @Test func everyActionIsCovered() {
    #expect(LoaderAction.allCases == [.load, .refresh, .loadMore, .retry])
  }

  // MARK: A loader of your own

  @Test func eachActionCallsTheSourcesMethodAndLoadMoreDefaultsToNothing() async {
    let source = CallRecordingSource()
    for action in LoaderAction.allCases { await source.perform(action) }
    #expect(source.calls == ["load", "refresh", "retry"])
  }
}
