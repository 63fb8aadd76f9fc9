import AsyncState
import AsyncStateTesting
import Testing

/// The footer's trigger requests each page once, while its row is on screen — never twice for
/// one page, never a retry by itself.
@Suite struct LoadMoreTriggerTests {
  typealias Footer = TestPresentation.Footer

  /// What a list reports to its trigger.
  enum Event: Sendable {
    case appear(Footer, Int)
    case disappear
    case change(Footer, Int)
  }

  /// Reports `events` to a new trigger; returns, per event, whether it requested a page.
  static func run(_ events: [Event]) -> [Bool] {
    var trigger = LoadMoreTrigger()
    return events.map { event in
      switch event {
      case .appear(let footer, let count):
        return trigger.rowAppeared(footer: footer, itemCount: count)
      case .change(let footer, let count):
        return trigger.footerChanged(to: footer, itemCount: count)
      case .disappear:
        trigger.rowDisappeared()
        return false
      }
    }
  }

  @Test func appearingAsTheTriggerRequestsThePage() {
    var trigger = LoadMoreTrigger()
    let fired = trigger.rowAppeared(footer: Footer.loadMoreTrigger, itemCount: 20)
    #expect(fired)
    #expect(trigger.isRowVisible)
    #expect(trigger.requestedItemCount == 20)
    trigger.rowDisappeared()
    #expect(!trigger.isRowVisible && trigger.requestedItemCount == nil)
  }

  @Test func renderingAgainRequestsNothingMore() {
    let fired = Self.run([
      .appear(.loadMoreTrigger, 20), .change(.loadMoreTrigger, 20), .change(.loadingMore, 20),
    ])
    #expect(fired == [true, false, false])
  }

  @Test func aRowStillOnScreenRequestsTheNextPageOnceWhenThePageArrives() {
    // The page landed and the row is still on screen (a tall screen, a short page).
    let fired = Self.run([
      .appear(.loadMoreTrigger, 20), .change(.loadingMore, 20), .change(.loadMoreTrigger, 40),
      .change(.loadMoreTrigger, 40),
    ])
    #expect(fired == [true, false, true, false])
  }

  @Test func aCancelledPageLoadIsNotRequestedAgainUntilTheRowReappears() {
    // `cancel()` restored `success` with the same items.
    let fired = Self.run([
      .appear(.loadMoreTrigger, 20), .change(.loadingMore, 20), .change(.loadMoreTrigger, 20),
      .disappear, .appear(.loadMoreTrigger, 20),
    ])
    #expect(fired == [true, false, false, false, true])
  }

  @Test func aRowThatAppearsWhileThePageLoadsRequestsNothingUntilItArrives() {
    let fired = Self.run([
      .appear(.loadingMore, 20), .change(.loadMoreTrigger, 20), .change(.loadMoreTrigger, 40),
    ])
    #expect(fired == [false, false, true])
  }

  @Test func aRowOffScreenRequestsNothing() {
    let fired = Self.run([
      .change(.loadMoreTrigger, 20), .appear(.loadMoreTrigger, 20), .disappear,
      .change(.loadMoreTrigger, 40),
    ])
    #expect(fired == [false, true, false, false])
  }

  @Test(arguments: [Footer.none, .loadingMore, .retry(offline), .end])
  func onlyTheTriggerRequests(footer: Footer) {
    // After a failed page the footer is a retry row: appearing, and appearing again, retries
    // nothing.
    let fired = Self.run([
      .appear(footer, 20), .disappear, .appear(footer, 20), .change(footer, 40),
    ])
    #expect(fired == [false, false, false, false])
  }
}

/// The trigger driving a real loader, the way `PagingList` does: each page is fetched once,
/// and a footer whose task is cancelled does not cancel its page.
@MainActor
@Suite struct LoadMoreTriggerLoaderTests {
  let pages = ControlledFetch<Int?, Page<Post, Int>, LoadFailure>()

  @Test func aFooterOnScreenPagesThroughTheFeedOncePerPage() async throws {
    let loader = PagingLoader(fetchPage: pages.fetch)
    var trigger = LoadMoreTrigger()
    var tasks: [Task<Void, Never>] = []
    /// What `PagingList` does after every render: report the footer, start what it asks.
    func render() {
      let footer = loader.state.presentation().footer
      let count = loader.state.value?.count ?? 0
      if trigger.footerChanged(to: footer, itemCount: count) {
        tasks.append(Task { await loader.loadMore() })
      }
    }

    let load = Task { await loader.load() }
    try await pages.nextCall().succeed(with: Page(items: posts(0..<2), next: 1))
    await load.value
    // The footer row appears, on a screen tall enough to keep it there.
    if trigger.rowAppeared(footer: loader.state.presentation().footer, itemCount: 2) {
      tasks.append(Task { await loader.loadMore() })
    }
    let second = try await pages.nextCall()
    render()  // loadingMore: nothing more
    // SwiftUI cancels the tasks of the row's first appearance: the page goes on.
    for task in tasks { task.cancel() }
    #expect(!second.isCancelled)
    second.succeed(with: Page(items: posts(2..<4), next: 2))
    for await state in loader.states where state == .success(posts(0..<4)) { break }
    render()  // success with 4 items: the next page, once
    render()
    let third = try await pages.nextCall()
    third.succeed(with: Page(items: posts(4..<5), next: nil))
    for task in tasks { await task.value }
    render()  // the end: nothing
    #expect(loader.state == .endReached(posts(0..<5)))
    #expect(pages.callCount == 3)
    #expect(tasks.count == 2)
  }
}
