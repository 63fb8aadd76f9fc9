import AsyncState
import AsyncStateTesting
import Testing

/// The snapshot a diffable list applies for each presentation.
@MainActor
@Suite struct ListSnapshotPlanTests {
  typealias Plan = ListSnapshotPlan<Post>
  typealias State = PagingState<[Post], LoadFailure>

  func plan(_ state: State, after previous: Plan? = nil) -> Plan {
    Plan(state.presentation(), after: previous)
  }

  @Test func theFirstPageAppearsWithoutAnimation() {
    let first = plan(.success(posts(0..<3)), after: .empty)
    #expect(first.itemRows == [.item(0), .item(1), .item(2)])
    #expect(first.footerRows == [.footer])
    #expect(first.footer == .loading)
    #expect(!first.animatesDifferences)
    #expect(first.reconfiguredRows.isEmpty)
    #expect(Plan.sections == [.header, .items, .footer])
    #expect(first.headerRows.isEmpty)
  }

  @Test func laterPagesAnimate() {
    let first = plan(.success(posts(0..<3)))
    let loading = plan(.loadingMore(posts(0..<3)), after: first)
    let second = plan(.success(posts(0..<6)), after: loading)
    #expect(loading.animatesDifferences && second.animatesDifferences)
    #expect(second.itemRows.count == 6)
    // The footer showed a spinner and still does: nothing to reconfigure.
    #expect(second.reconfiguredRows.isEmpty)
  }

  @Test(arguments: [
    State.idle, .initialLoading, .failure(.offline), .retrying(.offline),
  ])
  func noContentNoRows(_ state: State) {
    let plan = plan(state)
    #expect(plan.itemRows.isEmpty)
    #expect(plan.footerRows.isEmpty)
  }

  @Test func theFooterFollowsThePresentation() {
    #expect(plan(.endReached(posts(0..<2))).footer == .end)
    #expect(plan(.refreshing(posts(0..<2))).footer == nil)
    #expect(
      plan(.loadMoreFailure(posts(0..<2), .offline)).footer
        == .retry(message: "LoadFailure.offline"))
  }

  @Test func aFooterThatChangesIsReconfigured() {
    let loading = plan(.loadingMore(posts(0..<2)))
    let failed = plan(.loadMoreFailure(posts(0..<2), .offline), after: loading)
    #expect(failed.reconfiguredRows == [.footer])
    // A footer that appears or goes away is inserted or deleted, not reconfigured.
    let refreshing = plan(.refreshing(posts(0..<2)), after: failed)
    #expect(refreshing.reconfiguredRows.isEmpty)
  }

  @Test func aChangedItemIsReconfiguredAndAKeptOneIsNot() {
    let before = plan(.success([Post(0, "a"), Post(1, "b"), Post(2, "c")]))
    let after = plan(.success([Post(1, "B"), Post(0, "a"), Post(3, "d")]), after: before)
    #expect(after.itemRows == [.item(1), .item(0), .item(3)])
    #expect(after.reconfiguredRows == [.item(1)])
    #expect(after.item(withID: 1)?.title == "B")
    #expect(after.item(withID: 2) == nil)
  }

  @Test func aCustomComparisonDecidesWhatIsReconfigured() {
    let presentation = State.success([Post(0, "a")]).presentation()
    let before = Plan(presentation, after: nil)
    let always = Plan(presentation, after: before, isUnchanged: { _, _ in false })
    #expect(always.reconfiguredRows == [.item(0)])
  }

  @Test func repeatedIDsKeepTheFirst() {
    let plan = plan(.success([Post(0, "a"), Post(1, "b"), Post(0, "again")]))
    #expect(plan.itemRows == [.item(0), .item(1)])
    #expect(plan.item(withID: 0)?.title == "a")
  }

  @Test func theEmptyPlanHasNoRows() {
    #expect(Plan.empty.items.isEmpty && Plan.empty.footer == nil)
    #expect(!Plan.empty.animatesDifferences)
  }

  /// A source whose pages overlap (offsets shifted between requests): the loader's duplicate
  /// removal is what gives the data source unique ids.
  @Test func aLoaderOverOverlappingPagesNeverRepeatsAnID() async throws {
    let pages = ControlledFetch<Int?, Page<Post, Int>, LoadFailure>()
    let loader = PagingLoader(fetchPage: pages.fetch)
    let load = Task { await loader.load() }
    try await pages.nextCall().succeed(with: Page(items: posts(0..<4), next: 1))
    await load.value
    let more = Task { await loader.loadMore() }
    try await pages.nextCall().succeed(with: Page(items: posts(2..<6), next: nil))
    await more.value
    let ids = loader.state.value?.map(\.id) ?? []
    #expect(ids == Array(0..<6))
    #expect(Set(plan(loader.state).itemRows).count == plan(loader.state).itemRows.count)
  }

  @Test func theHeaderOfATwoWayListIsItsOwnRow() {
    var presentation = State.success(posts(0..<3)).presentation()
    presentation.header = .loadMoreTrigger
    let trigger = Plan(presentation, after: .empty)
    #expect(trigger.headerRows == [.header])
    #expect(trigger.header == .loading)
    presentation.header = .retry(.offline)
    let retry = Plan(presentation, after: trigger)
    #expect(retry.header == .retry(message: "LoadFailure.offline"))
    #expect(retry.reconfiguredRows == [.header])
    #expect(retry.header?.action == .retry)
  }
}
