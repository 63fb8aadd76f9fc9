import AsyncState
import AsyncStateTesting
import Testing

/// A diffable paged list as `PagingListViewController` drives it: each state becomes a
/// ``ListSnapshotPlan``; once the snapshot is applied, the new footer goes to a
/// ``LoadMoreTrigger``; the footer cell's display callbacks report its visibility.
@MainActor
@Suite struct PagingListFlowTests {
  /// The list's side of the flow, without UIKit.
  @MainActor
  final class List {
    let loader: PagingLoader<Post, LoadFailure>
    private(set) var plan = ListSnapshotPlan<Post>.empty
    private var trigger = LoadMoreTrigger()
    private var footer: ScreenPresentation<[Post], LoadFailure>.Footer = .none
    private var observation: StateObservation?
    /// Whether the footer cell is displayed: the snapshot has a footer row and it fits on
    /// screen (the list is short).
    var fitsOnScreen = true
    /// The page loads the list asked for.
    private(set) var requests: [Task<Void, Never>] = []

    init(_ loader: PagingLoader<Post, LoadFailure>) {
      self.loader = loader
      observation = loader.observe { [weak self] state, _ in self?.apply(state) }
    }

    /// A state arrives: plan the snapshot, apply it (which shows or removes the footer
    /// cell), then hand the trigger the footer.
    private func apply(_ state: PagingState<[Post], LoadFailure>) {
      let presentation = state.presentation()
      let hadFooter = plan.footer != nil
      plan = ListSnapshotPlan(presentation, after: plan)
      footer = presentation.footer
      let hasFooter = plan.footer != nil && fitsOnScreen
      if hadFooter && !hasFooter { trigger.rowDisappeared() }
      if !hadFooter && hasFooter { displayFooter() }
      if trigger.footerChanged(to: footer, itemCount: plan.items.count) { loadMore() }
    }

    /// The footer cell is displayed (`willDisplay`).
    func displayFooter() {
      if trigger.rowAppeared(footer: footer, itemCount: plan.items.count) { loadMore() }
    }

    /// The footer cell scrolled away (`didEndDisplaying`).
    func scrollFooterAway() {
      trigger.rowDisappeared()
    }

    private func loadMore() {
      let loader = loader
      requests.append(Task { await loader.perform(.loadMore) })
    }
  }

  let pages = ControlledFetch<Int?, Page<Post, Int>, LoadFailure>()

  /// A list whose first page (posts 0..<2, next cursor 1) has loaded.
  func loadedList() async throws -> List {
    let list = List(PagingLoader(fetchPage: pages.fetch))
    let load = Task { await list.loader.perform(.load) }
    try await pages.nextCall().succeed(with: Page(items: posts(0..<2), next: 1))
    await load.value
    return list
  }

  @Test func aShortListAsksForEachPageOnceUntilTheEnd() async throws {
    let list = try await loadedList()
    // The first page did not fill the screen: its footer appeared and asked for page 1.
    for (cursor, next) in [(1, Optional(2)), (2, nil)] {
      let call = try await pages.nextCall()
      #expect(call.argument == cursor)
      // Displayed again while the page loads: nothing more.
      list.displayFooter()
      call.succeed(with: Page(items: posts(cursor * 2..<cursor * 2 + 2), next: next))
      await list.requests.last?.value
    }
    #expect(list.loader.state == .endReached(posts(0..<6)))
    #expect(list.plan.footer == .end)
    #expect(pages.callCount == 3)
    #expect(list.requests.count == 2)
  }

  @Test func aLongListAsksWhenTheFooterScrollsIn() async throws {
    let list = List(PagingLoader(fetchPage: pages.fetch))
    list.fitsOnScreen = false
    let load = Task { await list.loader.perform(.load) }
    try await pages.nextCall().succeed(with: Page(items: posts(0..<2), next: 1))
    await load.value
    #expect(list.requests.isEmpty)
    // Scrolled in, out and in again before the page request ran: the loader joins the
    // request already made, so the page is fetched once.
    list.displayFooter()
    list.scrollFooterAway()
    list.displayFooter()
    let call = try await pages.nextCall()
    #expect(call.argument == 1)
    call.succeed(with: Page(items: posts(2..<4), next: 2))
    for request in list.requests { await request.value }
    #expect(list.loader.state == .success(posts(0..<4)))
    #expect(pages.callCount == 2)
    // Off screen now (a long list): the next page waits until the footer scrolls in again.
    list.scrollFooterAway()
    #expect(pages.callCount == 2)
  }

  @Test func aFailedPageIsRetriedOnlyByItsButton() async throws {
    let list = try await loadedList()
    try await pages.nextCall().fail(with: .offline)
    await list.requests.last?.value
    #expect(list.plan.footer == .retry(message: "LoadFailure.offline"))
    list.scrollFooterAway()
    list.displayFooter()
    #expect(list.requests.count == 1)
    // The retry row's button performs the row's action.
    let action = try #require(list.plan.footer?.action)
    let retry = Task { await list.loader.perform(action) }
    let call = try await pages.nextCall()
    #expect(call.argument == 1)
    call.succeed(with: Page(items: posts(2..<4), next: nil))
    await retry.value
    #expect(list.plan.itemRows.count == 4)
  }

  @Test func aCancelledPageIsNotAskedForAgainWhileTheFooterStays() async throws {
    let list = try await loadedList()
    let page = try await pages.nextCall()
    list.loader.cancel()
    await list.requests.last?.value
    #expect(list.loader.state == .success(posts(0..<2)))
    #expect(list.requests.count == 1)
    #expect(pages.callCount == 2)
    // The cancelled fetch's late answer is dropped.
    try await page.cancellation()
    page.succeed(with: Page(items: posts(2..<4), next: nil))
    #expect(list.loader.state == .success(posts(0..<2)))
  }

  @Test func aRefreshRemovesTheFooterAndItsReturnAsksAgain() async throws {
    let list = try await loadedList()
    let page = try await pages.nextCall()
    // The refresh cancels the page load and hides the footer; its first page brings the
    // footer back, which asks for page 1 again.
    let refresh = Task { await list.loader.perform(.refresh) }
    let first = try await pages.nextCall()
    #expect(first.argument == nil)
    #expect(list.plan.footer == nil)
    try await page.cancellation()
    first.succeed(with: Page(items: posts(0..<2), next: 1))
    await refresh.value
    let again = try await pages.nextCall()
    #expect(again.argument == 1)
    #expect(list.requests.count == 2)
    // The superseded page's late answer is dropped; the page asked again lands.
    page.succeed(with: Page(items: posts(100..<102), next: 9))
    again.succeed(with: Page(items: posts(2..<4), next: nil))
    for request in list.requests { await request.value }
    #expect(list.loader.state == .endReached(posts(0..<4)))
  }
}
