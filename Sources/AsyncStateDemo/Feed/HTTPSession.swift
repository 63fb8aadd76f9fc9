internal import AsyncState
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A feed's `URLSession`, which no task is created on once it is invalidated.
///
/// On Linux, creating a task on an invalidated session is a fatal error ("Session
/// invalidated"). A feed invalidates its session when it goes away, on a queue of its own,
/// while a transfer it started may still have its task's creation queued: a feed released
/// right after a cancelled request crashed the process that way (once in ten test runs under
/// load). Creating a task and invalidating take the same lock, so a task is either created
/// before the invalidation starts or not at all.
///
/// Invalidating lets the session's tasks finish rather than cancelling them: each transfer
/// cancels its own task, on its own queue, when its load is cancelled, and a second cancel
/// from the invalidation, on another thread, raced it inside FoundationNetworking ("Trying to
/// access a behaviour for a task that in not in the registry", a known corelibs race: once in
/// several test runs of a feed released while its cancelled transfer was still stuck).
///
/// `Sendable` because its one mutable flag lives behind a lock (``Locked``).
final class HTTPSession: Sendable {
  private let session: URLSession
  /// Whether the session is invalidated; held while a task is created.
  private let isInvalidated = Locked(false)

  init(_ session: URLSession) {
    self.session = session
  }

  /// A new task for `request`, or `nil` once the session is invalidated.
  func dataTask(with request: URLRequest) -> URLSessionDataTask? {
    isInvalidated.withLock { isInvalidated in
      isInvalidated ? nil : session.dataTask(with: request)
    }
  }

  /// Invalidates the session once its tasks end (their transfers cancel them); later
  /// ``dataTask(with:)`` calls return `nil`. Waits for the session's queue: call it off the
  /// thread that let go of the feed.
  func invalidate() {
    isInvalidated.withLock { $0 = true }
    session.finishTasksAndInvalidate()
  }
}
