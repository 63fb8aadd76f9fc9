import AsyncState

/// The case of a state without its payload, written with exhaustive switches: adding a
/// case to `DataState` or `PagingState` breaks the build here, and the tests that check
/// every case is covered then fail until the fixtures and tables have it too.
enum DataKind: Int, CaseIterable, Hashable {
  case idle, initialLoading, refreshing, retrying, success, failure, refreshFailure

  init<Value, Failure>(_ state: DataState<Value, Failure>) {
    self =
      switch state {
      case .idle: .idle
      case .initialLoading: .initialLoading
      case .refreshing: .refreshing
      case .retrying: .retrying
      case .success: .success
      case .failure: .failure
      case .refreshFailure: .refreshFailure
      }
  }

  /// The cases in which a load is running.
  var isLoading: Bool {
    switch self {
    case .initialLoading, .refreshing, .retrying: true
    case .idle, .success, .failure, .refreshFailure: false
    }
  }
}

/// The case of a `PagingState` without its payload. See ``DataKind``.
enum PagingKind: Int, CaseIterable, Hashable {
  case idle, initialLoading, refreshing, retrying, success, endReached, failure
  case refreshFailure, loadingMore, loadMoreFailure

  init<Value, Failure>(_ state: PagingState<Value, Failure>) {
    self =
      switch state {
      case .idle: .idle
      case .initialLoading: .initialLoading
      case .refreshing: .refreshing
      case .retrying: .retrying
      case .success: .success
      case .endReached: .endReached
      case .failure: .failure
      case .refreshFailure: .refreshFailure
      case .loadingMore: .loadingMore
      case .loadMoreFailure: .loadMoreFailure
      }
  }

  /// The cases in which a load (first page, refresh, retry or next page) is running.
  var isLoading: Bool {
    switch self {
    case .initialLoading, .refreshing, .retrying, .loadingMore: true
    case .idle, .success, .endReached, .failure, .refreshFailure, .loadMoreFailure: false
    }
  }
}
