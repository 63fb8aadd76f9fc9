import AsyncState
import AsyncStateTesting
import Observation
import Testing

/// Observing a loader without SwiftUI (point 7) and its lifetime (point 8).
@MainActor
@Suite struct LoaderObservingTests {
  let fetch = ControlledFetch<Void, Int, LoadFailure>()

  /// Every loader's core reports its changes on one shared subject: its own registrar is what
  /// keeps a screen that observes one loader from hearing about another.
  @Test func observingOneLoaderIgnoresAnother() async {
    let observed = DataLoader<Int, Never> { 1 }
    let other = DataLoader<Int, Never> { 2 }
    let changes = Locked(0)
    withObservationTracking {
      _ = observed.state
      _ = observed.retryCount
    } onChange: {
      changes.withLock { $0 += 1 }
    }
    await other.load()
    #expect(changes.withLock { $0 } == 0)
    await observed.load()
    #expect(changes.withLock { $0 } == 1)
  }

  @Test func statesStartWithTheCurrentStateAndFollowEveryTransition() async throws {
    let loader = DataLoader(initialState: .success(1), fetch: fetch.fetch)
    var iterator = loader.states.makeAsyncIterator()
    #expect(await iterator.next() == .success(1))
    let refresh = Task { await loader.refresh() }
    try await fetch.nextCall().fail(with: .offline)
    await refresh.value
    #expect(await iterator.next() == .refreshing(1))
    #expect(await iterator.next() == .refreshFailure(1, .offline))
  }

  @Test func statesEndWhenTheLoaderGoesAway() async {
    var loader: DataLoader<Int, LoadFailure>? = DataLoader(fetch: fetch.fetch)
    let states = loader!.states
    let consumer = Task {
      var seen: [DataState<Int, LoadFailure>] = []
      for await state in states { seen.append(state) }
      return seen
    }
    loader = nil
    #expect(await consumer.value == [.idle])
  }

  @Test func observersAreCalledInOrderUntilCancelled() async {
    let loader = DataLoader(fetch: ControlledFetch<Void, Int, LoadFailure>.returning(1).fetch)
    var first: [String] = []
    var second: [String] = []
    let firstToken = loader.observe { state, _ in first.append(state.description) }
    let secondToken = loader.observe { state, _ in second.append(state.description) }
    await loader.load()
    firstToken.cancel()
    #expect(firstToken.isCancelled)
    loader.reset()
    #expect(first == ["initialLoading", "success(1)"])
    #expect(second == ["initialLoading", "success(1)", "idle"])
    _ = secondToken
  }

  @Test func aReleasedTokenStopsItsObserver() async {
    let loader = DataLoader(fetch: ControlledFetch<Void, Int, LoadFailure>.returning(1).fetch)
    var calls = 0
    do {
      let token = loader.observe { _, _ in calls += 1 }
      _ = token
    }
    await loader.load()
    #expect(calls == 0)
  }

  /// An observer that captures its loader (or what owns it) must not keep it alive once
  /// its token is cancelled or released: the closure goes at once, not at the next
  /// transition, which may never come.
  @Test func cancellingOrReleasingATokenReleasesItsObserverAtOnce() {
    final class Witness {}
    let loader = DataLoader(fetch: ControlledFetch<Void, Int, LoadFailure>.returning(1).fetch)
    weak var cancelledWitness: Witness?
    weak var releasedWitness: Witness?
    var token: StateObservation?
    do {
      let witness = Witness()
      cancelledWitness = witness
      token = loader.observe { _, _ in _ = witness }
    }
    do {
      let witness = Witness()
      releasedWitness = witness
      let released = loader.observe { _, _ in _ = witness }
      #expect(releasedWitness != nil)
      _ = released
    }
    #expect(releasedWitness == nil)
    #expect(cancelledWitness != nil)
    token?.cancel()
    #expect(cancelledWitness == nil)
  }

  @Test func aViewControllerThatOwnsItsLoaderAndObservesItStronglyIsFreedByCancel() {
    @MainActor final class Screen {
      let loader = DataLoader(fetch: ControlledFetch<Void, Int, LoadFailure>.returning(1).fetch)
      var observation: StateObservation?
      var renders = 0
      func start() {
        // A strong capture of self: the token's cancel() is what breaks the cycle.
        observation = loader.observe { _, _ in self.renders += 1 }
      }
      func stop() { observation?.cancel() }
    }
    weak var weakScreen: Screen?
    do {
      let screen = Screen()
      weakScreen = screen
      screen.start()
      screen.stop()
    }
    #expect(weakScreen == nil)
  }

  @Test func aLoaderNobodyHoldsIsDeallocatedAndItsFetchCancelled() async throws {
    weak var weakLoader: DataLoader<Int, LoadFailure>?
    let task: Task<Void, Never>
    do {
      let loader = DataLoader(fetch: fetch.fetch)
      weakLoader = loader
      task = Task { await loader.load() }
    }
    let call = try await fetch.nextCall()
    #expect(weakLoader != nil)
    // The only holder was the waiting task; when it goes, so does the loader, though the
    // fetch has not answered.
    task.cancel()
    await task.value
    #expect(weakLoader == nil)
    try await call.cancellation()
    call.succeed(with: 1)
  }

  @Test func aPagingLoaderNobodyHoldsIsDeallocatedWithAPageInFlight() async throws {
    let pages = ControlledFetch<Int?, Page<Post, Int>, LoadFailure>()
    weak var weakLoader: PagingLoader<Post, LoadFailure>?
    var loader: PagingLoader<Post, LoadFailure>? = PagingLoader(fetchPage: pages.fetch)
    weakLoader = loader
    let load = Task { [loader] in await loader?.load() }
    let firstPage = try await pages.nextCall()
    firstPage.succeed(with: Page(items: posts(0..<2), next: 1))
    await load.value
    let more = Task { [weak loader] in await loader?.loadMore() }
    let pageCall = try await pages.nextCall()
    loader = nil
    more.cancel()
    await more.value
    #expect(weakLoader == nil)
    try await pageCall.cancellation()
    pageCall.succeed(with: Page(items: [], next: nil))
  }
}
