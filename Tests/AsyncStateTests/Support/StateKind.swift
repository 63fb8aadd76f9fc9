import AsyncState

/// The case of a state without its payload, written with exhaustive switches: adding a
/// case to `DataState` or `PagingState` breaks the build here, and the tests that check
/// every case is covered then fail until the fixtures and tables have it too.
enum DataKind: CaseIterable, Hashable {
  case idle, initialLoading, reloading, retrying, success, failure, reloadingFailure

  init<V, F>(_ state: DataState<V, F>) {
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
    [.initialLoading, .reloading, .retrying].contains(self)
  }
}

/// The case of a `PagingState` without its payload. See ``DataKind``.
enum PagingKind: CaseIterable, Hashable {
  case idle, initialLoading, reloading, retrying, success, endReached, failure
  case reloadingFailure, paging, pagingFailure

  init<V, F>(_ state: PagingState<V, F>) {
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
    [.initialLoading, .reloading, .retrying, .paging].contains(self)
  }
}
