import AsyncState

/// The `DataState` transition table, row by row as the documentation of `DataState` prints
/// it (Sources/AsyncState/State/DataState.swift), so the tests check exactly what the docs
/// promise.
///
/// Kept in sync with that doc comment, with the README and with the StateTransitions
/// article by hand: a change to one is a change to all four.
enum DataStateTable {
  /// Where each transition goes from one state; `nil` is the table's "—": refused, the
  /// state stays as it is.
  struct Row {
    var startLoading: TestDataState?
    var succeed: ((Items) -> TestDataState)?
    var fail: ((TestFailure) -> TestDataState)?
    var cancelLoading: TestDataState?

    init(
      _ startLoading: TestDataState?,
      _ succeed: ((Items) -> TestDataState)?,
      _ fail: ((TestFailure) -> TestDataState)?,
      _ cancelLoading: TestDataState?
    ) {
      self.startLoading = startLoading
      self.succeed = succeed
      self.fail = fail
      self.cancelLoading = cancelLoading
    }
  }

  /// The row of the table for `state`.
  static func row(from state: TestDataState) -> Row {
    // Columns: startLoading(), succeed(with: v2), fail(with: e2), cancelLoading().
    switch state {
    case .idle: Row(.initialLoading, nil, nil, nil)
    case .initialLoading: Row(nil, { .success($0) }, { .failure($0) }, .idle)
    case .refreshing(let v): Row(nil, { .success($0) }, { .refreshFailure(v, $0) }, .success(v))
    case .retrying(let e): Row(nil, { .success($0) }, { .failure($0) }, .failure(e))
    case .success(let v): Row(.refreshing(v), nil, nil, nil)
    case .failure(let e): Row(.retrying(e), nil, nil, nil)
    case .refreshFailure(let v, _): Row(.refreshing(v), nil, nil, nil)
    }
  }

  /// The state `transition` moves `state` to, or `nil` if the table refuses the move.
  static func expected(from state: TestDataState, after transition: DataTransition)
    -> TestDataState?
  {
    let row = row(from: state)
    switch transition {
    case .startLoading: return row.startLoading
    case .succeed(let value): return row.succeed?(value)
    case .fail(let failure): return row.fail?(failure)
    case .cancelLoading: return row.cancelLoading
    // "reset() moves every state to idle."
    case .reset: return .idle
    }
  }
}
