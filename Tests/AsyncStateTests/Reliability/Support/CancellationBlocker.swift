import AsyncState
import Foundation

/// A cancellation handler that blocks the thread it runs on until the test releases it, as
/// the handler of `URLSession.data(for:)` can on Linux (swift-corelibs-foundation issue
/// 5412: `URLSessionTask.cancel()` can deadlock).
///
/// The handler records where it ran and tells the test when it starts blocking. It blocks
/// on a condition, not on time: ``release()`` ends the block. A safety bound ends it too, so
/// that a loader that runs the handler on the main actor — where the test cannot release it
/// — makes the test fail after the bound instead of hanging; ``releasedBySafetyBound`` then
/// says so.
final class CancellationBlocker: Sendable {
  private struct Record: Sendable {
    var isReleased = false
    var blocking = 0
    var ranOnMainActor = false
    var releasedBySafetyBound = false
  }

  /// How long a handler blocks at most, if nobody releases it.
  static let safetyBound: TimeInterval = 10

  /// Lets a handler's thread sleep until ``release()`` wakes it.
  private let condition = NSCondition()
  private let record = Locked(Record())
  /// Counts the handlers that started blocking.
  let entered = EventCounter()

  init() {
    MainQueueMarker.install()
  }

  /// Blocks the calling thread until ``release()`` (or the safety bound). Call it from a
  /// cancellation handler.
  func block() {
    let onMainActor = MainQueueMarker.isOnMainQueue || Thread.isMainThread
    record.withLock {
      if onMainActor { $0.ranOnMainActor = true }
      $0.blocking += 1
    }
    entered.add()
    let deadline = Date(timeIntervalSinceNow: Self.safetyBound)
    condition.lock()
    while !record.withLock({ $0.isReleased }) {
      if !condition.wait(until: deadline) {
        record.withLock { $0.releasedBySafetyBound = true }
        break
      }
    }
    condition.unlock()
    record.withLock { $0.blocking -= 1 }
  }

  /// Ends every block, now and later: a handler that runs afterwards returns at once.
  func release() {
    condition.lock()
    record.withLock { $0.isReleased = true }
    condition.broadcast()
    condition.unlock()
  }

  /// How many handlers are blocked right now.
  var blocking: Int { record.withLock { $0.blocking } }

  /// Whether a handler is blocked right now.
  var isBlocking: Bool { blocking > 0 }

  /// Whether a handler ran on the main actor (where it blocks the main actor).
  var ranOnMainActor: Bool { record.withLock { $0.ranOnMainActor } }

  /// Whether a handler gave up waiting: nobody released it within the safety bound.
  var releasedBySafetyBound: Bool { record.withLock { $0.releasedBySafetyBound } }
}
