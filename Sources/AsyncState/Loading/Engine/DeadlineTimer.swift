/// Runs actions at deadlines on one clock, with one sleeping task for many deadlines.
///
/// Why not one sleeping task per timeout: on the system clocks a cancelled `Task.sleep` stays
/// in the runtime until its deadline would have passed (about 600 B each in the benchmark's
/// `timeouts` row: 100,000 loads with a one-hour timeout held about 60 MB of heap). Here a deadline is an entry in a dictionary: cancelling it
/// frees it at once. The timer sleeps until its earliest deadline. A deadline later than that
/// needs no new sleep; an earlier one starts one more sleep, and the sleeper it supersedes
/// finds nothing to do when it wakes. With one timeout duration the deadlines come in
/// increasing order, so a loader — or every loader on a system clock, which share one timer
/// per clock (`makeDeadlineTimer(for:)`) — holds a single sleep, however many loads it runs.
///
/// On other clocks (a `ManualClock` in tests) each deadline has a sleep of its own, cancelled
/// with it (`sharesSleeps` is `false`): those clocks free a cancelled sleep at once, and a test
/// sees exactly one sleep per attempt, when the attempt starts. The shared mode is tested on a
/// manual clock too, directly (`DeadlineTimerTests`).
///
/// `Sendable` because its state lives behind a lock (``Locked``).
final class DeadlineTimer<C: Clock<Duration>>: DeadlineScheduling {
  private struct Entry: Sendable {
    let deadline: C.Instant
    let action: @Sendable () -> Void
    /// The entry's own sleep, when sleeps are not shared.
    var sleep: Task<Void, Never>?
  }

  /// The sleeper that is responsible for the earliest deadline. Nothing cancels it: it ends
  /// when it wakes to no deadline, or finds it was superseded.
  private struct Sleeper: Sendable {
    let generation: UInt64
    let wake: C.Instant
  }

  private struct State: Sendable {
    var entries: [UInt64: Entry] = [:]
    var nextID: UInt64 = 0
    var generation: UInt64 = 0
    var sleeper: Sleeper?
    /// How many sleeps were started, for tests.
    var sleepsStarted = 0
  }

  private let clock: C
  private let sharesSleeps: Bool
  private let state = Locked(State())

  /// Creates a timer on `clock`.
  ///
  /// - Parameters:
  ///   - clock: The clock the deadlines are on.
  ///   - sharesSleeps: Whether deadlines share one sleep (the system clocks, whose cancelled
  ///     sleeps are not freed before their deadline) or each has its own, cancelled with it.
  init(clock: C, sharesSleeps: Bool) {
    self.clock = clock
    self.sharesSleeps = sharesSleeps
  }

  /// How many sleeps the timer has started.
  var sleepsStarted: Int {
    state.withLock { $0.sleepsStarted }
  }

  /// How many deadlines are scheduled.
  var pendingCount: Int {
    state.withLock { $0.entries.count }
  }

  /// Runs `action` once `duration` has passed, unless the returned token is cancelled first.
  ///
  /// The action runs on the timer's task; it must be quick (a loader's finishes a race).
  func schedule(after duration: Duration, _ action: @escaping @Sendable () -> Void)
    -> DeadlineToken
  {
    let deadline = clock.now.advanced(by: duration)
    return state.withLock { state in
      let id = state.nextID
      state.nextID += 1
      guard sharesSleeps else {
        state.sleepsStarted += 1
        let sleep = Task.detached { [self] in await self.sleep(until: deadline, only: id) }
        state.entries[id] = Entry(deadline: deadline, action: action, sleep: sleep)
        return DeadlineToken(id: id)
      }
      state.entries[id] = Entry(deadline: deadline, action: action)
      if let sleeper = state.sleeper, sleeper.wake <= deadline { return DeadlineToken(id: id) }
      // No sleeper yet, or one that wakes too late: this deadline gets a sleeper of its own.
      startSleeper(until: deadline, in: &state)
      return DeadlineToken(id: id)
    }
  }

  /// Cancels a deadline; its action will not run. Frees it at once.
  func cancel(_ token: DeadlineToken) {
    let entry = state.withLock { $0.entries.removeValue(forKey: token.id) }
    entry?.sleep?.cancel()
  }

  /// The sleep of one deadline, when sleeps are not shared.
  private func sleep(until deadline: C.Instant, only id: UInt64) async {
    do {
      try await clock.sleep(until: deadline, tolerance: nil)
    } catch {
      return  // Cancelled with its deadline.
    }
    state.withLock { $0.entries.removeValue(forKey: id) }?.action()
  }

  /// Starts a sleeper until `wake` and makes it the responsible one. Called under the lock.
  private func startSleeper(until wake: C.Instant, in state: inout State) {
    state.generation += 1
    state.sleepsStarted += 1
    let generation = state.generation
    Task.detached { [self] in
      await self.sleep(until: wake, generation: generation)
    }
    state.sleeper = Sleeper(generation: generation, wake: wake)
  }

  /// Sleeps until `wake`, runs the deadlines that passed, and, while this sleeper is the
  /// responsible one, goes on to the next deadline.
  private func sleep(until firstWake: C.Instant, generation: UInt64) async {
    var wake = firstWake
    while true {
      do {
        try await clock.sleep(until: wake, tolerance: nil)
      } catch {
        return  // Not cancelled in practice: nothing cancels a shared sleep.
      }
      let now = clock.now
      var due: [@Sendable () -> Void] = []
      let next: C.Instant? = state.withLock { state in
        for (id, entry) in state.entries where entry.deadline <= now {
          due.append(entry.action)
          state.entries[id] = nil
        }
        guard let current = state.sleeper, current.generation == generation else { return nil }
        guard let earliest = state.entries.values.lazy.map(\.deadline).min() else {
          state.sleeper = nil
          return nil
        }
        state.sleeper = Sleeper(generation: generation, wake: earliest)
        return earliest
      }
      for action in due { action() }
      guard let next else { return }
      wake = next
    }
  }
}

/// A deadline scheduled on a ``DeadlineScheduling`` timer, to cancel it.
struct DeadlineToken: Hashable, Sendable {
  fileprivate let id: UInt64
}

/// A timer whatever its clock: what a loader's clock keeps.
protocol DeadlineScheduling: Sendable {
  /// Runs `action` once `duration` has passed, unless the token is cancelled first.
  func schedule(after duration: Duration, _ action: @escaping @Sendable () -> Void)
    -> DeadlineToken
  /// Cancels a deadline; its action will not run.
  func cancel(_ token: DeadlineToken)
}

/// The timer for deadlines on `clock`: the one shared timer of a system clock, or a timer of
/// its own for any other clock (see ``DeadlineTimer``).
func makeDeadlineTimer<C: Clock<Duration>>(for clock: C) -> any DeadlineScheduling {
  if C.self == ContinuousClock.self { return sharedContinuousTimer }
  if C.self == SuspendingClock.self { return sharedSuspendingTimer }
  return DeadlineTimer(clock: clock, sharesSleeps: false)
}

/// The one timer every loader on the continuous clock shares.
let sharedContinuousTimer = DeadlineTimer(clock: ContinuousClock(), sharesSleeps: true)
/// The one timer every loader on the suspending clock shares.
let sharedSuspendingTimer = DeadlineTimer(clock: SuspendingClock(), sharesSleeps: true)
