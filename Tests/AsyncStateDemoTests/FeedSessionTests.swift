import AsyncState
import AsyncStateDemo
import AsyncStateTesting
import Testing

@MainActor
@Suite struct FeedSessionTests {
  let failures = FailureInjection()
  let session: FeedSession

  init() {
    session = FeedSession(
      source: SimulatedFeed(.init(pages: 3, pageSize: 10), failures: failures),
      failures: failures, clock: ManualClock())
    session.visibleRows = 5
  }

  @Test func movingNearTheEndLoadsTheNextPage() async {
    await session.perform(.load)
    #expect(session.moveSelection(by: 6) == nil)
    #expect(session.scrollTop == 2)
    let pageLoad = session.moveSelection(by: 1)  // row 7: three from the last post
    await pageLoad?.value
    #expect(session.loader.state.isSuccess)
    #expect(session.loader.state.value?.map(\.id) == Array(1...20))
    #expect(session.moveSelection(by: 1) == nil)  // far from the new end
  }

  @Test func selectionStaysOnTheRetryRowAfterAPageFailure() async {
    await session.perform(.load)
    failures.toggle()
    await session.perform(.more)
    session.selectLastRow()
    #expect(session.isRetryRowSelected)
    #expect(
      session.screen(usesGates: false).footer
        == .retry(message: "Injected failure (x turns injection off)."))
    failures.toggle()
    await session.perform(.retry)
    #expect(session.loader.state.value?.count == 20)
    #expect(!session.isRetryRowSelected)
  }

  @Test func aLaterSuccessClearsTheBanner() async {
    var events: [String] = []
    session.onEvent = { event in
      switch event {
      case .transition(let state): events.append("\(state)")
      case .banner(let banner): events.append("banner: \(banner.message)")
      }
    }
    await session.perform(.load)
    failures.toggle()
    await session.perform(.refresh)
    #expect(session.banners.current?.message == "Injected failure (x turns injection off).")
    failures.toggle()
    await session.perform(.refresh)
    #expect(session.banners.current == nil)
    #expect(
      events == [
        "initialLoading", "success([10 items])", "refreshing([10 items])",
        "refreshFailure([10 items], injected)",
        "banner: Injected failure (x turns injection off).",
        "refreshing([10 items])", "success([10 items])",
      ])
  }

  @Test func refreshShrinksTheListAndTheSelectionFollows() async {
    await session.perform(.load)
    await session.perform(.more)
    session.selectLastRow()
    #expect(session.screen(usesGates: false).selection == 20)
    await session.perform(.refresh)
    #expect(session.screen(usesGates: false).selection == 10)
  }

  @Test func dismissRemovesTheBannerOnce() async {
    await session.perform(.load)
    failures.toggle()
    await session.perform(.refresh)
    #expect(session.dismissBanner())
    #expect(!session.dismissBanner())
    #expect(session.screen(usesGates: false).banner == nil)
  }

  @Test func aSecondFailedRefreshRaisesASecondBanner() async {
    var banners: [Int] = []
    session.onEvent = { event in
      if case .banner(let banner) = event { banners.append(banner.id) }
    }
    await session.perform(.load)
    failures.toggle()
    await session.perform(.refresh)
    await session.perform(.refresh)
    #expect(banners == [1, 2])
  }

  @Test func blockingSpinnerShowsOnlyOnceTheFirstLoadIsSlow() async throws {
    let clock = ManualClock()
    let feed = SimulatedFeed(
      .init(pages: 1, pageSize: 2, latency: .seconds(1)), failures: failures, clock: clock)
    let session = FeedSession(source: feed, failures: failures, clock: clock)
    var visibility = session.spinnerGate.visibilityChanges().makeAsyncIterator()
    let load = Task { await session.perform(.load) }
    try await clock.waitForSleepers(count: 2)  // the feed's latency and the gate's delay
    #expect(session.screen(usesGates: true).main == .blank)
    clock.advance(by: ProgressGate.defaultDelay)
    #expect(await visibility.next() == true)
    #expect(session.screen(usesGates: true).main == .spinner)
    #expect(session.screen(usesGates: true).isAnimating)
    clock.advance(by: .seconds(1))
    await load.value
    #expect(session.loader.state.isEndReached)
    #expect(await visibility.next() == false)
    #expect(session.screen(usesGates: true).main == .posts(session.loader.state.value ?? []))
  }
}
