import AsyncState

/// The `PagingState` transition table, row by row as the documentation of `PagingState`
/// prints it (Sources/AsyncState/State/PagingState.swift), so the tests check exactly what
/// the docs promise.
///
/// Kept in sync with that doc comment, with the README and with the StateTransitions
/// article by hand: a change to one is a change to all four.
enum PagingStateTable {
  /// Where each transition goes from one state; `nil` is the table's "—": refused, the
  /// state stays as it is.
  struct Row {
    var startLoading: TestPagingState?
    var startLoadingMore: TestPagingState?
    var succeed: ((Items, _ hasMore: Bool) -> TestPagingState)?
    var fail: ((TestFailure) -> TestPagingState)?
    var cancelLoading: TestPagingState?

    init(
      _ startLoading: TestPagingState?,
      _ startLoadingMore: TestPagingState?,
      _ succeed: ((Items, _ hasMore: Bool) -> TestPagingState)?,
      _ fail: ((TestFailure) -> TestPagingState)?,
      _ cancelLoading: TestPagingState?
    ) {
      self.startLoading = startLoading
      self.startLoadingMore = startLoadingMore
      self.succeed = succeed
      self.fail = fail
      self.cancelLoading = cancelLoading
    }
  }

  /// The table's `succeed(with: v2)` column: "goes to `endReached(v2)` instead of
  /// `success(v2)` when it is told there are no more pages".
  static func loaded(_ value: Items, hasMore: Bool) -> TestPagingState {
    hasMore ? .success(value) : .endReached(value)
  }

  /// The row of the table for `state`.
  static func row(from state: TestPagingState) -> Row {
    // Columns: startLoading(), startLoadingMore(), succeed(with: v2), fail(with: e2),
    // cancelLoading().
    switch state {
    case .idle: Row(.initialLoading, nil, nil, nil, nil)
    case .initialLoading: Row(nil, nil, loaded, { .failure($0) }, .idle)
    case .refreshing(let v): Row(nil, nil, loaded, { .refreshFailure(v, $0) }, .success(v))
    case .retrying(let e): Row(nil, nil, loaded, { .failure($0) }, .failure(e))
    case .success(let v): Row(.refreshing(v), .loadingMore(v), nil, nil, nil)
    case .endReached(let v): Row(.refreshing(v), nil, nil, nil, nil)
    case .failure(let e): Row(.retrying(e), nil, nil, nil, nil)
    case .refreshFailure(let v, _): Row(.refreshing(v), nil, nil, nil, nil)
    case .loadingMore(let v):
      Row(.refreshing(v), nil, loaded, { .loadMoreFailure(v, $0) }, .success(v))
    case .loadMoreFailure(let v, _): Row(.refreshing(v), .loadingMore(v), nil, nil, nil)
    }
  }

  /// The state `transition` moves `state` to, or `nil` if the table refuses the move.
  static func expected(from state: TestPagingState, after transition: PagingTransition)
    -> TestPagingState?
  {
    let row = row(from: state)
    switch transition {
    case .startLoading: return row.startLoading
    case .startLoadingMore: return row.startLoadingMore
    case .succeed(let value, let hasMore): return row.succeed?(value, hasMore)
    case .appendPage(let page, let hasMore):
      // "appendPage(_:hasMore:) is succeed(with:) for a page load": valid from loadingMore(v)
      // only, with the page appended to v.
      guard case .loadingMore(let value) = state else { return nil }
      return row.succeed?(value + page, hasMore)
    case .fail(let failure): return row.fail?(failure)
    case .cancelLoading: return row.cancelLoading
    // "reset() moves every state to idle."
    case .reset: return .idle
    }
  }
}
