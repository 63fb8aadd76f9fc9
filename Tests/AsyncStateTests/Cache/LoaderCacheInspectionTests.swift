import AsyncState
import AsyncStateTesting
import Observation
import Testing

/// Point 9 of the cache issue: the inspector's snapshot and the activity it scrolls by.
@MainActor
@Suite struct LoaderCacheInspectionTests {
  let fixture = CacheFixture(staleAfter: .seconds(60), unusedLifetime: .seconds(300))

  @Test func aSnapshotDescribesEveryEntry() async throws {
    try await fixture.loadProfile(1, as: Profile(name: "Ada"))
    #expect(fixture.cache.count == 1)  // notices that the screen went away
    fixture.clock.advance(by: .seconds(70))
    let screen = fixture.cache.loader(for: fixture.timeline("swift"))
    let observation = screen.observe { _, _ in }
    let load = Task { await screen.load() }
    let call = try await fixture.timeline.nextCall()
    fixture.clock.advance(by: .seconds(5))

    let snapshot = fixture.cache.snapshot()
    #expect(fixture.cache.configuration.maxEntries == 100)
    #expect(fixture.cache.configuration.unusedLifetime == .seconds(300))
    #expect(snapshot.count(where: \.isInUse) == 1)
    #expect(
      snapshot == [
        CacheEntrySnapshot(
          id: 0, key: "ProfileQuery(id: 1)", state: "success(Ada)",
          age: .seconds(75), isStale: true, isInUse: false, fetchCount: 1,
          lastCause: .loadSucceeded,
          sinceLastTransition: .seconds(75), unusedFor: .seconds(75), evictedIn: .seconds(225)),
        CacheEntrySnapshot(
          id: 1, key: "TimelineQuery(swift)", isPaging: true, state: "initialLoading",
          isLoading: true, isInUse: true, observerCount: 1, fetchCount: 1,
          lastCause: .loadStarted,
          sinceLastTransition: .seconds(5)),
      ])
    screen.cancel()
    await load.value
    try await call.cancellation()
    call.succeed(with: Page(items: posts(1...2), next: nil))  // late: dropped
    #expect(screen.state == .idle)
    _ = observation
  }

  @Test func theActivityScrollsByInOrder() async throws {
    var activity = fixture.cache.activity().makeAsyncIterator()
    try await fixture.loadProfile(1, as: Profile(name: "Ada"))
    #expect(fixture.cache.count == 1)  // notices that the screen went away
    var lines: [String] = []
    for _ in 0..<5 {
      if let next = await activity.next() { lines.append(next.description) }
    }
    #expect(
      lines == [
        "ProfileQuery(id: 1) added",
        "ProfileQuery(id: 1) in use",
        "ProfileQuery(id: 1) → initialLoading (loadStarted)",
        "ProfileQuery(id: 1) → success(Ada) (loadSucceeded)",
        "ProfileQuery(id: 1) unused",
      ])
  }

  @Test func readingASnapshotIsObserved() async {
    await confirmation { changed in
      withObservationTracking {
        _ = fixture.cache.snapshot()
      } onChange: {
        changed()
      }
      fixture.cache.setValue(Profile(name: "Ada"), for: fixture.profile(1))
    }
  }
}
