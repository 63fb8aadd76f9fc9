import AsyncState
import Testing

/// Sorting and filtering an inspector's rows: a pure function of the snapshot.
@Suite struct InspectorFilterTests {
  /// Four entries: `a` in use and loading, `b` unused and failed, `c` unused with an old
  /// value, `d` in use and idle.
  let entries = [
    CacheEntrySnapshot(
      id: 0, key: "ProfileQuery(id: 1)", state: "refreshing(Ada)", isLoading: true,
      age: .seconds(30), isInUse: true, lastCause: nil, sinceLastTransition: .seconds(1)),
    CacheEntrySnapshot(
      id: 1, key: "FeedQuery(home)", isPaging: true, state: "failure(offline)",
      sinceLastTransition: .seconds(3)),
    CacheEntrySnapshot(
      id: 2, key: "ProfileQuery(id: 2)", state: "success(Grace)",
      age: .seconds(90), isStale: true, sinceLastTransition: .seconds(90)),
    CacheEntrySnapshot(id: 3, key: "BadgeQuery()", state: "idle", isInUse: true),
  ]

  func keys(_ filter: InspectorFilter) -> [String] {
    filter.apply(to: entries).map(\.key)
  }

  @Test func theStateCaseIsTheStateWithoutItsPayload() {
    #expect(entries.map(\.stateCase) == ["refreshing", "failure", "success", "idle"])
    #expect(
      InspectorFilter.stateCases(in: entries) == ["failure", "idle", "refreshing", "success"])
  }

  @Test(arguments: [
    (
      InspectorFilter.Order.inUseFirst,
      ["ProfileQuery(id: 1)", "BadgeQuery()", "FeedQuery(home)", "ProfileQuery(id: 2)"]
    ),
    (
      .recentActivity,
      ["ProfileQuery(id: 1)", "FeedQuery(home)", "ProfileQuery(id: 2)", "BadgeQuery()"]
    ),
    (.key, ["BadgeQuery()", "FeedQuery(home)", "ProfileQuery(id: 1)", "ProfileQuery(id: 2)"]),
    (.age, ["ProfileQuery(id: 2)", "ProfileQuery(id: 1)", "BadgeQuery()", "FeedQuery(home)"]),
    (.creation, ["ProfileQuery(id: 1)", "FeedQuery(home)", "ProfileQuery(id: 2)", "BadgeQuery()"]),
  ])
  func everyOrderSortsTheRows(order: InspectorFilter.Order, expected: [String]) {
    #expect(keys(InspectorFilter(order: order)) == expected)
  }

  @Test func textMatchesTheKeyOrTheStateIgnoringCase() {
    #expect(
      keys(InspectorFilter(text: "profilequery", order: .creation)) == [
        "ProfileQuery(id: 1)", "ProfileQuery(id: 2)",
      ])
    #expect(keys(InspectorFilter(text: "OFFLINE")) == ["FeedQuery(home)"])
    #expect(keys(InspectorFilter(text: "nothing")).isEmpty)
  }

  @Test func stateCasesKeepOnlyThoseCases() {
    #expect(
      keys(InspectorFilter(stateCases: ["failure", "idle"], order: .creation)) == [
        "FeedQuery(home)", "BadgeQuery()",
      ])
    #expect(keys(InspectorFilter(text: "profile", stateCases: ["failure"])).isEmpty)
  }
}
