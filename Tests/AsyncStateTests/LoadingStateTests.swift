import AsyncState
import Testing

/// `LoadingState`, seed 000's idle / loading / loaded(`Result`) view of both state enums.
@Suite struct LoadingStateTests {
  typealias Loading = LoadingState<Items, TestFailure>

  /// The latest outcome wins: a failed refresh is `.loaded(.failure)` although its value is
  /// kept.
  @Test(
    arguments: zip(
      Fixture.dataStates,
      [
        .idle, .loading, .loading, .loading, .loaded(.success([1, 2, 3])),
        .loaded(.failure(.offline)), .loaded(.failure(.offline)),
      ] as [Loading]
    )
  )
  func dataStateLoadingState(_ state: TestDataState, expected: Loading) {
    #expect(state.loadingState == expected)
  }

  @Test(
    arguments: zip(
      Fixture.pagingStates,
      [
        .idle, .loading, .loading, .loading, .loaded(.success([1, 2, 3])),
        .loaded(.success([1, 2, 3])), .loaded(.failure(.offline)), .loaded(.failure(.offline)),
        .loading, .loaded(.failure(.offline)),
      ] as [Loading]
    )
  )
  func pagingStateLoadingState(_ state: TestPagingState, expected: Loading) {
    #expect(state.loadingState == expected)
    #expect(state.loadingState == state.dataState.loadingState)
  }

  /// `.loading` exactly where the state is loading.
  @Test func loadingExactlyWhenTheStateIsLoading() {
    for state in Fixture.dataStates {
      #expect((state.loadingState == .loading) == state.isLoading)
    }
    for state in Fixture.pagingStates {
      #expect((state.loadingState == .loading) == state.isLoading)
    }
  }

  @Test func equalityAndHashing() {
    let states: Set<Loading> = [
      .idle, .loading, .loaded(.success([1])), .loaded(.success([2])),
      .loaded(.failure(.offline)), .loaded(.failure(.server)),
    ]
    #expect(states.count == 6)
    #expect(states.contains(.loaded(.success([2]))))
    #expect(!states.contains(.loaded(.failure(.timedOut))))
  }

  @Test func crossesATaskBoundary() async {
    let state = Loading.loaded(.failure(.timedOut))
    let received = await Task.detached { state }.value
    #expect(received == state)
  }
}
