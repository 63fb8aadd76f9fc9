import AsyncState
import AsyncStateTesting
import Foundation
import Testing

/// A `LoaderCache` entry over a live source: one loader and one subscription for every screen,
/// stopped when no screen holds the loader, subscribed again by the next screen's load.
@MainActor
@Suite(.hangGuard) struct LiveQueryTests {
  let clock = ManualClock()
  let source = TestLiveSource()

  struct PriceQuery: LiveQuery {
    let source: TestLiveSource

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}

    func updates() -> AsyncThrowingStream<Int, any Error> {
      source.stream()
    }
  }

  func makeCache() -> LoaderCache {
    LoaderCache(configuration: .init(unusedLifetime: nil, clock: clock))
  }

  @Test func screensShareOneSubscription() async {
    let cache = makeCache()
    let first = cache.loader(for: PriceQuery(source: source))
    let second = cache.loader(for: PriceQuery(source: source))
    #expect(first === second)
    async let a: Void = first.load()
    async let b: Void = second.load()
    let subscription = await source.nextSubscription()
    subscription.yield(1)
    _ = await (a, b)
    #expect(second.state.value == 1)
    #expect(source.made == 1)
    first.cancel()
    await source.waitForEnded(1)
  }

  @Test func theSubscriptionStopsWhenNoScreenHoldsTheEntry() async {
    let cache = makeCache()
    var screen: DataLoader<Int, any Error>? = cache.loader(for: PriceQuery(source: source))
    let load = Task { [screen] in await screen?.load() }
    let subscription = await source.nextSubscription()
    subscription.yield(1)
    await load.value
    #expect(source.ended == 0)
    // The screen goes; the cache notices at its next operation.
    screen = nil
    #expect(cache.count == 1)
    await source.waitForEnded(1)
    #expect(cache.value(forLive: PriceQuery(source: source)) == 1)
    // The next screen shows the last value and subscribes again.
    screen = cache.loader(for: PriceQuery(source: source))
    #expect(screen?.state.value == 1)
    let again = Task { [screen] in await screen?.load() }
    let next = await source.nextSubscription()
    #expect(screen?.state.isRefreshing == true)
    next.yield(2)
    await again.value
    #expect(screen?.state.value == 2)
    #expect(source.maxAlive == 1)
    screen?.cancel()
    await source.waitForEnded(2)
  }
}

extension LoaderCache {
  /// The value of a live entry, read through the loader the cache holds.
  fileprivate func value<Query: LiveQuery>(forLive query: Query) -> Query.Value? {
    loader(for: query).state.value
  }
}
