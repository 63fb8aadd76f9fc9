import AsyncState
import Foundation

/// A failure a schedule's fetch reports. `fatal` is never retried.
enum ModelFailure: Error, Hashable, Sendable {
  case offline
  case server
  case fatal
}

/// A failure delivered as a late answer: it carries a ``Lease``, so the test knows when the
/// loader dropped it.
final class LeasedFailure: Error, Sendable {
  let lease: Lease

  init(_ lease: Lease) {
    self.lease = lease
  }
}

/// A failure as the model sees it: comparable, whatever type the loader stored.
enum FailureTag: Error, Hashable, Sendable, CustomStringConvertible {
  case offline
  case server
  case fatal
  case timedOut(Duration)
  case repeatedCursor(String)
  case other(String)

  init(_ error: any Error) {
    switch error {
    case ModelFailure.offline: self = .offline
    case ModelFailure.server: self = .server
    case ModelFailure.fatal: self = .fatal
    case LoaderError.timedOut(let duration): self = .timedOut(duration)
    case LoaderError.repeatedCursor(let cursor): self = .repeatedCursor(cursor)
    default: self = .other(String(describing: error))
    }
  }

  init(_ failure: ModelFailure) {
    switch failure {
    case .offline: self = .offline
    case .server: self = .server
    case .fatal: self = .fatal
    }
  }

  var description: String {
    switch self {
    case .offline: "offline"
    case .server: "server"
    case .fatal: "fatal"
    case .timedOut(let duration): "timedOut(\(duration))"
    case .repeatedCursor(let cursor): "repeatedCursor(\(cursor))"
    case .other(let text): "other(\(text))"
    }
  }
}

/// What the model and the checks compare: a loader's state with item ids and failure tags.
/// A `DataLoader`'s state maps onto the `PagingState` cases it shares.
typealias Snapshot = PagingState<[Int], FailureTag>

/// A paging loader's leading end (`previousPages`) with a failure tag; always `idle` for a
/// `DataLoader`.
typealias LeadingSnapshot = PreviousPagesState<FailureTag>

extension LeadingSnapshot {
  /// The snapshot of a paging loader's `previousPages`.
  init(_ state: PreviousPagesState<any Error>) {
    switch state {
    case .idle: self = .idle
    case .available: self = .available
    case .loading: self = .loading
    case .failure(let error): self = .failure(FailureTag(error))
    case .startReached: self = .startReached
    }
  }
}

/// A list item of a schedule; the items of a late answer carry a ``Lease``.
struct ScheduleItem: Identifiable, Sendable {
  let id: Int
  let lease: Lease?
}

/// A `DataLoader`'s value in a schedule; a late answer's carries a ``Lease``.
struct SchedulePayload: Sendable {
  let ids: [Int]
  let lease: Lease?
}

extension Snapshot {
  /// The snapshot of a paging loader's state.
  init(_ state: PagingState<[ScheduleItem], any Error>) {
    func ids(_ items: [ScheduleItem]) -> [Int] { items.map(\.id) }
    switch state {
    case .idle: self = .idle
    case .initialLoading: self = .initialLoading
    case .refreshing(let items): self = .refreshing(ids(items))
    case .retrying(let error): self = .retrying(FailureTag(error))
    case .success(let items): self = .success(ids(items))
    case .endReached(let items): self = .endReached(ids(items))
    case .failure(let error): self = .failure(FailureTag(error))
    case .refreshFailure(let items, let error):
      self = .refreshFailure(ids(items), FailureTag(error))
    case .loadingMore(let items): self = .loadingMore(ids(items))
    case .loadMoreFailure(let items, let error):
      self = .loadMoreFailure(ids(items), FailureTag(error))
    }
  }

  /// The snapshot of a data loader's state.
  init(_ state: DataState<SchedulePayload, any Error>) {
    switch state {
    case .idle: self = .idle
    case .initialLoading: self = .initialLoading
    case .refreshing(let value): self = .refreshing(value.ids)
    case .retrying(let error): self = .retrying(FailureTag(error))
    case .success(let value): self = .success(value.ids)
    case .failure(let error): self = .failure(FailureTag(error))
    case .refreshFailure(let value, let error): self = .refreshFailure(value.ids, FailureTag(error))
    }
  }

  /// The data state this snapshot stands for, for the initial state of a `DataLoader`.
  var dataState: DataState<SchedulePayload, any Error> {
    func payload(_ ids: [Int]) -> SchedulePayload { SchedulePayload(ids: ids, lease: nil) }
    func error(_ tag: FailureTag) -> any Error {
      switch tag {
      case .offline: ModelFailure.offline
      case .server: ModelFailure.server
      default: ModelFailure.fatal
      }
    }
    switch self {
    case .success(let ids): return .success(payload(ids))
    case .failure(let tag): return .failure(error(tag))
    case .refreshFailure(let ids, let tag): return .refreshFailure(payload(ids), error(tag))
    default: return .idle
    }
  }
}

/// One transition as the model predicts it and the checks record it.
struct ScheduleTransition: Hashable, Sendable, CustomStringConvertible {
  var state: Snapshot
  var cause: TransitionCause
  /// The leading end right after the transition.
  var leading: LeadingSnapshot = .idle

  var description: String {
    "\(cause): \(state)" + (leading == .idle ? "" : " [previous pages: \(leading)]")
  }
}
