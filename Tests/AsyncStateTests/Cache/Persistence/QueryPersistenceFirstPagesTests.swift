import AsyncState
import AsyncStateTesting
import Foundation
import Testing

/// `QueryPersistence.firstPages`: a long list saves only its first pages, and a launch shows
/// them and continues from the cursor after the last one.
@MainActor
@Suite struct QueryPersistenceFirstPagesTests {
  let store = ScriptedStore()
  let wall = ManualClock()
  /// Pages of two rows: the page after cursor `n` holds rows `2n + 2` and `2n + 3`, and its
  /// cursor is `n + 1`.
  let pages = ControlledFetch<Int?, Page<FeedRow, Int>, LoadFailure>.responding {
    cursor in
    let page = cursor ?? 0
    return .success(
      Page(items: [FeedRow(id: page * 2), FeedRow(id: page * 2 + 1)], next: page + 1))
  }

  func rows(_ range: Range<Int>) -> [FeedRow] {
    range.map(FeedRow.init(id:))
  }

  /// A launch that loads `count` pages of the feed, saved with `firstPages`.
  func launchLoading(_ count: Int, firstPages: Int?) async {
    let launch = Launch(store: store, wall: wall)
    await launch.cache.restore()
    let feed = launch.cache.loader(for: FeedQuery(fetcher: pages, firstPages: firstPages))
    await feed.load()
    while (feed.state.value?.count ?? 0) < count * 2 {
      await feed.loadMore()
    }
    await launch.cache.flushPersistence()
  }

  /// The next launch's feed, restored.
  func nextLaunch(firstPages: Int?) async -> (Launch, PagingLoader<FeedRow, LoadFailure>) {
    let launch = Launch(store: store, wall: wall)
    await launch.cache.restore()
    return (launch, launch.cache.loader(for: FeedQuery(fetcher: pages, firstPages: firstPages)))
  }

  @Test func onlyTheFirstPagesAreSavedAndLoadingMoreContinuesAfterThem() async throws {
    await launchLoading(5, firstPages: 2)
    let saved = try #require(await store.storage["feed"])
    let (_, feed) = await nextLaunch(firstPages: 2)
    #expect(feed.state == .success(rows(0..<4)))
    await feed.loadMore()
    #expect(pages.arguments.suffix(1) == [2])
    #expect(feed.state == .success(rows(0..<6)))
    // The file holds two pages (rows 0 to 3), not five: its JSON names no later row.
    let text = String(decoding: saved, as: UTF8.self)
    #expect(text.contains(#""id":3"#))
    #expect(!text.contains(#""id":4"#) && !text.contains(#""id":9"#))
  }

  @Test func aListNoLongerThanTheLimitIsSavedWhole() async {
    await launchLoading(2, firstPages: 3)
    let (_, feed) = await nextLaunch(firstPages: 3)
    #expect(feed.state == .success(rows(0..<4)))
    await feed.loadMore()
    #expect(pages.arguments.suffix(1) == [2])
  }

  @Test func theLimitHoldsAcrossLaunches() async {
    await launchLoading(2, firstPages: 2)
    let (launch, feed) = await nextLaunch(firstPages: 2)
    await feed.loadMore()
    await feed.loadMore()
    #expect(feed.state.value?.count == 8)
    await launch.cache.flushPersistence()
    // Saved again from restored pages: still the first two, with the cursor after them.
    let (_, next) = await nextLaunch(firstPages: 2)
    #expect(next.state == .success(rows(0..<4)))
    await next.loadMore()
    #expect(pages.arguments.suffix(1) == [2])
  }

  @Test func aListSavedWithMorePagesShowsOnlyTheFirstOnes() async {
    await launchLoading(4, firstPages: nil)
    let (_, feed) = await nextLaunch(firstPages: 1)
    #expect(feed.state == .success(rows(0..<2)))
    await feed.loadMore()
    #expect(pages.arguments.suffix(1) == [1])
    #expect(feed.state == .success(rows(0..<4)))
  }

  @Test func aListThatReachedItsEndSavesOnlyItsFirstPages() async throws {
    let ending = ControlledFetch<Int?, Page<FeedRow, Int>, LoadFailure>.responding {
      cursor in
      let page = cursor ?? 0
      return .success(
        Page(
          items: [FeedRow(id: page * 2), FeedRow(id: page * 2 + 1)],
          next: page < 4 ? page + 1 : nil))
    }
    let first = Launch(store: store, wall: wall)
    let feed = first.cache.loader(for: FeedQuery(fetcher: ending, firstPages: 1))
    await feed.load()
    while feed.state.canLoadMore {
      await feed.loadMore()
    }
    #expect(feed.state == .endReached(rows(0..<10)))
    await first.cache.flushPersistence()
    let (_, next) = await nextLaunch(firstPages: 1)
    // The first page, not at the end: the list goes on after it.
    #expect(next.state == .success(rows(0..<2)))
    await next.loadMore()
    #expect(pages.arguments == [1])
  }

  @Test func aListThatDroppedItsOldestPagesSavesTheFirstPagesItKeeps() async {
    let first = Launch(store: store, wall: wall)
    let feed = first.cache.loader(for: FeedQuery(fetcher: pages, firstPages: 2, maxPages: 3))
    await feed.load()
    for _ in 1...4 {
      await feed.loadMore()
    }
    // Five pages loaded, the newest three kept: rows 4 to 9.
    #expect(feed.state == .success(rows(4..<10)))
    await first.cache.flushPersistence()
    let launch = Launch(store: store, wall: wall)
    await launch.cache.restore()
    let next = launch.cache.loader(for: FeedQuery(fetcher: pages, firstPages: 2, maxPages: 3))
    #expect(next.state == .success(rows(4..<8)))
    await next.loadMore()
    #expect(pages.arguments.suffix(1) == [4])
    #expect(next.state == .success(rows(4..<10)))
  }

  @Test(arguments: [0, -3])
  func aLimitBelowOneKeepsOnePage(firstPages: Int) async {
    await launchLoading(3, firstPages: firstPages)
    let (_, feed) = await nextLaunch(firstPages: nil)
    #expect(feed.state == .success(rows(0..<2)))
  }
}
