import AsyncState
import Testing

/// Every (state, transition) pair of `PagingState` against the documented table
/// (`PagingStateTable`, a copy of the table in `PagingState`'s documentation).
@Suite struct PagingStateTransitionTableTests {
  @Test func fixturesHoldEveryCaseOnce() {
    #expect(Fixture.pagingStates.map(PagingKind.init) == PagingKind.allCases)
  }

  @Test(arguments: Fixture.pagingStates, PagingTransition.all)
  func transition(from state: TestPagingState, by transition: PagingTransition) {
    let expected = PagingStateTable.expected(from: state, after: transition)
    var actual = state
    let returned = transition.apply(to: &actual)

    // A refused move leaves the state as it was.
    #expect(actual == (expected ?? state))
    // The method says whether it moved: `false` exactly when the state is unchanged.
    if let returned {
      #expect(returned == (expected != nil))
      #expect(returned == (actual != state))
    }
  }

  /// The table's shape, counted off the documentation: a moved line shows up here even if
  /// `PagingStateTable` was edited along with the code.
  @Test func allowedMovesPerTransition() {
    func allowed(_ transition: PagingTransition) -> [PagingKind] {
      Fixture.pagingStates.filter { state in
        var copy = state
        return transition.apply(to: &copy) ?? true
      }
      .map(PagingKind.init)
    }
    #expect(
      allowed(.startLoading) == [
        .idle, .success, .endReached, .failure, .refreshFailure, .loadingMore, .loadMoreFailure,
      ]
    )
    #expect(allowed(.startLoadingMore) == [.success, .loadMoreFailure])
    let loading: [PagingKind] = [.initialLoading, .refreshing, .retrying, .loadingMore]
    for hasMore in [true, false] {
      #expect(allowed(.succeed(Fixture.newValue, hasMore: hasMore)) == loading)
      #expect(allowed(.appendPage(Fixture.page, hasMore: hasMore)) == [.loadingMore])
    }
    #expect(allowed(.fail(Fixture.newFailure)) == loading)
    #expect(allowed(.cancelLoading) == loading)
    #expect(allowed(.reset) == PagingKind.allCases)
  }

  @Test func appendPageKeepsTheLoadedItemsInFront() {
    // `#expect` cannot take a mutating call, so each result is bound first.
    var state = TestPagingState.loadingMore([1, 2, 3])
    let appended = state.appendPage([4, 5])
    #expect(appended)
    #expect(state == .success([1, 2, 3, 4, 5]))
    let started = state.startLoadingMore()
    let appendedNothing = state.appendPage(EmptyCollection(), hasMore: false)
    #expect(started && appendedNothing)
    #expect(state == .endReached([1, 2, 3, 4, 5]))
  }
}
