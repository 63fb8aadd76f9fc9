import AsyncState
import AsyncStateTesting
import Observation
import Testing

/// Item 3 of the inspector issue: the rows, each entry's history, and the actions.
@MainActor
@Suite struct LoaderInspectorTests {
  let fixture = CacheFixture(staleAfter: .seconds(60), unusedLifetime: .seconds(300))
  let inspector: LoaderInspector

  init() {
    inspector = LoaderInspector(cache: fixture.cache)
  }

  /// The row of `key` now.
  func row(_ key: String) throws -> CacheEntrySnapshot {
    try #require(inspector.rows().first { $0.key == key })
  }

  @Test func rowsListEntriesInUseFirst() async throws {
    try await fixture.loadProfile(1, as: Profile(name: "Ada"))
    fixture.clock.advance(by: .seconds(5))
    let screen = fixture.cache.loader(for: fixture.profile(2))
    let observation = screen.observe { _, _ in }
    fixture.cache.setValue(Profile(name: "Grace"), for: fixture.profile(3))

    let rows = inspector.rows()
    #expect(
      rows.map(\.key) == ["ProfileQuery(id: 2)", "ProfileQuery(id: 3)", "ProfileQuery(id: 1)"])
    #expect(rows.map(\.stateCase) == ["idle", "success", "success"])
    #expect(rows.map(\.isInUse) == [true, false, false])
    #expect(rows.map(\.observerCount) == [1, 0, 0])
    #expect(rows.map(\.age) == [nil, .zero, .seconds(5)])
    #expect(inspector.rows(InspectorFilter(text: "grace")).map(\.key) == ["ProfileQuery(id: 3)"])
    _ = observation
  }

  @Test func historyListsAnEntrysTransitionsWithTheirTimes() async throws {
    let screen = fixture.cache.loader(for: fixture.profile(1))
    let load = Task { await screen.load() }
    let call = try await fixture.profiles.nextCall()
    fixture.clock.advance(by: .milliseconds(300))
    call.fail(with: .offline)
    await load.value
    fixture.cache.setValue(Profile(name: "Grace"), for: fixture.profile(2))

    let expected:
      [(time: Duration, key: String, from: String, to: String, cause: TransitionCause)] = [
        (
          time: .zero, key: "ProfileQuery(id: 1)", from: "idle", to: "initialLoading",
          cause: .loadStarted
        ),
        (
          time: .milliseconds(300), key: "ProfileQuery(id: 1)", from: "initialLoading",
          to: "failure(offline)", cause: .loadFailed
        ),
      ]
    let history = inspector.history(of: "ProfileQuery(id: 1)")
    #expect(history.elementsEqual(expected, by: ==), "\(history)")
    #expect(inspector.history(of: "ProfileQuery(id: 2)").map(\.cause) == [.valueReplaced])
  }

  @Test func readingHistoryIsObserved() async {
    await confirmation { changed in
      withObservationTracking {
        _ = inspector.history(of: "ProfileQuery(id: 1)")
      } onChange: {
        changed()
      }
      fixture.cache.setValue(Profile(name: "Ada"), for: fixture.profile(1))
    }
  }

  @Test func closingStopsRecording() {
    fixture.cache.setValue(Profile(name: "Ada"), for: fixture.profile(1))
    inspector.close()
    fixture.cache.setValue(Profile(name: "Grace"), for: fixture.profile(1))
    #expect(inspector.history(of: "ProfileQuery(id: 1)").map(\.to) == ["success(Ada)"])
    #expect(inspector.rows().map(\.state) == ["success(Grace)"])
  }

  @Test func actionsDependOnTheEntry() throws {
    let screen = fixture.cache.loader(for: fixture.profile(1))
    fixture.cache.setValue(Profile(name: "Ada"), for: fixture.profile(2))
    #expect(
      inspector.actions(for: try row("ProfileQuery(id: 1)")) == [
        .refetch, .invalidate, .failNextFetch,
      ])
    #expect(
      inspector.actions(for: try row("ProfileQuery(id: 2)")) == [
        .refetch, .invalidate, .reset, .evict, .failNextFetch,
      ])
    _ = screen
  }

  @Test func refetchFetchesAFreshValueAgain() async throws {
    try await fixture.loadProfile(1, as: Profile(name: "Ada"))
    let row = try row("ProfileQuery(id: 1)")
    #expect(!row.isStale)
    let refetch = Task { await inspector.refetch(row) }
    try await fixture.profiles.nextCall().succeed(with: Profile(name: "Ada", likes: 1))
    #expect(await refetch.value)
    #expect(try self.row("ProfileQuery(id: 1)").state == "success(Ada♥1)")
    #expect(fixture.profiles.callCount == 2)
  }

  @Test func invalidateMarksAnUnusedEntryStaleWithoutFetching() async throws {
    try await fixture.loadProfile(1, as: Profile(name: "Ada"))
    #expect(await inspector.invalidate(try row("ProfileQuery(id: 1)")))
    #expect(try row("ProfileQuery(id: 1)").isStale)
    #expect(fixture.profiles.callCount == 1)
  }

  @Test func resetReturnsTheLoaderToIdle() async throws {
    fixture.cache.setValue(Profile(name: "Ada"), for: fixture.profile(1))
    #expect(await inspector.reset(try row("ProfileQuery(id: 1)")))
    #expect(try row("ProfileQuery(id: 1)").state == "idle")
    #expect(inspector.history(of: "ProfileQuery(id: 1)").last?.cause == .reset)
    #expect(!inspector.actions(for: try row("ProfileQuery(id: 1)")).contains(.reset))
  }

  @Test func evictRemovesAnUnusedEntryOnly() async throws {
    let screen = fixture.cache.loader(for: fixture.profile(1))
    fixture.cache.setValue(Profile(name: "Ada"), for: fixture.profile(2))
    var activity = fixture.cache.activity().makeAsyncIterator()

    #expect(await !inspector.evict(try row("ProfileQuery(id: 1)")))
    #expect(await inspector.evict(try row("ProfileQuery(id: 2)")))
    #expect(inspector.rows().map(\.key) == ["ProfileQuery(id: 1)"])
    let eviction = await activity.nextEviction()
    #expect(eviction?.key == "ProfileQuery(id: 2)")
    #expect(eviction?.reason == .inspector)
    _ = screen
  }

  @Test func anEvictedRowHasNoActions() async throws {
    fixture.cache.setValue(Profile(name: "Ada"), for: fixture.profile(1))
    let row = try row("ProfileQuery(id: 1)")
    #expect(await inspector.evict(row))
    #expect(inspector.actions(for: row).isEmpty)
    #expect(await !inspector.refetch(row))
  }

  @Test func failNextFetchFailsOnceWithoutCallingTheQuery() async throws {
    let screen = fixture.cache.loader(for: fixture.profile(1))
    #expect(await inspector.failNextFetch(try row("ProfileQuery(id: 1)")))
    #expect(!inspector.actions(for: try row("ProfileQuery(id: 1)")).contains(.failNextFetch))

    await screen.load()
    #expect(screen.state == .failure(.loader(.timedOut(after: .zero))))
    #expect(fixture.profiles.callCount == 0)
    #expect(inspector.actions(for: try row("ProfileQuery(id: 1)")).contains(.failNextFetch))

    // Only the next fetch: the retry calls the query.
    let retry = Task { await screen.load() }
    try await fixture.profiles.nextCall().succeed(with: Profile(name: "Ada"))
    await retry.value
    #expect(screen.state == .success(Profile(name: "Ada")))
  }

  @Test func failNextFetchOfAnAnyErrorLoaderThrowsASimulatedFailure() async throws {
    let screen = fixture.cache.loader(for: GreetingQuery())
    #expect(await inspector.failNextFetch(try row("GreetingQuery()")))
    await screen.load()
    #expect(try row("GreetingQuery()").state == "failure(simulated failure)")
  }

  @Test func aLoaderThatCannotFailOffersNoSimulatedFailure() async throws {
    let screen = fixture.cache.loader(for: ClockQuery())
    let row = try row("ClockQuery()")
    #expect(!inspector.actions(for: row).contains(.failNextFetch))
    #expect(await !inspector.failNextFetch(row))
    await screen.load()
    #expect(screen.state == .success("noon"))
  }
}

/// A query whose failure type is `any Error`.
private struct GreetingQuery: DataQuery {
  func fetch() async throws -> String { "hello" }
}

/// A query that cannot fail.
private struct ClockQuery: DataQuery {
  func fetch() async -> String { "noon" }
}
