import AsyncState
import Testing

/// `AsyncPhase`, the `AsyncImagePhase`-like view of both state enums.
@Suite struct AsyncPhaseTests {
  typealias Phase = AsyncPhase<Items, TestFailure>

  @Test(
    arguments: zip(
      Fixture.dataStates,
      [
        .empty, .loading, .content([1, 2, 3]), .loading, .content([1, 2, 3]),
        .failure(.offline), .content([1, 2, 3]),
      ] as [Phase]
    )
  )
  func dataStatePhase(_ state: TestDataState, expected: Phase) {
    #expect(state.phase == expected)
  }

  /// A paging state has the phase of the data state it implies: loaded pages always show.
  @Test(
    arguments: zip(
      Fixture.pagingStates,
      [
        .empty, .loading, .content([1, 2, 3]), .loading, .content([1, 2, 3]),
        .content([1, 2, 3]), .failure(.offline), .content([1, 2, 3]), .content([1, 2, 3]),
        .content([1, 2, 3]),
      ] as [Phase]
    )
  )
  func pagingStatePhase(_ state: TestPagingState, expected: Phase) {
    #expect(state.phase == expected)
    #expect(state.phase == state.dataState.phase)
  }

  @Test func valueAndErrorProjections() {
    #expect(Phase.content([1]).value == [1])
    #expect(Phase.content([1]).failure == nil)
    #expect(Phase.failure(.server).failure == .server)
    #expect(Phase.failure(.server).value == nil)
    #expect(Phase.empty.value == nil && Phase.empty.failure == nil)
    #expect(Phase.loading.value == nil && Phase.loading.failure == nil)
  }

  @Test func equalityAndHashing() {
    let phases: Set<Phase> = [.empty, .loading, .content([1]), .content([2]), .failure(.offline)]
    #expect(phases.count == 5)
    #expect(phases.contains(.content([1])))
    #expect(!phases.contains(.failure(.server)))
  }

  @Test func switchWithNeverFailureOmitsTheFailureCase() {
    let phase = DataState<Int, Never>.refreshing(4).phase
    let text: String =
      switch phase {
      case .empty, .loading: "-"
      case .content(let value): "\(value)"
      }
    #expect(text == "4")
  }

  @Test func crossesATaskBoundary() async {
    let phase = Phase.content([1, 2])
    let received = await Task.detached { phase }.value
    #expect(received == phase)
  }
}
