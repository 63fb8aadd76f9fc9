/// Loads a list page by page into a ``PagingState`` that someone else owns: a SwiftUI binding,
/// or a view's own state.
///
/// Package-internal: the engine of `PagingList`'s binding and closure styles in
/// `AsyncStateUI`, not public API. It repeats ``PagingLoader``'s rules over a state it does
/// not own (a `PagingLoader` owns its state); the fetching machinery — operations, the
/// cancellation relay, retry and timeout — is the loaders' own.
///
/// ``PagingLoader`` owns its state. Some screens want to own theirs — a `@State` they read,
/// pass on and show a banner from — and hand a component only the fetches; that is the
/// binding and closure styles of `PagingList`. A `PagingDriver` is the engine for those: it
/// reads the state through a ``Storage`` on every event, moves it only through the state's own
/// transitions, and performs the fetches with a ``PagingLoader``'s rules:
///
/// | Call | From | Does |
/// |---|---|---|
/// | ``load(_:)`` | `idle`, `failure` | loads the first page |
/// | ``load(_:)`` | pages loaded | nothing; refreshes when older than `staleAfter` |
/// | ``refresh(_:)`` | any settled state, or a page load | loads the first page, keeping the pages on screen; a page load is cancelled |
/// | ``loadMore(_:)`` | `success` | loads the page after the last item |
/// | ``loadMore(_:)`` | any other | nothing (a failed page waits for ``retry(_:)``) |
/// | ``retry(_:)`` | `loadMoreFailure` | loads the failed page again |
/// | ``retry(_:)`` | any other | ``refresh(_:)`` |
/// | ``cancel(_:)`` | a load running | cancels it; `cancelLoading()` settles the state |
///
/// - **One load at a time.** A call while a load of its kind runs joins it and returns when it
///   ends (so `.refreshable { await driver.refresh(storage) }` keeps its control up as long as
///   the load runs); ``loadMore(_:)`` during a first-page load does nothing.
/// - **A page belongs to the list.** A page load survives the cancellation of every task that
///   awaits it — SwiftUI cancels a footer row's `.task` when the row leaves. A first-page load
///   is cancelled when every task awaiting it is (a screen's `.task` that goes away takes its
///   load with it), and the state is settled with `cancelLoading()`.
/// - **End detection.** With `pageSize`, a page shorter than it is the last; without, an empty
///   page is.
/// - **Duplicates** (items whose `id` is already loaded) are dropped.
/// - **Retry and timeout** follow the ``LoaderConfiguration``, as for a loader.
/// - **A state written by someone else wins.** A result whose transition the state refuses —
///   the owner reset it to `idle` meanwhile, say — is dropped.
///
/// ```swift
/// @MainActor @Observable final class FeedModel {
///   var posts = PagingState<[Post], any Error>.idle
///   let driver = PagingDriver(
///     pageSize: 30,
///     fetchFirst: { try await API.posts(after: nil, count: 30) },
///     fetchMore: { last in try await API.posts(after: last.id, count: 30) }
///   )
///
///   var storage: PagingDriver<Post, any Error>.Storage {
///     PagingDriver.Storage(get: { self.posts }, set: { self.posts = $0 })
///   }
///
///   func appeared() async { await driver.load(storage) }
///   func reachedEnd() async { await driver.loadMore(storage) }
/// }
/// ```
@MainActor
package final class PagingDriver<Item: Identifiable & Sendable, Failure: Error>
where Item.ID: Sendable {
  /// The state the driver loads into.
  package typealias State = PagingState<[Item], Failure>

  /// Where the driver reads and writes the state: a SwiftUI binding, a property of a model.
  package struct Storage: Sendable {
    let get: @MainActor @Sendable () -> State
    let set: @MainActor @Sendable (State) -> Void

    /// Creates a storage from its accessors.
    ///
    /// - Parameters:
    ///   - get: Reads the state now.
    ///   - set: Replaces the state.
    package init(
      get: @escaping @MainActor @Sendable () -> State,
      set: @escaping @MainActor @Sendable (State) -> Void
    ) {
      self.get = get
      self.set = set
    }
  }

  private let fetchFirst: Fetch<[Item], Failure>
  private let fetchMore: @concurrent @Sendable (Item) async throws(Failure) -> [Item]
  private let pageSize: Int?
  private let removesDuplicates: Bool
  private let configuration: LoaderConfiguration
  private let clock: LoaderClock
  /// The fetch in flight, cancelled when the driver goes away.
  private nonisolated let lifetime = FetchLifetime()
  private lazy var relay = CancellationRelay()
  private lazy var runner = AttemptRunner<[Item], Failure>(
    configuration: configuration, clock: clock, relay: relay)
  /// The load in flight, if any.
  private var current: LoadOperation?
  /// The storage of the latest call; loads in flight write their results there.
  private var storage: Storage?
  /// When the pages on screen were loaded, on the configuration's clock.
  private var loadedAt: Duration?

  /// Creates a driver over a keyset source: `fetchMore` receives the last loaded item.
  ///
  /// Creating a driver starts nothing, and may happen on any actor, so a view's initializer
  /// can create one.
  ///
  /// - Parameters:
  ///   - pageSize: How many items a full page has: a shorter page is the last. `nil` (the
  ///     default) ends the list at the first empty page.
  ///   - configuration: Freshness, retry, timeout and clock.
  ///   - removesDuplicates: Drop items whose `id` is already loaded (the default).
  ///   - fetchFirst: Fetches the first page, off the main actor.
  ///   - fetchMore: Fetches the page after the given item (the last one loaded), off the main
  ///     actor.
  package nonisolated init(
    pageSize: Int? = nil,
    configuration: LoaderConfiguration = .default,
    removesDuplicates: Bool = true,
    fetchFirst: @escaping @concurrent @Sendable () async throws(Failure) -> [Item],
    fetchMore: @escaping @concurrent @Sendable (Item) async throws(Failure) -> [Item]
  ) {
    self.pageSize = pageSize.map { max(1, $0) }
    self.configuration = configuration
    self.removesDuplicates = removesDuplicates
    self.fetchFirst = fetchFirst
    self.fetchMore = fetchMore
    clock = LoaderClock(configuration.clock)
  }

  deinit {
    lifetime.cancel()
  }

  /// Whether a load runs.
  package var isLoading: Bool { current != nil }
}

// MARK: - Loading

extension PagingDriver {
  /// Makes sure the first page is loaded, fetching only when needed.
  ///
  /// From `idle` or a failure, loads the first page; with pages loaded, does nothing unless
  /// they are older than `staleAfter`. Joins a first-page load that runs. A loading state with
  /// no load behind it (restored from elsewhere) is settled first.
  ///
  /// - Parameter storage: Where the state is.
  package func load(_ storage: Storage) async {
    self.storage = storage
    if let current {
      if current.kind == .first { await current.wait() }
      return
    }
    switch settledState() {
    case .idle, .failure:
      await startFirstPage()
    case .success, .endReached, .refreshFailure, .loadMoreFailure:
      if isStale { await startFirstPage() }
    case .initialLoading, .refreshing, .retrying, .loadingMore:
      return
    }
  }

  /// Reloads from the first page, keeping the pages on screen until it replaces them.
  ///
  /// Joins a first-page load that runs; a page load that runs is cancelled (the refresh wins).
  /// Returns when the load ends.
  ///
  /// - Parameter storage: Where the state is.
  package func refresh(_ storage: Storage) async {
    self.storage = storage
    if let current, current.kind == .first {
      await current.wait()
      return
    }
    if current == nil { _ = settledState() }
    await startFirstPage()
  }

  /// Loads the page after the last item, keeping the pages on screen.
  ///
  /// Does nothing unless the state is `success`: not at the end, not during a first-page load,
  /// and not after a failed page (call ``retry(_:)``). Joins a page load that runs. The page
  /// load belongs to the list: cancelling the calling task makes this call return, and the
  /// page goes on loading.
  ///
  /// - Parameter storage: Where the state is.
  package func loadMore(_ storage: Storage) async {
    self.storage = storage
    if let current {
      if current.kind == .nextPage { await current.wait() }
      return
    }
    guard settledState().isSuccess else { return }
    await startNextPage()
  }

  /// Retries what failed: the page after a failed page load, the first page otherwise.
  ///
  /// Joins a load that runs.
  ///
  /// - Parameter storage: Where the state is.
  package func retry(_ storage: Storage) async {
    self.storage = storage
    if let current {
      await current.wait()
      return
    }
    if settledState().isLoadMoreFailure {
      await startNextPage()
    } else {
      await startFirstPage()
    }
  }

  /// Cancels the running load and settles the state with `cancelLoading()`.
  ///
  /// Callers awaiting the load return; a result that arrives later is dropped. Does nothing
  /// when no load runs.
  ///
  /// - Parameter storage: Where the state is.
  package func cancel(_ storage: Storage) {
    self.storage = storage
    guard let operation = current else { return }
    current = nil
    lifetime.track(nil)
    update { $0.cancelLoading() }
    stop(operation)
  }
}

// MARK: - Running loads

extension PagingDriver {
  private func startFirstPage() async {
    guard !Task.isCancelled else { return }
    if let pageLoad = current {
      // A refresh supersedes a page load: the page is cancelled and its result dropped.
      current = nil
      stop(pageLoad)
    }
    guard update({ $0.startLoading() }) else { return }
    let runner = runner
    let fetch = fetchFirst
    await run(.first, onAbandoned: { [weak self] in self?.abandon($0) }) {
      [weak self] operation in
      let outcome = await runner.run(fetch) { _ in }
      self?.completeFirstPage(operation, with: outcome)
    }
  }

  private func startNextPage() async {
    guard !Task.isCancelled, let last = storage?.get().value?.last,
      update({ $0.startLoadingMore() })
    else { return }
    let runner = runner
    let fetchMore = fetchMore
    let fetch: Fetch<[Item], Failure> = { @concurrent () async throws(Failure) in
      try await fetchMore(last)
    }
    // No `onAbandoned`: the page belongs to the list, not to the callers waiting for it.
    await run(.nextPage, onAbandoned: nil) { [weak self] operation in
      let outcome = await runner.run(fetch) { _ in }
      self?.completeNextPage(operation, with: outcome)
    }
  }

  /// Starts an operation, makes it current, and waits for it or for the caller's
  /// cancellation.
  private func run(
    _ kind: LoadOperation.Kind,
    onAbandoned: (@MainActor (LoadOperation) -> Void)?,
    _ body: @escaping @MainActor (LoadOperation) async -> Void
  ) async {
    let operation = LoadOperation(kind: kind, onAbandoned: onAbandoned)
    current = operation
    operation.task = Task { await body(operation) }
    lifetime.track(operation.task)
    await operation.wait()
  }

  private func completeFirstPage(
    _ operation: LoadOperation,
    with outcome: FetchOutcome<[Item], Failure>
  ) {
    guard end(operation) else { return }
    switch outcome {
    case .success(let items):
      let unique = removingDuplicates(from: items, after: [])
      if update({ $0.succeed(with: unique, hasMore: hasMore(after: items)) }) {
        loadedAt = clock.elapsed()
      }
    case .failure(let failure):
      update { $0.fail(with: failure) }
    case .cancelled:
      update { $0.cancelLoading() }
    }
    operation.finish()
  }

  private func completeNextPage(
    _ operation: LoadOperation,
    with outcome: FetchOutcome<[Item], Failure>
  ) {
    guard end(operation) else { return }
    switch outcome {
    case .success(let page):
      let loaded = storage?.get().value ?? []
      let unique = removingDuplicates(from: page, after: loaded)
      update { $0.appendPage(unique, hasMore: hasMore(after: page)) }
    case .failure(let failure):
      update { $0.fail(with: failure) }
    case .cancelled:
      update { $0.cancelLoading() }
    }
    operation.finish()
  }

  /// Ends `operation` if it is current; `false` when it was cancelled or superseded.
  private func end(_ operation: LoadOperation) -> Bool {
    guard operation === current else { return false }
    current = nil
    lifetime.track(nil)
    return true
  }

  /// Cancels `operation`'s fetch off the main actor and resumes its callers now.
  private func stop(_ operation: LoadOperation) {
    if let task = operation.task { relay.cancel(task) }
    operation.finish()
  }

  private func abandon(_ operation: LoadOperation) {
    guard operation === current, let storage else { return }
    cancel(storage)
  }
}

// MARK: - State

extension PagingDriver {
  /// Applies a transition to the stored state and writes it back if it moved.
  ///
  /// - Returns: Whether the state moved.
  @discardableResult
  private func update(_ transition: (inout State) -> Bool) -> Bool {
    guard let storage else { return false }
    var state = storage.get()
    guard transition(&state) else { return false }
    storage.set(state)
    return true
  }

  /// The stored state, settled first if it is a loading state with no load behind it.
  private func settledState() -> State {
    guard let storage else { return .idle }
    var state = storage.get()
    if state.isLoading, state.cancelLoading() { storage.set(state) }
    return state
  }

  /// Whether the pages on screen are older than `staleAfter`.
  private var isStale: Bool {
    guard let staleAfter = configuration.staleAfter, let loadedAt else { return false }
    return clock.elapsed() - loadedAt >= staleAfter
  }

  /// Whether more pages may follow a page of these items.
  private func hasMore(after page: [Item]) -> Bool {
    if let pageSize { return page.count >= pageSize }
    return !page.isEmpty
  }

  /// The items of `page` whose ids are neither in `loaded` nor earlier in `page`.
  private func removingDuplicates(from page: [Item], after loaded: [Item]) -> [Item] {
    guard removesDuplicates else { return page }
    var seen = Set(loaded.map(\.id))
    return page.filter { seen.insert($0.id).inserted }
  }
}
