import AsyncState

/// Random payloads, states and transitions for the random-sequence tests.
extension SplitMix64 {
  /// A short list of small numbers, sometimes empty.
  mutating func items() -> Items {
    (0..<below(4)).map { _ in below(100) }
  }

  mutating func failure() -> TestFailure {
    TestFailure.allCases[below(TestFailure.allCases.count)]
  }

  mutating func bool() -> Bool {
    next() & 1 == 1
  }

  /// Any `DataState` case, with random payloads.
  mutating func dataState() -> TestDataState {
    switch DataKind.allCases[below(DataKind.allCases.count)] {
    case .idle: .idle
    case .initialLoading: .initialLoading
    case .refreshing: .refreshing(items())
    case .retrying: .retrying(failure())
    case .success: .success(items())
    case .failure: .failure(failure())
    case .refreshFailure: .refreshFailure(items(), failure())
    }
  }

  /// Any `PagingState` case, with random payloads.
  mutating func pagingState() -> TestPagingState {
    switch PagingKind.allCases[below(PagingKind.allCases.count)] {
    case .idle: .idle
    case .initialLoading: .initialLoading
    case .refreshing: .refreshing(items())
    case .retrying: .retrying(failure())
    case .success: .success(items())
    case .endReached: .endReached(items())
    case .failure: .failure(failure())
    case .refreshFailure: .refreshFailure(items(), failure())
    case .loadingMore: .loadingMore(items())
    case .loadMoreFailure: .loadMoreFailure(items(), failure())
    }
  }

  /// Any `DataState` transition, each equally likely, with random arguments.
  mutating func dataTransition() -> DataTransition {
    switch below(5) {
    case 0: .startLoading
    case 1: .succeed(items())
    case 2: .fail(failure())
    case 3: .cancelLoading
    default: .reset
    }
  }

  /// Any `PagingState` transition with random arguments. `reset()` is rarer than the
  /// others so that sequences reach the deep states (paging after a paging failure, ...).
  mutating func pagingTransition() -> PagingTransition {
    switch below(13) {
    case 0, 1: .startLoading
    case 2, 3: .startLoadingMore
    case 4, 5: .succeed(items(), hasMore: bool())
    case 6, 7: .appendPage(items(), hasMore: bool())
    case 8, 9: .fail(failure())
    case 10, 11: .cancelLoading
    default: .reset
    }
  }
}

extension DataTransition {
  /// The column of the table the transition belongs to: its index in ``all``.
  var column: Int {
    switch self {
    case .startLoading: 0
    case .succeed: 1
    case .fail: 2
    case .cancelLoading: 3
    case .reset: 4
    }
  }
}

extension PagingTransition {
  /// The column of the table the transition belongs to: its index in ``all``.
  var column: Int {
    switch self {
    case .startLoading: 0
    case .startLoadingMore: 1
    case .succeed(_, let hasMore): hasMore ? 2 : 3
    case .appendPage(_, let hasMore): hasMore ? 4 : 5
    case .fail: 6
    case .cancelLoading: 7
    case .reset: 8
    }
  }
}
