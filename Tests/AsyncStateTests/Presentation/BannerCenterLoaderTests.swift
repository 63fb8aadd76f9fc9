import AsyncState
import AsyncStateTesting
import Testing

/// A center that follows a loader reads the cause of each transition: every failed load
/// announces one banner, a cancelled one none — even where the states alone look alike.
@MainActor
@Suite struct BannerCenterLoaderTests {
  let fetch = ControlledFetch<Void, Int, LoadFailure>()

  @Test func twoRefreshesFailingWithTheSameErrorAnnounceTwoBanners() async throws {
    let loader = DataLoader(initialState: .success(1), fetch: fetch.fetch)
    let center = BannerCenter(observing: loader)
    var announced: [Banner<LoadFailure>] = []
    for _ in 1...2 {
      let refresh = Task { await loader.refresh() }
      try await fetch.nextCall().fail(with: .offline)
      await refresh.value
      announced.append(try #require(center.current))
    }
    #expect(
      announced.map { $0.numbered(0) } == [.refreshFailed(.offline), .refreshFailed(.offline)])
    #expect(announced[0].id != announced[1].id)
  }

  @Test func aCancelledRetryOfAFailedRefreshAnnouncesNothing() async throws {
    let loader = DataLoader(initialState: .success(1), fetch: fetch.fetch)
    let center = BannerCenter(observing: loader)
    let refresh = Task { await loader.refresh() }
    try await fetch.nextCall().fail(with: .offline)
    await refresh.value
    let first = try #require(center.current)
    center.dismiss(first)

    let retry = Task { await loader.refresh() }
    let call = try await fetch.nextCall()
    loader.cancel()
    await retry.value
    // The loader restored `refreshFailure(1, .offline)`; no new banner.
    #expect(loader.state == .refreshFailure(1, .offline))
    #expect(center.current == nil)
    call.succeed(with: 2)
  }

  @Test func aFailedPageAnnouncesWithFooterAndBannerOnly() async throws {
    let pages = ControlledFetch<Int?, Page<Post, Int>, LoadFailure>()
    let loader = PagingLoader(fetchPage: pages.fetch)
    let quiet = BannerCenter(observing: loader)
    let loud = BannerCenter(
      observing: loader, policy: [.loadMoreFailureBanner])
    let load = Task { await loader.load() }
    try await pages.nextCall().succeed(with: Page(items: posts(0..<2), next: 1))
    await load.value
    let more = Task { await loader.loadMore() }
    try await pages.nextCall().fail(with: .offline)
    await more.value
    #expect(quiet.current == nil)
    #expect(loud.current?.numbered(0) == .loadMoreFailed(.offline))
  }
}
