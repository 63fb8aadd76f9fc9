import AsyncState
import AsyncStateDemo
import Testing

/// The inspector panel's layout: entries in use first, two rows each, the activity below.
@Suite struct InspectorPanelTests {
  let snapshot = CacheSnapshot(
    entries: [
      CacheEntrySnapshot(
        id: 0, key: "feed", kind: .paging, state: "success([20 items])", age: .seconds(3),
        isInUse: true, observerCount: 3, fetchCount: 1,
        lastTransition: StateTransition(state: "success([20 items])", cause: .loadSucceeded),
        sinceLastTransition: .seconds(3)),
      CacheEntrySnapshot(
        id: 1, key: "post #1", kind: .data, state: "success(Title)", age: .seconds(3),
        lastTransition: StateTransition(state: "success(Title)", cause: .valueReplaced),
        sinceLastTransition: .seconds(3), unusedFor: .seconds(2), evictedIn: .seconds(28)),
      CacheEntrySnapshot(
        id: 2, key: "post #2", kind: .data, state: "success(Other)", age: .seconds(3),
        isStale: true, isInUse: true,
        lastTransition: StateTransition(state: "success(Other)", cause: .valueReplaced),
        sinceLastTransition: .seconds(1)),
    ],
    maxEntries: 32, unusedLifetime: .seconds(30))

  @Test func entriesAndActivityFitTheirRows() {
    let panel = InspectorPanel(snapshot: snapshot, log: ["feed added", "feed in use"])
    let lines = panel.lines(width: 48, height: 14).map(\.text)
    #expect(
      lines == [
        " Cache · 3/32 entries · i hides",
        " ● post #2  success(Other)",
        "    3s stale · 0 obs · 0 loads · valueReplaced",
        " ● feed  success([20 items])",
        "    3s fresh · 3 obs · 1 load · loadSucceeded",
        " ○ post #1  success(Title)",
        "    3s fresh · evicted in 28s · 0 loads · value…",
        " ── activity ──",
        " feed added",
        " feed in use",
        "", "", "", "",
      ])
  }

  @Test func entriesThatDoNotFitAreCounted() {
    let lines = InspectorPanel(snapshot: snapshot, log: []).lines(width: 48, height: 8)
    #expect(lines.count == 8)
    #expect(lines.map(\.text).contains("   … 2 more"))
    #expect(lines.allSatisfy { $0.text.count <= 48 })
  }
}
