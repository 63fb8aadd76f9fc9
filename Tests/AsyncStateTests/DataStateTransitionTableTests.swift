import AsyncState
import Testing

/// Every (state, transition) pair of `DataState` against the documented table
/// (`DataStateTable`, a copy of the table in `DataState`'s documentation).
@Suite struct DataStateTransitionTableTests {
  @Test func fixturesHoldEveryCaseOnce() {
    #expect(Fixture.dataStates.map(DataKind.init) == DataKind.allCases)
  }

  @Test(arguments: Fixture.dataStates, DataTransition.all)
  func transition(from state: TestDataState, by transition: DataTransition) {
    let expected = DataStateTable.expected(from: state, after: transition)
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
  /// `DataStateTable` was edited along with the code.
  @Test func allowedMovesPerTransition() {
    func allowed(_ transition: DataTransition) -> [DataKind] {
      Fixture.dataStates.filter { state in
        var copy = state
        return transition.apply(to: &copy) ?? true
      }
      .map(DataKind.init)
    }
    #expect(allowed(.startLoading) == [.idle, .success, .failure, .refreshFailure])
    #expect(allowed(.succeed(Fixture.newValue)) == [.initialLoading, .refreshing, .retrying])
    #expect(allowed(.fail(Fixture.newFailure)) == [.initialLoading, .refreshing, .retrying])
    #expect(allowed(.cancelLoading) == [.initialLoading, .refreshing, .retrying])
    #expect(allowed(.reset) == DataKind.allCases)
  }
}
