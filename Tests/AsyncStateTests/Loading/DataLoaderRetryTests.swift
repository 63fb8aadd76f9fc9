import AsyncState
import AsyncStateTesting
import Foundation
import Observation
import Testing

/// Retry with backoff on the injected clock, the observable retry count, cancelling during a
/// backoff, and per-attempt timeouts (point 5 of the loader issue).
@MainActor
@Suite struct DataLoaderRetryTests {
  let clock = ManualClock()
  let fetch = ControlledFetch<Void, Int, LoadFailure>()

  /// Three attempts, 1 s then 2 s apart, no jitter: delays are exact.
  func makeLoader(
    _ initialState: DataState<Int, LoadFailure> = .idle,
    retryWhen shouldRetry: @escaping @Sendable (LoadFailure) -> Bool = { _ in true }
  ) -> DataLoader<Int, LoadFailure> {
    let retry = RetryPolicy.exponential(
      maxAttempts: 3, initialDelay: .seconds(1), multiplier: 2, maxDelay: .seconds(10),
      jitter: 0, when: { ($0 as? LoadFailure).map(shouldRetry) ?? false })
    return DataLoader(
      initialState: initialState, configuration: .init(retry: retry, clock: clock),
      fetch: fetch.fetch)
  }

  @Test func retriesWithExponentialBackoffOnTheClock() async throws {
    let loader = makeLoader()
    let recorder = StateRecorder(loader)
    let load = Task { await loader.load() }

    try await fetch.nextCall().fail(with: .offline)
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(1))
    #expect(loader.retryCount == 1)
    #expect(loader.state == .initialLoading)
    clock.advance(by: .seconds(1))

    try await fetch.nextCall().fail(with: .offline)
    #expect(try await clock.offset(of: clock.nextSleep()) == .seconds(3))
    #expect(loader.retryCount == 2)
    clock.advance(by: .seconds(2))

    try await fetch.nextCall().succeed(with: 5)
    await load.value
    #expect(loader.state == .success(5))
    // Retries are invisible in the state: one load, two transitions.
    #expect(recorder.descriptions == ["initialLoading", "success(5)"])
    #expect(fetch.callCount == 3)
  }

  @Test func givesUpAfterMaxAttempts() async throws {
    let loader = makeLoader(.success(1))
    let refresh = Task { await loader.refresh() }
    for attempt in 1...3 {
      try await fetch.nextCall().fail(with: .server(500 + attempt))
      if attempt < 3 {
        _ = try await clock.nextSleep()
        clock.advance(by: .seconds(10))
      }
    }
    await refresh.value
    #expect(loader.state == .refreshFailure(1, .server(503)))
    #expect(loader.retryCount == 2)
  }

  @Test func aFailureThePredicateRejectsIsNotRetried() async throws {
    let loader = makeLoader(retryWhen: { $0 != .server(404) })
    let load = Task { await loader.load() }
    try await fetch.nextCall().fail(with: .server(404))
    await load.value
    #expect(loader.state == .failure(.server(404)))
    #expect(fetch.callCount == 1)
    #expect(clock.sleeperCount == 0)
  }

  @Test func retryCountStartsOverWithEachLoad() async throws {
    let loader = makeLoader()
    let load = Task { await loader.load() }
    try await fetch.nextCall().fail(with: .offline)
    _ = try await clock.nextSleep()
    clock.advance(by: .seconds(1))
    try await fetch.nextCall().succeed(with: 1)
    await load.value
    #expect(loader.retryCount == 1)
    let refresh = Task { await loader.refresh() }
    let call = try await fetch.nextCall()
    #expect(loader.retryCount == 0)
    call.succeed(with: 2)
    await refresh.value
  }

  @Test func cancellingDuringABackoffRestoresTheState() async throws {
    let loader = makeLoader(.failure(.offline))
    let load = Task { await loader.load() }
    try await fetch.nextCall().fail(with: .server(500))
    _ = try await clock.nextSleep()
    #expect(loader.state == .retrying(.offline))
    load.cancel()
    await load.value
    #expect(loader.state == .failure(.offline))
    #expect(clock.sleeperCount == 0)
    // Time passing afterwards starts no attempt.
    clock.advance(by: .seconds(60))
    #expect(fetch.callCount == 1)
  }

  @Test func aSlowAttemptTimesOutWithATypedFailure() async throws {
    let loader = DataLoader(
      configuration: .init(timeout: .seconds(5), clock: clock), fetch: fetch.fetch)
    let load = Task { await loader.load() }
    let call = try await fetch.nextCall()
    _ = try await clock.nextSleep()
    clock.advance(by: .seconds(5))
    await load.value
    #expect(loader.state == .failure(.loader(.timedOut(after: .seconds(5)))))
    // The abandoned attempt was cancelled, and its late answer is ignored.
    try await call.cancellation()
    call.succeed(with: 1)
    #expect(loader.state.value == nil)
  }

  @Test func anAttemptFasterThanTheTimeoutSucceeds() async throws {
    let loader = DataLoader(
      configuration: .init(timeout: .seconds(5), clock: clock), fetch: fetch.fetch)
    let load = Task { await loader.load() }
    let call = try await fetch.nextCall()
    clock.advance(by: .seconds(4))
    call.succeed(with: 1)
    await load.value
    #expect(loader.state == .success(1))
  }

  @Test func timeoutsAreReportedAsLoaderErrorsForUntypedFailures() async throws {
    let fetch = ControlledFetch<Void, Int, any Error>()
    let loader = DataLoader(
      configuration: .init(timeout: .milliseconds(300), clock: clock), fetch: fetch.fetch)
    let load = Task { await loader.load() }
    let call = try await fetch.nextCall()
    _ = try await clock.nextSleep()
    clock.advance(by: .milliseconds(300))
    await load.value
    let failure = try #require(loader.state.failure as? LoaderError)
    #expect(failure == .timedOut(after: .milliseconds(300)))
    #expect(failure.localizedDescription == "The request timed out after 300ms.")
    call.succeed(with: 1)
  }

  /// A load's first steps run in the caller's turn of the main actor, before the load has a
  /// task: a fetch that fails at once is retried after a delay, in that turn. A load
  /// cancelled then (here by an observer of the retry count) still has its delay cancelled,
  /// once the task exists: no second attempt sleeps beside the next load's.
  @Test func aLoadCancelledInItsFirstStepsDoesNotSleepOnToRetry() async throws {
    let failing = ControlledFetch<Void, Int, LoadFailure>.failing(with: .offline)
    let retry = RetryPolicy.exponential(
      maxAttempts: 3, initialDelay: .seconds(1), jitter: 0, when: { _ in true })
    let loader = DataLoader(
      configuration: .init(retry: retry, clock: clock), fetch: failing.fetch)
    withObservationTracking {
      _ = loader.retryCount
    } onChange: {
      MainActor.assumeIsolated { loader.cancel() }
    }
    await loader.load()
    #expect(loader.state == .idle)
    #expect(failing.callCount == 1)
    _ = try await clock.nextSleep()
    // The next load's fetch starts once the cancellations asked for before it were
    // delivered; it fails too and sleeps before its retry.
    let next = Task { await loader.load() }
    _ = try await clock.nextSleep()
    #expect(failing.callCount == 2)
    #expect(clock.sleeperCount == 1)
    loader.cancel()
    await next.value
  }
}

@Suite struct RetryPolicyTests {
  @Test func delaysGrowExponentiallyUpToTheCap() {
    let policy = RetryPolicy.exponential(
      initialDelay: .milliseconds(500), multiplier: 2, maxDelay: .seconds(3), jitter: 0)
    var generator = SplitMix64(seed: 1)
    let delays = (1...5).map { policy.delay(beforeRetry: $0, using: &generator) }
    #expect(delays == [.milliseconds(500), .seconds(1), .seconds(2), .seconds(3), .seconds(3)])
  }

  @Test func jitterOnlyShortensADelayByAtMostItsFraction() {
    let policy = RetryPolicy.exponential(
      initialDelay: .seconds(1), multiplier: 2, maxDelay: .seconds(30), jitter: 0.25)
    var generator = SplitMix64(seed: 42)
    var seen = Set<Duration>()
    for _ in 0..<1_000 {
      let delay = policy.delay(beforeRetry: 2, using: &generator)
      #expect(delay <= .seconds(2))
      #expect(delay >= .milliseconds(1_500))
      seen.insert(delay)
    }
    #expect(seen.count > 100)
  }

  @Test func neverMakesOneAttempt() {
    #expect(RetryPolicy.never.maxAttempts == 1)
    #expect(RetryPolicy.exponential(maxAttempts: 0).maxAttempts == 1)
  }
}
