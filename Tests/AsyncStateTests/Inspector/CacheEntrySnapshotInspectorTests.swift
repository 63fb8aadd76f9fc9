import AsyncState
import Testing

/// The row's second line, the same in every inspector.
@Suite struct CacheEntrySnapshotSummaryTests {
  @Test func aSummaryNamesAgeFreshnessUseObserversAndFetches() {
    let loading = CacheEntrySnapshot(
      id: 0, key: "A", state: "refreshing(Ada)", isLoading: true, age: .seconds(12),
      isInUse: true, observerCount: 2, fetchCount: 1)
    #expect(loading.summary == "12s old · fresh · in use · 2 observers · 1 fetch · fetching")
    let unused = CacheEntrySnapshot(
      id: 1, key: "B", state: "success(Ada)", age: .milliseconds(1_500),
      isStale: true, observerCount: 1, fetchCount: 3, unusedFor: .seconds(60),
      evictedIn: .seconds(240))
    #expect(unused.summary == "1.5s old · stale · unused, evicted in 240s · 1 observer · 3 fetches")
    let idle = CacheEntrySnapshot(id: 2, key: "C", isPaging: true, state: "idle")
    #expect(idle.summary == "no value · unused · 0 observers · 0 fetches")
  }
}
