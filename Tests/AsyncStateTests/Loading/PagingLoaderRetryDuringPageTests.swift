import AsyncState
import AsyncStateTesting
import Testing

/// `retry()` while a next page loads joins that page load, as its documentation says: it
/// starts no fetch, never cancels the page to reload from the first one, and returns when
/// the page ends, leaving the state as the page load leaves it.
@MainActor
@Suite struct PagingLoaderRetryDuringPageTests {
  let clock = ManualClock()
  let pages = ControlledFetch<Int?, Page<Post, Int>, LoadFailure>()
  let loader: PagingLoader<Post, LoadFailure>

  init() {
    loader = PagingLoader(configuration: .init(clock: clock), fetchPage: pages.fetch)
  }

  /// How the joined page load ends, and the state it leaves.
  enum PageOutcome: CaseIterable, CustomTestStringConvertible {
    case succeeds, endsTheList, fails

    var testDescription: String {
      switch self {
      case .succeeds: "the page succeeds"
      case .endsTheList: "the page is the last"
      case .fails: "the page fails"
      }
    }

    func answer(_ call: ControlledFetch<Int?, Page<Post, Int>, LoadFailure>.Call) {
      switch self {
      case .succeeds: call.succeed(with: Page(items: posts(3..<6), next: 2))
      case .endsTheList: call.succeed(with: Page(items: posts(3..<6), next: nil))
      case .fails: call.fail(with: .offline)
      }
    }

    var stateAfter: PagingState<[Post], LoadFailure> {
      switch self {
      case .succeeds: .success(posts(0..<6))
      case .endsTheList: .endReached(posts(0..<6))
      case .fails: .loadMoreFailure(posts(0..<3), .offline)
      }
    }
  }

  /// Loads the first page (posts 0..<3, next cursor 1), then starts the next page and
  /// returns its fetch call, unanswered, with the footer task that asked for it.
  func startNextPage() async throws -> (
    call: ControlledFetch<Int?, Page<Post, Int>, LoadFailure>.Call,
    footer: Task<Void, Never>
  ) {
    let load = Task { await loader.load() }
    try await pages.nextCall().succeed(with: Page(items: posts(0..<3), next: 1))
    await load.value
    let footer = Task { await loader.loadMore() }
    let call = try await pages.nextCall()
    #expect(call.argument == 1)
    #expect(loader.state == .loadingMore(posts(0..<3)))
    return (call, footer)
  }

  /// Starts `retry()` in a task and returns once that task is suspended inside it: the
  /// task signals, then calls `retry()`, which runs on the main actor without a hop, so
  /// the test resumes only when `retry()` has started a load, joined one, or returned.
  func startRetry() async -> (task: Task<Void, Never>, returned: () -> Bool) {
    let (started, signal) = AsyncStream.makeStream(of: Void.self)
    let finished = Flag()
    let task = Task {
      signal.yield()
      await loader.retry()
      finished.isSet = true
    }
    var iterator = started.makeAsyncIterator()
    await iterator.next()
    return (task, { finished.isSet })
  }

  @Test(arguments: PageOutcome.allCases)
  func retryDuringAPageLoadJoinsItAndReturnsWhenItEnds(_ outcome: PageOutcome) async throws {
    let (call, footer) = try await startNextPage()
    let recorder = StateRecorder(loader)
    let retry = await startRetry()
    // Joined, not started: no fetch, no refresh, the page still loading and not cancelled.
    // (`#require`, so that a retry that started a load fails here rather than waiting below
    // for a fetch nobody answers.)
    try #require(!retry.returned())
    try #require(loader.state == .loadingMore(posts(0..<3)))
    try #require(!call.isCancelled)
    #expect(pages.callCount == 2)
    outcome.answer(call)
    await retry.task.value
    await footer.value
    #expect(loader.state == outcome.stateAfter)
    #expect(pages.callCount == 2)
    #expect(pages.arguments == [nil, 1])
    // The only move is the page load's own end.
    #expect(recorder.descriptions == [outcome.stateAfter.description])
  }

  @Test func retryDuringAPageRetryJoinsIt() async throws {
    let (failed, footer) = try await startNextPage()
    failed.fail(with: .offline)
    await footer.value
    let firstRetry = Task { await loader.retry() }
    let call = try await pages.nextCall()
    #expect(call.argument == 1)
    let secondRetry = await startRetry()
    try #require(!secondRetry.returned())
    try #require(loader.state == .loadingMore(posts(0..<3)))
    try #require(!call.isCancelled)
    #expect(pages.callCount == 3)
    call.succeed(with: Page(items: posts(3..<6), next: nil))
    await secondRetry.task.value
    await firstRetry.value
    #expect(loader.state == .endReached(posts(0..<6)))
    #expect(pages.callCount == 3)
  }

  /// Cancelling the task that called `retry()` makes it return; the page it joined belongs
  /// to the list and goes on loading.
  @Test func cancellingAJoinedRetryLeavesThePageLoading() async throws {
    let (call, footer) = try await startNextPage()
    let retry = await startRetry()
    retry.task.cancel()
    await retry.task.value
    try #require(!call.isCancelled)
    try #require(loader.state == .loadingMore(posts(0..<3)))
    call.succeed(with: Page(items: posts(3..<6), next: 2))
    await footer.value
    #expect(loader.state == .success(posts(0..<6)))
    #expect(pages.callCount == 2)
  }
}

/// A flag set by a main-actor task and read by the test, on the main actor.
@MainActor
private final class Flag {
  var isSet = false
}
