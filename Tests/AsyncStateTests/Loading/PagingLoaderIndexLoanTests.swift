import AsyncStateTesting
import Foundation
import Testing

@testable import AsyncState

/// A next page's duplicates removed by its fetch, off the main actor
/// (``PositionIndexLoan``): the page is applied as before, and a page that is indexed but
/// never appended — cancelled, superseded, or loaded beside an edit of the list — leaves no
/// trace in the index.
///
/// To reach the moment between the fetch's indexing and the page's apply, a test blocks the
/// main actor until the fetch has indexed the page: the apply is a main-actor job, so it
/// waits, and whatever the test does next on the main actor comes first.
@MainActor
@Suite struct PagingLoaderIndexLoanTests {
  let pages = ControlledFetch<Int?, Page<Post, Int>, LoadFailure>()

  func makeLoader() -> PagingLoader<Post, LoadFailure> {
    PagingLoader(configuration: .init(clock: ManualClock()), fetchPage: pages.fetch)
  }

  /// Loads the first page with posts 0..<3 and a next cursor of 1.
  func loadFirstPage(_ loader: PagingLoader<Post, LoadFailure>) async throws {
    let load = Task { await loader.load() }
    try await pages.nextCall().succeed(with: Page(items: posts(0..<3), next: 1))
    await load.value
  }

  /// Loads the next page, answering its fetch (for `cursor`) with `items` and `next`.
  func loadNextPage(
    _ loader: PagingLoader<Post, LoadFailure>, cursor: Int, items: [Post], next: Int?
  ) async throws {
    let more = Task { await loader.loadMore() }
    let call = try await pages.nextCall()
    #expect(call.argument == cursor)
    call.succeed(with: Page(items: items, next: next))
    await more.value
  }

  /// Starts the next page, answers it with `items`, and returns once its fetch has indexed
  /// them, with the main actor held until then: the page is not applied yet.
  func indexNextPage(
    _ loader: PagingLoader<Post, LoadFailure>, items: [Post], next: Int?
  ) async throws -> Task<Void, Never> {
    let more = Task { await loader.loadMore() }
    let call = try await pages.nextCall()
    call.succeed(with: Page(items: items, next: next))
    Self.holdMainActor(until: { loader.indexLoanHasPage })
    #expect(loader.indexLoanHasPage, "the fetch removed the page's duplicates")
    return more
  }

  /// Spins on the main actor, without suspending, until `condition` holds (or a minute has
  /// passed, a hang rather than a slow machine).
  static func holdMainActor(until condition: () -> Bool) {
    let deadline = ContinuousClock.now.advanced(by: .seconds(60))
    while !condition() && ContinuousClock.now < deadline {
      sched_yield()
    }
  }

  @Test func theFetchRemovesThePagesDuplicatesAndTheCallerAppendsTheRest() async throws {
    let loader = makeLoader()
    try await loadFirstPage(loader)
    let page = [Post(2, "moved down"), Post(3), Post(3, "twice in one page"), Post(4)]
    let more = try await indexNextPage(loader, items: page, next: 2)
    await more.value
    #expect(loader.state == .success(posts(0..<5)))
    #expect(!loader.indexLoanHasPage)
    // The next page is checked against every item, those the fetch indexed included.
    try await loadNextPage(loader, cursor: 2, items: posts(3..<7), next: nil)
    #expect(loader.state == .endReached(posts(0..<7)))
  }

  @Test func aPageCancelledAfterItsFetchIndexedItComesBackWhole() async throws {
    let loader = makeLoader()
    try await loadFirstPage(loader)
    let more = try await indexNextPage(loader, items: posts(3..<6), next: 2)
    loader.cancel()
    await more.value
    #expect(loader.state == .success(posts(0..<3)))
    // The same page again: its items are new, as if it had never been indexed.
    try await loadNextPage(loader, cursor: 1, items: [Post(1)] + posts(3..<6), next: 2)
    #expect(loader.state == .success(posts(0..<6)))
  }

  @Test func aPageARefreshSupersededAfterItsFetchIndexedItLeavesNoTrace() async throws {
    let loader = makeLoader()
    try await loadFirstPage(loader)
    let more = try await indexNextPage(loader, items: posts(3..<6), next: 2)
    // Started at once, so that the refresh supersedes the page before the page is applied.
    let refresh = Task.immediate { await loader.refresh() }
    #expect(loader.state == .refreshing(posts(0..<3)))
    let refreshCall = try await pages.nextCall()
    await more.value
    refreshCall.succeed(with: Page(items: posts(10..<13), next: 1))
    await refresh.value
    #expect(loader.state == .success(posts(10..<13)))
    try await loadNextPage(loader, cursor: 1, items: posts(3..<6) + [Post(11)], next: nil)
    #expect(loader.state == .endReached(posts(10..<13) + posts(3..<6)))
  }

  @Test func itemsReplacedAfterTheFetchIndexedThePageAreTheOnesItIsCheckedAgainst() async throws {
    let loader = makeLoader()
    try await loadFirstPage(loader)
    let more = try await indexNextPage(loader, items: [Post(2), Post(7), Post(8)], next: 2)
    // An edit of the list (as a cache update makes) while the page waits to be applied: post 2
    // is gone, post 7 arrives.
    #expect(loader.replaceItems([Post(0), Post(1), Post(7)]))
    await more.value
    #expect(loader.state == .success([Post(0), Post(1), Post(7), Post(2), Post(8)]))
  }

  @Test func itemsReplacedBeforeTheFetchAnswersAreTheOnesThePageIsCheckedAgainst() async throws {
    let loader = makeLoader()
    try await loadFirstPage(loader)
    let more = Task { await loader.loadMore() }
    let call = try await pages.nextCall()
    #expect(loader.replaceItems([Post(0), Post(1), Post(7)]))
    call.succeed(with: Page(items: [Post(2), Post(7), Post(8)], next: 2))
    await more.value
    #expect(loader.state == .success([Post(0), Post(1), Post(7), Post(2), Post(8)]))
  }
}
