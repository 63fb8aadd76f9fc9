import AsyncState
import AsyncStateTesting
import Foundation
import Testing

/// A cached list opened in the middle: a `PagingQuery` with a `startCursor` loads its first
/// page there, `loadPrevious()` loads the pages above, and such a list is never persisted (its
/// saved pages would claim the start of the list).
///
/// Page `c` holds rows `2c` and `2c + 1`; its `previous` is `c - 1` (none before 0) and its
/// `next` is `c + 1` (none after 3).
@MainActor
@Suite struct LoaderCacheStartCursorTests {
  let store = ScriptedStore()
  let wall = ManualClock()
  let pages = ControlledFetch<Int?, Page<FeedRow, Int>, LoadFailure>.responding {
    cursor in
    let page = cursor ?? 0
    return .success(
      Page(
        items: [FeedRow(id: page * 2), FeedRow(id: page * 2 + 1)],
        previous: page > 0 ? page - 1 : nil, next: page < 3 ? page + 1 : nil))
  }

  func rows(_ ids: Range<Int>) -> [FeedRow] { ids.map(FeedRow.init(id:)) }

  @Test func aQueryWithAStartCursorLoadsThereAndPagesUpToTheStart() async {
    let launch = Launch(store: store, wall: wall)
    let feed = launch.cache.loader(for: FeedQuery(fetcher: pages, startCursor: 2))
    await feed.load()
    #expect(feed.state == .success(rows(4..<6)))
    #expect(feed.previousPages == .available)
    await feed.loadPrevious()
    #expect(feed.state == .success(rows(2..<6)))
    #expect(feed.previousPages == .available)
    await feed.loadPrevious()
    #expect(feed.state == .success(rows(0..<6)))
    #expect(feed.previousPages == .startReached)
    await feed.loadPrevious()  // at the start: nothing to load
    #expect(pages.arguments == [2, 1, 0])
  }

  @Test func aQueryWithoutAStartCursorLoadsTheFirstPage() async {
    let launch = Launch(store: store, wall: wall)
    let feed = launch.cache.loader(for: FeedQuery(fetcher: pages))
    await feed.load()
    #expect(pages.arguments == [nil])
    #expect(feed.previousPages == .startReached)
  }

  @Test func aListOpenedInTheMiddleIsNotSaved() async {
    let launch = Launch(store: store, wall: wall)
    await launch.cache.loader(for: FeedQuery(fetcher: pages, startCursor: 2)).load()
    await launch.cache.flushPersistence()
    #expect(await store.storage["feed"] == nil)
  }

  @Test func savedPagesAreNotRestoredIntoAListOpenedInTheMiddle() async {
    let first = Launch(store: store, wall: wall)
    await first.cache.loader(for: FeedQuery(fetcher: pages)).load()
    await first.cache.flushPersistence()
    #expect(await store.storage["feed"] != nil)

    let launch = Launch(store: store, wall: wall)
    await launch.cache.restore()
    let screen = launch.cache.loader(for: FeedQuery(fetcher: pages, startCursor: 2))
    // Restored, the saved first page would say the start is reached above post 4.
    #expect(screen.state == .idle)
    #expect(screen.previousPages == .idle)
    await screen.load()
    #expect(screen.state == .success(rows(4..<6)))
    #expect(screen.previousPages == .available)
  }
}
