/// What a loader's nonisolated `deinit` cancels — the fetch in flight, a live loader's
/// subscription and the next poll — and the state streams it finishes, behind one lock.
///
/// One lock for the three, not one each: every ``Locked`` is an object and an `NSLock` (itself
/// an object and a mutex), so three of them cost 9 of the 27 allocations of creating a
/// `DataLoader` (the benchmark's `costs` workload). The views ``fetch``, ``subscription`` and
/// ``poll`` keep each handle's own operations.
///
/// `Sendable` because its state lives behind a lock (``Locked``).
final class LoaderHandles: Sendable {
  private struct State: Sendable {
    var fetch: Task<Void, Never>?
    var subscription: Task<Void, Never>?
    var poll: (timer: any DeadlineScheduling, token: DeadlineToken)?
    /// Counts the polls scheduled, so a deadline that fired can tell whether it is still the
    /// pending one.
    var pollGeneration: UInt64 = 0
    /// Finishes the loader's state streams, once any were made.
    var finishStreams: (@Sendable () -> Void)?
    /// The caller waiting for the operation in flight, to whom its fetch hands the result.
    var receiver: ResultReceiver.Waiting?
  }

  private let state = Locked(State())

  /// The fetch in flight.
  var fetch: TrackedTask { TrackedTask(handles: self, isSubscription: false) }
  /// A live loader's subscription, which outlives the load that started it (see
  /// ``LiveFeed``).
  var subscription: TrackedTask { TrackedTask(handles: self, isSubscription: true) }
  /// The next poll (``LoaderConfiguration/pollInterval``).
  var poll: PendingDeadline { PendingDeadline(handles: self) }
  /// The caller to whom the fetch in flight hands its result (see
  /// ``OperationSlot/startHandingOver(_:work:)``).
  var receiver: ResultReceiver { ResultReceiver(handles: self) }

  /// Remembers how to finish the loader's state streams when it goes away.
  func finishWhenReleased(_ finish: @escaping @Sendable () -> Void) {
    state.withLock { $0.finishStreams = finish }
  }

  /// Cancels everything and finishes the streams: the loader is going away.
  func cancelAll() {
    fetch.cancel()
    subscription.cancel()
    poll.cancel()
    let finishStreams = state.withLock { state in
      defer { state.finishStreams = nil }
      return state.finishStreams
    }
    finishStreams?()
  }

  /// A task of the loader, cancelled when the loader goes away.
  struct TrackedTask: Sendable {
    fileprivate let handles: LoaderHandles
    fileprivate let isSubscription: Bool

    /// Remembers the current task (replacing the previous one).
    func track(_ newTask: Task<Void, Never>?) {
      handles.state.withLock { state in
        if isSubscription { state.subscription = newTask } else { state.fetch = newTask }
      }
    }

    /// Cancels the current task, if any, on a thread of its own: the loader may be released
    /// on the main actor, where a fetch's cancellation handler must never run, and a handler
    /// that blocks must not keep a thread of the cooperative pool (see ``CancellationRelay``
    /// and ``CancellationThread``).
    func cancel() {
      let current = handles.state.withLock { state in
        defer { if isSubscription { state.subscription = nil } else { state.fetch = nil } }
        return isSubscription ? state.subscription : state.fetch
      }
      guard let current else { return }
      CancellationThread.cancelDetached(current)
    }
  }

  /// A deadline scheduled on a loader's clock: the next poll.
  struct PendingDeadline: Sendable {
    fileprivate let handles: LoaderHandles

    /// Whether a deadline is pending.
    var isPending: Bool {
      handles.state.withLock { $0.poll != nil }
    }

    /// Schedules `action` after `duration`, replacing (and cancelling) any pending deadline.
    ///
    /// `action` gets the deadline's generation, for ``clear(ifCurrent:)``: a deadline that
    /// fired may reach the main actor after it was cancelled or replaced.
    func schedule(
      on timer: any DeadlineScheduling, after duration: Duration,
      _ action: @escaping @Sendable (UInt64) -> Void
    ) {
      cancel()
      let generation = handles.state.withLock { state in
        state.pollGeneration += 1
        return state.pollGeneration
      }
      let token = timer.schedule(after: duration) { action(generation) }
      handles.state.withLock { $0.poll = (timer, token) }
    }

    /// Forgets the pending deadline, which fired, if it is the one of `generation`.
    ///
    /// - Returns: `false` when that deadline was cancelled or replaced since it fired: it
    ///   is to be ignored.
    func clear(ifCurrent generation: UInt64) -> Bool {
      handles.state.withLock { state in
        guard state.poll != nil, state.pollGeneration == generation else { return false }
        state.poll = nil
        return true
      }
    }

    /// Cancels the pending deadline, if any.
    func cancel() {
      let pending = handles.state.withLock { state in
        defer { state.poll = nil }
        return state.poll
      }
      if let pending { pending.timer.cancel(pending.token) }
    }
  }

  /// The caller that waits for an operation and applies its result, which the operation's
  /// fetch hands it from the thread it ran on (see ``LoadOperation/handOver(_:)``).
  ///
  /// Behind the loader's lock because two threads race for it: the fetch takes the caller to
  /// hand it the result, and the main actor takes it when the operation ends without one (a
  /// cancellation) or when the caller's task is cancelled. Whichever takes it resumes it.
  struct ResultReceiver: Sendable {
    /// A registered caller: whose operation it waits for, which of its callers it is, and
    /// its continuation.
    struct Waiting: Sendable {
      let operation: ObjectIdentifier
      let waiter: UInt64
      let continuation: UnsafeContinuation<LoadOperation.Handover?, Never>
    }

    fileprivate let handles: LoaderHandles

    /// Registers the caller that waits for `operation`.
    func register(_ waiting: Waiting) {
      handles.state.withLock { $0.receiver = waiting }
    }

    /// Takes the caller waiting for `operation` (only `waiter`, when given), if it still
    /// waits: whoever takes it resumes it.
    func take(
      for operation: ObjectIdentifier, waiter: UInt64? = nil
    ) -> UnsafeContinuation<LoadOperation.Handover?, Never>? {
      handles.state.withLock { state in
        guard let receiver = state.receiver, receiver.operation == operation,
          waiter == nil || receiver.waiter == waiter
        else { return nil }
        state.receiver = nil
        return receiver.continuation
      }
    }
  }
}
