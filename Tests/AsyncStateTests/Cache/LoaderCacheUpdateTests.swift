import AsyncState
import AsyncStateTesting
import Testing

/// Point 7 of the cache issue: optimistic updates — shown at once, rolled back to exactly the
/// value before on failure unless newer data arrived, reported for a banner, serialized per
/// entry, through legal transitions only.
@MainActor
@Suite struct LoaderCacheUpdateTests {
  let fixture = CacheFixture()
  /// The mutations' gate: each call is one mutation; the argument names it.
  let mutations = ControlledFetch<String, Void, LoadFailure>()
  let ada = Profile(name: "Ada")

  /// Loads profile 1 as ``ada`` and returns a screen holding it, with a transition log.
  func loadedScreen() async throws -> (
    DataLoader<Profile, LoadFailure>, CacheTransitionLog<Profile, LoadFailure>
  ) {
    try await fixture.loadProfile(1, as: ada)
    let screen = fixture.cache.loader(for: fixture.profile(1))
    return (screen, CacheTransitionLog(screen))
  }

  /// Starts an update of profile 1 that adds `likes` and runs mutation `name`; the task
  /// returns the failure it threw, if any.
  func like(
    _ likes: Int = 1, _ name: String = "like", revalidates: Bool = false
  ) -> Task<LoadFailure?, Never> {
    let mutations = mutations
    return Task {
      do throws(LoadFailure) {
        try await fixture.cache.update(fixture.profile(1), revalidatesOnSuccess: revalidates) {
          $0.likes += likes
        } mutation: { () async throws(LoadFailure) in
          try await mutations.fetch(name)
        }
        return nil
      } catch {
        return error
      }
    }
  }

  @Test func theChangeShowsAtOnceAndStaysWhenTheMutationSucceeds() async throws {
    let (screen, log) = try await loadedScreen()
    let update = like()
    let call = try await mutations.nextCall()
    #expect(screen.state == .success(Profile(name: "Ada", likes: 1)))
    call.succeed(with: ())
    #expect(await update.value == nil)
    #expect(screen.state == .success(Profile(name: "Ada", likes: 1)))
    #expect(log.descriptions == ["success(Ada♥1) (valueReplaced)"])
    #expect(log.illegal.isEmpty)
  }

  @Test func aFailureRollsBackToExactlyTheValueBeforeAndIsAnnounced() async throws {
    let (screen, log) = try await loadedScreen()
    var failures = fixture.cache.updateFailures().makeAsyncIterator()
    let update = like()
    try await mutations.nextCall().fail(with: .offline)
    #expect(await update.value == .offline)
    #expect(screen.state == .success(ada))
    #expect(
      log.descriptions == ["success(Ada♥1) (valueReplaced)", "success(Ada) (valueReplaced)"])
    #expect(log.illegal.isEmpty)
    let failure = await failures.next()
    #expect(failure?.key == "ProfileQuery(id: 1)")
    #expect(failure?.isRolledBack == true)
    #expect(failure?.error as? LoadFailure == .offline)
  }

  @Test func aFailureAfterNewerDataArrivedRollsNothingBack() async throws {
    let (screen, log) = try await loadedScreen()
    var failures = fixture.cache.updateFailures().makeAsyncIterator()
    let update = like()
    let mutation = try await mutations.nextCall()
    // A refresh ends while the mutation runs: its value is newer than the update's.
    let refresh = Task { await screen.refresh() }
    try await fixture.profiles.nextCall().succeed(with: Profile(name: "Ada L.", likes: 5))
    await refresh.value
    mutation.fail(with: .offline)
    #expect(await update.value == .offline)
    #expect(screen.state == .success(Profile(name: "Ada L.", likes: 5)))
    #expect(await failures.next()?.isRolledBack == false)
    #expect(log.illegal.isEmpty)
  }

  @Test func aWrittenValueIsNewerDataToo() async throws {
    let (screen, _) = try await loadedScreen()
    let update = like()
    let mutation = try await mutations.nextCall()
    fixture.cache.setValue(Profile(name: "Ada (from the list)"), for: fixture.profile(1))
    mutation.fail(with: .offline)
    _ = await update.value
    #expect(screen.state == .success(Profile(name: "Ada (from the list)")))
  }

  @Test func twoConcurrentMutationsRunInCallOrder() async throws {
    let (screen, log) = try await loadedScreen()
    let first = like(1, "first")
    let second = like(10, "second")
    let firstCall = try await mutations.nextCall()
    #expect(firstCall.argument == "first")
    // Both changes show at once; the second mutation waits for the first.
    #expect(screen.state == .success(Profile(name: "Ada", likes: 11)))
    #expect(mutations.callCount == 1)
    firstCall.succeed(with: ())
    let secondCall = try await mutations.nextCall()
    #expect(secondCall.argument == "second")
    secondCall.succeed(with: ())
    _ = (await first.value, await second.value)
    #expect(screen.state == .success(Profile(name: "Ada", likes: 11)))
    #expect(log.illegal.isEmpty)
  }

  @Test func whenTheFirstOfTwoFailsOnlyItsChangeIsUndone() async throws {
    let (screen, log) = try await loadedScreen()
    let first = like(1, "first")
    let second = like(10, "second")
    try await mutations.nextCall().fail(with: .offline)
    #expect(await first.value == .offline)
    #expect(screen.state == .success(Profile(name: "Ada", likes: 10)))
    try await mutations.nextCall().fail(with: .server(500))
    #expect(await second.value == .server(500))
    // With nothing pending, exactly the value before both.
    #expect(screen.state == .success(ada))
    #expect(log.illegal.isEmpty)
  }

  @Test func aSuccessCanRevalidateOnceNothingIsPending() async throws {
    let (screen, log) = try await loadedScreen()
    let update = like(revalidates: true)
    try await mutations.nextCall().succeed(with: ())
    let refresh = try await fixture.profiles.nextCall()
    #expect(screen.state == .refreshing(Profile(name: "Ada", likes: 1)))
    refresh.succeed(with: Profile(name: "Ada", likes: 42))
    _ = await update.value
    #expect(screen.state == .success(Profile(name: "Ada", likes: 42)))
    #expect(log.illegal.isEmpty)
  }

  @Test func anUpdateDuringARefreshSurvivesItsCancellation() async throws {
    let (screen, log) = try await loadedScreen()
    let refresh = Task { await screen.refresh() }
    let refreshCall = try await fixture.profiles.nextCall()
    let update = like()
    let mutation = try await mutations.nextCall()
    #expect(screen.state == .refreshing(Profile(name: "Ada", likes: 1)))
    // Cancelling the refresh restores the state it started from, with the changed value.
    screen.cancel()
    await refresh.value
    #expect(screen.state == .success(Profile(name: "Ada", likes: 1)))
    try await refreshCall.cancellation()
    // The cancelled refresh's late answer is dropped: the changed value stays.
    refreshCall.succeed(with: Profile(name: "Ada (late)"))
    mutation.succeed(with: ())
    _ = await update.value
    #expect(screen.state == .success(Profile(name: "Ada", likes: 1)))
    #expect(log.illegal.isEmpty)
  }

  @Test func anEntryWithoutAValueRunsTheMutationAndChangesNothing() async throws {
    let screen = fixture.cache.loader(for: fixture.profile(1))
    let update = like()
    try await mutations.nextCall().fail(with: .offline)
    _ = await update.value
    #expect(screen.state == .idle)
  }

  @Test func aBannerCenterAnnouncesNothingForReplacedValues() async throws {
    let (screen, _) = try await loadedScreen()
    let banners = BannerCenter(observing: screen)
    let update = like()
    try await mutations.nextCall().fail(with: .offline)
    _ = await update.value
    #expect(banners.current == nil)
  }

  @Test func aListIsUpdatedAndRolledBackToo() async throws {
    let feed = fixture.cache.loader(for: fixture.timeline("swift"))
    let load = Task { await feed.load() }
    try await fixture.timeline.nextCall().succeed(with: Page(items: posts(1...3), next: 3))
    await load.value
    let mutations = mutations
    let update = Task {
      try await fixture.cache.update(fixture.timeline("swift")) { items in
        items.removeAll { $0.id == 2 }
      } mutation: { () async throws(LoadFailure) in
        try await mutations.fetch("hide 2")
      }
    }
    let call = try await mutations.nextCall()
    #expect(feed.state == .success(posts([1, 3])))
    call.fail(with: .offline)
    await #expect(throws: LoadFailure.offline) { try await update.value }
    #expect(feed.state == .success(posts(1...3)))
    // The list still pages on from where it was, without duplicates.
    let more = Task { await feed.loadMore() }
    let page = try await fixture.timeline.nextCall()
    #expect(page.argument == 3)
    page.succeed(with: Page(items: posts(3...5), next: nil))
    await more.value
    #expect(feed.state == .endReached(posts(1...5)))
  }
}
