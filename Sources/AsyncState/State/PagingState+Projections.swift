// What a paging state shares with the ``DataState`` it implies (its value, its failure, and
// whether it is idle, loading first, retrying, settled or failed) is read through
// `dataState`, which maps every case to the one of the same meaning; the projections below
// switch over the paging state itself only where paging adds a distinction. `isLoading`
// keeps its own switch: the transitions read it, and it stays one comparison there.
extension PagingState {
  /// The loaded pages, in every case that has them.
  ///
  /// Non-`nil` in ``refreshing(_:)``, ``success(_:)``, ``endReached(_:)``,
  /// ``refreshFailure(_:_:)``, ``loadingMore(_:)`` and ``loadMoreFailure(_:_:)``.
  @inlinable
  public var value: Value? { dataState.value }

  /// The latest failure, in every case that has one.
  ///
  /// Non-`nil` in ``retrying(_:)``, ``failure(_:)``, ``refreshFailure(_:_:)`` and
  /// ``loadMoreFailure(_:_:)``.
  @inlinable
  public var failure: Failure? { dataState.failure }

  /// Whether a load is running: ``initialLoading``, ``refreshing(_:)``, ``retrying(_:)`` or
  /// ``loadingMore(_:)``.
  @inlinable
  public var isLoading: Bool {
    switch self {
    case .initialLoading, .refreshing, .retrying, .loadingMore: true
    // `default:` for the reason given at `DataState.isLoading` (two cases here carry two
    // payloads); `PagingKind.isLoading` in the tests is the exhaustive switch it is checked with.
    default: false
    }
  }

  /// Whether the first page is loading, with nothing to show.
  @inlinable
  public var isInitialLoading: Bool { dataState.isInitialLoading }

  // The one-case tests below look like DataState's but test the cases that `dataState`
  // merges (a page load is a refresh there) or that DataState lacks; they cannot go through it.

  /// Whether a refresh is running with the loaded pages on screen.
  @inlinable
  public var isRefreshing: Bool { if case .refreshing = self { true } else { false } }

  /// Whether a retry is running with the old failure on screen.
  @inlinable
  public var isRetrying: Bool { dataState.isRetrying }

  /// Whether the next page is loading.
  @inlinable
  public var isLoadingMore: Bool { if case .loadingMore = self { true } else { false } }

  /// Whether the pages are loaded and settled: ``success(_:)`` or ``endReached(_:)``.
  @inlinable
  public var isSuccess: Bool { dataState.isSuccess }

  /// Whether the last load failed: ``failure(_:)``, ``refreshFailure(_:_:)`` or
  /// ``loadMoreFailure(_:_:)``.
  @inlinable
  public var isFailure: Bool { dataState.isFailure }

  /// Whether the next page failed: ``loadMoreFailure(_:_:)``.
  @inlinable
  public var isLoadMoreFailure: Bool { if case .loadMoreFailure = self { true } else { false } }

  /// Whether the last page has been loaded: ``endReached(_:)``.
  @inlinable
  public var isEndReached: Bool { if case .endReached = self { true } else { false } }

  /// Whether the list should ask for the next page when its end shows: ``success(_:)``
  /// only.
  ///
  /// After a failed page (``loadMoreFailure(_:_:)``) it is `false`: the footer shows a retry
  /// control, and nothing loads until the user asks — a footer that appears again must not
  /// retry a failing page in a loop. ``startLoadingMore()`` still accepts that move, for the
  /// retry.
  @inlinable
  public var canLoadMore: Bool {
    switch self {
    case .success: true
    case .idle, .initialLoading, .refreshing, .retrying, .endReached, .failure,
      .refreshFailure, .loadingMore, .loadMoreFailure:
      false
    }
  }

  /// Whether nothing has been requested yet.
  @inlinable
  public var isIdle: Bool { dataState.isIdle }

  /// The ``DataState`` this paging state implies.
  ///
  /// ``DataState`` has no paging: a page load is a load with the value on screen
  /// (``DataState/refreshing(_:)``), a failed page is a failure with the value kept
  /// (``DataState/refreshFailure(_:_:)``), and ``endReached(_:)`` is
  /// ``DataState/success(_:)``.
  @inlinable
  public var dataState: DataState<Value, Failure> {
    switch self {
    case .idle: .idle
    case .initialLoading: .initialLoading
    case .refreshing(let value), .loadingMore(let value): .refreshing(value)
    case .retrying(let failure): .retrying(failure)
    case .success(let value), .endReached(let value): .success(value)
    case .failure(let failure): .failure(failure)
    case .refreshFailure(let value, let failure), .loadMoreFailure(let value, let failure):
      .refreshFailure(value, failure)
    }
  }

  /// A coarser view with four phases, like SwiftUI's `AsyncImagePhase`.
  ///
  /// Loaded pages win over a failure and over a running load: every case with a value is
  /// ``AsyncPhase/content(_:)``.
  @inlinable
  public var phase: AsyncPhase<Value, Failure> { dataState.phase }

  /// Returns the state with its value transformed, keeping the case.
  ///
  /// - Parameter transform: A function applied to the value, if there is one.
  /// - Returns: The same case over the transformed value.
  /// - Throws: Whatever `transform` throws.
  @inlinable
  public func map<NewValue, E: Error>(
    _ transform: (Value) throws(E) -> NewValue
  ) throws(E) -> PagingState<NewValue, Failure> {
    switch self {
    case .idle: .idle
    case .initialLoading: .initialLoading
    case .refreshing(let value): .refreshing(try transform(value))
    case .retrying(let failure): .retrying(failure)
    case .success(let value): .success(try transform(value))
    case .endReached(let value): .endReached(try transform(value))
    case .failure(let failure): .failure(failure)
    case .refreshFailure(let value, let failure):
      .refreshFailure(try transform(value), failure)
    case .loadingMore(let value): .loadingMore(try transform(value))
    case .loadMoreFailure(let value, let failure): .loadMoreFailure(try transform(value), failure)
    }
  }

  /// Returns the state with its failure transformed, keeping the case.
  ///
  /// - Parameter transform: A function applied to the failure, if there is one.
  /// - Returns: The same case over the transformed failure.
  /// - Throws: Whatever `transform` throws.
  @inlinable
  public func mapError<NewFailure: Error, E: Error>(
    _ transform: (Failure) throws(E) -> NewFailure
  ) throws(E) -> PagingState<Value, NewFailure> {
    switch self {
    case .idle: .idle
    case .initialLoading: .initialLoading
    case .refreshing(let value): .refreshing(value)
    case .retrying(let failure): .retrying(try transform(failure))
    case .success(let value): .success(value)
    case .endReached(let value): .endReached(value)
    case .failure(let failure): .failure(try transform(failure))
    case .refreshFailure(let value, let failure):
      .refreshFailure(value, try transform(failure))
    case .loadingMore(let value): .loadingMore(value)
    case .loadMoreFailure(let value, let failure): .loadMoreFailure(value, try transform(failure))
    }
  }
}
