public import Observation

/// Loads one value asynchronously and owns the ``DataState`` a screen shows for it.
///
/// A `DataLoader` runs your fetch and gets the hard parts right:
///
/// - **Single flight.** One fetch runs at a time. A ``load()`` or ``refresh()`` while one
///   runs starts nothing and *joins* it: it returns when that load ends. So
///   `.refreshable { await loader.refresh() }` keeps the control up exactly as long as the
///   load runs.
/// - **Cancellation.** ``cancel()``, or the cancellation of every task awaiting the load,
///   cancels the fetch and restores the exact state the load started from.
///   `CancellationError` and `URLError(.cancelled)` never become a failure.
/// - **Ordering.** A result from a load that was cancelled or superseded is dropped.
/// - **Load once.** ``load()`` on a loaded value does nothing (revisiting a screen neither
///   reloads nor flashes). With `staleAfter`, a value older than that is revalidated instead,
///   kept on screen while the refresh runs. ``refresh()`` always fetches; ``reset()`` goes
///   back to idle.
/// - **Retry** with exponential backoff and jitter on an injected clock (``RetryPolicy``),
///   with the retry count observable (``retryCount``), and an optional timeout per attempt.
///
/// The state is a single stored property: each transition is one observation change, and a
/// plain load is exactly two (`idle → initialLoading → success`).
///
/// ```swift
/// struct ProfileScreen: View {
///   @State private var loader = DataLoader { try await api.profile() }
///
///   var body: some View {
///     Group {
///       switch loader.state {
///       case .idle, .initialLoading: ProgressView()
///       case .success(let profile), .refreshing(let profile), .refreshFailure(let profile, _):
///         ProfileView(profile)
///       case .failure(let error), .retrying(let error):
///         ErrorView(error) { Task { await loader.refresh() } }
///       }
///     }
///     .task { await loader.load() }
///     .refreshable { await loader.refresh() }
///   }
/// }
/// ```
///
/// The fetch runs on the main actor until it suspends (every call from the loader is made
/// there), so do heavy work in a `@concurrent` function or another actor.
@MainActor
@Observable
public final class DataLoader<Value: Sendable, Failure: Error> {
  /// The current state. Every transition replaces it once.
  public private(set) var state: DataState<Value, Failure> {
    get {
      _$observationRegistrar.access(self, keyPath: stateKeyPath)
      return storedState
    }
    set {
      _$observationRegistrar.withMutation(of: self, keyPath: stateKeyPath) {
        storedState = newValue
      }
    }
    _modify {
      _$observationRegistrar.access(self, keyPath: stateKeyPath)
      _$observationRegistrar.willSet(self, keyPath: stateKeyPath)
      defer { _$observationRegistrar.didSet(self, keyPath: stateKeyPath) }
      yield &storedState
    }
  }

  /// How many retries the running load has made, or the last load made; `0` without
  /// retries.
  public private(set) var retryCount: Int {
    get {
      _$observationRegistrar.access(self, keyPath: retryCountKeyPath)
      return storedRetryCount
    }
    set {
      _$observationRegistrar.withMutation(of: self, keyPath: retryCountKeyPath) {
        storedRetryCount = newValue
      }
    }
  }

  // Observation by hand, with the key paths made once per loader: in a generic class, the
  // `\.state` literals the `@Observable` macro writes into every accessor are instantiated
  // at run time on each access (the runtime demangles the generic arguments), which made
  // that instantiation half the cost of a load.
  @ObservationIgnored private var storedState: DataState<Value, Failure>
  @ObservationIgnored private var storedRetryCount = 0
  @ObservationIgnored
  private let stateKeyPath: KeyPath<DataLoader, DataState<Value, Failure>> = \.state
  @ObservationIgnored private let retryCountKeyPath: KeyPath<DataLoader, Int> = \.retryCount

  @ObservationIgnored private let fetch: @Sendable () async throws(Failure) -> Value
  @ObservationIgnored private let runner: AttemptRunner<Value, Failure>
  @ObservationIgnored private let staleAfter: Duration?
  @ObservationIgnored private let operations = OperationSlot()
  /// The state the running load started from; restored when it is cancelled.
  @ObservationIgnored private var origin: DataState<Value, Failure> = .idle
  /// When the value on screen was loaded, on the loader's clock.
  @ObservationIgnored private var loadedAt: Duration?
  @ObservationIgnored private let broadcaster = StateBroadcaster<DataState<Value, Failure>>()

  private init(
    initialState: DataState<Value, Failure>,
    staleAfter: Duration?,
    retry: RetryPolicy<Failure>,
    timeout: Duration?,
    timeoutFailure: (@Sendable (Duration) -> Failure)?,
    clock: LoaderClock,
    fetch: @escaping @Sendable () async throws(Failure) -> Value
  ) {
    // A loader starts settled: an initial loading state has no load behind it.
    var state = initialState
    state.cancelLoading()
    self.storedState = state
    self.staleAfter = staleAfter
    self.fetch = fetch
    self.runner = AttemptRunner(
      retry: retry, timeout: timeout, timeoutFailure: timeoutFailure, clock: clock)
    // A value handed in counts as loaded now: it is fresh until `staleAfter` passes.
    self.loadedAt = state.value == nil ? nil : clock.elapsed()
  }

  /// Creates a loader.
  ///
  /// - Parameters:
  ///   - initialState: Where the loader starts, such as `.success(cachedValue)` to show a
  ///     cached value with no spinner frame. A loading state starts as the state it implies
  ///     (see ``DataState/cancelLoading()``). A value handed in counts as loaded now.
  ///   - staleAfter: How old a value may get before ``load()`` revalidates it; `nil` (the
  ///     default) means it never goes stale.
  ///   - retry: When and how often to retry a failed fetch.
  ///   - clock: The clock that runs retry delays and measures staleness.
  ///   - fetch: Loads the value. Typed throws: a failure of type `Failure` becomes
  ///     ``DataState/failure(_:)`` (or ``DataState/refreshFailure(_:_:)``).
  public convenience init(
    initialState: DataState<Value, Failure> = .idle,
    staleAfter: Duration? = nil,
    retry: RetryPolicy<Failure> = .never,
    clock: some Clock<Duration> = ContinuousClock(),
    fetch: @escaping @Sendable () async throws(Failure) -> Value
  ) {
    self.init(
      initialState: initialState, staleAfter: staleAfter, retry: retry, timeout: nil,
      timeoutFailure: nil, clock: LoaderClock(clock), fetch: fetch)
  }

  /// Creates a loader whose attempts time out, reporting timeouts in its typed failure.
  ///
  /// - Parameters:
  ///   - initialState: Where the loader starts.
  ///   - staleAfter: How old a value may get before ``load()`` revalidates it.
  ///   - retry: When and how often to retry a failed fetch; a timeout counts as a failure.
  ///   - timeout: How long one attempt may take. A slower attempt is cancelled and fails
  ///     with `Failure(LoaderError.timedOut(after: timeout))`.
  ///   - clock: The clock that runs timeouts, retry delays and staleness.
  ///   - fetch: Loads the value.
  public convenience init(
    initialState: DataState<Value, Failure> = .idle,
    staleAfter: Duration? = nil,
    retry: RetryPolicy<Failure> = .never,
    timeout: Duration,
    clock: some Clock<Duration> = ContinuousClock(),
    fetch: @escaping @Sendable () async throws(Failure) -> Value
  ) where Failure: LoaderErrorConvertible {
    self.init(
      initialState: initialState, staleAfter: staleAfter, retry: retry, timeout: timeout,
      timeoutFailure: { Failure(.timedOut(after: $0)) }, clock: LoaderClock(clock),
      fetch: fetch)
  }

  /// Creates a loader whose attempts time out, reporting timeouts as ``LoaderError``.
  ///
  /// - Parameters:
  ///   - initialState: Where the loader starts.
  ///   - staleAfter: How old a value may get before ``load()`` revalidates it.
  ///   - retry: When and how often to retry a failed fetch; a timeout counts as a failure.
  ///   - timeout: How long one attempt may take. A slower attempt is cancelled and fails
  ///     with ``LoaderError/timedOut(after:)``.
  ///   - clock: The clock that runs timeouts, retry delays and staleness.
  ///   - fetch: Loads the value.
  public convenience init(
    initialState: DataState<Value, Failure> = .idle,
    staleAfter: Duration? = nil,
    retry: RetryPolicy<Failure> = .never,
    timeout: Duration,
    clock: some Clock<Duration> = ContinuousClock(),
    fetch: @escaping @Sendable () async throws -> Value
  ) where Failure == any Error {
    self.init(
      initialState: initialState, staleAfter: staleAfter, retry: retry, timeout: timeout,
      timeoutFailure: { LoaderError.timedOut(after: $0) }, clock: LoaderClock(clock),
      fetch: fetch)
  }

  deinit {
    operations.lifetime.cancel()
    broadcaster.streams.finishAll()
  }
}

extension DataLoader {
  /// Makes sure the value is loaded, fetching only when needed.
  ///
  /// - From `idle` or a failure: starts a load (``DataState/initialLoading`` or
  ///   ``DataState/retrying(_:)``).
  /// - With a value: does nothing, unless the value is older than `staleAfter`; then it
  ///   revalidates, keeping the value on screen (``DataState/refreshing(_:)``).
  /// - While a load runs: joins it.
  ///
  /// Returns when the load it started or joined ends, or when the calling task is cancelled.
  /// If every task awaiting a load is cancelled, the load is cancelled and the state restored.
  public func load() async {
    if let operation = operations.current {
      await operation.wait()
      return
    }
    switch state {
    case .idle, .failure:
      await start()
    case .success, .refreshFailure:
      if isStale { await start() }
    case .initialLoading, .refreshing, .retrying:
      // Unreachable: a loading state always has an operation.
      return
    }
  }

  /// Fetches the value again, keeping what is on screen; joins a load that is running.
  ///
  /// Returns when the load ends, so `.refreshable { await loader.refresh() }` keeps the
  /// refresh control up exactly as long as the load runs.
  public func refresh() async {
    if let operation = operations.current {
      await operation.wait()
      return
    }
    await start()
  }

  /// Cancels the running load and restores the state it started from.
  ///
  /// Callers awaiting the load return. A result that arrives later is dropped. Does nothing
  /// when no load is running.
  public func cancel() {
    guard let operation = operations.take() else { return }
    setState(origin, cause: .loadCancelled)
    origin = .idle
    operation.cancel()
  }

  /// Cancels any running load and goes back to ``DataState/idle``, forgetting the value.
  public func reset() {
    let operation = operations.take()
    origin = .idle
    if !state.isIdle { setState(.idle, cause: .reset) }
    operation?.cancel()
    loadedAt = nil
    if retryCount != 0 { retryCount = 0 }
  }

  /// The state now and after every transition, as an asynchronous sequence.
  ///
  /// Each access starts a new subscription; it ends when the loader is deallocated.
  public var states: LoaderStates<DataState<Value, Failure>> {
    broadcaster.stream(startingWith: state)
  }

  private var isStale: Bool {
    guard let staleAfter, let loadedAt else { return false }
    return runner.clock.elapsed() - loadedAt >= staleAfter
  }

  private func start() async {
    // A caller that is already cancelled starts nothing.
    guard !Task.isCancelled else { return }
    origin = state
    state.startLoading()
    broadcaster.publish(state, cause: .loadStarted)
    if retryCount != 0 { retryCount = 0 }

    let runner = runner
    let fetch = fetch
    let operation = operations.start(
      .first, onAbandoned: { [weak self] operation in self?.abandon(operation) }
    ) { [weak self] operation in
      let outcome = await runner.run(fetch) { retry in self?.retryCount = retry }
      self?.complete(operation, with: outcome)
    }
    await operation.wait()
  }

  private func complete(_ operation: LoadOperation, with outcome: FetchOutcome<Value, Failure>) {
    // A superseded or cancelled load's result is dropped.
    guard operations.end(operation) else { return }
    switch outcome {
    case .success(let value):
      loadedAt = runner.clock.elapsed()
      state.succeed(with: value)
      broadcaster.publish(state, cause: .loadSucceeded)
    case .failure(let failure):
      state.fail(with: failure)
      broadcaster.publish(state, cause: .loadFailed)
    case .cancelled:
      // The fetch reported a cancellation nobody asked for: it is still not a failure.
      setState(origin, cause: .loadCancelled)
    }
    origin = .idle
    operation.finish()
  }

  private func abandon(_ operation: LoadOperation) {
    guard operation === operations.current else { return }
    cancel()
  }

  private func setState(_ newState: DataState<Value, Failure>, cause: TransitionCause) {
    state = newState
    broadcaster.publish(state, cause: cause)
  }
}

extension DataLoader: StateSource {
  /// Calls `onTransition` on the main actor right after every transition, in order, with the
  /// new state and the cause of the move.
  ///
  /// - Parameter onTransition: Called with each transition.
  /// - Returns: A token; the observer is called until the token is cancelled or released.
  public func observeTransitions(
    _ onTransition: @escaping @MainActor (StateTransition<DataState<Value, Failure>>) -> Void
  ) -> StateObservation {
    broadcaster.observe(onTransition)
  }
}
