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
/// Its instants are the standard library's `SuspendingClock.Instant`, counted from a fixed
/// origin the clock takes once, when it is created; after that it never reads real time. Read
/// the time a test has advanced as a `Duration`, which prints readably in a failed expectation:
/// ``elapsed`` for ``now``, ``offset(of:)`` for a deadline.
///
/// ```swift
/// let deadline = try await clock.nextSleep()    // a 30-second sleep, begun at the start
/// #expect(clock.offset(of: deadline) == .seconds(30))
/// clock.advance(by: .seconds(5))
/// #expect(clock.elapsed == .seconds(5))
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
    var now: SuspendingClock.Instant
    /// Source of ids for sleepers and waiters; also orders sleepers with equal deadlines.
    var nextID = 0
    /// Tasks suspended in ``sleep(until:tolerance:)``.
    var sleepers = SleeperQueue<WaiterContinuation<Void>>()
    /// Deadlines of sleeps that began but were not yet handed out by ``nextSleep()``.
    var unclaimedSleeps: [SuspendingClock.Instant] = []
    var sleepWaiters: [Waiter<SuspendingClock.Instant>] = []
    var countWaiters: [CountWaiter] = []

    mutating func makeID() -> Int {
      defer { nextID += 1 }
      return nextID
    }
  }

  /// The clock's only state. The class is `Sendable` (without `@unchecked`) because every
  /// mutable property lives behind this lock (AsyncState's `Locked`, an `NSLock`).
  let state: Locked<State>

  /// The instant the clock started at: the origin of ``elapsed`` and ``offset(of:)``.
  let origin: SuspendingClock.Instant

  /// Creates a clock that stands still until advanced.
  ///
  /// The clock reads `SuspendingClock`'s time once, here, as its origin; its ``now`` moves
  /// only by ``advance(by:)`` and ``advance(to:)``.
  public init() {
    origin = SuspendingClock.Instant.now
    state = Locked(State(now: origin))
  }

  /// The current time: where the last ``advance(by:)`` or ``advance(to:)`` left it.
  public var now: SuspendingClock.Instant {
    state.withLock { $0.now }
  }

  /// How far a test has advanced the clock since it was created: the offset of ``now``.
  ///
  /// ```swift
  /// let clock = ManualClock()
  /// clock.advance(by: .milliseconds(1500))
  /// #expect(clock.elapsed == .milliseconds(1500))
  /// ```
  public var elapsed: Duration {
    offset(of: now)
  }

  /// How far `instant` lies after the moment the clock was created.
  ///
  /// Compare deadlines as offsets: a failed expectation then prints a readable `Duration`.
  ///
  /// ```swift
  /// let deadline = try await clock.nextSleep()
  /// #expect(clock.offset(of: deadline) == .seconds(1))   // the first retry's backoff
  /// ```
  ///
  /// - Parameter instant: An instant of this clock, such as a sleep's deadline.
  /// - Returns: The duration from the clock's creation to `instant`; negative when it is earlier.
  public func offset(of instant: SuspendingClock.Instant) -> Duration {
    origin.duration(to: instant)
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
  public func sleep(until deadline: SuspendingClock.Instant, tolerance: Duration? = nil)
    async throws
  {
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
  public func advance(to instant: SuspendingClock.Instant) {
    advance { _ in instant }
  }

  /// Moves ``now`` to `target(now)` if that is later, and resumes the sleepers now due.
  private func advance(
    _ target: (SuspendingClock.Instant) -> SuspendingClock.Instant
  ) {
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
