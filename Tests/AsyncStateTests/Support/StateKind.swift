import AsyncState

/// The case of a state without its payload, written with exhaustive switches: adding a
/// case to `DataState` or `PagingState` breaks the build here, and the tests that check
/// every case is covered then fail until the fixtures and tables have it too.
enum DataKind: Int, CaseIterable, Hashable {
  case idle, initialLoading, reloading, retrying, success, failure, reloadingFailure

  init(_ state: TestDataState) {
    self =
      switch state {
      case .idle: .idle
      case .initialLoading: .initialLoading
      case .reloading: .reloading
      case .retrying: .retrying
      case .success: .success
      case .failure: .failure
      case .reloadingFailure: .reloadingFailure
      }
  }

  /// The cases in which a load is running.
  var isLoading: Bool {
    switch self {
    case .initialLoading, .reloading, .retrying: true
    case .idle, .success, .failure, .reloadingFailure: false
    }
  }
}

/// The case of a `PagingState` without its payload. See ``DataKind``.
enum PagingKind: Int, CaseIterable, Hashable {
  case idle, initialLoading, reloading, retrying, success, endReached, failure
  case reloadingFailure, paging, pagingFailure

  init(_ state: TestPagingState) {
    self =
      switch state {
      case .idle: .idle
      case .initialLoading: .initialLoading
      case .reloading: .reloading
      case .retrying: .retrying
      case .success: .success
      case .endReached: .endReached
      case .failure: .failure
      case .reloadingFailure: .reloadingFailure
      case .paging: .paging
      case .pagingFailure: .pagingFailure
      }
  }

  /// The cases in which a load (first page, refresh, retry or next page) is running.
  var isLoading: Bool {
    switch self {
    case .initialLoading, .reloading, .retrying, .paging: true
    case .idle, .success, .endReached, .failure, .reloadingFailure, .pagingFailure: false
    }
  }
}
