import AsyncState

/// The reference model of a `DataLoader` over a live source, as the Live data article states
/// its rules: one subscription; the first element ends the load that subscribed, later ones
/// replace the value in place; a failure keeps the last value and restarts after the retry
/// policy's delay (1 s, then 2 s, 4 s, … with no jitter), `maxAttempts` counting the failures
/// since the last element; a failure before the first element is retried as a fetch is, then
/// fails the load; a finished source keeps the value (before its first element the load ends
/// where it started); `cancel()`, `reset()`, a refresh and the last caller going away stop
/// the subscription.
///
/// Each action returns nothing: the runner reads the model's fields to know what to wait for
/// and what to check.
struct LiveModel {
  enum Subscription: Equatable {
    /// No subscription runs.
    case none
    /// A stream is open: it may deliver, fail or finish.
    case streaming
    /// The stream failed; the next one starts at this instant (seconds on the clock).
    case restarting(at: Int)
  }

  let maxAttempts: Int
  var state: LiveSnapshot
  /// The state the running load started from.
  var origin: LiveSnapshot = .idle
  var hasOperation = false
  /// The callers waiting for the running load, by id.
  var waiters: [Int] = []
  var subscription = Subscription.none
  /// Failures since the last element (or since the subscription started).
  var failures = 0
  var retryCount = 0
  /// The clock, in seconds.
  var now = 0
  /// Streams made and streams ended (finished, failed or cancelled by the loader).
  var made = 0
  var ended = 0
  /// Every transition, in order.
  var transitions: [(LiveSnapshot, TransitionCause)] = []
  /// The callers that have returned, by id.
  var returned: Set<Int> = []
  /// Restart deadlines, in the order the loader sleeps for them.
  var sleeps: [Int] = []

  init(initialState: LiveSnapshot, maxAttempts: Int) {
    state = initialState
    self.maxAttempts = maxAttempts
  }

  private mutating func move(to state: LiveSnapshot, _ cause: TransitionCause) {
    self.state = state
    transitions.append((state, cause))
  }

  /// Every waiting caller returns: the load ended.
  private mutating func endOperation() {
    hasOperation = false
    origin = .idle
    returned.formUnion(waiters)
    waiters = []
  }

  /// Stops the subscription: an open stream is cancelled by the loader.
  private mutating func stopSubscription() {
    if subscription == .streaming { ended += 1 }
    subscription = .none
    failures = 0
  }

  /// Starts a load: a new subscription.
  private mutating func begin() {
    origin = state
    move(to: state.loading, .loadStarted)
    retryCount = 0
    hasOperation = true
    stopSubscription()
    subscription = .streaming
    made += 1
  }

  /// `load()` or `refresh()` by caller `id`.
  mutating func call(_ action: LiveScheduleAction, caller id: Int) {
    if hasOperation {
      waiters.append(id)
      return
    }
    if action == .load && subscription != .none {
      // The live value is current: nothing to do.
      returned.insert(id)
      return
    }
    begin()
    waiters.append(id)
  }

  mutating func cancel() {
    stopSubscription()
    guard hasOperation else { return }
    move(to: origin, .loadCancelled)
    endOperation()
  }

  mutating func reset() {
    stopSubscription()
    endOperation()
    if state != .idle { move(to: .idle, .reset) }
    retryCount = 0
  }

  /// The caller at `index` (wrapping) is cancelled; the last one takes the load with it.
  mutating func cancelCaller(_ index: Int) {
    guard !waiters.isEmpty else { return }
    let id = waiters.remove(at: index % waiters.count)
    returned.insert(id)
    if waiters.isEmpty { cancel() }
  }

  mutating func element(_ value: Int) {
    failures = 0
    if hasOperation {
      move(to: .success(value), .loadSucceeded)
      endOperation()
    } else if case .success = state {
      move(to: .success(value), .valueReplaced)
    } else {
      move(to: .success(value), .loadSucceeded)
    }
  }

  mutating func fail(_ code: Int) {
    ended += 1
    failures += 1
    let restarts = failures < maxAttempts
    if hasOperation {
      if restarts {
        retryCount = failures
        restart()
        return
      }
      move(to: state.failing(code), .loadFailed)
      endOperation()
    } else if let value = state.value {
      move(to: .refreshFailure(value, code), .loadFailed)
    }
    guard restarts else {
      subscription = .none
      return
    }
    retryCount = failures
    restart()
  }

  private mutating func restart() {
    let delay = 1 << (failures - 1)  // 1, 2, 4 s: schedules allow at most 4 attempts.
    subscription = .restarting(at: now + delay)
    sleeps.append(now + delay)
  }

  mutating func finish() {
    ended += 1
    subscription = .none
    guard hasOperation else { return }
    move(to: origin, .loadCancelled)
    endOperation()
  }

  /// The clock reaches the restart: a new stream.
  mutating func advance() {
    guard case .restarting(let deadline) = subscription else { return }
    now = deadline
    subscription = .streaming
    made += 1
  }
}
