import AsyncState
import AsyncStateTesting
import Testing

/// An action's cache effects: an optimistic change shown at once, kept through retries,
/// rolled back on failure or cancellation (never over newer data), and entries written or
/// invalidated when the action succeeds.
@MainActor
@Suite struct CacheEffectTests {
  let fixture = CacheFixture()
  /// The likes' gate: the argument is how many likes the tap adds.
  let requests = ControlledFetch<Int, Profile, LoadFailure>()
  let ada = Profile(name: "Ada")

  /// A runner whose action adds likes to profile 1, optimistically.
  func likeRunner(
    retry: RetryPolicy = .never, policy: ActionPolicy = .dropWhileRunning
  ) -> ActionRunner<Int, Profile, LoadFailure> {
    ActionRunner(
      policy: policy, configuration: .init(retry: retry, clock: fixture.clock),
      effects: [
        .update(fixture.profile(1), in: fixture.cache) { profile, likes in
          profile.likes += likes
        }
      ], perform: requests.fetch)
  }

  /// Loads profile 1 as ``ada`` and returns a screen holding it.
  func loadedScreen() async throws -> DataLoader<Profile, LoadFailure> {
    try await fixture.loadProfile(1, as: ada)
    return fixture.cache.loader(for: fixture.profile(1))
  }

  @Test func theChangeShowsAtOnceAndStaysWhenTheActionSucceeds() async throws {
    let screen = try await loadedScreen()
    let runner = likeRunner()
    let tap = Task { await runner.run(1) }
    let call = try await requests.nextCall()
    #expect(screen.state == .success(Profile(name: "Ada", likes: 1)))
    call.succeed(with: Profile(name: "Ada", likes: 1))
    #expect(await tap.value == .success(Profile(name: "Ada", likes: 1)))
    #expect(screen.state == .success(Profile(name: "Ada", likes: 1)))
  }

  @Test func aFailureRollsBackAndIsAnnouncedOnceWithTheActionsFailure() async throws {
    let screen = try await loadedScreen()
    var failures = fixture.cache.updateFailures().makeAsyncIterator()
    let runner = likeRunner()
    let tap = Task { await runner.run(1) }
    try await requests.nextCall().fail(with: .offline)
    #expect(await tap.value == .failure(.offline))
    #expect(screen.state == .success(ada))
    #expect(runner.state == .failed(.offline))
    let failure = await failures.next()
    #expect(failure?.error as? LoadFailure == .offline)
    #expect(failure?.isRolledBack == true)
  }

  @Test func retriesKeepTheChangeOnScreen() async throws {
    let screen = try await loadedScreen()
    let log = CacheTransitionLog(screen)
    let retry = RetryPolicy.exponential(
      maxAttempts: 2, initialDelay: .seconds(1), multiplier: 2, maxDelay: .seconds(10),
      jitter: 0, when: { _ in true })
    let runner = likeRunner(retry: retry)
    let tap = Task { await runner.run(1) }
    try await requests.nextCall().fail(with: .offline)
    // The retry's backoff (1 s, no jitter), not a sleep the cache began earlier: advancing past
    // another one before the backoff registered would leave the retry asleep for good.
    let backoff = fixture.clock.elapsed + .seconds(1)
    var deadline = try await fixture.clock.nextSleep()
    while fixture.clock.offset(of: deadline) != backoff {
      deadline = try await fixture.clock.nextSleep()
    }
    #expect(screen.state == .success(Profile(name: "Ada", likes: 1)))
    fixture.clock.advance(to: deadline)
    try await requests.nextCall().succeed(with: Profile(name: "Ada", likes: 1))
    _ = await tap.value
    #expect(log.descriptions == ["success(Ada♥1) (valueReplaced)"])
  }

  @Test func aFailureAfterNewerDataArrivedRollsNothingBack() async throws {
    let screen = try await loadedScreen()
    let runner = likeRunner()
    let tap = Task { await runner.run(1) }
    let call = try await requests.nextCall()
    // A refresh ends while the action runs: its value is newer than the change.
    let refresh = Task { await screen.refresh() }
    try await fixture.profiles.nextCall().succeed(with: Profile(name: "Ada L.", likes: 5))
    await refresh.value
    call.fail(with: .offline)
    #expect(await tap.value == .failure(.offline))
    #expect(screen.state == .success(Profile(name: "Ada L.", likes: 5)))
  }

  @Test func aCancelledActionIsRolledBackAndNotAnnounced() async throws {
    let screen = try await loadedScreen()
    var failures = fixture.cache.updateFailures().makeAsyncIterator()
    let runner = likeRunner()
    let tap = Task { await runner.run(1) }
    let call = try await requests.nextCall()
    runner.cancel()
    #expect(await tap.value == nil)
    try await call.cancellation()
    call.succeed(with: Profile(name: "Ada", likes: 1))  // late: dropped
    for await state in screen.states where state == .success(ada) { break }
    // The next announcement is the next real failure, not the cancellation.
    let failing = Task { await runner.run(2) }
    try await requests.nextCall().fail(with: .server(503))
    _ = await failing.value
    #expect(await failures.next()?.error as? LoadFailure == .server(503))
    #expect(screen.state == .success(ada))
  }

  @Test func aReplacedActionsChangeIsUndoneAndTheNewOneKept() async throws {
    let screen = try await loadedScreen()
    let runner = likeRunner(policy: .replace)
    let first = Task { await runner.run(1) }
    let firstCall = try await requests.nextCall()
    let second = Task { await runner.run(10) }
    try await firstCall.cancellation()
    firstCall.succeed(with: Profile(name: "Ada", likes: 1))  // late: dropped
    let secondCall = try await requests.nextCall()
    // The first change was rolled back under the second, which stays.
    #expect(screen.state == .success(Profile(name: "Ada", likes: 10)))
    secondCall.succeed(with: Profile(name: "Ada", likes: 10))
    _ = (await first.value, await second.value)
    #expect(screen.state == .success(Profile(name: "Ada", likes: 10)))
  }

  @Test func aListChangeIsRolledBackOnFailure() async throws {
    let list = fixture.cache.loader(for: fixture.timeline("swift"))
    let load = Task { await list.load() }
    try await fixture.timeline.nextCall().succeed(with: Page(items: posts(1...3), next: nil))
    await load.value
    let hide = ActionRunner(
      configuration: .init(clock: fixture.clock),
      effects: [
        .update(fixture.timeline("swift"), in: fixture.cache) { posts, id in
          posts.removeAll { $0.id == id }
        }
      ], perform: requests.fetch)
    let tap = Task { await hide.run(2) }
    let call = try await requests.nextCall()
    #expect(list.state.value?.map(\.id) == [1, 3])
    call.fail(with: .offline)
    _ = await tap.value
    #expect(list.state.value?.map(\.id) == [1, 2, 3])
  }

  @Test func onSuccessTheValueIsWrittenBeforeTheStateSaysSo() async throws {
    let screen = try await loadedScreen()
    let rename = ActionRunner(
      configuration: .init(clock: fixture.clock),
      effects: [.setValue(for: fixture.profile(1), in: fixture.cache)], perform: requests.fetch)
    var seen: [Profile?] = []
    let observation = rename.observe { [cache = fixture.cache, fixture] _, cause in
      if cause == .loadSucceeded { seen.append(cache.value(for: fixture.profile(1))) }
    }
    let tap = Task { await rename.run(0) }
    try await requests.nextCall().succeed(with: Profile(name: "Ada Lovelace"))
    _ = await tap.value
    #expect(seen == [Profile(name: "Ada Lovelace")])
    #expect(screen.state == .success(Profile(name: "Ada Lovelace")))
    observation.cancel()
  }

  @Test func onSuccessAnEntryInUseRevalidatesAndAnUnusedOneGoesStale() async throws {
    let screen = try await loadedScreen()
    try await fixture.loadProfile(2, as: Profile(name: "Grace"))  // its screen is released
    let post = ActionRunner(
      configuration: .init(clock: fixture.clock),
      effects: [
        .invalidate(fixture.profile(1), in: fixture.cache),
        .invalidate(fixture.profile(2), in: fixture.cache),
      ], perform: requests.fetch)
    let tap = Task { await post.run(0) }
    try await requests.nextCall().succeed(with: ada)
    _ = await tap.value
    #expect(fixture.entry("ProfileQuery(id: 2)")?.isStale == true)
    // The screen's entry refetches, keeping its value on screen.
    let refetch = try await fixture.profiles.nextCall()
    #expect(refetch.argument == 1)
    #expect(screen.state == .refreshing(ada))
    refetch.succeed(with: Profile(name: "Ada", likes: 3))
    await screen.reach(.success(Profile(name: "Ada", likes: 3)))
    #expect(fixture.profiles.arguments == [1, 2, 1])
  }

  @Test func noEffectRunsWhenTheActionFails() async throws {
    try await fixture.loadProfile(2, as: Profile(name: "Grace"))
    let post = ActionRunner(
      configuration: .init(clock: fixture.clock),
      effects: [
        .invalidate(fixture.profile(2), in: fixture.cache),
        .setValue(for: fixture.profile(2), in: fixture.cache),
      ], perform: requests.fetch)
    let tap = Task { await post.run(0) }
    try await requests.nextCall().fail(with: .offline)
    _ = await tap.value
    #expect(fixture.entry("ProfileQuery(id: 2)")?.isStale == false)
    #expect(fixture.cache.value(for: fixture.profile(2)) == Profile(name: "Grace"))
  }
}

extension DataLoader where Value: Equatable, Failure: Equatable {
  /// Returns once the loader's state is `state` (at once if it is now).
  func reach(_ state: DataState<Value, Failure>) async {
    for await current in states where current == state { return }
  }
}
