import AsyncState
import AsyncStateTesting
import Foundation
import Testing

/// Issue 14's leak checks: a loader, the binder and banner center that follow it, and every
/// stream they hand out are freed when the app lets go of them — with nothing loading, with
/// a page loading that nobody waits for, in a retry's backoff, or with a fetch that was told
/// to stop and goes on running. The streams end, a fetch still running is cancelled, and its
/// late answer reaches nothing. (The schedule tests check the loader is freed at the end of
/// every schedule too.)
@MainActor
@Suite(.hangGuard)
struct LoaderLifetimeTests {
  /// Where the loader stands when it is released.
  enum Situation: String, CaseIterable, Sendable {
    case neverLoaded
    case loaded
    /// A load was cancelled; its fetch ignores the cancellation and has not answered.
    case cancelledFetchStillRunning
    /// An attempt timed out; its fetch ignores the cancellation and has not answered.
    case timedOutFetchStillRunning
    /// A next page loads; the task that asked for it was cancelled (the page goes on).
    case pageLoadingWithoutCallers
    /// A next page failed once and waits for its retry on the clock, without callers.
    case pageInBackoffWithoutCallers
  }

  /// A controller that shows states, as a UIKit screen's would; held by the test.
  final class Screen: LoadingStateDelegate {
    var calls = 0
    func loading() { calls += 1 }
  }

  let clock = ManualClock()
  let pages = ControlledFetch<Int?, Page<Post, Int>, any Error>()
  let screen = Screen()

  func makeLoader() -> PagingLoader<Post, any Error> {
    let retry = RetryPolicy.exponential(
      maxAttempts: 2, initialDelay: .seconds(1), multiplier: 2, maxDelay: .seconds(1), jitter: 0)
    return PagingLoader(
      configuration: .init(retry: retry, timeout: .seconds(5), clock: clock),
      fetchPage: pages.fetch)
  }

  /// Drives `loader` to `situation`; returns the fetch calls still pending.
  func drive(
    _ loader: PagingLoader<Post, any Error>, to situation: Situation
  ) async throws -> [ControlledFetch<Int?, Page<Post, Int>, any Error>.Call] {
    if situation == .neverLoaded { return [] }
    let load = Task { await loader.load() }
    let first = try await pages.nextCall()
    let timer = try await clock.nextSleep()
    switch situation {
    case .cancelledFetchStillRunning:
      loader.cancel()
      await load.value
      try await first.cancellation()
      return [first]
    case .timedOutFetchStillRunning:
      clock.advance(to: timer)
      // The attempt timed out; the loader waits a second before its retry.
      let backoff = try await clock.nextSleep()
      clock.advance(to: backoff)
      let retried = try await pages.nextCall()
      _ = try await clock.nextSleep()
      clock.advance(by: .seconds(5))
      await load.value
      #expect(loader.state.failure as? LoaderError == .timedOut(after: .seconds(5)))
      return [first, retried]
    default:
      first.succeed(with: Page(items: posts(0..<3), next: 1))
      await load.value
    }
    if situation == .loaded { return [] }
    let more = Task { await loader.loadMore() }
    let page = try await pages.nextCall()
    _ = try await clock.nextSleep()
    more.cancel()
    await more.value
    #expect(loader.state.isLoadingMore)
    if situation == .pageInBackoffWithoutCallers {
      page.fail(with: URLError(.notConnectedToInternet))
      _ = try await clock.nextSleep()
      return []
    }
    return [page]
  }

  @Test(arguments: Situation.allCases)
  func theLoaderAndWhatFollowsItAreFreed(situation: Situation) async throws {
    var loader: PagingLoader<Post, any Error>? = makeLoader()
    var binder = loader.map { $0.bind(to: screen) }
    var center = loader.map { BannerCenter(observing: $0) }
    let states = loader?.states
    let banners = center?.banners()
    let statesEnded = Task { () -> Int in
      var count = 0
      for await _ in states! { count += 1 }
      return count
    }
    let bannersEnded = Task { () -> Int in
      var count = 0
      for await _ in banners! { count += 1 }
      return count
    }
    let token = loader?.observe { _, _ in }
    let pending = try await drive(loader!, to: situation)

    weak let weakLoader = loader
    weak let weakBinder = binder
    weak let weakCenter = center
    loader = nil
    binder = nil
    center = nil
    #expect(weakBinder == nil)
    #expect(weakCenter == nil)
    guard weakLoader == nil else {
      // A loader that stays alive keeps its streams open: fail, rather than wait for them.
      Issue.record("the loader was not freed")
      statesEnded.cancel()
      bannersEnded.cancel()
      for call in pending { call.succeed(with: Page(items: [], next: nil)) }
      return
    }
    // Every stream ends.
    #expect(await statesEnded.value >= 1)
    _ = await bannersEnded.value
    #expect(token?.isCancelled == false)
    // A fetch still running was told to stop; its late answer reaches nothing.
    for call in pending {
      try await call.cancellation()
      #expect(call.isCancelled)
      call.succeed(with: Page(items: posts(100..<103), next: nil))
    }
  }

  /// Many loaders, each released with a page loading that nobody waits for, are all freed.
  @Test func aThousandLoadersReleasedWithAPageInFlightAreAllFreed() async throws {
    let count = 1_000
    var freed: [() -> Bool] = []
    var calls: [ControlledFetch<Int?, Page<Post, Int>, any Error>.Call] = []
    for _ in 0..<count {
      var loader: PagingLoader<Post, any Error>? = PagingLoader(fetchPage: pages.fetch)
      let load = Task { [loader] in await loader?.load() }
      try await pages.nextCall().succeed(with: Page(items: posts(0..<3), next: 1))
      await load.value
      let more = Task { [weak loader] in await loader?.loadMore() }
      calls.append(try await pages.nextCall())
      more.cancel()
      await more.value
      weak let weakLoader = loader
      loader = nil
      freed.append { weakLoader == nil }
    }
    let freedCount = freed.count { $0() }
    #expect(freedCount == count)
    for call in calls where freedCount == count {
      try await call.cancellation()
    }
    for call in calls { call.succeed(with: Page(items: [], next: nil)) }
  }
}
