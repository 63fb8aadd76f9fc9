import AsyncState
import AsyncStateTesting
import Testing

@testable import AsyncStateDemo

/// `--live` over the simulated feed: posts published at the top reach the screen through the
/// live head (`FeedSession.live`) and the whole feed's loader; a dropped subscription
/// reconnects by `FeedSession.liveRetry` on the demo's clock, the posts staying on screen.
/// Everything runs on a manual clock.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct FeedSessionLiveTests {
  let clock = ManualClock()
  let failures = FailureInjection()
  let feed: SimulatedFeed
  let session: FeedSession

  init() {
    feed = SimulatedFeed(
      .init(seed: 1, pages: 2, pageSize: 3, latency: .zero), failures: failures, clock: clock)
    // The cache's clock runs the live head's reconnections; the spinners keep their own.
    session = FeedSession(
      source: feed, failures: failures,
      cache: LoaderCache(configuration: .init(unusedLifetime: nil, clock: clock)), live: true)
  }

  /// Waits until the whole feed shows `count` posts.
  func waitForPosts(_ count: Int) async {
    for await state in session.loader.states where state.value?.count == count { return }
  }

  var ids: [Int] { session.loader.state.value?.map(\.id) ?? [] }

  @Test func aPublishedPostGoesToTheTopOfTheFeed() async throws {
    await session.perform(.load)
    #expect(ids == [1, 2, 3])
    #expect(session.live?.state.value == [])
    await session.perform(.publish)
    #expect(ids == [7, 1, 2, 3])
    #expect(session.live?.state.value?.map(\.id) == [7])
    #expect(session.screen(usesGates: false).title.hasSuffix(", live"))
    // The pages moved down by one post: the next page repeats post 3, which the loader
    // drops, and one more page ends the feed.
    await session.perform(.more)
    #expect(ids == [7, 1, 2, 3, 4, 5])
    await session.perform(.more)
    #expect(ids == [7, 1, 2, 3, 4, 5, 6])
    #expect(session.loader.state.isEndReached)
    session.live?.cancel()
  }

  @Test func theSimulatedFeedPublishesOnTheDemosClock() async throws {
    await session.perform(.load)
    let publisher = Task { await feed.publish(every: .seconds(5)) }
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(5))
    #expect(ids == [1, 2, 3])
    clock.advance(by: .seconds(5))
    await waitForPosts(4)
    #expect(ids == [7, 1, 2, 3])
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(10))
    clock.advance(by: .seconds(5))
    await waitForPosts(5)
    #expect(ids == [8, 7, 1, 2, 3])
    publisher.cancel()
    await publisher.value
    session.live?.cancel()
    #expect(clock.sleeperCount == 0)
  }

  @Test func aDroppedSubscriptionReconnectsAndThePostsStay() async throws {
    await session.perform(.load)
    await session.perform(.publish)
    #expect(ids == [7, 1, 2, 3])
    // The connection drops as the next post is published.
    failures.toggle()
    await session.perform(.publish)
    let live = try #require(session.live)
    #expect(live.state.value?.map(\.id) == [7])
    #expect(live.state.failure == .connectionLost)
    #expect(ids == [7, 1, 2, 3])
    #expect(session.screen(usesGates: false).title.hasSuffix(", live (reconnecting)"))
    // The loader's retry policy reconnects after 1 s, on the demo's clock.
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(1))
    failures.toggle()
    clock.advance(by: .seconds(1))
    await waitForPosts(5)
    #expect(ids == [8, 7, 1, 2, 3])
    #expect(live.state.isSuccess)
    #expect(session.screen(usesGates: false).title.hasSuffix(", live"))
    live.cancel()
  }

  @Test func withoutLiveAPublishedPostWaitsForTheNextRefresh() async {
    let session = FeedSession(
      source: feed, failures: failures,
      cache: LoaderCache(configuration: .init(unusedLifetime: nil, clock: clock)))
    await session.perform(.load)
    await session.perform(.publish)
    #expect(session.loader.state.value?.map(\.id) == [1, 2, 3])
    #expect(session.live == nil)
    await session.perform(.refresh)
    #expect(session.loader.state.value?.map(\.id) == [7, 1, 2])
  }
}
