import Testing

@testable import AsyncState

/// Every `PagingState` under every policy, against a table written out by hand.
@Suite struct PagingStatePresentationTests {
  typealias State = PagingState<[Int], ScreenFailure>

  static let states: [State] = [
    .idle, .initialLoading, .refreshing(loaded), .retrying(offline), .success(loaded),
    .endReached(loaded), .failure(offline), .refreshFailure(loaded, offline), .loadingMore(loaded),
    .loadMoreFailure(loaded, offline),
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
    .init(.success(loaded), TestPresentation(main: .content(loaded), footer: .loadMoreTrigger)),
    .init(.endReached(loaded), TestPresentation(main: .content(loaded), footer: .end)),
    .init(.failure(offline), TestPresentation(main: .failure(offline))),
    .init(
      .refreshFailure(loaded, offline), when: PolicyMatch(fullScreenRefreshFailure: false),
      TestPresentation(main: .content(loaded), banner: .refreshFailed(offline))
    ),
    .init(
      .refreshFailure(loaded, offline), when: PolicyMatch(fullScreenRefreshFailure: true),
      TestPresentation(main: .failure(offline))
    ),
    .init(
      .loadingMore(loaded),
      TestPresentation(main: .content(loaded), activity: .loadMore, footer: .loadingMore)
    ),
    .init(
      .loadMoreFailure(loaded, offline), when: PolicyMatch(loadMoreFailureBanner: false),
      TestPresentation(main: .content(loaded), footer: .retry(offline))
    ),
    .init(
      .loadMoreFailure(loaded, offline), when: PolicyMatch(loadMoreFailureBanner: true),
      TestPresentation(
        main: .content(loaded), banner: .loadMoreFailed(offline), footer: .retry(offline)
      )
    ),
  ]

  @Test(arguments: states, PresentationPolicy.allPolicies)
  func presentationMatchesTheTable(state: State, policy: PresentationPolicy) throws {
    let rows = Self.table.filter { $0.state == state && $0.when.matches(policy) }
    try #require(rows.count == 1, "\(rows.count) rows for \(state) under \(policy)")
    #expect(state.presentation(policy: policy) == rows[0].expected)
  }

  @Test(arguments: states, PresentationPolicy.allPolicies)
  func onlyStatesThatCanPageOfferTheTrigger(state: State, policy: PresentationPolicy) {
    // A trigger where paging is refused would fire loadMore() for nothing; a trigger after
    // a failed page would retry it in a loop.
    let footer = state.presentation(policy: policy).footer
    #expect(footer.isLoadMoreTrigger == (state.canLoadMore && !state.isLoadMoreFailure))
  }

  @Test(arguments: PresentationPolicy.allPolicies)
  func aFailedPageIsNeverALoadMoreTrigger(policy: PresentationPolicy) {
    let presentation = State.loadMoreFailure(loaded, offline).presentation(policy: policy)
    #expect(presentation.footer == .retry(offline))
    #expect(presentation.main == .content(loaded))
  }

  @Test(arguments: PresentationPolicy.allPolicies)
  func aRefreshNeverShowsASecondSpinner(policy: PresentationPolicy) {
    let presentation = State.refreshing(loaded).presentation(policy: policy)
    #expect(!presentation.showsBlockingSpinner)
    #expect(presentation.isRefreshing)
  }

  @Test func pagingPresentationAgreesWithItsDataStateOutsidePaging() {
    // Where paging plays no part, a paging state presents like the DataState it implies.
    for state in Self.states where !state.isLoadingMore && !state.isLoadMoreFailure {
      for policy in PresentationPolicy.allPolicies {
        var expected = state.dataState.presentation(policy: policy)
        expected.footer = state.presentation(policy: policy).footer
        #expect(state.presentation(policy: policy) == expected, "\(state)")
      }
    }
  }

  @Test func loadingMoreIsFlagged() {
    let presentation = State.loadingMore(loaded).presentation()
    #expect(presentation.isLoadingMore && presentation.isLoading)
    #expect(!presentation.isRefreshing && !presentation.showsBlockingSpinner)
  }
}
