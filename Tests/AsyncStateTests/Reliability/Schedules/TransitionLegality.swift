import AsyncState

/// Whether an observed transition is one the transition tables allow for its cause
/// (`Tests/AsyncStateTests/Support/DataStateTable.swift`, `PagingStateTable.swift`),
/// independently of the model.
///
/// - `loadStarted`: `startLoading()` (or `startLoadingMore()` for a page).
/// - `loadSucceeded`: `succeed(with:hasMore:)` with the new value (a page append is a
///   success whose value is the new list).
/// - `loadFailed`: `fail(with:)` with the new error.
/// - `loadCancelled`: a loading state goes back to a settled state with the same value; a
///   loader restores the exact state its load started from, so a refresh of a failed
///   refresh comes back to `refreshFailure`, not the table's `success`.
/// - `reset`: to `idle`.
///
/// A two-way paging loader's leading end moves without a table: its start, failure and
/// cancellation keep the state as it is, and its page keeps the state's case (or, when
/// pages are dropped at the end, moves `endReached` to `success`) with a new list.
enum TransitionLegality {
  static func problem(
    from before: ScheduleTransition,
    to after: ScheduleTransition,
    isData: Bool
  ) -> String? {
    if isData {
      return dataProblem(
        from: dataState(before.state), to: dataState(after.state), cause: after.cause)
    }
    let problem = pagingProblem(
      from: pagingState(before.state), to: pagingState(after.state), cause: after.cause)
    guard problem != nil, isLeadingMove(from: before, to: after) else { return problem }
    return nil
  }

  /// Whether a transition is one of the leading end's own moves.
  private static func isLeadingMove(
    from before: ScheduleTransition, to after: ScheduleTransition
  ) -> Bool {
    let same = PagingKind(before.state) == PagingKind(after.state)
    switch (before.leading, after.cause, after.leading) {
    case (_, .loadStarted, .loading):
      return before.state == after.state
    case (.loading, .loadFailed, .failure), (.loading, .loadCancelled, _):
      return before.state == after.state
    case (.loading, .loadSucceeded, .available), (.loading, .loadSucceeded, .startReached):
      let reopened = before.state.isEndReached && after.state.isSuccess
      return (same || reopened) && after.state.isSuccess
    default:
      return false
    }
  }

  private static func pagingProblem(
    from before: TestPagingState, to after: TestPagingState, cause: TransitionCause
  ) -> String? {
    let allowed: Bool
    switch cause {
    case .loadStarted:
      let transition: PagingTransition = after.isLoadingMore ? .startLoadingMore : .startLoading
      allowed = PagingStateTable.expected(from: before, after: transition) == after
    case .loadSucceeded:
      let hasMore = if case .success = after { true } else { false }
      let transition = PagingTransition.succeed(after.value ?? [], hasMore: hasMore)
      allowed = PagingStateTable.expected(from: before, after: transition) == after
    case .loadFailed:
      guard let error = after.failure else { return "loadFailed to \(after), which has no error" }
      allowed = PagingStateTable.expected(from: before, after: .fail(error)) == after
    case .loadCancelled:
      let tableResult = PagingStateTable.expected(from: before, after: .cancelLoading)
      allowed =
        tableResult != nil && !PagingKind(after).isLoading && after.value == before.value
        && (after.value != nil || after == tableResult)
    case .reset:
      allowed = after == .idle && before != .idle
    case .valueReplaced:
      // Only a cache writes a value in place; the schedules drive loaders alone.
      allowed = PagingKind(before) == PagingKind(after)
    }
    return allowed ? nil : "the table does not allow \(before) → \(after) for \(cause)"
  }

  private static func dataProblem(
    from before: TestDataState?, to after: TestDataState?, cause: TransitionCause
  ) -> String? {
    guard let before, let after else { return "a data loader in a paging-only state" }
    let allowed: Bool
    switch cause {
    case .loadStarted:
      allowed = DataStateTable.expected(from: before, after: .startLoading) == after
    case .loadSucceeded:
      guard let value = after.value else { return "loadSucceeded to \(after), without a value" }
      allowed = DataStateTable.expected(from: before, after: .succeed(value)) == after
    case .loadFailed:
      guard let error = after.failure else { return "loadFailed to \(after), which has no error" }
      allowed = DataStateTable.expected(from: before, after: .fail(error)) == after
    case .loadCancelled:
      let tableResult = DataStateTable.expected(from: before, after: .cancelLoading)
      allowed =
        tableResult != nil && !DataKind(after).isLoading && after.value == before.value
        && (after.value != nil || after == tableResult)
    case .reset:
      allowed = after == .idle && before != .idle
    case .valueReplaced:
      // Only a cache writes a value in place; the schedules drive loaders alone.
      allowed = DataKind(before) == DataKind(after)
    }
    return allowed ? nil : "the table does not allow \(before) → \(after) for \(cause)"
  }

  /// The tables' failures are `TestFailure`: identity is kept for the cases that matter.
  private static func failure(_ tag: FailureTag) -> TestFailure {
    switch tag {
    case .offline: .offline
    case .timedOut: .timedOut
    default: .server
    }
  }

  private static func pagingState(_ snapshot: Snapshot) -> TestPagingState {
    switch snapshot {
    case .idle: .idle
    case .initialLoading: .initialLoading
    case .refreshing(let value): .refreshing(value)
    case .retrying(let tag): .retrying(failure(tag))
    case .success(let value): .success(value)
    case .endReached(let value): .endReached(value)
    case .failure(let tag): .failure(failure(tag))
    case .refreshFailure(let value, let tag): .refreshFailure(value, failure(tag))
    case .loadingMore(let value): .loadingMore(value)
    case .loadMoreFailure(let value, let tag): .loadMoreFailure(value, failure(tag))
    }
  }

  private static func dataState(_ snapshot: Snapshot) -> TestDataState? {
    switch snapshot {
    case .idle: .idle
    case .initialLoading: .initialLoading
    case .refreshing(let value): .refreshing(value)
    case .retrying(let tag): .retrying(failure(tag))
    case .success(let value): .success(value)
    case .failure(let tag): .failure(failure(tag))
    case .refreshFailure(let value, let tag): .refreshFailure(value, failure(tag))
    case .endReached, .loadingMore, .loadMoreFailure: nil
    }
  }
}
