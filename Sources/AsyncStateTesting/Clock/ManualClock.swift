import AsyncState

/// A clock whose time moves only when a test advances it.
///
/// Inject a `ManualClock` wherever code takes a `Clock<Duration>` (a loader's staleness
/// window, retry backoff, timeouts). Sleeps on it suspend until the test calls
/// ``advance(by:)`` or ``advance(to:)``, so a test about "after five seconds" takes no time
/// and cannot be flaky.
///
/// The rendezvous waits ``waitForSleepers(count:)`` and ``nextSleep()`` let a test wait until
/// the code under test has actually started sleeping, without polling or `Task.yield()`:
/// they are resumed by the sleep's registration itself.
///
/// ```swift
/// let clock = ManualClock()
/// let fetch = ControlledFetch<Void, User, any Error>()
/// let loader = DataLoader(
///   configuration: .init(retry: .exponential(maxAttempts: 2), clock: clock),
///   fetch: fetch.fetch)
/// async let loaded: Void = loader.load()
///
/// try await fetch.nextCall().fail(with: URLError(.timedOut))
/// let deadline = try await clock.nextSleep()   // the loader sleeps before its retry
/// clock.advance(to: deadline)
/// try await fetch.nextCall().succeed(with: user)
/// await loaded
/// ```
///
/// Time moves in one step: ``advance(to:)`` sets ``now`` to the target first, then resumes
/// every sleeper whose deadline has been reached, in deadline order (ties in the order the
/// sleeps began). A task woken this way that sleeps again computes its new deadline from the
/// new ``now``; advance once per step when a test needs the steps in between.
///
/// > Note: Resumed tasks then run concurrently, and the executor decides which runs first
/// > (even on the main actor). When the order matters, advance to each deadline in turn and
/// > wait for its effect before the next.
public final class ManualClock: Clock, Sendable {
  /// A task suspended in ``waitForSleepers(count:)``.
  struct CountWaiter: Sendable {
    let id: Int
    let count: Int
    let continuation: WaiterContinuation<Void>
  }

  /// Everything mutable; only ever touched under ``state``'s lock.
  struct State: Sendable {
    var now: Instant
    /// Source of ids for sleepers and waiters; also orders sleepers with equal deadlines.
    var nextID = 0
    /// Tasks suspended in ``sleep(until:tolerance:)``.
    var sleepers = SleeperQueue<WaiterContinuation<Void>>()
    /// Deadlines of sleeps that began but were not yet handed out by ``nextSleep()``.
    var unclaimedSleeps: [Instant] = []
    var sleepWaiters: [Waiter<Instant>] = []
    var countWaiters: [CountWaiter] = []

    mutating func makeID() -> Int {
      defer { nextID += 1 }
      return nextID
    }
  }

  /// The clock's only state. The class is `Sendable` (without `@unchecked`) because every
  /// mutable property lives behind this lock (AsyncState's `Locked`, an `NSLock`).
  let state: Locked<State>

  /// Creates a clock that stands still at `now` until advanced.
  ///
  /// - Parameter now: The starting time; ``Instant/zero`` by default.
  public init(now: Instant = .zero) {
    state = Locked(State(now: now))
  }

  /// The current time: where the last ``advance(by:)`` or ``advance(to:)`` left it.
  public var now: Instant {
    state.withLock { $0.now }
  }

  /// The clock's resolution: `.zero`, since time moves only in the steps a test chooses.
  public var minimumResolution: Duration { .zero }

  /// Suspends until a test advances the clock to `deadline`.
  ///
  /// Returns at once when `deadline` is not after ``now``. Otherwise the sleep is registered
  /// (counted by ``sleeperCount``, announced to ``waitForSleepers(count:)`` and
  /// ``nextSleep()``) and ends when ``advance(to:)`` or ``advance(by:)`` reaches `deadline`.
  ///
  /// ```swift
  /// let clock = ManualClock()
  /// async let slept: Void = clock.sleep(until: clock.now.advanced(by: .seconds(2)))
  /// try await clock.waitForSleepers(count: 1)
  /// clock.advance(by: .seconds(2))
  /// try await slept
  /// ```
  ///
  /// - Parameters:
  ///   - deadline: The instant to wake at.
  ///   - tolerance: Ignored: a manual clock wakes sleepers exactly at their deadline.
  /// - Throws: `CancellationError` when the task is cancelled, before or during the sleep;
  ///   a cancelled sleep is removed from the clock.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { $0.makeID() }
    try await suspend { continuation in
      let (answer, wakeups) = state.withLock {
        state -> (Result<Void, CancellationError>?, [@Sendable () -> Void]) in
        if Task.isCancelled { return (.failure(CancellationError()), []) }
        if deadline <= state.now { return (.success(()), []) }
        state.sleepers.insert(continuation, id: id, deadline: deadline)
        return (nil, state.announceSleep(until: deadline))
      }
      for wakeup in wakeups { wakeup() }
      return answer
    } cancel: {
      self.state.withLock { $0.sleepers.remove(id: id) }
    }
  }

  /// Moves time forward by `duration` and wakes every sleeper that is due.
  ///
  /// Same as `advance(to: now.advanced(by: duration))`, read and moved under one lock. A
  /// negative duration does nothing. Callable from any context, synchronous or not.
  ///
  /// ```swift
  /// clock.advance(by: .seconds(30))   // a 30-second staleness window has passed
  /// await loader.load()                // now fetches again
  /// ```
  ///
  /// - Parameter duration: How far to move time.
  public func advance(by duration: Duration) {
    advance { $0.advanced(by: duration) }
  }

  /// Moves time to `instant` and wakes every sleeper whose deadline has been reached.
  ///
  /// Sets ``now`` to `instant`, then resumes the due sleepers in deadline order (ties in the
  /// order their sleeps began); the resumed tasks then run as their executors schedule them.
  /// An `instant` not after ``now`` does nothing: time never goes back. Callable from any
  /// context, synchronous or not.
  ///
  /// ```swift
  /// let deadline = try await clock.nextSleep()
  /// clock.advance(to: deadline)   // exactly the backoff the loader chose
  /// ```
  ///
  /// - Parameter instant: The new current time.
  public func advance(to instant: Instant) {
    advance { _ in instant }
  }

  /// Moves ``now`` to `target(now)` if that is later, and resumes the sleepers now due.
  private func advance(_ target: (Instant) -> Instant) {
    let due = state.withLock { state -> [WaiterContinuation<Void>] in
      let instant = target(state.now)
      guard instant > state.now else { return [] }
      state.now = instant
      return state.sleepers.removeDue(at: instant)
    }
    for continuation in due {
      continuation.resume(returning: .success(()))
    }
  }
}
