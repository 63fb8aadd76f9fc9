import AsyncState
import AsyncStateDemo
import AsyncStateTesting
import Testing

/// The demo's feed comes from its cache, whose inspector writes the loaded posts into detail
/// entries and holds the selected one.
@MainActor
@Suite struct CacheInspectorTests {
  let failures = FailureInjection()
  let session: FeedSession
  let inspector: CacheInspector

  init() {
    session = FeedSession(
      source: SimulatedFeed(.init(pages: 3, pageSize: 10), failures: failures),
      failures: failures, loadsMoreNearEnd: false, clock: ManualClock())
    inspector = CacheInspector(session: session)
  }

  @Test func theFeedLoaderIsTheCachesEntry() {
    #expect(session.cache.loader(for: FeedQuery(source: SimulatedFeed(.init()))) === session.loader)
    let feed = session.cache.snapshot().entries.first
    #expect(feed?.key == "feed")
    #expect(feed?.kind == .paging)
    #expect(feed?.isInUse == true)
  }

  @Test func everyLoadedPageFillsTheDetailEntries() async {
    await session.perform(.load)
    await session.perform(.more)
    let keys = session.cache.snapshot().entries.map(\.key)
    #expect(keys.first == "feed")
    #expect(keys.dropFirst() == ArraySlice((1...20).map { "post #\($0)" }))
    #expect(session.cache.value(for: PostQuery(id: 3)) == session.loader.state.value?[2].title)
  }

  /// After a refresh, the posts' entries are as old as the refresh, not as the first load.
  @Test func aRefreshRenewsThePostsAges() async throws {
    let clock = ManualClock()
    let failures = FailureInjection()
    let session = FeedSession(
      source: SimulatedFeed(.init(pages: 3, pageSize: 10), failures: failures),
      failures: failures, loadsMoreNearEnd: false, clock: clock, cache: .demo(clock: clock))
    let inspector = CacheInspector(session: session)
    func age(_ id: Int) -> Duration? {
      session.cache.snapshot().entries.first { $0.key == "post #\(id)" }?.age
    }
    await session.perform(.load)
    clock.advance(by: .seconds(20))
    #expect(age(1) == .seconds(20))
    // The same ten posts come back: only their age says the refresh happened.
    await session.perform(.refresh)
    #expect(age(1) == .zero)
    clock.advance(by: .seconds(10))
    await session.perform(.more)
    #expect(age(1) == .seconds(10), "a page load leaves the posts before it alone")
    #expect(age(11) == .zero)
    _ = inspector
  }

  @Test func theSelectedPostIsInUse() async {
    await session.perform(.load)
    inspector.select(session.selectedPostID)
    #expect(session.selectedPostID == 1)
    session.moveSelection(by: 1)
    inspector.select(session.selectedPostID)
    let inUse = session.cache.snapshot().entries.filter(\.isInUse).map(\.key)
    #expect(inUse == ["feed", "post #2"])
  }

  /// Transitions are the model's history; the log keeps the rest: entries added, in use,
  /// unused, evicted.
  @Test func theActivityButTransitionsScrollsByInTheLog() async {
    let (changes, changed) = AsyncStream.makeStream(of: Void.self)
    let watch = inspector.start { changed.yield() }
    await session.perform(.load)
    // The first page's last post is written last: every earlier activity has come by then.
    for await _ in changes where inspector.log.contains("post #10 added") { break }
    watch.cancel()
    #expect(inspector.log.first == "post #1 added")
    #expect(!inspector.log.contains { $0.contains("→") }, "\(inspector.log)")
  }

  /// The panel shows the history the core's inspector records for the feed on screen.
  @Test func theHistoryIsTheShownFeedsTransitions() async {
    await session.perform(.load)
    await session.perform(.refresh)
    #expect(inspector.shownFeedKey == "feed")
    #expect(
      inspector.history.map(\.cause) == [
        .loadStarted, .loadSucceeded, .loadStarted, .loadSucceeded,
      ])
    #expect(inspector.history.last?.to == "success([10 items])")
    #expect(inspector.history == inspector.model.history(of: "feed"))
    let lines = inspector.panel.lines(width: 52, height: 40).map(\.text)
    #expect(lines.contains(" ── feed history ──"))
    // The time in front is the session's real time (seconds under a sanitizer): not asserted.
    #expect(
      lines.contains {
        $0.hasPrefix(" +") && $0.hasSuffix("s loadSucceeded: refreshing → success([10 items])")
      })
  }
}
