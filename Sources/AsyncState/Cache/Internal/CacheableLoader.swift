/// What a ``LoaderCache`` needs of a loader it keeps in an entry, whatever its value type.
///
/// ``DataLoader`` and ``PagingLoader`` conform in `DataLoader+Cache.swift` and
/// `PagingLoader+Cache.swift`, so the cache keeps its entries in one non-generic type and
/// reaches the typed loader only where the query's type is known.
@MainActor
protocol CacheableLoader: AnyObject, Sendable {
  /// The state as the inspector prints it, such as `success([20 items])`.
  var stateDescription: String { get }
  /// Whether nothing was requested yet.
  var isIdle: Bool { get }
  /// Whether a load runs.
  var isLoading: Bool { get }
  /// Whether the value on screen is older than its `staleAfter`, or was declared stale.
  var isStale: Bool { get }
  /// Whether a revalidation trigger should load: a stale value, or a failure with nothing
  /// on screen (a network that comes back retries it).
  var needsRevalidation: Bool { get }
  /// How long ago the value on screen was loaded; `nil` without a value.
  var age: Duration? { get }
  /// The observers registered on the loader, the cache's own included.
  var observerCount: Int { get }

  /// Declares the value on screen stale, whatever its age, until the next load.
  func markStale()
  /// Loads when needed (``DataLoader/load()``).
  func load() async
  /// Loads again (``DataLoader/refresh()``).
  func refresh() async
  /// Cancels the running load, if any.
  func cancel()
  /// Cancels any running load and goes back to idle, forgetting the value.
  func reset()
  /// Pauses or resumes the loader's background work — polling, a live subscription — for
  /// `reason`.
  func setPaused(_ paused: Bool, for reason: LoaderPause)
  /// Calls `onTransition` with the cause of every transition.
  func observeCauses(
    _ onTransition: @escaping @MainActor (TransitionCause) -> Void
  ) -> StateObservation
}

/// A loader whose state, freshness and observers live in a ``LoaderCore``: both loaders.
@MainActor
protocol CoreBackedLoader: AnyObject {
  /// The loader's state enum.
  associatedtype CoreState: LoaderState & Sendable
  /// The core the loader forwards its state to.
  var core: LoaderCore<CoreState> { get }
}

// What the cache reads of a loader is its core's, the same for both loaders.
extension CacheableLoader where Self: CoreBackedLoader {
  var stateDescription: String { core.state.description }
  var isIdle: Bool { core.state.isIdle }
  var isLoading: Bool { core.state.isLoading }
  var isStale: Bool { core.isStale }
  var age: Duration? { core.age }
  var observerCount: Int { core.broadcaster.observerCount }

  func markStale() {
    core.isMarkedStale = true
  }

  func observeCauses(
    _ onTransition: @escaping @MainActor (TransitionCause) -> Void
  ) -> StateObservation {
    core.observe { _, cause in onTransition(cause) }
  }
}
