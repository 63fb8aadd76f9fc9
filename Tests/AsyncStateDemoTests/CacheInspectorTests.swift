import AsyncState
import AsyncStateTesting
import Foundation
import Testing

@testable import AsyncStateDemo

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
    let feed = session.cache.snapshot().first
    #expect(feed?.key == "feed")
    #expect(feed?.isPaging == true)
    #expect(feed?.isInUse == true)
  }

  @Test func everyLoadedPageFillsTheDetailEntries() async {
    await session.perform(.load)
    await session.perform(.more)
    let keys = session.cache.snapshot().map(\.key)
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
      session.cache.snapshot().first { $0.key == "post #\(id)" }?.age
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
    let inUse = session.cache.snapshot().filter(\.isInUse).map(\.key)
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
    #expect(inspector.history.elementsEqual(inspector.model.history(of: "feed"), by: ==))
    // Wide enough for any time in front: a narrower panel cuts the end of a line with a long one.
    let lines = inspector.panel.lines(width: 100, height: 40).map(\.text)
    #expect(lines.contains(" ── feed history ──"))
    // The time in front is the session's real time (seconds under a sanitizer): not asserted.
    #expect(
      lines.contains {
        $0.hasPrefix(" +") && $0.hasSuffix("s loadSucceeded: refreshing → success([10 items])")
      })
  }

  // MARK: The inspector's keys

  /// The command of a character key.
  func command(_ character: Character) throws -> KeyCommand {
    try #require(KeyCommand(.character(character)))
  }

  /// `]` selects the first row, then the next; `[` the previous, never past the first. The
  /// panel marks the selection, and its history section follows it.
  @Test func theBracketKeysMoveTheRowSelection() async throws {
    await session.perform(.load)
    let rows = inspector.rows
    try #require(rows.count == 11)
    #expect(rows.first?.key == "feed", "in use first")
    #expect(inspector.selectedRow == nil)

    inspector.handle(try command("]"))
    #expect(inspector.selectedRow?.key == "feed")
    inspector.handle(try command("]"))
    #expect(inspector.selectedRow?.key == rows[1].key)
    #expect(!inspector.history.isEmpty)
    #expect(inspector.history.elementsEqual(inspector.model.history(of: rows[1].key), by: ==))
    // Wide enough for any time in front: a narrower panel cuts the end of a line with a long one.
    let lines = inspector.panel.lines(width: 100, height: 40).map(\.text)
    let marked = lines.filter { $0.hasPrefix("▸") }
    #expect(marked.count == 1)
    #expect(marked.first?.hasPrefix("▸○ \(rows[1].key)  ") == true)
    #expect(lines.contains(" ── \(rows[1].key) history ──"))

    for _ in 1...3 { inspector.handle(try command("[")) }
    #expect(inspector.selectedRow?.key == "feed")
  }

  /// With nothing selected, `[` selects the last row.
  @Test func theLeftBracketFirstSelectsTheLastRow() async throws {
    await session.perform(.load)
    inspector.handle(try command("["))
    #expect(inspector.selectedRow?.key == inspector.rows.last?.key)
    #expect(inspector.selectedRow?.key != "feed")
  }

  /// `F` arms the selected feed's next fetch to fail, `R` refetches it: the refresh fails
  /// without asking the feed, and the next one fetches.
  @Test func failNextFetchThenRefetchFailsTheFeedOnce() async throws {
    await session.perform(.load)
    inspector.handle(try command("]"))
    let fail = try command("F")
    let refetchKey = try command("R")
    let armed = try #require(inspector.handle(fail))
    #expect(await armed.value == "inspector: fail next fetch feed")
    let refetch = try #require(inspector.handle(refetchKey))
    #expect(await refetch.value == "inspector: refetch feed")
    #expect(session.loader.state.isRefreshFailure)
    let again = try #require(inspector.handle(refetchKey))
    _ = await again.value
    #expect(!session.loader.state.isRefreshFailure)
    #expect(session.loader.state.value?.count == 10)
    #expect(
      inspector.log.suffix(3) == [
        "inspector: fail next fetch feed", "inspector: refetch feed", "inspector: refetch feed",
      ])
  }

  /// `E` evicts an unused entry and the selection moves to its neighbour; on the feed, which
  /// the screen uses, it is not offered and says so.
  @Test func evictRemovesAnUnusedEntryAndIsNotOfferedForTheFeed() async throws {
    await session.perform(.load)
    let right = try command("]")
    let evict = try command("E")
    inspector.handle(right)
    #expect(await inspector.handle(evict)?.value == "inspector: evict feed: not offered now")
    inspector.handle(right)
    let post = try #require(inspector.selectedRow)
    let next = inspector.rows[2]
    #expect(await inspector.handle(evict)?.value == "inspector: evict \(post.key)")
    #expect(!inspector.rows.contains { $0.key == post.key })
    #expect(inspector.selectedRow?.key == next.key)
  }

  /// `I` invalidates the selected entry: an unused post is marked stale.
  @Test func invalidateMarksTheSelectedEntryStale() async throws {
    await session.perform(.load)
    inspector.moveRowSelection(by: 1)
    inspector.moveRowSelection(by: 1)
    let post = try #require(inspector.selectedRow)
    #expect(!post.isStale)
    let invalidate = try command("I")
    #expect(await inspector.handle(invalidate)?.value == "inspector: invalidate \(post.key)")
    #expect(inspector.rows.first { $0.id == post.id }?.isStale == true)
  }

  @Test func anActionWithNothingSelectedSaysHowToSelect() async throws {
    let refetch = try command("R")
    #expect(
      await inspector.handle(refetch)?.value
        == "inspector: refetch: no row selected ([ or ])")
    let quit = try command("q")
    #expect(inspector.handle(quit) == nil)
  }

  // MARK: Saved data

  /// The panel's saved-data section is the model's persistence events: a second run lists
  /// the feed it restored, and the activity log does not repeat it.
  @Test func theSavedDataSectionListsWhatTheRunRestored() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("CacheInspectorTests-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let saved = Date(timeIntervalSince1970: 1_800_000_000)
    let (first, firstSession) = await persistedRun(in: directory, at: saved)
    #expect(CacheInspector(session: firstSession).panel.saved?.isEmpty == true)
    await firstSession.perform(.load)
    await first.close()

    let (_, session) = await persistedRun(in: directory, at: saved.addingTimeInterval(150))
    let inspector = CacheInspector(session: session)
    let key = try #require(inspector.model.persistenceEvents.first?.key)
    let events = inspector.model.persistenceEvents
    #expect(events.count == 1)
    #expect(events.first.map { $0 == (.zero, key, .restored(age: .seconds(150))) } == true)
    let panelEvents = try #require(inspector.panel.saved)
    #expect(panelEvents.elementsEqual(events) { $0 == $1 })
    let lines = inspector.panel.lines(width: 52, height: 30).map(\.text)
    let section = Array(lines.drop { $0 != " ── saved data ──" }.prefix(2))
    #expect(section == [" ── saved data ──", " +0s \(key): restored, 150s old"])
    #expect(!inspector.log.contains { $0.contains("restored") })
  }

  @Test func aCacheWithoutAStoreHasNoSavedDataSection() {
    #expect(inspector.panel.saved == nil)
    #expect(!inspector.panel.lines(width: 52, height: 30).contains { $0.text.contains("saved") })
  }
}

extension PagingState {
  fileprivate var isRefreshFailure: Bool {
    if case .refreshFailure = self { true } else { false }
  }
}
