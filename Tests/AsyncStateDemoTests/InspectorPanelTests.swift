import AsyncState
import AsyncStateDemo
import Testing

/// The inspector panel's layout: entries in use first, two rows each (the state, then the
/// summary an app's inspector shows), one entry's history, the activity below.
@Suite struct InspectorPanelTests {
  let entries = [
    CacheEntrySnapshot(
      id: 0, key: "feed", isPaging: true, state: "success([20 items])", age: .seconds(3),
      isInUse: true, observerCount: 3, fetchCount: 1,
      lastCause: .loadSucceeded,
      sinceLastTransition: .seconds(3)),
    CacheEntrySnapshot(
      id: 1, key: "post #1", state: "success(Title)", age: .seconds(3),
      lastCause: .valueReplaced,
      sinceLastTransition: .seconds(3), unusedFor: .seconds(2), evictedIn: .seconds(28)),
    CacheEntrySnapshot(
      id: 2, key: "post #2", state: "success(Other)", age: .seconds(3),
      isStale: true, isInUse: true,
      lastCause: .valueReplaced,
      sinceLastTransition: .seconds(1)),
  ]

  @Test func entriesAndActivityFitTheirRows() {
    let panel = InspectorPanel(
      entries: entries, maxEntries: 32, log: ["feed added", "feed in use"])
    // 52 columns: the panel's width beside a wide feed (``SidePanelLayout/panelWidth``).
    let lines = panel.lines(width: 52, height: 14).map(\.text)
    #expect(
      lines == [
        " Cache · 3/32 entries · i hides",
        " ● post #2  success(Other)",
        "   3s old · stale · in use · 0 observers · 0 fetches",
        " ● feed  success([20 items])",
        "   3s old · fresh · in use · 3 observers · 1 fetch",
        " ○ post #1  success(Title)",
        "   3s old · fresh · unused, evicted in 28s · 0 obse…",
        " ── activity ──",
        " feed added",
        " feed in use",
        "", "", "", "",
      ])
  }

  @Test func entriesThatDoNotFitAreCounted() {
    let lines = InspectorPanel(entries: entries, maxEntries: 32, log: []).lines(
      width: 48, height: 8)
    #expect(lines.count == 8)
    #expect(lines.map(\.text).contains("   … 2 more"))
    #expect(lines.allSatisfy { $0.text.count <= 48 })
  }

  /// The panel lists the rows in the order of the core's default filter, as an app's list does.
  @Test func theEntriesFollowTheCoresInspectorOrder() {
    let lines = InspectorPanel(entries: entries, maxEntries: 32, log: []).lines(
      width: 60, height: 14)
    let shown = lines.map(\.text).filter { $0.hasPrefix(" ● ") || $0.hasPrefix(" ○ ") }
      .map { $0.dropFirst(3).split(separator: "  ").first.map(String.init) }
    #expect(shown == InspectorFilter().apply(to: entries).map(\.key))
  }

  @Test func theHistoryShowsItsNewestTransitionsUnderItsKey() {
    let history: [(time: Duration, key: String, from: String, to: String, cause: TransitionCause)] =
      [
        (time: .zero, key: "feed", from: "idle", to: "initialLoading", cause: .loadStarted),
        (
          time: .seconds(1), key: "feed", from: "initialLoading", to: "success([20 items])",
          cause: .loadSucceeded
        ),
        (
          time: .seconds(5), key: "feed", from: "success([20 items])", to: "refreshing([20 items])",
          cause: .loadStarted
        ),
      ]
    let panel = InspectorPanel(
      entries: entries, maxEntries: 32, log: ["post #1 unused"], history: history)
    let lines = panel.lines(width: 48, height: 14).map(\.text)
    #expect(lines.count == 14)
    #expect(
      Array(lines.drop { $0 != " ── feed history ──" }) == [
        " ── feed history ──",
        " +0s loadStarted: idle → initialLoading",
        " +1s loadSucceeded: initialLoading → success([2…",
        " +5s loadStarted: success → refreshing([20 item…",
        " ── activity ──",
        " post #1 unused",
        "", "", "", "",
      ])
  }

  /// The selected entry is marked `▸` and the rows scroll to keep it in sight.
  @Test func theSelectedEntryIsMarkedAndKeptInSight() {
    let lines = InspectorPanel(entries: entries, maxEntries: 32, log: [], selectedID: 1)
      .lines(width: 52, height: 10).map(\.text)
    #expect(
      Array(lines.prefix(6)) == [
        " Cache · 3/32 entries · i hides",
        " ● feed  success([20 items])",
        "   3s old · fresh · in use · 3 observers · 1 fetch",
        "▸○ post #1  success(Title)",
        "   3s old · fresh · unused, evicted in 28s · 0 obse…",
        "   … 1 more",
      ])
  }

  /// The saved data lists the model's persistence events as given, newest first; a cache
  /// with a store but no event yet says so, and one without a store has no section.
  @Test func theSavedDataListsTheEventsNewestFirst() {
    let saved: [(time: Duration, key: String, event: PersistenceEvent)] = [
      (time: .seconds(12), key: "feed-1", event: .writeFailed("disk full")),
      (time: .zero, key: "feed-1", event: .restored(age: .seconds(150))),
    ]
    let lines = InspectorPanel(entries: entries, maxEntries: 32, log: [], saved: saved)
      .lines(width: 52, height: 20).map(\.text)
    #expect(
      Array(lines.drop { $0 != " ── saved data ──" }.prefix(4)) == [
        " ── saved data ──",
        " +12s feed-1: write failed: disk full",
        " +0s feed-1: restored, 150s old",
        " ── activity ──",
      ])
    let empty = InspectorPanel(entries: entries, maxEntries: 32, log: [], saved: [])
      .lines(width: 52, height: 20).map(\.text)
    #expect(empty.contains(" nothing restored or failed yet"))
    let none = InspectorPanel(entries: entries, maxEntries: 32, log: []).lines(
      width: 52, height: 20)
    #expect(!none.contains { $0.text.contains("saved data") })
  }
}
