import AsyncState
import AsyncStateTesting
import Foundation
import Observation
import Testing

/// Single flight, cancellation, ordering, load once and reset (points 1–4 and 7–8 of the
/// loader issue) for `DataLoader`, driven by gates the tests open.
@MainActor
@Suite struct DataLoaderTests {
  let clock = ManualClock()
  let fetch = ControlledFetch<Void, Int, LoadFailure>()

  func makeLoader(
    _ initialState: DataState<Int, LoadFailure> = .idle,
    staleAfter: Duration? = nil
  ) -> DataLoader<Int, LoadFailure> {
    DataLoader(
      initialState: initialState, configuration: .init(staleAfter: staleAfter, clock: clock),
      fetch: fetch.fetch)
  }

  // MARK: 1. Single flight

  @Test func secondLoadJoinsTheFirstAndReturnsWhenItEnds() async throws {
    let loader = makeLoader()
    let first = Task {
      await loader.load(); return loader.state
    }
    let call = try await fetch.nextCall()
    let second = Task {
      await loader.load(); return loader.state
    }
    let refresh = Task {
      await loader.refresh(); return loader.state
    }
    call.succeed(with: 1)
    // Each caller returns only once the shared load has ended: it sees the success.
    #expect(await first.value == .success(1))
    #expect(await second.value == .success(1))
    #expect(await refresh.value == .success(1))
    #expect(fetch.callCount == 1)
  }

  @Test func refreshKeepsItsCallerWaitingExactlyAsLongAsTheLoad() async throws {
    let loader = makeLoader(.success(1))
    let refresh = Task {
      await loader.refresh(); return loader.state
    }
    let call = try await fetch.nextCall()
    #expect(loader.state == .refreshing(1))
    call.succeed(with: 2)
    #expect(await refresh.value == .success(2))
  }

  // MARK: 2. Cancellation

  @Test func cancelRestoresTheStateTheLoadStartedFrom() async throws {
    let loader = makeLoader(.refreshFailure(1, .offline))
    let refresh = Task { await loader.refresh() }
    let call = try await fetch.nextCall()
    #expect(loader.state == .refreshing(1))
    loader.cancel()
    // The exact origin comes back, failure included — not `success(1)`.
    #expect(loader.state == .refreshFailure(1, .offline))
    await refresh.value
    try await call.cancellation()
    // A late answer is dropped.
    call.succeed(with: 99)
    await loader.load()
    #expect(loader.state == .refreshFailure(1, .offline))
  }

  @Test func cancellingEveryWaitingTaskCancelsTheFetch() async throws {
    let loader = makeLoader()
    let recorder = StateRecorder(loader)
    let first = Task { await loader.load() }
    let call = try await fetch.nextCall()
    let second = Task { await loader.load() }
    first.cancel()
    await first.value
    // One caller is still waiting: the load goes on.
    #expect(!call.isCancelled)
    #expect(loader.state == .initialLoading)
    second.cancel()
    await second.value
    try await call.cancellation()
    #expect(loader.state == .idle)
    #expect(recorder.descriptions == ["initialLoading", "idle"])
    call.succeed(with: 1)
  }

  @Test func aCancellationErrorIsNeverAFailure() async throws {
    let fetch = ControlledFetch<Void, Int, any Error>()
    let loader = DataLoader(
      initialState: .success(1), configuration: .init(clock: clock), fetch: fetch.fetch)
    let recorder = StateRecorder(loader)
    let refresh = Task { await loader.refresh() }
    try await fetch.nextCall().fail(with: CancellationError())
    await refresh.value
    let refreshAgain = Task { await loader.refresh() }
    try await fetch.nextCall().fail(with: URLError(.cancelled))
    await refreshAgain.value
    #expect(
      recorder.descriptions == ["refreshing(1)", "success(1)", "refreshing(1)", "success(1)"])
    #expect(loader.state.failure == nil)
  }

  @Test func aCancelledCallerStartsNothing() async {
    let loader = makeLoader()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      await loader.load()
    }
    await task.value
    #expect(fetch.callCount == 0)
    #expect(loader.state == .idle)
  }

  // MARK: 3. Ordering

  @Test func aSlowOldResponseNeverOverwritesANewerOne() async throws {
    let loader = makeLoader()
    let old = Task { await loader.load() }
    let oldCall = try await fetch.nextCall()
    loader.cancel()
    await old.value
    let new = Task { await loader.load() }
    let newCall = try await fetch.nextCall()
    newCall.succeed(with: 2)
    await new.value
    oldCall.succeed(with: 1)
    // Nothing the old call returns can reach the state: its operation is gone.
    await loader.load()
    #expect(loader.state == .success(2))
    #expect(fetch.callCount == 2)
  }

  // MARK: 4. Load once, staleness, reset

  @Test func loadOnASuccessIsANoOp() async {
    let fetch = ControlledFetch<Void, Int, LoadFailure>.returning(7)
    let loader = DataLoader(configuration: .init(clock: clock), fetch: fetch.fetch)
    await loader.load()
    await loader.load()
    #expect(loader.state == .success(7))
    #expect(fetch.callCount == 1)
  }

  @Test func aCachedValueIsShownWithoutALoadingFrame() async {
    let fetch = ControlledFetch<Void, Int, LoadFailure>.returning(7)
    let loader = DataLoader(
      initialState: .success(3), configuration: .init(clock: clock), fetch: fetch.fetch)
    let recorder = StateRecorder(loader)
    await loader.load()
    #expect(recorder.states.isEmpty)
    #expect(loader.state == .success(3))
    #expect(fetch.callCount == 0)
  }

  @Test func aStaleValueIsRevalidatedWhileItStaysOnScreen() async throws {
    let loader = makeLoader(staleAfter: .seconds(60))
    let first = Task { await loader.load() }
    try await fetch.nextCall().succeed(with: 1)
    await first.value
    clock.advance(by: .seconds(59))
    await loader.load()
    #expect(fetch.callCount == 1)
    clock.advance(by: .seconds(1))
    let revalidation = Task { await loader.load() }
    let call = try await fetch.nextCall()
    #expect(loader.state == .refreshing(1))
    call.succeed(with: 2)
    await revalidation.value
    #expect(loader.state == .success(2))
  }

  @Test func refreshAlwaysFetches() async {
    let fetch = ControlledFetch<Void, Int, LoadFailure>.returning(7)
    let loader = DataLoader(configuration: .init(clock: clock), fetch: fetch.fetch)
    await loader.refresh()
    await loader.refresh()
    #expect(fetch.callCount == 2)
  }

  @Test func loadAfterAFailureRetriesWithTheErrorShown() async throws {
    let loader = makeLoader(.failure(.offline))
    let load = Task { await loader.load() }
    let call = try await fetch.nextCall()
    #expect(loader.state == .retrying(.offline))
    call.fail(with: .server(500))
    await load.value
    #expect(loader.state == .failure(.server(500)))
  }

  @Test func resetCancelsAndGoesBackToIdle() async throws {
    let loader = makeLoader(.success(1))
    let refresh = Task { await loader.refresh() }
    let call = try await fetch.nextCall()
    loader.reset()
    #expect(loader.state == .idle)
    await refresh.value
    try await call.cancellation()
    call.succeed(with: 2)
    // After a reset, load starts from scratch.
    let load = Task { await loader.load() }
    let next = try await fetch.nextCall()
    #expect(loader.state == .initialLoading)
    next.succeed(with: 3)
    await load.value
    #expect(loader.state == .success(3))
  }

  // MARK: Observation

  @Test func aPlainLoadIsExactlyTwoObservationChanges() async throws {
    let loader = makeLoader()
    let changes = ObservationCounter()
    changes.track(loader) { _ = $0.state }
    let load = Task { await loader.load() }
    // The counter registers again in a main-actor job of its own, queued at the first change,
    // before the test resumes here.
    let call = try await fetch.nextCall()
    #expect(changes.count == 1)
    call.succeed(with: 1)
    await load.value
    #expect(changes.count == 2)
    #expect(loader.state == .success(1))
  }

  /// A fetch that answers without suspending (a value in memory, a test double) completes the
  /// load in the caller's turn of the main actor: an observer is told once, and the screen
  /// never draws the loading state in between.
  @Test func aLoadWhoseFetchDoesNotSuspendIsOneObservationChange() async {
    let loader = DataLoader(
      configuration: .init(clock: clock),
      fetch: ControlledFetch<Void, Int, LoadFailure>.returning(1).fetch)
    let changes = ObservationCounter()
    changes.track(loader) { _ = $0.state }
    await loader.load()
    // Before iOS 26 and its peers, the load's work starts in a job of its own (see
    // `OperationSlot`), so the observer is told of each state.
    if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
      #expect(changes.count == 1)
    } else {
      #expect(changes.count == 2)
    }
    #expect(loader.state == .success(1))
  }
}

/// Counts observation changes of what `track`'s closure reads from a source, re-registering
/// after each.
///
/// The source is held weakly: its registrar keeps the `onChange` closure until the next
/// change, so a closure holding the source would keep it alive for good (a cycle through the
/// registrar, which LeakSanitizer reports).
@MainActor
final class ObservationCounter {
  private(set) var count = 0

  func track<Source: AnyObject & Sendable>(
    _ source: Source, _ read: @escaping @MainActor (Source) -> Void
  ) {
    withObservationTracking {
      read(source)
    } onChange: { [weak self, weak source] in
      // `onChange` runs on the mutating thread, before the change; it is the main actor here
      // because the loaders mutate on the main actor.
      MainActor.assumeIsolated {
        self?.count += 1
        // The new value is not stored yet: re-register once the mutation has completed.
        Task { @MainActor in
          if let self, let source { self.track(source, read) }
        }
      }
    }
  }
}
