import Testing

@testable import AsyncStateTesting

/// The wake order of ``ManualClock``, tested on its pure sleeper queue: the order in which
/// resumed tasks then *run* is up to the executor, so it cannot be observed through tasks.
@Suite struct SleeperQueueTests {
  var queue = SleeperQueue<String>()
  /// Any fixed instant: the queue only compares deadlines.
  let origin = SuspendingClock.Instant.now

  func at(_ seconds: Double) -> SuspendingClock.Instant {
    origin.advanced(by: .seconds(seconds))
  }

  init() {
    queue.insert("c", id: 0, deadline: at(3))
    queue.insert("a", id: 1, deadline: at(1))
    queue.insert("b1", id: 2, deadline: at(2))
    queue.insert("b2", id: 3, deadline: at(2))
  }

  @Test mutating func wakesInDeadlineOrderTiesInRegistrationOrder() {
    #expect(queue.removeDue(at: at(3)) == ["a", "b1", "b2", "c"])
    #expect(queue.count == 0)
    #expect(queue.nextDeadline == nil)
  }

  @Test mutating func takesOnlyTheDueSleepers() {
    #expect(queue.removeDue(at: at(0.5)) == [])
    #expect(queue.removeDue(at: at(2)) == ["a", "b1", "b2"])
    #expect(queue.count == 1)
    #expect(queue.nextDeadline == at(3))
  }

  @Test mutating func removesACancelledSleeperOnce() {
    #expect(queue.remove(id: 2) == "b1")
    #expect(queue.remove(id: 2) == nil)
    #expect(queue.removeDue(at: at(2)) == ["a", "b2"])
  }
}
