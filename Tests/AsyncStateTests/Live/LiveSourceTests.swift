import AsyncState
import AsyncStateTesting
import Foundation
import Testing

/// A `DataLoader` over an `AsyncSequence` (issue 25, item 1): the first element ends the
/// load, later ones replace the value in place, a failure keeps the last value and restarts
/// by the retry policy on the loader's clock, and the loader holds exactly one subscription,
/// stopped by `cancel()`, `reset()`, a refresh and the loader's release.
@MainActor
@Suite(.hangGuard) struct LiveSourceTests {
  let clock = ManualClock()
  let source = TestLiveSource()

  /// Restarts 1 s, then 2 s, then 4 s apart, no jitter; three attempts since the last
  /// element.
  func makeLoader(
    _ initialState: DataState<Int, any Error> = .idle, maxAttempts: Int = 3
  ) -> DataLoader<Int, any Error> {
    let retry = RetryPolicy.exponential(
      maxAttempts: maxAttempts, initialDelay: .seconds(1), multiplier: 2,
      maxDelay: .seconds(10), jitter: 0)
    let source = source
    return DataLoader(
      initialState: initialState, configuration: .init(retry: retry, clock: clock),
      stream: { source.stream() })
  }

  @Test func theFirstElementEndsTheLoadAndLaterOnesReplaceTheValueInPlace() async {
    let loader = makeLoader()
    let recorder = CauseRecorder(loader)
    let load = Task { await loader.load() }
    let subscription = await source.nextSubscription()
    #expect(loader.state.isInitialLoading)
    subscription.yield(1)
    await load.value
    #expect(loader.state.value == 1)
    subscription.yield(2)
    subscription.yield(3)
    await waitForState(of: loader) { $0.value == 3 }
    #expect(recorder.states == ["initialLoading", "success(1)", "success(2)", "success(3)"])
    #expect(recorder.causes == [.loadStarted, .loadSucceeded, .valueReplaced, .valueReplaced])
    loader.cancel()
    await source.waitForEnded(1)
  }

  @Test func aCachedValueStaysOnScreenUntilTheFirstElement() async {
    let loader = makeLoader(.success(7))
    let load = Task { await loader.load() }
    let subscription = await source.nextSubscription()
    #expect(loader.state.isRefreshing)
    #expect(loader.state.value == 7)
    subscription.yield(8)
    await load.value
    #expect(loader.state.isSuccess)
    #expect(loader.state.value == 8)
    loader.reset()
    await source.waitForEnded(1)
  }

  @Test func aFailureKeepsTheLastValueAndRestartsWithBackoff() async throws {
    let loader = makeLoader()
    let recorder = CauseRecorder(loader)
    let load = Task { await loader.load() }
    var subscription = await source.nextSubscription()
    subscription.yield(1)
    await load.value

    subscription.finish(throwing: StreamFailure(code: 1))
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(1))
    #expect(loader.state.value == 1)
    #expect((loader.state.failure as? StreamFailure) == StreamFailure(code: 1))
    #expect(loader.state.isFailure)
    #expect(loader.retryCount == 1)
    #expect(source.made == 1)

    clock.advance(by: .seconds(1))
    subscription = await source.nextSubscription()
    subscription.finish(throwing: StreamFailure(code: 2))
    // The second failure in a row waits twice as long.
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(3))
    #expect(loader.state.value == 1)
    #expect((loader.state.failure as? StreamFailure) == StreamFailure(code: 2))
    #expect(loader.retryCount == 2)

    clock.advance(by: .seconds(2))
    subscription = await source.nextSubscription()
    subscription.yield(2)
    await waitForState(of: loader) { $0.value == 2 }
    #expect(loader.state.isSuccess)

    // An element started the backoff over: the next failure waits 1 s again.
    subscription.finish(throwing: StreamFailure(code: 3))
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(4))
    #expect(
      recorder.causes == [
        .loadStarted, .loadSucceeded, .loadFailed, .loadFailed, .loadSucceeded, .loadFailed,
      ])
    #expect(source.maxAlive == 1)
    loader.cancel()
    // The restart's delay is cancelled with the subscription.
    await yieldUntil { clock.sleeperCount == 0 }
    #expect(!loader.state.isLoading)
    #expect(loader.state.value == 2)
  }

  @Test func restartsStopAfterMaxAttemptsKeepingTheValue() async throws {
    let loader = makeLoader(maxAttempts: 2)
    let load = Task { await loader.load() }
    var subscription = await source.nextSubscription()
    subscription.yield(1)
    await load.value
    subscription.finish(throwing: StreamFailure(code: 1))
    _ = try await clock.nextSleep()
    clock.advance(by: .seconds(1))
    subscription = await source.nextSubscription()
    subscription.finish(throwing: StreamFailure(code: 2))
    await waitForState(of: loader) { ($0.failure as? StreamFailure)?.code == 2 }
    #expect(loader.state.value == 1)
    #expect(clock.sleeperCount == 0)
    #expect(source.made == 2)
    // The next load subscribes again.
    let again = Task { await loader.load() }
    subscription = await source.nextSubscription()
    #expect(loader.state.isRefreshing)
    subscription.yield(5)
    await again.value
    #expect(loader.state.value == 5)
    loader.cancel()
    await source.waitForEnded(3)
  }

  @Test func aFailureBeforeTheFirstElementIsAFailedLoadRetriedAsAFetch() async throws {
    let loader = makeLoader(maxAttempts: 2)
    let recorder = CauseRecorder(loader)
    let load = Task { await loader.load() }
    var subscription = await source.nextSubscription()
    subscription.finish(throwing: StreamFailure(code: 1))
    _ = try await clock.nextSleep()
    #expect(loader.state.isInitialLoading)
    #expect(loader.retryCount == 1)
    clock.advance(by: .seconds(1))
    subscription = await source.nextSubscription()
    subscription.finish(throwing: StreamFailure(code: 2))
    await load.value
    #expect((loader.state.failure as? StreamFailure)?.code == 2)
    #expect(loader.state.value == nil)
    #expect(recorder.causes == [.loadStarted, .loadFailed])
    #expect(clock.sleeperCount == 0)
  }

  @Test func aSourceThatFinishesKeepsTheValue() async {
    let loader = makeLoader()
    let load = Task { await loader.load() }
    let subscription = await source.nextSubscription()
    subscription.yield(1)
    await load.value
    subscription.finish()
    await source.waitForEnded(1)
    #expect(loader.state.isSuccess)
    #expect(loader.state.value == 1)
    #expect(clock.sleeperCount == 0)
  }

  @Test func aSourceThatFinishesEmptyLeavesTheStateWhereTheLoadStarted() async {
    let loader = makeLoader()
    let load = Task { await loader.load() }
    let subscription = await source.nextSubscription()
    subscription.finish()
    await load.value
    #expect(loader.state.isIdle)
  }

  @Test func theSubscriptionIsCancelledWhenTheLoaderIsReleased() async {
    var loader: DataLoader<Int, any Error>? = makeLoader()
    weak let released = loader
    let load = Task { [loader] in await loader?.load() }
    let subscription = await source.nextSubscription()
    subscription.yield(1)
    await load.value
    #expect(source.ended == 0)
    loader = nil
    #expect(released == nil)
    await source.waitForEnded(1)
    #expect(source.ended == 1)
  }

  @Test func cancelStopsTheSubscriptionAndKeepsTheValue() async {
    let loader = makeLoader()
    let load = Task { await loader.load() }
    let subscription = await source.nextSubscription()
    subscription.yield(1)
    await load.value
    loader.cancel()
    await source.waitForEnded(1)
    #expect(loader.state.isSuccess)
    #expect(loader.state.value == 1)
    // An element the stopped source still yields is dropped.
    subscription.yield(9)
    #expect(loader.state.value == 1)
  }

  @Test func oneSubscriptionWhateverTheCallersDo() async {
    let loader = makeLoader()
    let loads = (0..<3).map { _ in Task { await loader.load() } }
    let subscription = await source.nextSubscription()
    subscription.yield(1)
    for load in loads { await load.value }
    await loader.load()
    await loader.load()
    #expect(source.made == 1)
    #expect(source.ended == 0)
    loader.cancel()
    await source.waitForEnded(1)
  }

  @Test func aQuickBackAndForthNeverHoldsTwoSubscriptions() async {
    let loader = makeLoader(.success(0))
    // A screen appears and goes before the first element: its task is cancelled.
    let first = Task { await loader.load() }
    _ = await source.nextSubscription()
    first.cancel()
    await first.value
    #expect(loader.state.isSuccess)
    #expect(loader.state.value == 0)
    // It comes back at once.
    let second = Task { await loader.load() }
    let subscription = await source.nextSubscription()
    #expect(source.ended == 1)
    subscription.yield(2)
    await second.value
    #expect(loader.state.value == 2)
    #expect(source.made == 2)
    #expect(source.maxAlive == 1)
    loader.cancel()
    await source.waitForEnded(2)
  }

  @Test func refreshSubscribesAgainAfterTheOldSubscriptionStopped() async {
    let loader = makeLoader()
    let load = Task { await loader.load() }
    var subscription = await source.nextSubscription()
    subscription.yield(1)
    await load.value
    let refresh = Task { await loader.refresh() }
    subscription = await source.nextSubscription()
    #expect(source.ended == 1)
    #expect(loader.state.isRefreshing)
    subscription.yield(2)
    await refresh.value
    #expect(loader.state.value == 2)
    #expect(source.maxAlive == 1)
    loader.reset()
    await source.waitForEnded(2)
    #expect(loader.state.isIdle)
  }
}
