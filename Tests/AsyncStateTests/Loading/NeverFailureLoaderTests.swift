import AsyncState
import AsyncStateTesting
import Testing

/// Loaders whose failure type cannot hold a `LoaderError`: what a timeout and a repeated
/// cursor do there, since no failure state exists to show them.
@MainActor
@Suite struct NeverFailureLoaderTests {
  let clock = ManualClock()

  @Test func aPagingLoaderThatCannotFailIsExpressible() async {
    let loader = PagingLoader<Post, Never> { (cursor: Int?) in
      Page(items: posts([cursor ?? 0]), next: cursor == nil ? 1 : nil)
    }
    await loader.load()
    await loader.loadMore()
    switch loader.state {
    case .idle, .initialLoading, .refreshing, .success, .loadingMore: Issue.record("not ended")
    case .endReached(let items): #expect(items == posts([0, 1]))
    }
  }

  @Test func aRepeatedCursorEndsTheListKeepingThePages() async {
    let loader = PagingLoader<Post, Never> { (cursor: Int?) in
      Page(items: posts([(cursor ?? 0) * 10]), next: 1)  // cursor 1 forever
    }
    await loader.load()
    await loader.loadMore()
    #expect(loader.state == .endReached(posts([0, 10])))
    await loader.loadMore()
    #expect(loader.state == .endReached(posts([0, 10])))
  }

  @Test func aTimedOutAttemptIsACancellationNotAFailure() async throws {
    let fetch = ControlledFetch<Void, Int, Never>()
    let loader = DataLoader(
      initialState: .success(1),
      configuration: LoaderConfiguration(timeout: .seconds(5), clock: clock),
      fetch: fetch.fetch)
    let recorder = StateRecorder(loader)
    let refresh = Task { await loader.refresh() }
    let call = try await fetch.nextCall()
    try await clock.waitForSleepers(count: 1)
    clock.advance(by: .seconds(5))
    await refresh.value
    #expect(loader.state == .success(1))
    #expect(recorder.descriptions == ["refreshing(1)", "success(1)"])
    try await call.cancellation()
    call.succeed(with: 2)  // too late: dropped
    await loader.load()
    #expect(loader.state == .success(1))
  }
}
