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
@Suite(.serialized, .timeLimit(.minutes(1)))
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
    var calls: [ControlledFetch<Int, any Error>.Call] = []
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
