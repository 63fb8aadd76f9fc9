import Observation

/// What a loader's core, and the cache's inspector, need of its state enum.
protocol LoaderState: CustomStringConvertible {
  /// Nothing requested yet.
  static var idle: Self { get }
  /// Whether nothing is requested.
  var isIdle: Bool { get }
  /// Whether a load runs.
  var isLoading: Bool { get }
}

/// What both loaders share: the observed state and retry count, the operation in flight,
/// freshness, the observers, and the teardown when the loader goes away.
///
/// Each loader owns one core and adds its own loads on top. The loaders forward `state` and
/// `retryCount` here, so SwiftUI's observation of `loader.state` registers on the core.
///
/// The observation accessors are written by hand, with this class's own registrar, and they
/// register on the key paths of a non-generic class (``ObservedProperties``): in a generic
/// class, the `\.state` literals the `@Observable` macro writes into every accessor are
/// instantiated at run time on each access (the runtime demangles the generic arguments),
/// which made that instantiation half the cost of a load (measured by the benchmark's load
/// round trip); and key paths kept per instance made it most of the cost of creating a
/// loader (the benchmark's create-and-load row). A non-generic literal is instantiated once.
///
/// The initializer is `nonisolated`, like the loaders' (see ``DataLoader/init(initialState:configuration:fetch:)``).
@MainActor
final class LoaderCore<State: LoaderState & Sendable>: Observable {
  private let registrar = ObservationRegistrar()
  /// The subject the registrar reports changes of: one for every core, as the registrar
  /// (one per core) is what tells their observers apart.
  private var observed: ObservedProperties { ObservedProperties.shared }
  private var storedState: State
  private var storedRetryCount = 0
  /// How many times the state was written (wrapping): a change between two writes of one's
  /// own shows as a count that moved by more than one (``ListGrowth`` relies on it).
  private(set) var stateWrites: UInt = 0
  /// The state's owner, when it is not this core (a binding): the state is read and written
  /// there, and the owner's own observation tells the screen.
  let external: ExternalState<State>?
  /// Whether the core owns its state (`external == nil`).
  ///
  /// The loaders ask on every transition; in their unspecialized generic code, testing the
  /// optional `external` itself looks up the metadata of `ExternalState<State>` and of its
  /// optional at run time each time, a stored flag does not (part of the 8–9% of a page's
  /// time a `perf` profile of 10,000 pages put in metadata look-ups).
  let ownsState: Bool

  /// The operation in flight, and the cancellation of fetches off the main actor.
  let operations: OperationSlot
  let broadcaster: StateBroadcaster<State>
  let configuration: LoaderConfiguration
  /// The configured clock, type-erased once.
  let clock: LoaderClock
  /// When the value on screen was loaded, on the loader's clock; `nil` without a value.
  var loadedAt: Duration?
  /// Whether the value on screen was declared stale (a cache's invalidation) whatever its
  /// age; cleared by the next successful load.
  var isMarkedStale = false
  /// Whether polling runs, and what pauses it (see ``LoaderConfiguration/pollInterval``).
  var polling = Polling()

  /// Creates a core.
  ///
  /// - Parameters:
  ///   - state: The state to start in.
  ///   - configuration: The loader's configuration.
  ///   - isLoaded: Whether `state` holds a value loaded now (it is fresh until `staleAfter`).
  ///   - external: The state's owner, when it is not the core.
  nonisolated init(
    state: State, configuration: LoaderConfiguration, isLoaded: Bool = false,
    external: ExternalState<State>? = nil
  ) {
    storedState = state
    let operations = OperationSlot()
    self.operations = operations
    broadcaster = StateBroadcaster(handles: operations.handles)
    self.external = external
    ownsState = external == nil
    self.configuration = configuration
    let clock = LoaderClock(configuration.clock)
    self.clock = clock
    loadedAt = isLoaded ? clock.elapsed() : nil
  }

  deinit {
    operations.handles.cancelAll()
  }

  /// The loader's state. Every transition replaces it once: one observation change.
  var state: State {
    get {
      if !ownsState, let external { return external.get() }
      registrar.access(observed, keyPath: \.state)
      return storedState
    }
    set {
      stateWrites &+= 1
      if !ownsState, let external { return external.set(newValue) }
      registrar.withMutation(of: observed, keyPath: \.state) {
        storedState = newValue
      }
    }
    _modify {
      stateWrites &+= 1
      if !ownsState, let external {
        // The owner's value is a copy: an append copies the list, as any binding's does.
        var state = external.get()
        yield &state
        external.set(state)
        return
      }
      registrar.access(observed, keyPath: \.state)
      registrar.willSet(observed, keyPath: \.state)
      defer { registrar.didSet(observed, keyPath: \.state) }
      yield &storedState
    }
  }

  /// Changes the state in place, as `state`'s `_modify` does (the same observation calls, in
  /// the same order), and returns what `change` returns.
  ///
  /// The loaders' transitions go through here rather than through `core.state.startLoading()`:
  /// `_modify` is a coroutine, and for a `State` of a size known only at run time (the
  /// loaders' unspecialized generic code) each call allocated its frame on the heap — three
  /// allocations per transition, six per page (counted by the benchmark's `costs` workload:
  /// a page 19 → 13, a refresh 13 → 7). A plain function keeps them on the stack.
  @discardableResult
  func updateState<Result>(_ change: (inout State) -> Result) -> Result {
    stateWrites &+= 1
    if !ownsState, let external {
      var state = external.get()
      let result = change(&state)
      external.set(state)
      return result
    }
    registrar.access(observed, keyPath: \.state)
    registrar.willSet(observed, keyPath: \.state)
    defer { registrar.didSet(observed, keyPath: \.state) }
    return change(&storedState)
  }

  /// The state, read without registering an observation.
  private var untrackedState: State {
    if !ownsState, let external { return external.get() }
    return storedState
  }

  /// How many retries the running load has made, or the last load made.
  var retryCount: Int {
    get {
      registrar.access(observed, keyPath: \.retryCount)
      return storedRetryCount
    }
    set {
      guard newValue != storedRetryCount else { return }
      registrar.withMutation(of: observed, keyPath: \.retryCount) {
        storedRetryCount = newValue
      }
    }
  }

  /// Registers an observation of a property the owning loader keeps beside the state (a
  /// paging loader's `previousPages`), on this core's registrar.
  func access(_ keyPath: KeyPath<ObservedProperties, Void>) {
    registrar.access(observed, keyPath: keyPath)
  }

  /// Tells the observers of such a property that `mutation` changes it.
  func withMutation(of keyPath: KeyPath<ObservedProperties, Void>, _ mutation: () -> Void) {
    registrar.withMutation(of: observed, keyPath: keyPath, mutation)
  }

  /// Whether the value on screen is older than `staleAfter`.
  var isStale: Bool {
    guard let loadedAt else { return false }
    if isMarkedStale { return true }
    guard let staleAfter = configuration.staleAfter else { return false }
    return clock.elapsed() - loadedAt >= staleAfter
  }

  /// Records that the value on screen was loaded now.
  func markLoaded() {
    loadedAt = clock.elapsed()
    isMarkedStale = false
  }

  /// Records that the value on screen was loaded `age` ago (a value written into a cache).
  func markLoaded(age: Duration) {
    loadedAt = clock.elapsed() - max(.zero, age)
    isMarkedStale = false
  }

  /// How long ago the value on screen was loaded; `nil` without a value.
  var age: Duration? {
    loadedAt.map { clock.elapsed() - $0 }
  }

  /// Tells the observers about the current state, moved for `cause`.
  func publish(_ cause: TransitionCause) {
    broadcaster.publish(untrackedState, cause: cause)
  }

  /// Replaces the state and tells the observers.
  func setState(_ newState: State, cause: TransitionCause) {
    state = newState
    publish(cause)
  }

  /// Cancels the operation in flight, if any, and goes back to idle, forgetting the value.
  func reset() {
    let operation = operations.take()
    if !untrackedState.isIdle { setState(.idle, cause: .reset) }
    if let operation { operations.cancel(operation) }
    loadedAt = nil
    isMarkedStale = false
    retryCount = 0
  }

  /// Starts an operation and waits for it (or for the caller's cancellation).
  func run(
    _ kind: LoadOperation.Kind,
    onAbandoned: (@MainActor (LoadOperation) -> Void)?,
    _ body: @escaping @MainActor (LoadOperation) async -> Void
  ) async {
    retryCount = 0
    let operation = operations.start(kind, onAbandoned: onAbandoned, run: body)
    await operation.wait()
  }

  /// Whether a load may run its fetch off the main actor and hand the result to its caller
  /// (``runHandingOver(_:work:)``): not with a timeout, whose race with the fetch runs on
  /// the main actor, nor while an earlier cancellation may still be on its way to its fetch
  /// (the next fetch waits for it, on the main actor; see ``CancellationRelay``).
  var handsOverResults: Bool {
    configuration.timeout == nil && !operations.relay.mayBeDelivering
  }

  /// Starts an operation whose `work` fetches off the main actor and hands the result to
  /// this caller, and waits for it (see ``OperationSlot/startHandingOver(_:work:)``).
  func runHandingOver(
    _ kind: LoadOperation.Kind,
    work: @escaping @concurrent @Sendable (LoadOperation) async -> Void
  ) async {
    retryCount = 0
    await operations.startHandingOver(kind, work: work)
  }

  /// The state now and after every transition.
  var states: AsyncStream<State> {
    defer { watcherAttached() }
    return broadcaster.stream(startingWith: state)
  }

  func observe(
    _ onTransition: @escaping @MainActor (State, TransitionCause) -> Void
  ) -> StateObservation {
    defer { watcherAttached() }
    return broadcaster.observe(onTransition)
  }
}

/// The subject a ``LoaderCore``'s registrar reports its changes of: a non-generic class, so
/// that the key paths `\.state` and `\.retryCount` are instantiated once for every loader
/// rather than for each (see ``LoaderCore``). Its properties hold nothing; the core keeps the
/// values and calls the registrar itself.
final class ObservedProperties: Observable, Sendable {
  /// The one instance: it holds nothing, so every core can name it (no allocation per loader).
  static let shared = ObservedProperties()

  /// Stands for a loader's `state`.
  var state: Void { () }
  /// Stands for a loader's `retryCount`.
  var retryCount: Void { () }
  /// Stands for a paging loader's `previousPages`.
  var previousPages: Void { () }
}

extension DataState: LoaderState {}
extension PagingState: LoaderState {}
