/// One step of a schedule: a user action, a caller going away, a fetch's answer, or time
/// passing on the manual clock.
///
/// An action that does not apply where the schedule stands (answering when no fetch is
/// running, cancelling a caller when none waits) is skipped, so any subsequence of a
/// schedule is itself a schedule: that is what lets a failure shrink.
enum ScheduleAction: Hashable, Sendable, CustomStringConvertible {
  /// A loader method, called from a new task.
  enum Call: Hashable, Sendable {
    case load, refresh, loadMore, retry, loadPrevious
  }

  /// Where a page answer says the list goes on.
  enum Next: Hashable, Sendable {
    /// A cursor (or, for a keyset source, a full page) not followed before.
    case more
    /// The end: no cursor, or a short page.
    case end
    /// A cursor followed before (for a keyset source, a full page ending with such an id).
    case repeated
  }

  /// How the running fetch answers.
  enum Answer: Hashable, Sendable {
    /// Items: `fresh` new ids, one id already on screen (`duplicate`), one id twice
    /// (`repeatInPage`), where the list goes next, and (a cursor source) whether a page
    /// before it exists: a first page's or a previous page's `previous` cursor; for a previous
    /// page, `previous` is its end as `next` is a next page's.
    case page(fresh: Int, duplicate: Bool, repeatInPage: Bool, next: Next, previous: Next = .end)
    case failure(ModelFailure)
    /// `CancellationError`, though nobody cancelled: a cancellation, never a failure.
    case cancellationError
    /// `URLError(.cancelled)`, though nobody cancelled.
    case urlCancelled
  }

  /// What a fetch that was told to stop, and ignored it, answers late.
  enum Late: Hashable, Sendable {
    case value, failure, cancelled
  }

  /// How far the manual clock moves.
  enum Advance: Hashable, Sendable {
    /// To the deadline of the running load's timer or backoff.
    case toDeadline
    case by(seconds: Int)
  }

  /// A new caller calls a loader method; `cancelledFirst`: its task is cancelled before.
  case call(Call, cancelledFirst: Bool)
  case cancel
  case reset
  /// The task of one of the waiting callers (the index wraps) is cancelled.
  case cancelCaller(Int)
  case answer(Answer)
  /// One of the fetches told to stop that ignored it (the index wraps) answers now.
  case late(Int, Late)
  case advance(Advance)

  var description: String {
    switch self {
    case .call(let call, let cancelledFirst): (cancelledFirst ? "cancelled " : "") + "\(call)"
    case .cancel: "cancel"
    case .reset: "reset"
    case .cancelCaller(let index): "cancelCaller(\(index))"
    case .answer(.page(let fresh, let duplicate, let repeatInPage, let next, let previous)):
      "answer(page(fresh: \(fresh)\(duplicate ? ", duplicate" : "")"
        + "\(repeatInPage ? ", repeatInPage" : ""), next: \(next), previous: \(previous)))"
    case .answer(let answer): "answer(\(answer))"
    case .late(let index, let late): "late(\(index), \(late))"
    case .advance(.toDeadline): "advance(toDeadline)"
    case .advance(.by(let seconds)): "advance(by: \(seconds)s)"
    }
  }
}
