import AsyncState
import AsyncStateTesting
import Testing

/// Issue 14, point 4: a loader has at most one fetch in flight, strictly — timeouts
/// included. A fetch is in flight from its start until it returns or is told to stop (its
/// cancellation is delivered): a loader starts a fetch only after every earlier cancellation
/// was delivered, so a superseded fetch that ignores its cancellation may still run, but it
/// has been told to stop before the next one starts. ``LiveFetchCounter`` counts exactly
/// that, in the fetch's own cancellation handler.
///
/// Each scenario runs a few hundred times, with fetches that ignore their cancellation and
/// fetches that throw at once, because the cancellation is delivered off the main actor: an
/// ordering bug would show only in some interleavings.
@MainActor
@Suite(.hangGuard)
struct OneFetchInFlightTests {
  static let iterations = 300

  /// Alternates a fetch that ignores its cancellation with one that throws at once.
  static func failureOnCancel(_ iteration: Int) -> (any Error)? {
    iteration.isMultiple(of: 2) ? nil : CancellationError()
  }

  @Test func aRefreshDuringAPageNeverOverlapsTwoFetches() async throws {
    for iteration in 0..<Self.iterations {
      let clock = ManualClock()
      let counter = LiveFetchCounter()
      let ignoresCancellation = iteration.isMultiple(of: 2)
      let pages = ControlledFetch<Int?, Page<Post, Int>, any Error>(
        failingOnCancelWith: ignoresCancellation ? nil : CancellationError())
      let loader = PagingLoader(configuration: .init(timeout: .seconds(5), clock: clock)) {
        (cursor: Int?) in try await counter.track { try await pages.fetch(cursor) }
      }
      let load = Task { await loader.load() }
      let firstCall = try await pages.nextCall()
      // The attempt's timer has started before the answer ends the attempt.
      _ = try await clock.nextSleep()
      firstCall.succeed(with: Page(items: posts(0..<3), next: 1))
      await load.value

      let more = Task { await loader.loadMore() }
      let pageCall = try await pages.nextCall()
      _ = try await clock.nextSleep()
      let refresh = Task { await loader.refresh() }
      let refreshCall = try await pages.nextCall()
      _ = try await clock.nextSleep()
      try #require(counter.maximum == 1, "iteration \(iteration)")

      refreshCall.succeed(with: Page(items: posts(10..<13), next: nil))
      await refresh.value
      await more.value
      try await pageCall.cancellation()
      pageCall.succeed(with: Page(items: posts(100..<103), next: 9))
      try #require(counter.maximum == 1, "iteration \(iteration)")
      #expect(counter.started == 3)
      #expect(loader.state.value == posts(10..<13))
    }
  }

  @Test func cancelThenLoadNeverOverlapsTwoFetches() async throws {
    for iteration in 0..<Self.iterations {
      let clock = ManualClock()
      let counter = LiveFetchCounter()
      let fetch = ControlledFetch<Void, Int, any Error>(
        failingOnCancelWith: Self.failureOnCancel(iteration))
      let loader = DataLoader(configuration: .init(timeout: .seconds(5), clock: clock)) {
        try await counter.track { try await fetch.fetch() }
      }
      let first = Task { await loader.load() }
      let firstCall = try await fetch.nextCall()
      _ = try await clock.nextSleep()

      loader.cancel()
      let second = Task { await loader.load() }
      let secondCall = try await fetch.nextCall()
      _ = try await clock.nextSleep()
      try #require(counter.maximum == 1, "iteration \(iteration)")

      secondCall.succeed(with: 2)
      await second.value
      await first.value
      try await firstCall.cancellation()
      firstCall.succeed(with: 1)
      try #require(counter.maximum == 1, "iteration \(iteration)")
      #expect(loader.state.value == 2)
    }
  }

  @Test func aTimedOutAttemptIsToldToStopBeforeItsRetryStarts() async throws {
    let retry = RetryPolicy.exponential(
      maxAttempts: 2, initialDelay: .seconds(1), multiplier: 2, maxDelay: .seconds(1), jitter: 0)
    for iteration in 0..<Self.iterations {
      let clock = ManualClock()
      let counter = LiveFetchCounter()
      let fetch = ControlledFetch<Void, Int, any Error>(
        failingOnCancelWith: Self.failureOnCancel(iteration))
      let loader = DataLoader(
        configuration: .init(retry: retry, timeout: .seconds(5), clock: clock)
      ) {
        try await counter.track { try await fetch.fetch() }
      }
      let load = Task { await loader.load() }
      let firstCall = try await fetch.nextCall()
      clock.advance(to: try await clock.nextSleep())
      // The attempt timed out: the loader sleeps before its retry, then starts it.
      clock.advance(to: try await clock.nextSleep())
      let secondCall = try await fetch.nextCall()
      _ = try await clock.nextSleep()
      try #require(counter.maximum == 1, "iteration \(iteration)")

      secondCall.succeed(with: 2)
      await load.value
      try await firstCall.cancellation()
      firstCall.succeed(with: 1)
      try #require(counter.maximum == 1, "iteration \(iteration)")
      #expect(loader.state.value == 2)
      #expect(loader.retryCount == 1)
    }
  }
}
