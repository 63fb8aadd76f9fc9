public import Observation

/// Performs something the user does — send a form, like a post, delete a row — and owns the
/// ``ActionState`` the screen shows for it.
///
/// An `ActionRunner` replaces the `isSubmitting` / `submitError` / `didSucceed` flags and
/// gets the hard parts right:
///
/// - **A double tap is one request.** While an action runs, ``run(_:)`` starts nothing and
///   waits for the running action instead (``ActionPolicy/dropWhileRunning``, the default).
///   ``ActionPolicy/replace`` cancels the running action instead; ``ActionPolicy/queue``
///   runs every request, one at a time, in order.
/// - **Cancellation is not an outcome.** ``cancel()`` cancels the action and restores the
///   exact state it started from: the button is enabled again, and `CancellationError` is
///   never shown.
/// - **Retry and timeout** from ``LoaderConfiguration``'s ``RetryPolicy`` and timeout, on
///   its clock; ``retry()`` sends a failed action again with the same argument.
/// - **A result is reported once.** ``outcome`` holds how the latest action ended until
///   ``takeOutcome()`` takes it: an alert or a toast shows once. ``reset()`` forgets
///   everything when the sheet closes.
/// - **The cache follows.** ``CacheEffect``s declared with the action change a cached value
///   optimistically and roll it back on failure, or write and invalidate entries on success.
///
/// ```swift
/// struct ComposeScreen: View {
///   @State private var sender = ActionRunner { (draft: Draft) in
///     try await API.publish(draft)
///   }
///   @State private var draft = Draft()
///
///   var body: some View {
///     Form {
///       TextField("Message", text: $draft.text)
///       Button("Send") { Task { await sender.run(draft) } }
///         .disabled(sender.state.isRunning)
///       if let failure = sender.state.failure {
///         Text(failure.readableDescription)
///       }
///     }
///   }
/// }
/// ```
///
/// The state moves with the causes of a loader's: ``TransitionCause/loadStarted`` when an
/// action starts, ``TransitionCause/loadSucceeded`` and ``TransitionCause/loadFailed`` when
/// it ends, ``TransitionCause/loadCancelled`` when it is cancelled (a replaced action
/// included), ``TransitionCause/reset`` on ``reset()``.
///
/// ### Where the action runs
///
/// The action is `@concurrent`: it runs off the main actor, whatever the isolation of the
/// code that created the runner. The runner, its state and its observers stay on the main
/// actor.
///
/// > Important: An action outlives the task that asked for it. Cancelling a task that awaits
/// > ``run(_:)`` ends its wait, not the action: a request that was sent is seen through, and
/// > its result shown. Call ``cancel()`` to cancel it. A runner that nobody holds any more
/// > cancels its action.
@MainActor
public final class ActionRunner<Argument: Sendable, Value: Sendable, Failure: Error> {
  let core: LoaderCore<ActionState<Value, Failure>>
  /// What the runner does when asked to run while an action runs.
  public nonisolated let policy: ActionPolicy
  private let perform: @concurrent @Sendable (Argument) async throws(Failure) -> Value
  private let attempts: AttemptRunner<Value, Failure>
  private let effects: [CacheEffect<Argument, Value>]
  /// The state the running action started from; restored when it is cancelled.
  private var origin: ActionState<Value, Failure> = .idle
  /// The running action; `nil` exactly when the core's operation slot is empty.
  private var current: ActionRun<Argument, Value, Failure>?
  /// Requests waiting their turn (``ActionPolicy/queue``), oldest first.
  private var queue: [ActionRun<Argument, Value, Failure>] = []
  /// The argument of the latest action, if it failed: what ``retry()`` sends again.
  private var failedArgument: Argument?
  /// Observes ``outcome`` (under ``ObservedOutcome``, whose key path is not generic); the
  /// state is observed through the core's registrar.
  private let registrar = ObservationRegistrar()
  private var storedOutcome: Result<Value, Failure>?

  /// Creates a runner.
  ///
  /// ```swift
  /// let send = ActionRunner { (draft: Draft) in try await API.publish(draft) }
  /// let save = ActionRunner(
  ///   policy: .queue,
  ///   configuration: .init(retry: .exponential(maxAttempts: 3), timeout: .seconds(15)),
  ///   effects: [.invalidate(NotesQuery(), in: cache)]
  /// ) { (note: Note) in
  ///   try await API.save(note)
  /// }
  /// ```
  ///
  /// The initializer is `nonisolated`: a runner can be created anywhere — a stored
  /// property's default value, a `lazy var`, an `init` — whatever the isolation of the API
  /// client its action calls. It only stores; nothing runs until ``run(_:)``.
  ///
  /// - Parameters:
  ///   - policy: What to do when asked to run while an action runs;
  ///     ``ActionPolicy/dropWhileRunning`` by default.
  ///   - configuration: Retry, timeout and clock. `staleAfter` does not apply to actions.
  ///   - effects: What the action does to a cache: optimistic changes while it runs,
  ///     writes and invalidations when it succeeds, applied in this order.
  ///   - perform: The action, off the main actor. Typed throws: a failure of type `Failure`
  ///     becomes ``ActionState/failed(_:)``.
  public nonisolated init(
    policy: ActionPolicy = .dropWhileRunning,
    configuration: LoaderConfiguration = .default,
    effects: [CacheEffect<Argument, Value>] = [],
    perform: @escaping @concurrent @Sendable (Argument) async throws(Failure) -> Value
  ) {
    let core = LoaderCore<ActionState<Value, Failure>>(
      state: .idle, configuration: configuration)
    self.core = core
    self.policy = policy
    self.perform = perform
    self.effects = effects
    attempts = AttemptRunner(
      configuration: configuration, clock: core.clock, relay: core.operations.relay)
  }

  /// The current state. Every transition replaces it once.
  ///
  /// ```swift
  /// Button("Send") { Task { await sender.run(draft) } }
  ///   .disabled(sender.state.isRunning)
  /// ```
  public var state: ActionState<Value, Failure> {
    core.state
  }

  /// How the latest action ended, until ``takeOutcome()`` takes it: a one-shot event for an
  /// alert or a toast.
  ///
  /// Set when an action succeeds or fails (never when it is cancelled), replacing an outcome
  /// nobody took; cleared by ``takeOutcome()`` and ``reset()``. Unlike ``state``, which keeps
  /// showing the failure, the outcome is gone once taken, so an alert shows once:
  ///
  /// ```swift
  /// .alert("Not sent", isPresented: Binding(
  ///   get: { if case .failure = sender.outcome { true } else { false } },
  ///   set: { if !$0 { sender.takeOutcome() } }
  /// )) {}
  /// ```
  public var outcome: Result<Value, Failure>? {
    registrar.access(ObservedOutcome.shared, keyPath: \.outcome)
    return storedOutcome
  }

  /// Returns the outcome of the latest action and clears it, so it is reported once.
  ///
  /// ```swift
  /// if case .success = sender.takeOutcome() { toast("Sent") }
  /// ```
  ///
  /// - Returns: How the latest action ended, or `nil` if it was taken already (or no action
  ///   ended).
  @discardableResult
  public func takeOutcome() -> Result<Value, Failure>? {
    let outcome = storedOutcome
    if outcome != nil { setOutcome(nil) }
    return outcome
  }

  private func setOutcome(_ newValue: Result<Value, Failure>?) {
    registrar.withMutation(of: ObservedOutcome.shared, keyPath: \.outcome) {
      storedOutcome = newValue
    }
  }
}

extension ActionRunner: Observable {}

extension ActionRunner {
  /// Runs the action with `argument`, following the runner's ``policy`` if one runs.
  ///
  /// ```swift
  /// Button("Send") {
  ///   Task {
  ///     if case .success = await sender.run(draft) { dismiss() }
  ///   }
  /// }
  /// ```
  ///
  /// - ``ActionPolicy/dropWhileRunning``: while an action runs, `argument` is dropped and
  ///   this call waits for the running action, returning its result.
  /// - ``ActionPolicy/replace``: the running action is cancelled (its callers get `nil`, and
  ///   its result is never shown) and this one starts.
  /// - ``ActionPolicy/queue``: this action starts once those asked for before it have ended.
  ///
  /// A caller whose task is already cancelled starts nothing. Cancelling the caller's task
  /// later ends this call's wait, not the action (see ``cancel()``).
  ///
  /// - Parameter argument: What the action acts on, such as the draft to send.
  /// - Returns: How the action this call started or waited for ended; `nil` if it was
  ///   cancelled, or if the caller's task was.
  @discardableResult
  public func run(_ argument: Argument) async -> Result<Value, Failure>? {
    guard !Task.isCancelled else { return nil }
    let run: ActionRun<Argument, Value, Failure>
    if let current {
      switch policy {
      case .dropWhileRunning:
        run = current
      case .replace:
        cancel()
        run = ActionRun(argument)
        start(run)
      case .queue:
        run = ActionRun(argument)
        queue.append(run)
      }
    } else {
      run = ActionRun(argument)
      start(run)
    }
    await run.wait()
    return run.result
  }

  /// Runs the latest action again with the same argument, if it failed.
  ///
  /// ```swift
  /// if let failure = sender.state.failure {
  ///   ErrorView(failure) { Task { await sender.retry() } }
  /// }
  /// ```
  ///
  /// The retries of ``RetryPolicy`` happen within one action; this is the user's "Try again".
  ///
  /// - Returns: How the retried action ended; `nil` when the state is not
  ///   ``ActionState/failed(_:)`` (nothing is sent), or if the action was cancelled.
  @discardableResult
  public func retry() async -> Result<Value, Failure>? {
    guard case .failed = core.state, let argument = failedArgument else { return nil }
    return await run(argument)
  }

  /// Cancels the running action, and the requests queued after it, and restores the state
  /// the action started from.
  ///
  /// ```swift
  /// Button("Cancel") { sender.cancel() }   // the Send button is enabled again
  /// ```
  ///
  /// Every caller waiting returns `nil`. A result that arrives later is dropped, and an
  /// optimistic change is rolled back. The action is told to stop off the main actor.
  /// Does nothing when no action runs.
  public func cancel() {
    let waiting = queue
    queue = []
    if let run = current, let operation = core.operations.take() {
      current = nil
      core.setState(origin, cause: .loadCancelled)
      origin = .idle
      core.operations.cancel(operation)
      run.finish()
    }
    for run in waiting { run.finish() }
  }

  /// Cancels what runs or waits, as ``cancel()`` does, and goes back to
  /// ``ActionState/idle``, forgetting the last outcome.
  ///
  /// ```swift
  /// .sheet(isPresented: $isComposing, onDismiss: { sender.reset() }) { ... }
  /// ```
  public func reset() {
    let waiting = queue
    queue = []
    let run = current
    current = nil
    origin = .idle
    failedArgument = nil
    if storedOutcome != nil { setOutcome(nil) }
    core.reset()
    run?.finish()
    for run in waiting { run.finish() }
  }

  /// The state now and after every transition, as an asynchronous sequence.
  ///
  /// ```swift
  /// for await state in sender.states { print(state) }
  /// ```
  ///
  /// Each access starts a new subscription that begins with the state at that moment; it
  /// ends when the runner is deallocated. Transitions are buffered, so a slow consumer sees
  /// every one of them.
  public var states: AsyncStream<ActionState<Value, Failure>> {
    core.states
  }

  private func start(_ run: ActionRun<Argument, Value, Failure>) {
    origin = core.state
    core.updateState { $0.start() }
    current = run
    core.retryCount = 0
    core.publish(.loadStarted)
    let argument = run.argument
    let perform = perform
    let steps = effects.compactMap { effect in
      if case .optimistic(let step) = effect.step { step } else { nil }
    }
    let attempts = ActionAttempts(
      attempts,
      fetch: { @concurrent () async throws(Failure) -> Value in
        try await perform(argument)
      },
      onRetry: { [weak self] in self?.core.retryCount = $0 })
    // The task holds the runner weakly: a runner nobody holds goes away, and its core's
    // `deinit` cancels the action.
    _ = core.operations.start(.first, onAbandoned: nil) { [weak self] operation in
      let outcome = await attempts.run(argument, through: steps)
      self?.complete(run, operation, with: outcome)
    }
  }

  private func complete(
    _ run: ActionRun<Argument, Value, Failure>, _ operation: LoadOperation,
    with outcome: FetchOutcome<Value, Failure>
  ) {
    // A replaced or cancelled action's result is dropped.
    guard core.operations.end(operation) else { return }
    current = nil
    switch outcome {
    case .success(let value):
      // The cache first, so every screen shows the new data when the state says so.
      for effect in effects {
        if case .onSuccess(let apply) = effect.step { apply(run.argument, value) }
      }
      failedArgument = nil
      run.result = .success(value)
      setOutcome(.success(value))
      core.updateState { $0.succeed(with: value) }
      core.publish(.loadSucceeded)
    case .failure(let failure):
      failedArgument = run.argument
      run.result = .failure(failure)
      setOutcome(.failure(failure))
      core.updateState { $0.fail(with: failure) }
      core.publish(.loadFailed)
    case .cancelled:
      // The action reported a cancellation nobody asked for: it is still not a failure.
      core.setState(origin, cause: .loadCancelled)
    }
    origin = .idle
    run.finish()
    if !queue.isEmpty { start(queue.removeFirst()) }
  }
}

extension ActionRunner: StateSource {
  /// Calls `onTransition` on the main actor right after every transition, in order, with the
  /// new state and the cause of the move.
  ///
  /// ```swift
  /// observation = sender.observe { _, cause in
  ///   if cause == .loadFailed { haptics.error() }
  /// }
  /// ```
  ///
  /// - Parameter onTransition: Called with each new state and the cause of the move.
  /// - Returns: A token; the observer is called until the token is cancelled or released.
  public func observe(
    _ onTransition: @escaping @MainActor (ActionState<Value, Failure>, TransitionCause) -> Void
  ) -> StateObservation {
    core.observe(onTransition)
  }
}
