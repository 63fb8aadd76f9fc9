import AsyncState
import AsyncStateTesting
import Testing

@testable import AsyncStateDemo

/// Likes (`l`): the optimistic ♥ on the row, the rollback, the one-shot message, a double
/// press, a refresh and a filter, with every like a gate the test answers. Pages answer at
/// once from the feed's state (which posts are liked), as a server would.
@MainActor
@Suite struct FeedSessionLikeTests {
  /// A feed of three posts that serves the likes it recorded; each like waits for the test.
  final class LikeFeed: FeedSource {
    let likeRequests = ControlledFetch<Post.ID, Void, FeedError>()
    /// The posts liked: the server's state.
    private let liked = Locked<Set<Post.ID>>([])
    /// The filter of every page request, in order.
    private let pageRequests = Locked<[String]>([])
    var name: String { "like feed" }

    /// The filters of the page requests so far.
    var requestedFilters: [String] { pageRequests.withLock { $0 } }

    func page(after cursor: String?) async throws(FeedError) -> Page<Post, String> {
      try await page(after: cursor, matching: "")
    }

    func page(
      after cursor: String?, matching filter: String
    ) async throws(FeedError) -> Page<Post, String> {
      pageRequests.withLock { $0.append(filter) }
      let liked = liked.withLock { $0 }
      let posts = [
        Post(id: 1, title: "Apple 1"), Post(id: 2, title: "Berry 2"), Post(id: 3, title: "Apple 3"),
      ]
      .map { liked.contains($0.id) ? $0.liked : $0 }
      .filter { $0.matches(filter) }
      return Page(items: posts, next: nil)
    }

    func like(_ id: Post.ID) async throws(FeedError) {
      try await likeRequests.fetch(id)
      _ = liked.withLock { $0.insert(id) }
    }
  }

  let source = LikeFeed()
  let session: FeedSession
  let renderer = ScreenRenderer(width: 80, height: 10)
  /// The one-shot messages the session reported, in order.
  let notices = Notices()

  @MainActor final class Notices {
    var texts: [String] = []
  }

  init() {
    session = FeedSession(
      source: source, failures: FailureInjection(), clock: ManualClock(),
      cache: .demo(clock: ManualClock()))
    session.visibleRows = 5
    session.onEvent = { [notices] event in
      if case .notice(let text) = event { notices.texts.append(text) }
    }
  }

  var reported: [String] { notices.texts }

  var screenText: String {
    renderer.plainText(for: session.screen(usesGates: false))
  }

  /// The likes of a post in what the screen shows.
  func likes(of id: Post.ID) -> Int? {
    session.feed.state.value?.first { $0.id == id }?.likes
  }

  /// Loads the whole feed and selects `row`.
  func loadTheFeed(selecting row: Int = 0) async {
    await session.perform(.load)
    session.moveSelection(by: row)
  }

  /// Presses `l` as the app routes it, and starts the like the app would start.
  func pressL() -> Task<Void, Never>? {
    #expect(session.route(.character("l")) == .like)
    return session.likeSelectedPost()
  }

  @Test func aLikeShowsAtOnceAndASuccessKeepsIt() async throws {
    await loadTheFeed()
    let like = pressL()
    let call = try await source.likeRequests.nextCall()
    #expect(call.argument == 1)
    // Sent, not answered: the row already shows the like.
    #expect(likes(of: 1) == 1)
    #expect(session.feed.state.value?.first?.isLiked == true)
    #expect(screenText.contains("#1    Apple 1  ♥ 1"))
    #expect(session.notice == nil)
    call.succeed(with: ())
    await like?.value
    #expect(likes(of: 1) == 1)
    #expect(session.notice == "♥ Liked #1.")
    #expect(reported == ["♥ Liked #1."])
    #expect(screenText.contains(" ♥ Liked #1.\n"))
  }

  @Test func aFailedLikeIsRolledBackAndSaysSoOnce() async throws {
    await loadTheFeed(selecting: 2)
    let like = pressL()
    let call = try await source.likeRequests.nextCall()
    #expect(likes(of: 3) == 1)
    call.fail(with: .likeRefused(rate: 0.3))
    await like?.value
    #expect(likes(of: 3) == 0)
    #expect(session.feed.state.value?.last?.isLiked == false)
    let message = "✗ Like of #3 undone: Refused at random (--like-failure-rate 0.3)."
    #expect(session.notice == message)
    #expect(reported == [message])
    #expect(screenText.contains(" \(message)"))
    #expect(!screenText.contains("♥"))
    // The next key clears it: the status line is back.
    #expect(session.route(.up) == .moveUp)
    #expect(session.notice == nil)
    #expect(screenText.contains(" endReached([3 items]) · failures off"))
    #expect(reported.count == 1)
  }

  @Test func aDoublePressSendsOneLikeAndReportsItOnce() async throws {
    await loadTheFeed()
    let first = pressL()
    let second = pressL()
    let call = try await source.likeRequests.nextCall()
    #expect(likes(of: 1) == 1)
    call.fail(with: .injected)
    await first?.value
    await second?.value
    #expect(source.likeRequests.callCount == 1)
    #expect(likes(of: 1) == 0)
    #expect(reported.count == 1)
    #expect(reported.first?.hasPrefix("✗ Like of #1 undone: Injected failure") == true)
  }

  /// Another post's like is a runner and a request of its own; the cache runs the mutations
  /// of one entry one at a time, so its request is sent once the first like has ended.
  @Test func aLikeOnAnotherPostIsARequestOfItsOwnSentAfterTheFirst() async throws {
    await loadTheFeed()
    let first = pressL()
    let firstCall = try await source.likeRequests.nextCall()
    session.moveSelection(by: 1)
    let second = pressL()
    #expect(firstCall.succeed(with: ()))
    await first?.value
    let secondCall = try await source.likeRequests.nextCall()
    #expect([firstCall.argument, secondCall.argument] == [1, 2])
    #expect(likes(of: 1) == 1 && likes(of: 2) == 1)
    #expect(secondCall.fail(with: .injected))
    await second?.value
    #expect(likes(of: 1) == 1 && likes(of: 2) == 0)
    #expect(reported.count == 2)
    #expect(source.likeRequests.callCount == 2)
  }

  @Test func aRefreshAfterALikeShowsTheServersLike() async throws {
    await loadTheFeed()
    let like = pressL()
    try await source.likeRequests.nextCall().succeed(with: ())
    await like?.value
    await session.perform(.refresh)
    #expect(source.requestedFilters == ["", ""])
    #expect(likes(of: 1) == 1)
    #expect(screenText.contains("#1    Apple 1  ♥ 1"))
  }

  @Test func aRefreshThatLandsDuringALikeIsNotRolledBackOver() async throws {
    await loadTheFeed()
    let like = pressL()
    let call = try await source.likeRequests.nextCall()
    #expect(likes(of: 1) == 1)
    // The server has not recorded the like yet: the refresh's answer is newer data.
    await session.perform(.refresh)
    #expect(likes(of: 1) == 0)
    call.fail(with: .injected)
    await like?.value
    #expect(likes(of: 1) == 0)
    #expect(reported.count == 1)
  }

  @Test func aLikeUnderAFilterChangesItsEntryThenInvalidatesTheOthersThatHoldThePost()
    async throws
  {
    await loadTheFeed()
    session.setFilter("berry")
    session.submitFilter()
    await session.feed.search.loader?.load()
    session.setFilter("apple")
    session.submitFilter()
    await session.feed.search.loader?.load()
    #expect(session.feed.state.value?.map(\.id) == [1, 3])
    #expect(source.requestedFilters == ["", "berry", "apple"])
    session.moveSelection(by: 1)
    let like = pressL()
    let call = try await source.likeRequests.nextCall()
    #expect(call.argument == 3)
    // Only the entry on screen changes at once.
    #expect(likes(of: 3) == 1)
    #expect(session.loader.state.value?.last?.likes == 0)
    call.succeed(with: ())
    await like?.value
    #expect(likes(of: 3) == 1)
    // The whole feed holds post 3 and the session holds its loader: it refreshed. "berry"
    // cannot hold it: untouched.
    #expect(source.requestedFilters == ["", "berry", "apple", ""])
    #expect(session.loader.state.value?.last?.likes == 1)
    session.clearFilter()
    #expect(session.feed.state.value?.last?.likes == 1)
    #expect(screenText.contains("#3    Apple 3  ♥ 1"))
  }

  @Test func aRowOffScreenLetsItsRunnerGo() async throws {
    await loadTheFeed()
    let like = pressL()
    try await source.likeRequests.nextCall().succeed(with: ())
    await like?.value
    #expect(session.likeRows.keys.sorted() == [1])
    // Post 1 leaves the screen under a filter it does not match.
    session.setFilter("berry")
    session.submitFilter()
    await session.feed.search.loader?.load()
    #expect(session.feed.state.value?.map(\.id) == [2])
    #expect(session.likeRows.isEmpty)
  }
}
