import AsyncState
import Testing

/// The projections, conversions, transforms, descriptions and conformances of
/// `PagingState`, and `appendPage` appending in place.
@Suite struct PagingStateTests {
  /// The Boolean projections, as a set of the ones that are true.
  enum Flag: CaseIterable {
    case idle, loading, initialLoading, refreshing, retrying, loadingMore, success, endReached
    case failure, loadMoreFailure, canLoadMore

    func isSet(in state: TestPagingState) -> Bool {
      switch self {
      case .idle: state.isIdle
      case .loading: state.isLoading
      case .initialLoading: state.isInitialLoading
      case .refreshing: state.isRefreshing
      case .retrying: state.isRetrying
      case .loadingMore: state.isLoadingMore
      case .success: state.isSuccess
      case .endReached: state.isEndReached
      case .failure: state.isFailure
      case .loadMoreFailure: state.isLoadMoreFailure
      case .canLoadMore: state.canLoadMore
      }
    }
  }

  @Test(
    arguments: zip(
      Fixture.pagingStates,
      [
        [.idle],
        [.loading, .initialLoading],
        [.loading, .refreshing],
        [.loading, .retrying],
        [.success, .canLoadMore],
        [.success, .endReached],
        [.failure],
        [.failure],
        [.loading, .loadingMore],
        [.failure, .loadMoreFailure],
      ] as [Set<Flag>]
    )
  )
  func flags(of state: TestPagingState, areExactly expected: Set<Flag>) {
    #expect(Set(Flag.allCases.filter { $0.isSet(in: state) }) == expected)
  }

  /// A list asks for the next page only from `success`; from a failed page the move is
  /// still legal, but only a retry the user asks for makes it.
  @Test(arguments: Fixture.pagingStates)
  func canLoadMoreIsWhereStartLoadingMoreSucceedsExceptAfterAFailedPage(
    _ state: TestPagingState
  ) {
    var copy = state
    let started = copy.startLoadingMore()
    #expect(state.canLoadMore == (started && !state.isLoadMoreFailure))
  }

  @Test(arguments: Fixture.pagingStates)
  func valueAndErrorAreThereInEveryCaseThatHasThem(_ state: TestPagingState) {
    let kind = PagingKind(state)
    let hasValue: Set<PagingKind> = [
      .refreshing, .success, .endReached, .refreshFailure, .loadingMore, .loadMoreFailure,
    ]
    let hasError: Set<PagingKind> = [.retrying, .failure, .refreshFailure, .loadMoreFailure]
    #expect(state.value == (hasValue.contains(kind) ? Fixture.value : nil))
    #expect(state.failure == (hasError.contains(kind) ? Fixture.failure : nil))
  }

  @Test(
    arguments: zip(
      Fixture.pagingStates,
      [
        .idle, .initialLoading, .refreshing([1, 2, 3]), .retrying(.offline),
        .success([1, 2, 3]), .success([1, 2, 3]), .failure(.offline),
        .refreshFailure([1, 2, 3], .offline), .refreshing([1, 2, 3]),
        .refreshFailure([1, 2, 3], .offline),
      ] as [TestDataState]
    )
  )
  func convertsToTheDataStateItImplies(_ state: TestPagingState, expected: TestDataState) {
    #expect(state.dataState == expected)
    // The projections both enums share agree across the conversion.
    #expect(state.dataState.value == state.value)
    #expect(state.dataState.failure == state.failure)
    #expect(state.dataState.isLoading == state.isLoading)
    #expect(state.dataState.isFailure == state.isFailure)
  }

  @Test(
    arguments: zip(
      Fixture.pagingStates,
      [
        .idle, .initialLoading, .refreshing(3), .retrying(.offline), .success(3), .endReached(3),
        .failure(.offline), .refreshFailure(3, .offline), .loadingMore(3),
        .loadMoreFailure(3, .offline),
      ] as [PagingState<Int, TestFailure>]
    )
  )
  func mapTransformsTheValueAndKeepsTheCase(
    _ state: TestPagingState,
    expected: PagingState<Int, TestFailure>
  ) {
    #expect(state.map(\.count) == expected)
  }

  @Test(arguments: Fixture.pagingStates)
  func mapErrorTransformsTheFailureAndKeepsTheCase(_ state: TestPagingState) {
    let mapped = state.mapError(WrappedFailure.init)
    #expect(mapped.value == state.value)
    #expect(mapped.failure == state.failure.map(WrappedFailure.init))
    // Back again, the state is the one we started from: the case was kept.
    #expect(mapped.mapError(\.underlying) == state)
  }

  @Test(arguments: Fixture.pagingStates)
  func throwingTransformsThrowTheirTypedErrorExactlyWhenThereIsAPayload(
    _ state: TestPagingState
  ) {
    do throws(TransformFailure) {
      _ = try state.map { (_: Items) throws(TransformFailure) -> Int in throw .rejected }
      #expect(state.value == nil)
    } catch {
      #expect(error == .rejected)
      #expect(state.value != nil)
    }
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
      Fixture.pagingStates,
      [
        "idle", "initialLoading", "refreshing([3 items])", "retrying(offline)",
        "success([3 items])", "endReached([3 items])", "failure(offline)",
        "refreshFailure([3 items], offline)", "loadingMore([3 items])",
        "loadMoreFailure([3 items], offline)",
      ]
    )
  )
  func descriptionSummarisesThePayload(_ state: TestPagingState, expected: String) {
    #expect(state.description == expected)
  }

  @Test func descriptionCountsOneItemAndPrintsOtherPayloadsWhole() {
    #expect(TestPagingState.loadingMore([9]).description == "loadingMore([1 item])")
    #expect(PagingState<Int, TestFailure>.endReached(5).description == "endReached(5)")
  }

  @Test func debugDescriptionPrintsTheTypeAndEveryPayload() {
    let failure = String(reflecting: TestFailure.server)
    #expect(TestPagingState.initialLoading.debugDescription == "PagingState.initialLoading")
    #expect(
      TestPagingState.loadingMore([1, 2]).debugDescription == "PagingState.loadingMore([1, 2])")
    #expect(
      TestPagingState.loadMoreFailure([1], .server).debugDescription
        == "PagingState.loadMoreFailure([1], \(failure))"
    )
  }

  @Test func equalityAndHashingFollowTheCaseAndEveryPayload() {
    let states = Set(Fixture.pagingStates + Fixture.pagingStates)
    #expect(states.count == Fixture.pagingStates.count)
    #expect(TestPagingState.success([1]) != .endReached([1]))
    #expect(TestPagingState.loadingMore([1]) != .loadingMore([1, 2]))
    #expect(TestPagingState.loadMoreFailure([1], .offline) != .loadMoreFailure([1], .server))
  }

  @Test func crossesATaskBoundary() async {
    let state = TestPagingState.loadMoreFailure([1, 2], .offline)
    // `Task.detached` takes a `@Sendable` closure: this compiles only because the state is
    // `Sendable`.
    let received = await Task.detached { state }.value
    #expect(received == state)
  }

  // MARK: - Appending in place

  /// A paging state over a buffer that has room for `capacity` items and is referenced by
  /// the state alone.
  static func pagingState(items count: Int, capacity: Int) -> TestPagingState {
    var items = Items()
    items.reserveCapacity(capacity)
    items.append(contentsOf: 0..<count)
    return .loadingMore(items)
  }

  @Test func appendPageAppendsToTheLoadedBufferInPlace() throws {
    var state = Self.pagingState(items: 100, capacity: 1_000)
    let before = try #require(state.bufferAddress)
    let appended = state.appendPage(100..<200, hasMore: true)
    #expect(appended)
    // The same buffer: the 100 loaded items were not copied to a new one.
    #expect(state.bufferAddress == before)
    #expect(state == .success(Array(0..<200)))
  }

  /// The control for the test above: when the loaded items are shared, appending must copy
  /// them (copy-on-write), and the buffer address shows it. So the address does tell a copy
  /// from an append in place.
  @Test func appendPageCopiesWhenTheLoadedItemsAreShared() throws {
    var state = Self.pagingState(items: 100, capacity: 1_000)
    let shared = state
    let before = try #require(state.bufferAddress)
    let appended = state.appendPage(100..<200, hasMore: false)
    #expect(appended)
    #expect(state.bufferAddress != before)
    #expect(shared.bufferAddress == before)
    #expect(shared == .loadingMore(Array(0..<100)))
    #expect(state == .endReached(Array(0..<200)))
  }

  @Test func startPagingKeepsTheSameBuffer() throws {
    var items = Items()
    items.reserveCapacity(10)
    items.append(contentsOf: [1, 2])
    var state = TestPagingState.success(items)
    items = []
    let before = try #require(state.bufferAddress)
    let started = state.startLoadingMore()
    #expect(started)
    #expect(state.bufferAddress == before)
  }
}

extension PagingState where Value == Items {
  /// The address of the loaded items' storage, to tell an append in place from a copy.
  fileprivate var bufferAddress: UInt? {
    value?.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
  }
}
