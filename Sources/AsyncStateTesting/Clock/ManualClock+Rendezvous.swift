import AsyncState

extension ManualClock {
  /// The number of tasks currently suspended in ``sleep(until:tolerance:)``.
  ///
  /// A sleep counts from the moment it registers until it is woken or cancelled. Sleeps
  /// whose deadline had already passed return at once and are never counted. To *wait* for a
  /// count, use ``waitForSleepers(count:)`` rather than reading this in a loop.
  public var sleeperCount: Int {
    state.withLock { $0.sleepers.count }
  }

  /// The earliest deadline among the current sleepers, or `nil` when nobody sleeps.
  ///
  /// ```swift
  /// try await clock.waitForSleepers(count: 1)
  /// if let deadline = clock.nextDeadline { clock.advance(to: deadline) }
  /// ```
  public var nextDeadline: SuspendingClock.Instant? {
    state.withLock { $0.sleepers.nextDeadline }
  }

  /// Suspends until at least `count` tasks sleep on this clock.
  ///
  /// Returns at once if ``sleeperCount`` already is `count` or more; otherwise the
  /// registration of the sleep that reaches `count` resumes the wait — no polling. Use it to
  /// let the code under test reach its sleep before advancing the clock:
  ///
  /// ```swift
  /// let clock = ManualClock()
  /// async let loaded: Void = loader.load()   // fails once, then sleeps before retrying
  /// try await fetch.nextCall().fail(with: error)
  /// try await clock.waitForSleepers(count: 1)
  /// clock.advance(by: .seconds(1))
  /// ```
  ///
  /// Every sleep on the clock counts, whoever sleeps: when the code under test also runs a
  /// timer on this clock (a cache's `unusedLifetime`, a poll), count it too, or check the
  /// deadline ``nextSleep()`` returns before advancing to it.
  ///
  /// - Parameter count: The number of concurrent sleepers to wait for; 1 by default.
  /// - Throws: `CancellationError` if the *waiting* task is cancelled first (for example by a
  ///   test's time limit), so a test that goes wrong ends instead of hanging.
  public func waitForSleepers(count: Int = 1) async throws(CancellationError) {
    let id = state.withLock { $0.makeID() }
    try await suspend { (continuation: WaiterContinuation<Void>) in
      state.withLock { state in
        if Task.isCancelled { return .failure(CancellationError()) }
        if state.sleepers.count >= count { return .success(()) }
        state.countWaiters.append(
          CountWaiter(id: id, count: count, continuation: continuation)
        )
        return nil
      }
    } cancel: {
      self.state.withLock { state in
        guard let index = state.countWaiters.firstIndex(where: { $0.id == id }) else {
          return nil
        }
        return state.countWaiters.remove(at: index).continuation
      }
    }
  }

  /// Suspends until a sleep begins that no earlier call has returned, and returns its
  /// deadline.
  ///
  /// The clock keeps every registered sleep in a queue; each call takes the oldest sleep not
  /// yet handed out, or waits for the next one to register. Sleeps that return at once (their
  /// deadline had passed) never enter the queue; a sleep that was cancelled or woken after it
  /// registered still does. Use it when the test does not know the deadline in advance, as
  /// with a jittered retry backoff:
  ///
  /// ```swift
  /// try await fetch.nextCall().fail(with: error)
  /// let deadline = try await clock.nextSleep()
  /// #expect(clock.now.duration(to: deadline) <= .seconds(1))
  /// clock.advance(to: deadline)
  /// ```
  ///
  /// - Returns: The deadline of the sleep.
  /// - Throws: `CancellationError` if the *waiting* task is cancelled first.
  public func nextSleep() async throws(CancellationError) -> SuspendingClock.Instant {
    let id = state.withLock { $0.makeID() }
    return try await nextUnclaimed(
      id: id, in: state, unclaimed: \.unclaimedSleeps, waiters: \.sleepWaiters)
  }
}

extension ManualClock.State {
  /// Records a sleep that just registered: hands its deadline to the oldest ``nextSleep()``
  /// waiter (or queues it) and releases the count waiters now satisfied.
  ///
  /// - Returns: The resumptions to run once the lock is released.
  mutating func announceSleep(until deadline: SuspendingClock.Instant) -> [@Sendable () -> Void] {
    var wakeups: [@Sendable () -> Void] = []
    if sleepWaiters.isEmpty {
      unclaimedSleeps.append(deadline)
    } else {
      let waiter = sleepWaiters.removeFirst()
      wakeups.append { waiter.continuation.resume(returning: .success(deadline)) }
    }
    let sleeping = sleepers.count
    let satisfied = countWaiters.filter { $0.count <= sleeping }
    countWaiters.removeAll { $0.count <= sleeping }
    for waiter in satisfied {
      wakeups.append { waiter.continuation.resume(returning: .success(())) }
    }
    return wakeups
  }
}
