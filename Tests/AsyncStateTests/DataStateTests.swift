import AsyncState
import Testing

/// The projections, transforms, descriptions and conformances of `DataState`.
@Suite struct DataStateTests {
  /// The Boolean projections, as a set of the ones that are true.
  enum Flag: CaseIterable {
    case idle, loading, initialLoading, refreshing, retrying, success, failure

    func isSet(in state: TestDataState) -> Bool {
      switch self {
      case .idle: state.isIdle
      case .loading: state.isLoading
      case .initialLoading: state.isInitialLoading
      case .refreshing: state.isRefreshing
      case .retrying: state.isRetrying
      case .success: state.isSuccess
      case .failure: state.isFailure
      }
    }
  }

  @Test(
    arguments: zip(
      Fixture.dataStates,
      [
        [.idle],
        [.loading, .initialLoading],
        [.loading, .refreshing],
        [.loading, .retrying],
        [.success],
        [.failure],
        [.failure],
      ] as [Set<Flag>]
    )
  )
  func flags(of state: TestDataState, areExactly expected: Set<Flag>) {
    #expect(Set(Flag.allCases.filter { $0.isSet(in: state) }) == expected)
  }

  @Test(arguments: Fixture.dataStates)
  func valueAndErrorAreThereInEveryCaseThatHasThem(_ state: TestDataState) {
    let kind = DataKind(state)
    let hasValue: Set<DataKind> = [.refreshing, .success, .refreshFailure]
    let hasError: Set<DataKind> = [.retrying, .failure, .refreshFailure]
    #expect(state.value == (hasValue.contains(kind) ? Fixture.value : nil))
    #expect(state.failure == (hasError.contains(kind) ? Fixture.failure : nil))
  }

  @Test(
    arguments: zip(
      Fixture.dataStates,
      [
        .idle, .initialLoading, .refreshing(3), .retrying(.offline), .success(3),
        .failure(.offline), .refreshFailure(3, .offline),
      ] as [DataState<Int, TestFailure>]
    )
  )
  func mapTransformsTheValueAndKeepsTheCase(
    _ state: TestDataState,
    expected: DataState<Int, TestFailure>
  ) {
    #expect(state.map(\.count) == expected)
  }

  @Test(
    arguments: zip(
      Fixture.dataStates,
      [
        .idle, .initialLoading, .refreshing([1, 2, 3]), .retrying(.init(underlying: .offline)),
        .success([1, 2, 3]), .failure(.init(underlying: .offline)),
        .refreshFailure([1, 2, 3], .init(underlying: .offline)),
      ] as [DataState<Items, WrappedFailure>]
    )
  )
  func mapErrorTransformsTheFailureAndKeepsTheCase(
    _ state: TestDataState,
    expected: DataState<Items, WrappedFailure>
  ) {
    #expect(state.mapError(WrappedFailure.init) == expected)
  }

  @Test(arguments: Fixture.dataStates)
  func throwingMapThrowsItsTypedErrorExactlyWhenThereIsAValue(_ state: TestDataState) {
    var calls = 0
    do throws(TransformFailure) {
      _ = try state.map { (_: Items) throws(TransformFailure) -> Int in
        calls += 1
        throw .rejected
      }
      #expect(state.value == nil)
    } catch {
      // `error` is a `TransformFailure`, not `any Error`: `map` rethrows the typed error.
      #expect(error == .rejected)
      #expect(state.value != nil)
    }
    #expect(calls == (state.value == nil ? 0 : 1))
  }

  @Test(arguments: Fixture.dataStates)
  func throwingMapErrorThrowsItsTypedErrorExactlyWhenThereIsAFailure(_ state: TestDataState) {
    do throws(TransformFailure) {
      _ = try state.mapError { (_: TestFailure) throws(TransformFailure) -> WrappedFailure in
        throw .rejected
      }
      #expect(state.failure == nil)
    } catch {
      #expect(error == .rejected)
      #expect(state.failure != nil)
    }
  }

  @Test(
    arguments: zip(
      [
        .idle, .initialLoading, .refreshing([1, 2, 3]), .retrying(.offline), .success([1]),
        .failure(.timedOut), .refreshFailure([], .server),
      ] as [TestDataState],
      [
        "idle", "initialLoading", "refreshing([3 items])", "retrying(offline)",
        "success([1 item])", "failure(timedOut)", "refreshFailure([0 items], server)",
      ]
    )
  )
  func descriptionSummarisesThePayload(_ state: TestDataState, expected: String) {
    #expect(state.description == expected)
    #expect("\(state)" == expected)
  }

  @Test func descriptionPrintsNonCollectionPayloadsWhole() {
    #expect(DataState<Int, TestFailure>.success(42).description == "success(42)")
    #expect(DataState<Int, TestFailure>.refreshing(7).description == "refreshing(7)")
    #expect(DataState<String, TestFailure>.success("Ada").description == "success(Ada)")
  }

  @Test func debugDescriptionPrintsTheTypeAndEveryPayload() {
    let failure = String(reflecting: TestFailure.offline)
    #expect(TestDataState.idle.debugDescription == "DataState.idle")
    #expect(TestDataState.success([1, 2, 3]).debugDescription == "DataState.success([1, 2, 3])")
    #expect(
      TestDataState.refreshFailure([1], .offline).debugDescription
        == "DataState.refreshFailure([1], \(failure))"
    )
    #expect(
      String(reflecting: TestDataState.retrying(.offline)) == "DataState.retrying(\(failure))"
    )
  }

  @Test func equalityAndHashingFollowTheCaseAndEveryPayload() {
    let states = Set(Fixture.dataStates + Fixture.dataStates)
    #expect(states.count == Fixture.dataStates.count)
    #expect(TestDataState.success([1]) != .success([2]))
    #expect(TestDataState.success([1]) != .refreshing([1]))
    #expect(TestDataState.refreshFailure([1], .offline) != .refreshFailure([1], .timedOut))
    #expect(TestDataState.refreshFailure([1], .offline) != .refreshFailure([2], .offline))
    #expect(TestDataState.success([1, 2]).hashValue == TestDataState.success([1, 2]).hashValue)
  }

  @Test func crossesATaskBoundary() async {
    let state = TestDataState.refreshFailure([1, 2], .offline)
    // `Task.detached` takes a `@Sendable` closure: this compiles only because the state is
    // `Sendable`.
    let received = await Task.detached { state }.value
    #expect(received == state)
  }
}
