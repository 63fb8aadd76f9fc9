import AsyncState
import AsyncStateTesting
import Testing

@testable import AsyncStateDemo

/// The filter (`/`): keys typed into the field, the feed following them through the session's
/// `InputLoader`, on a manual clock, with every request a gate the test answers.
@MainActor
@Suite struct FeedSessionFilterTests {
  /// A feed whose every request waits for the test; a request is its filter and cursor.
  final class ControlledFeed: FeedSource {
    struct Request: Hashable, Sendable {
      var filter: String
      var cursor: String?
    }

    let requests = ControlledFetch<Request, Page<Post, String>, FeedError>()
    var name: String { "controlled feed" }

    func page(after cursor: String?) async throws(FeedError) -> Page<Post, String> {
      try await page(after: cursor, matching: "")
    }

    func page(
      after cursor: String?, matching filter: String
    ) async throws(FeedError) -> Page<Post, String> {
      try await requests.fetch(Request(filter: filter, cursor: cursor))
    }
  }

  /// The cache's clock, which runs the debounce.
  let clock = ManualClock()
  let source = ControlledFeed()
  let session: FeedSession
  let renderer = ScreenRenderer(width: 80, height: 12)

  init() {
    session = FeedSession(
      source: source, failures: FailureInjection(), clock: ManualClock(),
      cache: .demo(clock: clock))
    session.visibleRows = 6
  }

  func posts(_ ids: ClosedRange<Int>, _ word: String) -> [Post] {
    ids.map { Post(id: $0, title: "\(word) \($0)") }
  }

  /// Types keys as the terminal sends them, routed as the app routes them.
  func press(_ bytes: String) {
    for key in KeyParser.keys(in: Array(bytes.utf8)) {
      #expect(session.route(key) == nil, "the filter did not take \(key)")
    }
  }

  /// Answers the next request, after checking what it asked for, and waits for the feed to
  /// settle.
  func answer(
    _ request: ControlledFeed.Request, with page: Page<Post, String>
  ) async throws {
    let call = try await source.requests.nextCall()
    #expect(call.argument == request)
    call.succeed(with: page)
    await session.feed.search.loader?.load()
  }

  /// Loads the whole feed: posts 1...3, more to come.
  func loadTheFeed() async throws {
    let load = Task { await session.perform(.load) }
    try await answer(
      .init(filter: "", cursor: nil), with: Page(items: posts(1...3, "Post"), next: "p2"))
    await load.value
    #expect(session.feed.state == .success(posts(1...3, "Post")))
  }

  /// A stream that gets an element when the session reports a dropped answer.
  func droppedAnswers(of session: FeedSession) -> AsyncStream<Void> {
    let (events, continuation) = AsyncStream<Void>.makeStream()
    session.onEvent = { [weak session] event in
      if case .filterChanged = event, session?.feed.droppedAnswerCount ?? 0 > 0 {
        continuation.yield()
      }
    }
    return events
  }

  /// Waits for the stream's first element; the bound only stops a run that would hang.
  func firstElement(of events: AsyncStream<Void>) async -> Bool {
    await completes(within: .seconds(60)) {
      var iterator = events.makeAsyncIterator()
      _ = await iterator.next()
    }
  }

  var screenText: String {
    renderer.plainText(for: session.screen(usesGates: false))
  }

  // MARK: Debounce

  @Test func typingAFilterMakesOneRequestAfterTheDebounce() async throws {
    try await loadTheFeed()
    press("/swift")
    #expect(session.isEditingFilter)
    #expect(session.filterText == "swift")
    #expect(session.feed.search.isDebouncing)
    // The feed stays, dimmed, under the marker of the wait.
    #expect(session.feed.state == .success(posts(1...3, "Post")))
    #expect(
      screenText.contains(" / swift▏  ⋯ waiting for more keys · showing the whole feed, dimmed"))
    #expect(source.requests.callCount == 1)
    clock.advance(by: .milliseconds(300))
    try await answer(
      .init(filter: "swift", cursor: nil), with: Page(items: posts(7...8, "swift"), next: nil))
    #expect(session.feed.state == .endReached(posts(7...8, "swift")))
    #expect(session.feed.search.loadedInput == "swift")
    #expect(source.requests.callCount == 2)
    #expect(session.filterBar == FilterBar(text: "swift", isEditing: true, applied: "swift"))
    #expect(screenText.contains("— end of the matches for \"swift\": 2 posts —"))
  }

  @Test func enterAppliesTheFilterAtOnceAndClosesTheField() async throws {
    try await loadTheFeed()
    press("/swift\r")
    #expect(!session.isEditingFilter)
    #expect(!session.feed.search.isDebouncing)
    try await answer(
      .init(filter: "swift", cursor: nil), with: Page(items: posts(7...8, "swift"), next: nil))
    // The debounce's deadline was cancelled: nothing more is fetched when it would have passed.
    clock.advance(by: .seconds(1))
    await session.feed.search.load()
    #expect(source.requests.callCount == 2)
    // With the field closed, keys are commands again.
    #expect(session.route(.character("q")) == .quit)
    #expect(screenText.contains(" / swift\n"))
  }

  @Test func lettersTypeIntoTheOpenFieldInsteadOfRunningCommands() {
    press("/qrx")
    #expect(session.filterText == "qrx")
    #expect(!session.failures.isOn)
    #expect(session.route(.down) == .moveDown)
    #expect(screenText.hasSuffix(ScreenRenderer.filterKeyHelp))
  }

  // MARK: Kept posts, late answers

  @Test func theKeptPostsShowMarkedWhileANewerFilterLoads() async throws {
    try await loadTheFeed()
    press("/ab\r")
    try await answer(
      .init(filter: "ab", cursor: nil), with: Page(items: posts(4...6, "ab"), next: "p2"))
    press("/c\r")
    let abc = try await source.requests.nextCall()
    #expect(abc.argument == .init(filter: "abc", cursor: nil))
    #expect(session.feed.state == .refreshing(posts(4...6, "ab")))
    #expect(session.feed.search.loadedInput == "ab")
    #expect(session.filterBar?.shown == "ab")
    #expect(session.filterBar?.isLoading == true)
    let screen = session.screen(usesGates: false)
    #expect(screen.activity == "loading \"abc\"")
    // No footer: the posts on their way out are not paged further.
    #expect(screen.footer == nil)
    let lines = renderer.lines(for: screen)
    #expect(lines[2].text == " / abc  showing \"ab\", dimmed, until \"abc\" loads")
    #expect(lines[4] == ScreenLine("   #5    ab 5", style: .dim))
    abc.succeed(with: Page(items: posts(9...9, "abc"), next: nil))
    await session.feed.search.loader?.load()
    #expect(session.feed.state == .endReached(posts(9...9, "abc")))
    #expect(session.filterBar?.shown == nil)
    #expect(renderer.lines(for: session.screen(usesGates: false))[3].style == .selected)
  }

  @Test func aLateAnswerForAShorterFilterIsNotShown() async throws {
    let dropped = droppedAnswers(of: session)
    try await loadTheFeed()
    press("/a\r")
    let a = try await source.requests.nextCall()
    #expect(a.argument == .init(filter: "a", cursor: nil))
    press("/b\r")
    // The replaced request is cancelled; its answer will come anyway, last.
    try await a.cancellation()
    try await answer(
      .init(filter: "ab", cursor: nil), with: Page(items: posts(4...5, "ab"), next: nil))
    #expect(session.feed.state == .endReached(posts(4...5, "ab")))
    a.succeed(with: Page(items: posts(1...9, "a"), next: nil))
    #expect(await firstElement(of: dropped))
    #expect(session.feed.droppedAnswerCount == 1)
    #expect(session.feed.lastDroppedFilter == "a")
    #expect(session.feed.state == .endReached(posts(4...5, "ab")))
    #expect(screenText.contains(" / ab  dropped 1 late answer (last: \"a\")"))
    #expect(!screenText.contains("#9"))
  }

  @Test func theSimulatedAPIAnswersShortFiltersLaterAndTheirAnswersAreDropped() async throws {
    let latency = ManualClock()
    let feed = SimulatedFeed(.init(pages: 5, pageSize: 20, latency: .seconds(1)), clock: latency)
    let session = FeedSession(
      source: feed, failures: feed.failures, clock: ManualClock(), cache: .demo(clock: clock))
    let dropped = droppedAnswers(of: session)
    session.setFilter("e")
    session.submitFilter()  // `e` answers after 4 s
    try await latency.waitForSleepers(count: 1)
    session.setFilter("er")
    session.submitFilter()  // `er` after 2 s
    try await latency.waitForSleepers(count: 2)
    latency.advance(by: .seconds(2))
    await session.feed.search.loader?.load()
    let matches = try #require(session.feed.state.value)
    #expect(!matches.isEmpty)
    #expect(matches.allSatisfy { $0.matches("er") })
    latency.advance(by: .seconds(2))  // `e` answers now, out of order
    #expect(await firstElement(of: dropped))
    #expect(session.feed.lastDroppedFilter == "e")
    #expect(session.feed.state.value == matches)
  }

  // MARK: The empty filter

  @Test func escapeClearsTheFilterBackToTheWholeFeedAtOnce() async throws {
    try await loadTheFeed()
    press("/ab\r")
    try await answer(
      .init(filter: "ab", cursor: nil), with: Page(items: posts(4...6, "ab"), next: nil))
    press("/\u{1B}")
    #expect(!session.isEditingFilter)
    #expect(session.filterText == "")
    // The whole feed's pages are in the cache: shown at once, not fetched, no error.
    #expect(session.feed.state == .success(posts(1...3, "Post")))
    #expect(session.filterBar == nil)
    await session.feed.search.load()
    #expect(source.requests.callCount == 2)
    #expect(screenText.contains("↓ more posts"))
  }

  @Test func deletingEveryCharacterIsTheWholeFeedWithoutADebounce() async throws {
    try await loadTheFeed()
    press("/ab\r")
    try await answer(
      .init(filter: "ab", cursor: nil), with: Page(items: posts(4...6, "ab"), next: nil))
    press("/\u{7F}")
    #expect(session.feed.search.isDebouncing)
    press("\u{7F}")
    #expect(!session.feed.search.isDebouncing)
    #expect(session.feed.search.submittedInput == "")
    #expect(session.feed.state == .success(posts(1...3, "Post")))
    #expect(session.isEditingFilter)
  }

  // MARK: Paging

  @Test func loadingMoreUnderAFilterFetchesTheFiltersNextPage() async throws {
    try await loadTheFeed()
    press("/ab\r")
    try await answer(
      .init(filter: "ab", cursor: nil), with: Page(items: posts(4...6, "ab"), next: "p2"))
    // Near the end of the filtered posts, as a user moves: the filter's next page.
    let more = try #require(session.moveSelection(by: 1))
    try await answer(
      .init(filter: "ab", cursor: "p2"), with: Page(items: posts(10...11, "ab"), next: nil))
    await more.value
    #expect(session.feed.state == .endReached(posts(4...6, "ab") + posts(10...11, "ab")))
    // The whole feed's loader was not touched.
    #expect(session.loader.state == .success(posts(1...3, "Post")))
  }

  @Test func aNewFilterCancelsThePageTheOldOneWasLoading() async throws {
    try await loadTheFeed()
    press("/ab\r")
    try await answer(
      .init(filter: "ab", cursor: nil), with: Page(items: posts(4...6, "ab"), next: "p2"))
    let more = Task { await session.perform(.more) }
    let page = try await source.requests.nextCall()
    #expect(page.argument == .init(filter: "ab", cursor: "p2"))
    press("/c\r")
    try await page.cancellation()
    await more.value
    // The kept posts are the ones on screen when the page load started.
    #expect(session.feed.state == .refreshing(posts(4...6, "ab")))
    page.succeed(with: Page(items: posts(20...21, "ab"), next: nil))
    try await answer(
      .init(filter: "abc", cursor: nil), with: Page(items: posts(9...9, "abc"), next: nil))
    #expect(session.feed.state == .endReached(posts(9...9, "abc")))
  }
}
