import Testing

@testable import AsyncState

/// Every `DataState` under every policy, against a table written out by hand.
@Suite struct DataStatePresentationTests {
  typealias State = DataState<[Int], ScreenFailure>

  static let states: [State] = [
    .idle, .initialLoading, .refreshing(loaded), .retrying(offline), .success(loaded),
    .failure(offline), .refreshFailure(loaded, offline),
  ]

  /// For each (state, policy) exactly one row matches.
  static let table: [PresentationRow<State>] = [
    .init(.idle, TestPresentation(main: .empty)),
    .init(
      .initialLoading,
      TestPresentation(main: .loading, activity: .initialLoad)
    ),
    .init(.refreshing(loaded), TestPresentation(main: .content(loaded), activity: .refresh)),
    .init(
      .retrying(offline), when: PolicyMatch(blockingSpinnerWhileRetrying: false),
      TestPresentation(main: .failure(offline), activity: .retry)
    ),
    .init(
      .retrying(offline), when: PolicyMatch(blockingSpinnerWhileRetrying: true),
      TestPresentation(main: .loading, activity: .retry)
    ),
    .init(.success(loaded), TestPresentation(main: .content(loaded))),
    .init(.failure(offline), TestPresentation(main: .failure(offline))),
    .init(
      .refreshFailure(loaded, offline), when: PolicyMatch(fullScreenRefreshFailure: false),
      TestPresentation(main: .content(loaded), banner: .refreshFailed(offline))
    ),
    .init(
      .refreshFailure(loaded, offline), when: PolicyMatch(fullScreenRefreshFailure: true),
      TestPresentation(main: .failure(offline))
    ),
  ]

  @Test(arguments: states, PresentationPolicy.allPolicies)
  func presentationMatchesTheTable(state: State, policy: PresentationPolicy) throws {
    let rows = Self.table.filter { $0.state == state && $0.when.matches(policy) }
    try #require(rows.count == 1, "\(rows.count) rows for \(state) under \(policy)")
    #expect(state.presentation(policy: policy) == rows[0].expected)
  }

  @Test func theDefaultPolicyIsTheSeedDecks() {
    #expect(PresentationPolicy.default == [])
    #expect(
      State.refreshFailure(loaded, offline).presentation()
        == TestPresentation(main: .content(loaded), banner: .refreshFailed(offline))
    )
  }

  @Test(arguments: PresentationPolicy.allPolicies)
  func aRefreshNeverShowsASecondSpinner(policy: PresentationPolicy) {
    // Seed 004 Case 2: during pull-to-refresh only the refresh control spins.
    let presentation = State.refreshing(loaded).presentation(policy: policy)
    #expect(!presentation.showsBlockingSpinner)
    #expect(presentation.isRefreshing)
    #expect(presentation.content == loaded)
  }

  @Test(arguments: states, PresentationPolicy.allPolicies)
  func aDataStateNeverHasAFooter(state: State, policy: PresentationPolicy) {
    #expect(state.presentation(policy: policy).footer == .none)
  }

  @Test func aFreshValueRendersContentWithNoSpinner() {
    // Seed 002: a screen that already has its value shows it at once.
    let presentation = State.success(loaded).presentation()
    #expect(presentation.main == .content(loaded))
    #expect(!presentation.showsBlockingSpinner)
    #expect(!presentation.isLoading)
  }

  @Test func projectionsReadTheParts() {
    let retrying = State.retrying(offline).presentation()
    #expect(retrying.isRetrying && retrying.isLoading && !retrying.isRefreshing)
    #expect(retrying.shownFailure == offline)
    #expect(retrying.content == nil)
    let failedRefresh = State.refreshFailure(loaded, .server(code: 500)).presentation()
    #expect(failedRefresh.bannerFailure == .server(code: 500))
    #expect(failedRefresh.shownFailure == .server(code: 500))
    #expect(!failedRefresh.isLoading)
    #expect(State.idle.presentation().shownFailure == nil)
  }
}
