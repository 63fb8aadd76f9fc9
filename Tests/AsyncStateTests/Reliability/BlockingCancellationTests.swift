import AsyncState
import AsyncStateTesting
import Foundation
import Testing

/// Issue 14, point 1: a fetch whose cancellation handler blocks its thread — as
/// `URLSessionTask.cancel()` can on Linux (swift-corelibs-foundation issue 5412) — never
/// blocks the main actor. Each way a loader cancels a fetch (``DataLoader/cancel()``,
/// ``DataLoader/reset()``, a refresh superseding a page, the last caller going away, a
/// timeout, the loader's release) returns at once; the main actor keeps running while the
/// handler blocks; every caller returns and the state reverts before the handler is
/// released.
///
/// The handler blocks until the test releases it, with a safety bound: a loader that ran it
/// on the main actor would block right there, where the test cannot release it, and the test
/// then fails after the bound (``CancellationBlocker/releasedBySafetyBound``) instead of
/// hanging.
@MainActor
@Suite(.serialized, .hangGuard)
struct BlockingCancellationTests {
  let heartbeat = MainActorHeartbeat()

  /// What holds while the handler blocks: it started off the main thread, it still blocks,
  /// and the main actor runs ticks meanwhile.
  func expectMainActorRunsWhileTheHandlerBlocks(
    _ blocker: CancellationBlocker,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let entered = await completes(within: .seconds(20)) {
      try await blocker.entered.wait(until: 1)
    }
    #expect(entered, "the fetch was never cancelled", sourceLocation: sourceLocation)
    #expect(
      !blocker.ranOnMainActor, "the handler ran on the main actor", sourceLocation: sourceLocation)
    #expect(
      !blocker.releasedBySafetyBound, "the handler blocked the thread that cancelled",
      sourceLocation: sourceLocation)
    #expect(blocker.isBlocking, sourceLocation: sourceLocation)
    #expect(
      await heartbeat.advances(by: 3, within: .seconds(20)),
      "the main actor stopped while the handler blocked", sourceLocation: sourceLocation)
    #expect(blocker.isBlocking, sourceLocation: sourceLocation)
  }

  @Test func cancelReturnsAtOnceWhileTheHandlerBlocks() async throws {
    let fetch = BlockingFetch<Void, Int>()
    let loader = DataLoader(initialState: .success(1)) { try await fetch.fetch(()) }
    let refresh = Task { await loader.refresh() }
    let call = try await fetch.gate.nextCall()
    #expect(loader.state.description == "refreshing(1)")

    loader.cancel()
    #expect(loader.state.description == "success(1)")
    await expectMainActorRunsWhileTheHandlerBlocks(fetch.blocker)
    // The caller returned while the handler still blocks.
    await refresh.value
    #expect(fetch.blocker.isBlocking)

    fetch.blocker.release()
    call.succeed(with: 2)
    #expect(loader.state.description == "success(1)")
    heartbeat.stop()
  }

  @Test func resetReturnsAtOnceWhileTheHandlerBlocks() async throws {
    let fetch = BlockingFetch<Void, Int>()
    let loader = DataLoader(initialState: .success(1)) { try await fetch.fetch(()) }
    let refresh = Task { await loader.refresh() }
    let call = try await fetch.gate.nextCall()

    loader.reset()
    #expect(loader.state.isIdle)
    await expectMainActorRunsWhileTheHandlerBlocks(fetch.blocker)
    await refresh.value

    fetch.blocker.release()
    call.succeed(with: 2)
    heartbeat.stop()
  }

  @Test func theLastCallerGoingAwayReturnsAtOnceWhileTheHandlerBlocks() async throws {
    let fetch = BlockingFetch<Void, Int>()
    let loader = DataLoader { try await fetch.fetch(()) }
    let first = Task { await loader.load() }
    let call = try await fetch.gate.nextCall()
    let second = Task { await loader.load() }

    first.cancel()
    second.cancel()
    // Both callers return, and the load they abandoned is cancelled, the state restored.
    await first.value
    await second.value
    #expect(loader.state.isIdle)
    await expectMainActorRunsWhileTheHandlerBlocks(fetch.blocker)

    fetch.blocker.release()
    call.succeed(with: 1)
    heartbeat.stop()
  }

  @Test func aTimeoutReturnsAtOnceWhileTheHandlerBlocks() async throws {
    let clock = ManualClock()
    let fetch = BlockingFetch<Void, Int>()
    let loader = DataLoader(configuration: .init(timeout: .seconds(5), clock: clock)) {
      try await fetch.fetch(())
    }
    let load = Task { await loader.load() }
    let call = try await fetch.gate.nextCall()
    let timer = try await clock.nextSleep()

    clock.advance(to: timer)
    // The caller returns with the timeout while the abandoned attempt's handler blocks.
    await load.value
    #expect(loader.state.failure as? LoaderError == .timedOut(after: .seconds(5)))
    await expectMainActorRunsWhileTheHandlerBlocks(fetch.blocker)

    fetch.blocker.release()
    call.succeed(with: 1)
    #expect(loader.state.value == nil)
    heartbeat.stop()
  }

  @Test func aRefreshSupersedingAPageReturnsAtOnceWhileTheHandlerBlocks() async throws {
    let fetch = BlockingFetch<Int?, Page<Post, Int>>()
    let loader = PagingLoader { (cursor: Int?) in try await fetch.fetch(cursor) }
    let load = Task { await loader.load() }
    try await fetch.gate.nextCall().succeed(with: Page(items: posts(0..<3), next: 1))
    await load.value
    let more = Task { await loader.loadMore() }
    let pageCall = try await fetch.gate.nextCall()

    let refresh = Task { await loader.refresh() }
    // The page's caller returns; the pages stay on screen while the refresh waits.
    await more.value
    #expect(loader.state.isRefreshing && loader.state.value == posts(0..<3))
    await expectMainActorRunsWhileTheHandlerBlocks(fetch.blocker)
    // At most one fetch per loader: the refresh's fetch waits until the page's cancellation
    // has been delivered, that is until its handler returns.
    #expect(fetch.gate.callCount == 2)

    fetch.blocker.release()
    let refreshCall = try await fetch.gate.nextCall()
    #expect(refreshCall.argument == nil)
    refreshCall.succeed(with: Page(items: posts(10..<12), next: nil))
    await refresh.value
    #expect(loader.state.isEndReached && loader.state.value == posts(10..<12))
    pageCall.succeed(with: Page(items: posts(100..<102), next: 9))
    #expect(loader.state.isEndReached && loader.state.value == posts(10..<12))
    heartbeat.stop()
  }

  @Test func releasingALoaderWithAPageInFlightReturnsAtOnceWhileTheHandlerBlocks() async throws {
    let fetch = BlockingFetch<Int?, Page<Post, Int>>()
    weak var weakLoader: PagingLoader<Post, any Error>?
    var loader: PagingLoader<Post, any Error>? = PagingLoader { (cursor: Int?) in
      try await fetch.fetch(cursor)
    }
    weakLoader = loader
    let load = Task { [loader] in await loader?.load() }
    try await fetch.gate.nextCall().succeed(with: Page(items: posts(0..<3), next: 1))
    await load.value
    let more = Task { [weak loader] in await loader?.loadMore() }
    let pageCall = try await fetch.gate.nextCall()
    more.cancel()
    await more.value

    loader = nil
    #expect(weakLoader == nil)
    await expectMainActorRunsWhileTheHandlerBlocks(fetch.blocker)

    fetch.blocker.release()
    pageCall.succeed(with: Page(items: [], next: nil))
    heartbeat.stop()
  }

  /// Handlers that block, one per thread of the cooperative pool and one more, leave the
  /// pool free. Run on the pool, they would take all of it: every `@concurrent` fetch of the
  /// app would stop and, on Linux, where a process that calls `dispatchMain()` drains the
  /// main queue from the same workers, the main actor could stop with them.
  @Test func handlersThatBlockLeaveTheCooperativePoolFree() async throws {
    let count = ProcessInfo.processInfo.activeProcessorCount + 1
    let blocker = CancellationBlocker()
    let fetch = BlockingFetch<Void, Int>(blocker: blocker)
    let loaders = (0..<count).map { _ in DataLoader { try await fetch.fetch(()) } }
    var loads: [Task<Void, Never>] = []
    var calls: [ControlledFetch<Void, Int, any Error>.Call] = []
    for loader in loaders {
      loads.append(Task { await loader.load() })
      calls.append(try await fetch.gate.nextCall())
    }

    for loader in loaders { loader.cancel() }
    for load in loads { await load.value }
    let entered = await completes(within: .seconds(20)) {
      try await blocker.entered.wait(until: count)
    }
    #expect(entered)
    #expect(blocker.blocking == count)
    // Work that needs the pool still runs while every handler blocks.
    let quick = DataLoader { () async throws(Never) -> Int in 7 }
    await quick.load()
    #expect(quick.state.value == 7)
    #expect(await Task.detached { 42 }.value == 42)
    #expect(await heartbeat.advances(by: 3, within: .seconds(20)))
    #expect(blocker.blocking == count)
    #expect(!blocker.releasedBySafetyBound)
    #expect(!blocker.ranOnMainActor)

    blocker.release()
    for call in calls { call.succeed(with: 1) }
    heartbeat.stop()
  }
}
