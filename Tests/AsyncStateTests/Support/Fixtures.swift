import AsyncState

/// A small, hashable failure for tests.
enum TestFailure: Error, Hashable, CaseIterable {
  case offline
  case timedOut
  case server
}

/// The payload every state test uses: equatable, hashable, and a collection, so
/// `appendPage` and the `[3 items]` descriptions apply.
typealias Items = [Int]

typealias TestDataState = DataState<Items, TestFailure>
typealias TestPagingState = PagingState<Items, TestFailure>

/// One state of each case, with the payloads the transition tables call `v` and `e`.
enum Fixture {
  /// `v`: the value on screen before a transition.
  static let value: Items = [1, 2, 3]
  /// `v2`: the value a load finishes with.
  static let newValue: Items = [7, 8]
  /// A page appended by `appendPage`.
  static let page: Items = [4, 5]
  /// `e`: the failure on screen before a transition.
  static let failure = TestFailure.offline
  /// `e2`: the failure a load finishes with.
  static let newFailure = TestFailure.timedOut

  /// Every `DataState` case once, in declaration order.
  static let dataStates: [TestDataState] = [
    .idle,
    .initialLoading,
    .refreshing(value),
    .retrying(failure),
    .success(value),
    .failure(failure),
    .refreshFailure(value, failure),
  ]

  /// Every `PagingState` case once, in declaration order.
  static let pagingStates: [TestPagingState] = [
    .idle,
    .initialLoading,
    .refreshing(value),
    .retrying(failure),
    .success(value),
    .endReached(value),
    .failure(failure),
    .refreshFailure(value, failure),
    .loadingMore(value),
    .loadMoreFailure(value, failure),
  ]
}

/// The failure a throwing `map` / `mapError` transform throws.
enum TransformFailure: Error, Equatable {
  case rejected
}

/// A failure type `mapError` converts to.
struct WrappedFailure: Error, Hashable {
  var underlying: TestFailure
}
