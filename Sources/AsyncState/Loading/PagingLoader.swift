public import Observation

/// Loads a list page by page and owns the ``PagingState`` a screen shows for it.
///
/// Everything ``DataLoader`` does — single flight, cancellation that restores the state,
/// dropped stale results, load once with optional staleness, retry with backoff, timeouts —
/// plus paging:
///
/// - **Two kinds of source.** Cursor-based: each ``Page`` carries the cursor of the next
///   one, `nil` at the end. Keyset (seed 004): `fetchMore` receives the last loaded item; a
///   page shorter than the page size, or empty, is the end.
/// - **End detection.** At the end the state is ``PagingState/endReached(_:)`` and
///   ``loadMore()`` fetches nothing.
/// - **One page at a time.** ``loadMore()`` while a page loads joins it: the next page is
///   never fetched twice.
/// - **Refresh wins.** ``refresh()`` reloads from the first page with the old pages on
///   screen, then replaces them. A refresh while a page loads cancels the page load; items
///   of the cancelled page never appear. ``loadMore()`` during a refresh does nothing.
/// - **Duplicates** (items whose `id` is already loaded) are dropped: the later copy loses,
///   so a `ForEach` or a diffable data source never sees an id twice, even when a feed's
///   offsets shift between requests. The loader finds them through an index of the loaded
///   items' positions, 5 to 8 bytes per item whatever the id type; pass
///   `removesDuplicates: false` to a source that cannot repeat an id to save it.
/// - **A repeated cursor** (the source returning a cursor it returned before) stops paging
///   with ``LoaderError/repeatedCursor(_:)``, keeping the pages.
/// - **A window of pages**: with `maxPages`, only the newest pages are kept.
///
/// Appending a page never copies the loaded items (see ``PagingState/appendPage(_:hasMore:)``),
/// so loading page *N* costs the same as loading page 1.
///
/// ```swift
/// @State private var feed = PagingLoader { (cursor: String?) in
///   let response = try await api.posts(cursor: cursor, limit: 20)
///   return Page(items: response.posts, next: response.nextCursor)
/// }
///
/// var body: some View {
///   List {
///     ForEach(feed.state.value ?? []) { PostRow(post: $0) }
///     if feed.state.canLoadMore {
///       ProgressView().task { await feed.loadMore() }
///     }
///   }
///   .task { await feed.load() }
///   .refreshable { await feed.refresh() }
/// }
/// ```
@MainActor
@Observable
public final class PagingLoader<Item: Identifiable & Sendable, Failure: Error>
where Item.ID: Sendable {
  /// The current state. Every transition replaces it once.
  public private(set) var state: PagingState<[Item], Failure> {
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
  @ObservationIgnored private var storedState: PagingState<[Item], Failure> = .idle
  @ObservationIgnored private var storedRetryCount = 0
  @ObservationIgnored
  private let stateKeyPath: KeyPath<PagingLoader, PagingState<[Item], Failure>> = \.state
  @ObservationIgnored private let retryCountKeyPath: KeyPath<PagingLoader, Int> = \.retryCount

  @ObservationIgnored private let firstPage: PageSource<Item, Failure>.FirstPage
  @ObservationIgnored private let runner: AttemptRunner<PageResponse<Item, Failure>, Failure>
  @ObservationIgnored private let staleAfter: Duration?
  @ObservationIgnored private let maxPages: Int?
  @ObservationIgnored private let removesDuplicates: Bool
  @ObservationIgnored private let repeatedCursorFailure: @Sendable (String) -> Failure
  @ObservationIgnored private let operations = OperationSlot()
  /// The settled state the running load started from, restored when it is cancelled.
  @ObservationIgnored private var origin: Origin = .idle
  /// The fetch of the page after the loaded ones; `nil` at the end or before the first page.
  @ObservationIgnored private var nextPage: NextPage<Item, Failure>?
  /// Every cursor followed since the first page, to detect a source that loops.
  @ObservationIgnored private var followedCursors: Set<CursorKey> = []
  /// The positions of the loaded items by id, to drop later copies.
  @ObservationIgnored private var loadedIDs = ItemPositionIndex()
  /// How many items each kept page contributed, oldest first (for `maxPages`).
  @ObservationIgnored private var pageSizes: [Int] = []
  @ObservationIgnored private var loadedAt: Duration?
  @ObservationIgnored private let broadcaster = StateBroadcaster<PagingState<[Item], Failure>>()

  private init(
    staleAfter: Duration?,
    retry: RetryPolicy<Failure>,
    timeout: Duration?,
    maxPages: Int?,
    removesDuplicates: Bool,
    clock: LoaderClock,
    loaderFailure: @escaping @Sendable (LoaderError) -> Failure,
    firstPage: @escaping PageSource<Item, Failure>.FirstPage
  ) {
    self.firstPage = firstPage
    self.staleAfter = staleAfter
    self.maxPages = maxPages.map { max(1, $0) }
    self.removesDuplicates = removesDuplicates
    self.repeatedCursorFailure = { loaderFailure(.repeatedCursor($0)) }
    let timeoutFailure: @Sendable (Duration) -> Failure = { loaderFailure(.timedOut(after: $0)) }
    self.runner = AttemptRunner(
      retry: retry, timeout: timeout, timeoutFailure: timeoutFailure, clock: clock)
  }

  deinit {
    operations.lifetime.cancel()
    broadcaster.streams.finishAll()
  }
}

// MARK: - Creating a paging loader

extension PagingLoader {
  /// Creates a loader over a cursor-based source, with a typed failure.
  ///
  /// - Parameters:
  ///   - staleAfter: How old the pages may get before ``load()`` refreshes them; `nil` (the
  ///     default) means they never go stale.
  ///   - retry: When and how often to retry a failed page fetch.
  ///   - timeout: How long one attempt may take; `nil` for no limit. A slower attempt fails
  ///     with `Failure(LoaderError.timedOut(after:))`.
  ///   - maxPages: Keep at most this many pages, dropping the oldest; `nil` keeps them all.
  ///   - removesDuplicates: Drop items whose `id` is already loaded (the default).
  ///   - clock: The clock that runs timeouts, retry delays and staleness.
  ///   - fetchPage: Fetches the page at a cursor; `nil` asks for the first page. A page
  ///     whose `next` is `nil` is the last.
  public convenience init<Cursor: Hashable & Sendable>(
    staleAfter: Duration? = nil,
    retry: RetryPolicy<Failure> = .never,
    timeout: Duration? = nil,
    maxPages: Int? = nil,
    removesDuplicates: Bool = true,
    clock: some Clock<Duration> = ContinuousClock(),
    fetchPage: @escaping @Sendable (Cursor?) async throws(Failure) -> Page<Item, Cursor>
  ) where Failure: LoaderErrorConvertible {
    self.init(
      staleAfter: staleAfter, retry: retry, timeout: timeout, maxPages: maxPages,
      removesDuplicates: removesDuplicates, clock: LoaderClock(clock),
      loaderFailure: { Failure($0) }, firstPage: PageSource.cursor(fetchPage))
  }

  /// Creates a loader over a cursor-based source.
  ///
  /// - Parameters:
  ///   - staleAfter: How old the pages may get before ``load()`` refreshes them.
  ///   - retry: When and how often to retry a failed page fetch.
  ///   - timeout: How long one attempt may take; `nil` for no limit. A slower attempt fails
  ///     with ``LoaderError/timedOut(after:)``.
  ///   - maxPages: Keep at most this many pages, dropping the oldest; `nil` keeps them all.
  ///   - removesDuplicates: Drop items whose `id` is already loaded (the default).
  ///   - clock: The clock that runs timeouts, retry delays and staleness.
  ///   - fetchPage: Fetches the page at a cursor; `nil` asks for the first page. A page
  ///     whose `next` is `nil` is the last.
  public convenience init<Cursor: Hashable & Sendable>(
    staleAfter: Duration? = nil,
    retry: RetryPolicy<Failure> = .never,
    timeout: Duration? = nil,
    maxPages: Int? = nil,
    removesDuplicates: Bool = true,
    clock: some Clock<Duration> = ContinuousClock(),
    fetchPage: @escaping @Sendable (Cursor?) async throws -> Page<Item, Cursor>
  ) where Failure == any Error {
    self.init(
      staleAfter: staleAfter, retry: retry, timeout: timeout, maxPages: maxPages,
      removesDuplicates: removesDuplicates, clock: LoaderClock(clock),
      loaderFailure: { $0 }, firstPage: PageSource.cursor(fetchPage))
  }

  /// Creates a loader over a keyset source (seed 004's `fetchInitial` / `fetchMore`), with a
  /// typed failure.
  ///
  /// - Parameters:
  ///   - pageSize: How many items a full page has. A shorter page, or an empty one, is the
  ///     last. Must be positive.
  ///   - staleAfter: How old the pages may get before ``load()`` refreshes them.
  ///   - retry: When and how often to retry a failed page fetch.
  ///   - timeout: How long one attempt may take; `nil` for no limit.
  ///   - maxPages: Keep at most this many pages, dropping the oldest; `nil` keeps them all.
  ///   - removesDuplicates: Drop items whose `id` is already loaded (the default).
  ///   - clock: The clock that runs timeouts, retry delays and staleness.
  ///   - fetchFirst: Fetches the first page.
  ///   - fetchMore: Fetches the page after the given item (the last one loaded).
  public convenience init(
    pageSize: Int,
    staleAfter: Duration? = nil,
    retry: RetryPolicy<Failure> = .never,
    timeout: Duration? = nil,
    maxPages: Int? = nil,
    removesDuplicates: Bool = true,
    clock: some Clock<Duration> = ContinuousClock(),
    fetchFirst: @escaping @Sendable () async throws(Failure) -> [Item],
    fetchMore: @escaping @Sendable (Item) async throws(Failure) -> [Item]
  ) where Failure: LoaderErrorConvertible {
    precondition(pageSize > 0, "PagingLoader: pageSize must be positive, got \(pageSize)")
    self.init(
      staleAfter: staleAfter, retry: retry, timeout: timeout, maxPages: maxPages,
      removesDuplicates: removesDuplicates, clock: LoaderClock(clock),
      loaderFailure: { Failure($0) },
      firstPage: PageSource.keyset(
        pageSize: pageSize, fetchFirst: fetchFirst, fetchMore: fetchMore))
  }

  /// Creates a loader over a keyset source (seed 004's `fetchInitial` / `fetchMore`).
  ///
  /// ```swift
  /// let feed = PagingLoader(
  ///   pageSize: 30,
  ///   fetchFirst: { try await API.getPosts(minId: 0, count: 30) },
  ///   fetchMore: { try await API.getPosts(minId: $0.id + 1, count: 30) }
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - pageSize: How many items a full page has. A shorter page, or an empty one, is the
  ///     last. Must be positive.
  ///   - staleAfter: How old the pages may get before ``load()`` refreshes them.
  ///   - retry: When and how often to retry a failed page fetch.
  ///   - timeout: How long one attempt may take; `nil` for no limit.
  ///   - maxPages: Keep at most this many pages, dropping the oldest; `nil` keeps them all.
  ///   - removesDuplicates: Drop items whose `id` is already loaded (the default).
  ///   - clock: The clock that runs timeouts, retry delays and staleness.
  ///   - fetchFirst: Fetches the first page.
  ///   - fetchMore: Fetches the page after the given item (the last one loaded).
  public convenience init(
    pageSize: Int,
    staleAfter: Duration? = nil,
    retry: RetryPolicy<Failure> = .never,
    timeout: Duration? = nil,
    maxPages: Int? = nil,
    removesDuplicates: Bool = true,
    clock: some Clock<Duration> = ContinuousClock(),
    fetchFirst: @escaping @Sendable () async throws -> [Item],
    fetchMore: @escaping @Sendable (Item) async throws -> [Item]
  ) where Failure == any Error {
    precondition(pageSize > 0, "PagingLoader: pageSize must be positive, got \(pageSize)")
    self.init(
      staleAfter: staleAfter, retry: retry, timeout: timeout, maxPages: maxPages,
      removesDuplicates: removesDuplicates, clock: LoaderClock(clock),
      loaderFailure: { $0 },
      firstPage: PageSource.keyset(
        pageSize: pageSize, fetchFirst: fetchFirst, fetchMore: fetchMore))
  }
}

// MARK: - Loading

extension PagingLoader {
  /// Makes sure the first page is loaded, fetching only when needed.
  ///
  /// - From `idle` or a failure: loads the first page.
  /// - With pages loaded: does nothing, unless they are older than `staleAfter`; then it
  ///   refreshes, keeping them on screen.
  /// - While the first page loads: joins that load. While a next page loads: does nothing.
  public func load() async {
    if let operation = operations.current {
      if operation.kind == .first { await operation.wait() }
      return
    }
    switch state {
    case .idle, .failure:
      await startFirstPage()
    case .success, .endReached, .refreshFailure, .loadMoreFailure:
      if isStale { await startFirstPage() }
    case .initialLoading, .refreshing, .retrying, .loadingMore:
      // Unreachable: a loading state always has an operation.
      return
    }
  }

  /// Reloads from the first page, keeping the loaded pages on screen until the first page
  /// replaces them.
  ///
  /// Joins a refresh that is running. A next-page load that is running is cancelled: the
  /// refresh wins, and items of the cancelled page never appear.
  public func refresh() async {
    if let operation = operations.current, operation.kind == .first {
      await operation.wait()
      return
    }
    await startFirstPage()
  }

  /// Loads the next page, keeping the loaded pages on screen.
  ///
  /// Joins a page load that is running, so the next page is never fetched twice. Does
  /// nothing at the end (``PagingState/endReached(_:)``), with nothing loaded, after a
  /// failed refresh, or while the first page loads.
  public func loadMore() async {
    if let operation = operations.current {
      if operation.kind == .nextPage { await operation.wait() }
      return
    }
    guard state.canLoadMore, let nextPage else { return }
    await startNextPage(nextPage)
  }

  /// Retries what failed: the next page after ``PagingState/loadMoreFailure(_:_:)``, the first
  /// page otherwise.
  public func retry() async {
    if state.isLoadMoreFailure {
      await loadMore()
    } else {
      await refresh()
    }
  }

  /// Cancels the running load and restores the state it started from.
  ///
  /// Callers awaiting the load return; a result that arrives later is dropped. Does nothing
  /// when no load is running.
  public func cancel() {
    guard let operation = operations.take() else { return }
    setState(origin.state(with: state.value), cause: .loadCancelled)
    origin = .idle
    operation.cancel()
  }

  /// Cancels any running load and goes back to ``PagingState/idle``, forgetting the pages.
  public func reset() {
    let operation = operations.take()
    origin = .idle
    forgetPages()
    if !state.isIdle { setState(.idle, cause: .reset) }
    operation?.cancel()
    loadedAt = nil
    if retryCount != 0 { retryCount = 0 }
  }

  /// The state now and after every transition, as an asynchronous sequence.
  ///
  /// Each access starts a new subscription; it ends when the loader is deallocated.
  public var states: LoaderStates<PagingState<[Item], Failure>> {
    broadcaster.stream(startingWith: state)
  }
}

// MARK: - Running loads

extension PagingLoader {
  private var isStale: Bool {
    guard let staleAfter, let loadedAt else { return false }
    return runner.clock.elapsed() - loadedAt >= staleAfter
  }

  private func startFirstPage() async {
    guard !Task.isCancelled else { return }
    if let pageLoad = operations.take() {
      // A refresh supersedes a page load: the page is cancelled and its result dropped. If
      // the refresh is cancelled in turn, the state goes back to before the page load.
      pageLoad.cancel()
    } else {
      origin = Origin(state)
    }
    state.startLoading()
    broadcaster.publish(state, cause: .loadStarted)
    if retryCount != 0 { retryCount = 0 }

    let runner = runner
    let firstPage = firstPage
    await run(.first) { [weak self] operation in
      let outcome = await runner.run(firstPage) { retry in self?.retryCount = retry }
      self?.completeFirstPage(operation, with: outcome)
    }
  }

  private func startNextPage(_ nextPage: NextPage<Item, Failure>) async {
    guard !Task.isCancelled else { return }
    origin = Origin(state)
    state.startLoadingMore()
    broadcaster.publish(state, cause: .loadStarted)
    if retryCount != 0 { retryCount = 0 }

    let runner = runner
    await run(.nextPage) { [weak self] operation in
      let outcome = await runner.run(nextPage.fetch) { retry in self?.retryCount = retry }
      self?.completeNextPage(operation, with: outcome)
    }
  }

  /// Starts an operation whose task runs `body`, and waits for it.
  private func run(
    _ kind: LoadOperation.Kind,
    _ body: @escaping @MainActor (LoadOperation) async -> Void
  ) async {
    let operation = operations.start(
      kind, onAbandoned: { [weak self] operation in self?.abandon(operation) }, run: body)
    await operation.wait()
  }

  private func completeFirstPage(
    _ operation: LoadOperation,
    with outcome: FetchOutcome<PageResponse<Item, Failure>, Failure>
  ) {
    complete(operation, with: outcome) { response in
      forgetPages()
      let items = removingDuplicates(from: response.items, after: [])
      pageSizes = [items.count]
      follow(response.next)
      loadedAt = runner.clock.elapsed()
      state.succeed(with: items, hasMore: response.next != nil)
      return .loadSucceeded
    }
  }

  private func completeNextPage(
    _ operation: LoadOperation,
    with outcome: FetchOutcome<PageResponse<Item, Failure>, Failure>
  ) {
    complete(operation, with: outcome) { response in
      if let next = response.next, followedCursors.contains(next.key) {
        // Following this cursor would loop. The page is rejected and the pages kept; a
        // retry asks for the same page again.
        state.fail(with: repeatedCursorFailure(next.key.description))
        return .loadFailed
      }
      let items = removingDuplicates(from: response.items, after: state.value ?? [])
      pageSizes.append(items.count)
      let dropped = droppedCount()
      follow(response.next)
      state.appendPage(items, droppingFirst: dropped, hasMore: response.next != nil)
      return .loadSucceeded
    }
  }

  /// Ends `operation` with its outcome, unless a newer operation superseded it (then the
  /// outcome is dropped): a response is applied by `apply`, which moves the state and says
  /// why; a failure keeps what is on screen; a cancellation restores the origin.
  private func complete(
    _ operation: LoadOperation,
    with outcome: FetchOutcome<PageResponse<Item, Failure>, Failure>,
    applying apply: (PageResponse<Item, Failure>) -> TransitionCause
  ) {
    guard operations.end(operation) else { return }
    switch outcome {
    case .success(let response):
      let cause = apply(response)
      broadcaster.publish(state, cause: cause)
    case .failure(let failure):
      state.fail(with: failure)
      broadcaster.publish(state, cause: .loadFailed)
    case .cancelled:
      setState(origin.state(with: state.value), cause: .loadCancelled)
    }
    origin = .idle
    operation.finish()
  }

  /// Remembers the page after the loaded ones, and its cursor among those followed.
  private func follow(_ next: NextPage<Item, Failure>?) {
    nextPage = next
    if let key = next?.key { followedCursors.insert(key) }
  }

  private func abandon(_ operation: LoadOperation) {
    guard operation === operations.current else { return }
    cancel()
  }

  /// The items whose ids are not loaded yet (in `list`, the loaded items, or earlier in
  /// `items`), recording their positions after `list`.
  private func removingDuplicates(from items: [Item], after list: [Item]) -> [Item] {
    guard removesDuplicates else { return items }
    return loadedIDs.insertNewItems(of: items, after: list)
  }

  /// How many of the oldest items to drop so that at most `maxPages` pages stay, forgetting
  /// their ids and page sizes.
  private func droppedCount() -> Int {
    guard let maxPages, pageSizes.count > maxPages else { return 0 }
    let droppedPages = pageSizes.count - maxPages
    let count = pageSizes.prefix(droppedPages).reduce(0, +)
    pageSizes.removeFirst(droppedPages)
    if removesDuplicates { loadedIDs.removeFirst(count) }
    return count
  }

  private func forgetPages() {
    nextPage = nil
    followedCursors.removeAll()
    loadedIDs.removeAll()
    pageSizes.removeAll()
  }

  private func setState(_ newState: PagingState<[Item], Failure>, cause: TransitionCause) {
    state = newState
    broadcaster.publish(state, cause: cause)
  }
}

extension PagingLoader: StateSource {
  /// Calls `onTransition` on the main actor right after every transition, in order, with the
  /// new state and the cause of the move.
  ///
  /// - Parameter onTransition: Called with each transition.
  /// - Returns: A token; the observer is called until the token is cancelled or released.
  public func observeTransitions(
    _ onTransition: @escaping @MainActor (StateTransition<PagingState<[Item], Failure>>) -> Void
  ) -> StateObservation {
    broadcaster.observe(onTransition)
  }
}

// MARK: - Origin

extension PagingLoader {
  /// A settled state without its items: where a load started, to restore on cancellation.
  ///
  /// Holding the origin *without* the items matters: a copy of the item array kept here
  /// would make every page append copy the whole list.
  fileprivate enum Origin {
    case idle
    case success
    case endReached
    case failure(Failure)
    case refreshFailure(Failure)
    case loadMoreFailure(Failure)

    init(_ state: PagingState<[Item], Failure>) {
      switch state {
      case .idle, .initialLoading: self = .idle
      case .success, .refreshing, .loadingMore: self = .success
      case .endReached: self = .endReached
      case .failure(let failure), .retrying(let failure): self = .failure(failure)
      case .refreshFailure(_, let failure): self = .refreshFailure(failure)
      case .loadMoreFailure(_, let failure): self = .loadMoreFailure(failure)
      }
    }

    /// The state to restore, around the items on screen.
    func state(with items: [Item]?) -> PagingState<[Item], Failure> {
      guard let items else {
        if case .failure(let failure) = self { return .failure(failure) }
        return .idle
      }
      switch self {
      case .idle: return .idle
      case .success: return .success(items)
      case .endReached: return .endReached(items)
      case .failure(let failure): return .failure(failure)
      case .refreshFailure(let failure): return .refreshFailure(items, failure)
      case .loadMoreFailure(let failure): return .loadMoreFailure(items, failure)
      }
    }
  }
}
