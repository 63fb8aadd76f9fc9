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
///   reloads nor flashes). With ``LoaderConfiguration/staleAfter``, a value older than that
///   is revalidated instead, kept on screen while the refresh runs. ``refresh()`` always
///   fetches; ``reset()`` goes back to idle.
/// - **Retry** with exponential backoff and jitter on an injected clock (``RetryPolicy``),
///   with the retry count observable (``retryCount``), and an optional timeout per attempt
///   (``LoaderConfiguration``).
/// - **Live data**: over an `AsyncSequence` instead of a fetch
///   (``init(initialState:configuration:stream:)``), or polled at an interval
///   (``LoaderConfiguration/pollInterval``); see <doc:LiveDataAndPolling>.
///
/// The state is a single stored property: each transition is one observation change, and a
/// plain load is exactly two (`idle → initialLoading → success`).
///
/// ```swift
/// struct ProfileScreen: View {
///   @State private var loader = DataLoader { try await API.profile() }
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
/// ### Where the fetch runs
///
/// The fetch is `@concurrent`: a closure written here runs off the main actor, whatever the
/// isolation of the code that creates the loader, and so does a function declared
/// `@concurrent`; an actor's method runs on its actor. A screen wants exactly that: decoding
/// a large response, or any slow work before the first `await`, never freezes the UI. The
/// loader itself, its state and its observers stay on the main actor. To touch main-actor
/// state from a fetch, `await` a main-actor function.
///
/// One exception: a `nonisolated(nonsending)` function passed by name keeps running where it
/// is converted to the fetch's type. Every `nonisolated` `async` function of a module built
/// with `NonisolatedNonsendingByDefault` is one (Xcode 26 turns that setting on for new
/// apps), so `DataLoader(fetch: api.user)` written on the main actor fetches on the main
/// actor (Swift 6.3). Write `DataLoader { try await api.user() }`, or declare `user()`
/// `@concurrent`. A query's `fetch()` (``DataQuery``) runs off the main actor either way.
///
/// > Important: A load is cancelled when *every* task awaiting it is cancelled — a SwiftUI
/// > `.task` that goes away takes its load with it, and the state goes back to where it was.
/// > Start loads that must outlive the view from a task the view does not own.
@MainActor
public final class DataLoader<Value: Sendable, Failure: Error> {
  let core: LoaderCore<DataState<Value, Failure>>
  /// The fetch; `nil` for a loader over a live source.
  private let fetch: Fetch<Value, Failure>?
  private let runner: AttemptRunner<Value, Failure>
  /// The live source and its subscription; `nil` for a loader over a fetch.
  let live: LiveFeed<Value, Failure>?
  /// The state the running load started from; restored when it is cancelled.
  var origin: DataState<Value, Failure> = .idle
  /// What every load of this loader runs, made at the first load and reused: a closure made
  /// per load allocated its context each time (the benchmark's `costs` workload). They hold
  /// the loader weakly, so a loader nobody holds still goes away during a load.
  private lazy var handlers = LoadHandlers(loader: self)

  /// Creates a loader.
  ///
  /// ```swift
  /// let user = DataLoader { try await API.user() }                   // DataLoader<User, any Error>
  /// let feed = DataLoader(configuration: .init(staleAfter: .seconds(60)), fetch: API.feed)
  /// ```
  ///
  /// The initializer is `nonisolated`: a loader can be created anywhere — a stored
  /// property's default value (`@State private var loader = DataLoader { ... }`), a `lazy
  /// var`, an `init` — whatever the isolation of the API client its fetch calls: an `actor`,
  /// a global actor, the main actor or none. It only stores; nothing runs until a load.
  ///
  /// - Parameters:
  ///   - initialState: Where the loader starts, such as `.success(cachedValue)` to show a
  ///     cached value with no spinner frame. A loading state starts as the state it implies
  ///     (see ``DataState/cancelLoading()``). A value handed in counts as loaded now.
  ///   - configuration: Freshness, retry, timeout and clock.
  ///   - fetch: Loads the value, off the main actor. Typed throws: a failure of type
  ///     `Failure` becomes ``DataState/failure(_:)`` (or ``DataState/refreshFailure(_:_:)``).
  public nonisolated convenience init(
    initialState: DataState<Value, Failure> = .idle,
    configuration: LoaderConfiguration = .default,
    fetch: @escaping @concurrent @Sendable () async throws(Failure) -> Value
  ) {
    self.init(initialState: initialState, configuration: configuration, fetch: fetch, live: nil)
  }

  /// Creates a loader over a fetch or a live source (exactly one of them).
  nonisolated init(
    initialState: DataState<Value, Failure>,
    configuration: LoaderConfiguration,
    fetch: Fetch<Value, Failure>?,
    live: LiveSource<Value, Failure>?
  ) {
    // A loader starts settled: an initial loading state has no load behind it.
    var state = initialState
    state.cancelLoading()
    // A value handed in counts as loaded now: it is fresh until `staleAfter` passes.
    let core = LoaderCore(state: state, configuration: configuration, isLoaded: state.value != nil)
    self.core = core
    self.fetch = fetch
    self.live = live.map { LiveFeed(source: $0) }
    runner = AttemptRunner(
      configuration: configuration, clock: core.clock, relay: core.operations.relay)
  }

  /// The current state. Every transition replaces it once.
  public var state: DataState<Value, Failure> {
    core.state
  }

  /// How many retries the running load has made, or the last load made; `0` without
  /// retries.
  public var retryCount: Int {
    core.retryCount
  }
}

extension DataLoader: Observable {}

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
    startPolling()
    if let operation = core.operations.current {
      await operation.wait()
      return
    }
    if let live {
      // A live value is current while its subscription runs; otherwise subscribe again.
      if !live.isRunning { await start() }
      return
    }
    switch core.state {
    case .idle, .failure:
      await start()
    case .success, .refreshFailure:
      if core.isStale { await start() } else { schedulePoll() }
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
    startPolling()
    if let operation = core.operations.current {
      await operation.wait()
      return
    }
    await start()
  }

  /// Cancels the running load and restores the state it started from.
  ///
  /// Callers awaiting the load return. A result that arrives later is dropped. Does nothing
  /// when no load is running. The fetch is told to stop off the main actor, so a fetch whose
  /// cancellation handler blocks cannot freeze the app.
  public func cancel() {
    stopPolling()
    stopSubscription()
    guard let operation = core.operations.take() else { return }
    core.setState(origin, cause: .loadCancelled)
    origin = .idle
    core.operations.cancel(operation)
  }

  /// Cancels any running load and goes back to ``DataState/idle``, forgetting the value.
  public func reset() {
    stopPolling()
    stopSubscription()
    origin = .idle
    core.reset()
  }

  /// The state now and after every transition, as an asynchronous sequence.
  ///
  /// Each access starts a new subscription that begins with the state at that moment; it
  /// ends when the loader is deallocated. Transitions are buffered, so a slow consumer sees
  /// every one of them.
  ///
  /// ```swift
  /// for await state in loader.states {
  ///   render(state)
  /// }
  /// ```
  public var states: AsyncStream<DataState<Value, Failure>> {
    core.states
  }

  private func start() async {
    // A caller that is already cancelled starts nothing.
    guard !Task.isCancelled else { return }
    await begin().wait()
  }

  /// Starts a load (a fetch, or a new subscription to the live source) and returns its
  /// operation without waiting for it: a poll starts one with nobody waiting.
  func begin() -> LoadOperation {
    origin = core.state
    core.updateState { $0.startLoading() }
    core.publish(.loadStarted)
    core.retryCount = 0
    let handlers = handlers
    guard let fetchBody = handlers.fetch else {
      // The operation only gathers the callers; the subscription delivers its end.
      let operation = core.operations.start(.first, onAbandoned: handlers.abandon) { _ in }
      subscribe()
      return operation
    }
    return core.operations.start(.first, onAbandoned: handlers.abandon, run: fetchBody)
  }

  /// The closures a load runs, made once per loader.
  @MainActor
  private struct LoadHandlers {
    /// Cancels the load when every caller waiting for it was cancelled.
    let abandon: @MainActor (LoadOperation) -> Void
    /// Runs the fetch with the retry policy and completes the load; `nil` for a live loader.
    let fetch: (@MainActor (LoadOperation) async -> Void)?

    init(loader: DataLoader) {
      abandon = { [weak loader] in loader?.abandon($0) }
      guard let fetch = loader.fetch else {
        self.fetch = nil
        return
      }
      let runner = loader.runner
      self.fetch = { [weak loader] (operation: LoadOperation) async -> Void in
        let outcome = await runner.run(fetch) { retry in loader?.core.retryCount = retry }
        loader?.complete(operation, with: outcome)
      }
    }
  }

  private func complete(_ operation: LoadOperation, with outcome: FetchOutcome<Value, Failure>) {
    // A superseded or cancelled load's result is dropped.
    guard core.operations.end(operation) else { return }
    switch outcome {
    case .success(let value):
      core.markLoaded()
      core.updateState { $0.succeed(with: value) }
      core.publish(.loadSucceeded)
      core.recordPollOutcome(failed: false)
    case .failure(let failure):
      core.updateState { $0.fail(with: failure) }
      core.publish(.loadFailed)
      core.recordPollOutcome(failed: true)
    case .cancelled:
      // The fetch reported a cancellation nobody asked for: it is still not a failure.
      core.setState(origin, cause: .loadCancelled)
    }
    origin = .idle
    operation.finish()
    schedulePoll()
  }

  private func abandon(_ operation: LoadOperation) {
    guard operation === core.operations.current else { return }
    cancel()
  }
}

extension DataLoader: StateSource {
  /// Calls `onTransition` on the main actor right after every transition, in order, with the
  /// new state and the cause of the move.
  ///
  /// - Parameter onTransition: Called with each new state and the cause of the move.
  /// - Returns: A token; the observer is called until the token is cancelled or released.
  public func observe(
    _ onTransition: @escaping @MainActor (DataState<Value, Failure>, TransitionCause) -> Void
  ) -> StateObservation {
    core.observe(onTransition)
  }
}
