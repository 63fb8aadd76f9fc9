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
      case .filterChanged, .notice: break
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

/// The refresh rule: the selection stays on its post (by id) when a refresh replaces the
/// posts, is clamped when that post is gone, and a refresh never loads a page by itself.
@MainActor
@Suite struct FeedSessionRefreshTests {
  /// A feed that counts its requests and whose first page can change between loads.
  final class ShiftingFeed: FeedSource {
    let requests = Locked(0)
    let firstPageStart = Locked(1)
    var name: String { "shifting feed" }

    func page(after cursor: String?) async throws(FeedError) -> Page<Post, String> {
      requests.withLock { $0 += 1 }
      let start = cursor.flatMap(Int.init) ?? firstPageStart.withLock { $0 }
      let posts = (start..<start + 20).map { Post(id: $0, title: "Post \($0)") }
      return Page(items: posts, next: start + 20 <= 100 ? String(start + 20) : nil)
    }
  }

  @Test func refreshAtTheEndOfALongListClampsAndLoadsNoExtraPage() async {
    let failures = FailureInjection()
    let session = FeedSession(
      source: SimulatedFeed(.init(pages: 5, pageSize: 20), failures: failures),
      failures: failures, clock: ManualClock())
    session.visibleRows = 20
    await session.perform(.load)
    for _ in 1...4 { await session.perform(.more) }
    #expect(session.loader.state.isEndReached)
    session.selectLastRow()  // row 101: the end-of-feed row
    #expect(session.selection == 100)
    var events: [String] = []
    session.onEvent = { if case .transition(let state) = $0 { events.append("\(state)") } }
    await session.perform(.refresh)
    for _ in 0..<5 { await Task.yield() }  // a page load started by the refresh would run now
    #expect(events == ["refreshing([100 items])", "success([20 items])"])
    #expect(session.loader.state.value?.count == 20)
    #expect(session.selection == 20)  // clamped: row 21 of 21, the load-more row
  }

  @Test func refreshKeepsTheSelectionOnTheSamePost() async {
    let feed = ShiftingFeed()
    let failures = FailureInjection()
    let session = FeedSession(source: feed, failures: failures, clock: ManualClock())
    session.visibleRows = 10
    await session.perform(.load)
    session.moveSelection(by: 5)
    #expect(session.selectedPostID == 6)
    feed.firstPageStart.withLock { $0 = -3 }  // four new posts arrive at the top
    await session.perform(.refresh)
    #expect(session.selection == 9)
    #expect(session.selectedPostID == 6)
    feed.firstPageStart.withLock { $0 = 50 }  // post 6 is gone: clamp
    await session.perform(.refresh)
    #expect(session.selection == 9)
    #expect(session.selectedPostID == 59)
    #expect(feed.requests.withLock { $0 } == 3)
  }

  @Test func movingNearTheEndStillLoadsTheNextPage() async {
    let feed = ShiftingFeed()
    let session = FeedSession(source: feed, failures: FailureInjection(), clock: ManualClock())
    session.visibleRows = 10
    await session.perform(.load)
    await session.moveSelection(by: 17)?.value
    #expect(session.loader.state.value?.count == 40)
    #expect(feed.requests.withLock { $0 } == 2)
  }
}
