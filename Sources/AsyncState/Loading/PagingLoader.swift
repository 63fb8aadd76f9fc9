public import Observation

/// Loads a list page by page and owns the ``PagingState`` a screen shows for it.
///
/// Everything ``DataLoader`` does — single flight, cancellation that restores the state,
/// dropped stale results, load once with optional staleness, retry with backoff, timeouts —
/// plus paging:
///
/// - **Two kinds of source.** Cursor-based: each ``Page`` carries the cursor of the next
///   one, `nil` at the end. Keyset: `fetchMore` receives the last loaded item; a page
///   shorter than the page size, or empty, is the end.
/// - **End detection.** At the end the state is ``PagingState/endReached(_:)`` and
///   ``loadMore()`` fetches nothing.
/// - **One page at a time.** ``loadMore()`` while a page loads joins it: the next page is
///   never fetched twice.
/// - **A page belongs to the list.** A page load survives the cancellation of the task that
///   asked for it — SwiftUI cancels a footer row's `.task` the moment the row leaves, which
///   is the moment the page starts loading. Only ``cancel()``, ``reset()``, a refresh or the
///   loader's release cancel it.
/// - **A failed page waits for the user.** After ``PagingState/loadMoreFailure(_:_:)``,
///   ``loadMore()`` does nothing, so a footer that appears again cannot retry in a loop;
///   ``retry()`` (the footer's retry button) loads the page again.
/// - **Refresh wins.** ``refresh()`` reloads from the first page with the old pages on
///   screen, then replaces them. A refresh while a page loads cancels the page load; items
///   of the cancelled page never appear. ``loadMore()`` during a refresh does nothing.
/// - **Duplicates** (items whose `id` is already loaded) are dropped: the later copy loses,
///   so a `ForEach` or a diffable data source never sees an id twice, even when a feed's
///   offsets shift between requests. The loader finds them through an index of the loaded
///   items' positions, 5 to 8 bytes per item whatever the id type; pass
///   `removesDuplicates: false` to a source that cannot repeat an id to save it.
/// - **A repeated cursor** (the source returning a cursor it returned before) stops paging
///   with ``LoaderError/repeatedCursor(_:)``, keeping the pages — or, for a failure type that
///   cannot hold a ``LoaderError`` (such as `Never`), keeps that page and ends the list
///   there (``PagingState/endReached(_:)``).
/// - **A window of pages**: with `maxPages`, only the newest pages are kept.
/// - **Two ways.** A cursor source whose pages carry a `previous` cursor (a chat opened at
///   its first unread message, `startingAt:`) loads the pages above with ``loadPrevious()``;
///   ``previousPages`` says where that end stands, and ``state`` keeps describing the other.
///
/// Appending a page never copies the loaded items (see ``PagingState/appendPage(_:hasMore:)``),
/// so loading page *N* costs the same as loading page 1.
///
/// ```swift
/// @State private var feed = PagingLoader { (cursor: String?) in
///   let response = try await API.posts(cursor: cursor, limit: 20)
///   return Page(items: response.posts, next: response.nextCursor)
/// }
///
/// var body: some View {
///   List {
///     ForEach(feed.state.value ?? []) { PostRow(post: $0) }
///     if feed.state.canLoadMore {
///       ProgressView().task { await feed.loadMore() }   // one page each time the row appears
///     } else if feed.state.isLoadMoreFailure {
///       Button("Retry") { Task { await feed.retry() } }
///     }
///   }
///   .task { await feed.load() }
///   .refreshable { await feed.refresh() }
/// }
/// ```
@MainActor
public final class PagingLoader<Item: Identifiable & Sendable, Failure: Error>
where Item.ID: Sendable {
  let core: LoaderCore<PagingState<[Item], Failure>>
  private let source: PageSource<Item, Failure>
  private let runner: AttemptRunner<PageResponse<Item, Failure>, Failure>
  let maxPages: Int?
  let removesDuplicates: Bool
  /// Whether a refresh fetches every loaded page again, in order, rather than the first.
  let refreshesAllPages: Bool
  /// The settled state the running load started from, restored when it is cancelled.
  private var origin: Origin = .idle
  /// The fetch of the page after the loaded ones; `nil` at the end or before the first page.
  private(set) var nextPage: NextPage<Item, Failure>?
  /// Every cursor followed since the first page, to detect a source that loops.
  private var followedCursors = CursorHistory()
  /// The positions of the loaded items by id, to drop later copies: every item after the
  /// `prependedCount` first ones (those are in `prependedIDs`).
  ///
  /// Taken back first if it is lent to a next page's fetch (see ``PositionIndexLoan``).
  var loadedIDs: ItemPositionIndex {
    get {
      if isIndexLent { reclaimIndex() }
      return ownIndex
    }
    _modify {
      if isIndexLent { reclaimIndex() }
      yield &ownIndex
    }
  }
  /// ``loadedIDs`` when it is not lent; empty while it is.
  private var ownIndex = ItemPositionIndex()
  /// Where the index goes while a next page's fetch removes the page's duplicates; made at
  /// the first loan.
  private var indexLoan: PositionIndexLoan<Item>?
  /// Whether ``loadedIDs`` is lent to a next page's fetch.
  private var isIndexLent = false
  /// The core's count of state writes when the index was lent: the same count when the page
  /// is applied means the list is still the one the fetch indexed the page after.
  private var lentAtWrites: UInt = 0
  /// The ids of the items put before the first page by ``loadPrevious()``: the position index
  /// only appends, and shifting every position on a prepend would cost the whole list.
  var prependedIDs: Set<Item.ID> = []
  /// How many items at the top of the list are in `prependedIDs` rather than `loadedIDs`.
  var prependedCount = 0
  /// How many items each kept page contributed, top first (for `maxPages`).
  var pageSizes: [Int] = []
  /// The cursor of the page after each kept page, beside `pageSizes`, for a cache that saves
  /// the loader's pages (`QueryPersistence.firstPages`); `nil`, costing a page nothing, for
  /// any other loader. Trusted only while it matches `pageSizes` in length and ends with
  /// `nextPage`'s key (see `PagingLoader+Cache.swift`).
  var pageNextKeys: [CursorKey?]?
  /// With `maxPages`, the links of each kept page (parallel to `pageSizes`), to load a
  /// dropped page again from the page at that end; empty without a window.
  var pageLinks: [PageLinks<Item, Failure>] = []
  /// The fetch of the page before the first loaded one; `nil` at the start of the list.
  var previousPage: NextPage<Item, Failure>?
  /// The leading end's state, behind ``previousPages``.
  private var storedPreviousPages: PreviousPagesState<Failure> = .idle
  /// The leading end's state when the running load started, restored when it is cancelled.
  private var previousOrigin: PreviousPagesState<Failure> = .idle

  /// What the loader last wrote to a state it does not own, to notice its owner's writes.
  private var written: Written?
  /// The array the list moves to when it fills, copied a few items per page; forgotten with
  /// the pages, so that it keeps no item of a list that is gone.
  var growth = ListGrowth<Item>()
  /// The core's count of state writes after the last page was appended: one more (the page
  /// load starting) means the list changed only by that append since.
  private var listWrites: UInt = 0

  /// The designated initializer: the public ones pick the source, ``BoundPagingLoader`` a
  /// keyset source over a state it does not own (`external`).
  nonisolated init(
    configuration: LoaderConfiguration,
    maxPages: Int?,
    removesDuplicates: Bool,
    refreshesAllPages: Bool = false,
    source: PageSource<Item, Failure>,
    external: ExternalState<PagingState<[Item], Failure>>? = nil
  ) {
    self.refreshesAllPages = refreshesAllPages
    let core = LoaderCore<PagingState<[Item], Failure>>(
      state: .idle, configuration: configuration, external: external)
    self.core = core
    self.source = source
    self.maxPages = maxPages.map { max(1, $0) }
    self.removesDuplicates = removesDuplicates
    runner = AttemptRunner(
      configuration: configuration, clock: core.clock, relay: core.operations.relay)
  }

  /// The current state. Every transition replaces it once.
  public var state: PagingState<[Item], Failure> {
    core.state
  }

  /// How many retries the running load has made, or the last load made; `0` without
  /// retries.
  public var retryCount: Int {
    core.retryCount
  }

  /// Where the leading end of a two-way list stands: whether ``loadPrevious()`` can load the
  /// page before the first loaded one, is loading it, or failed, or whether the list starts
  /// with its first loaded page.
  ///
  /// ``state`` describes the first load, refreshes and the trailing end; this describes the
  /// other end. A list whose first page has no `previous` cursor (every list that pages one
  /// way) is at ``PreviousPagesState/startReached`` once loaded. Each change of it is
  /// published with the state, as one transition (see ``loadPrevious()``).
  public internal(set) var previousPages: PreviousPagesState<Failure> {
    get {
      core.access(\.previousPages)
      return storedPreviousPages
    }
    set {
      core.withMutation(of: \.previousPages) { storedPreviousPages = newValue }
    }
  }
}

extension PagingLoader: Observable {}

// MARK: - Creating a paging loader

extension PagingLoader {
  /// Creates a loader over a cursor-based source.
  ///
  /// ```swift
  /// let feed = PagingLoader { (cursor: String?) in
  ///   let response = try await API.posts(cursor: cursor, limit: 20)
  ///   return Page(items: response.posts, next: response.nextCursor)
  /// }
  /// ```
  ///
  /// Like every loader initializer, it is `nonisolated`: the loader can be a stored
  /// property's default value whatever the isolation of the API client its fetch calls.
  ///
  /// - Parameters:
  ///   - configuration: Freshness, retry, timeout and clock.
  ///   - maxPages: Keep at most this many pages, dropping the oldest; `nil` keeps them all.
  ///   - removesDuplicates: Drop items whose `id` is already loaded (the default).
  ///   - refreshesAllPages: Whether ``refresh()`` fetches every loaded page again, in order,
  ///     so the user's place in a long list survives; `false` (the default) reloads from the
  ///     first page only. See ``refresh()`` for a page that fails midway.
  ///   - initialCursor: The cursor of the first page, for a list opened in the middle (a
  ///     chat at its first unread message); `nil` (the default) asks for the first page of
  ///     the list. The first load and every refresh start there. Pages that carry a
  ///     `previous` cursor can then be loaded with ``loadPrevious()``.
  ///   - fetchPage: Fetches the page at a cursor, off the main actor; `nil` asks for the first
  ///     page. A page whose `next` is `nil` is the last; one whose `previous` is `nil` is the
  ///     first.
  public nonisolated convenience init<Cursor: Hashable & Sendable>(
    configuration: LoaderConfiguration = .default,
    maxPages: Int? = nil,
    removesDuplicates: Bool = true,
    refreshesAllPages: Bool = false,
    startingAt initialCursor: Cursor? = nil,
    fetchPage: @escaping @concurrent @Sendable (Cursor?) async throws(Failure) -> Page<Item, Cursor>
  ) {
    self.init(
      configuration: configuration, maxPages: maxPages, removesDuplicates: removesDuplicates,
      refreshesAllPages: refreshesAllPages,
      source: PageSource.cursor(startingAt: initialCursor, fetchPage))
  }

  /// Creates a loader over a keyset source: `fetchMore` receives the last loaded item.
  ///
  /// ```swift
  /// let feed = PagingLoader(
  ///   pageSize: 30,
  ///   fetchFirst: { try await API.posts(after: nil, count: 30) },
  ///   fetchMore: { last in try await API.posts(after: last.id, count: 30) }
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - pageSize: How many items a full page has. A shorter page, or an empty one, is the
  ///     last. Must be positive.
  ///   - configuration: Freshness, retry, timeout and clock.
  ///   - maxPages: Keep at most this many pages, dropping the oldest; `nil` keeps them all.
  ///   - removesDuplicates: Drop items whose `id` is already loaded (the default).
  ///   - refreshesAllPages: Whether ``refresh()`` fetches every loaded page again, in order;
  ///     `false` (the default) reloads from the first page only.
  ///   - fetchFirst: Fetches the first page, off the main actor.
  ///   - fetchMore: Fetches the page after the given item (the last one loaded), off the main
  ///     actor.
  public nonisolated convenience init(
    pageSize: Int,
    configuration: LoaderConfiguration = .default,
    maxPages: Int? = nil,
    removesDuplicates: Bool = true,
    refreshesAllPages: Bool = false,
    fetchFirst: @escaping @concurrent @Sendable () async throws(Failure) -> [Item],
    fetchMore: @escaping @concurrent @Sendable (Item) async throws(Failure) -> [Item]
  ) {
    precondition(pageSize > 0, "PagingLoader: pageSize must be positive, got \(pageSize)")
    self.init(
      configuration: configuration, maxPages: maxPages, removesDuplicates: removesDuplicates,
      refreshesAllPages: refreshesAllPages,
      source: PageSource.keyset(
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
    startPolling()
    if let operation = core.operations.current {
      if operation.kind == .first { await operation.wait() }
      return
    }
    adoptOwnersWrites()
    switch core.state {
    case .idle, .failure:
      await startFirstPage()
    case .success, .endReached, .refreshFailure, .loadMoreFailure:
      if core.isStale { await startFirstPage() } else { core.schedulePoll() }
    case .initialLoading, .refreshing, .retrying, .loadingMore:
      // Unreachable: a loading state always has an operation.
      return
    }
  }

  /// Reloads from the first page, keeping the loaded pages on screen until the first page
  /// replaces them.
  ///
  /// With `refreshesAllPages`, the refresh fetches as many pages as are loaded, in order
  /// (each retried by the policy), and replaces the list once, when the last one arrives: the
  /// user's place in a long list survives. A page that fails midway ends the refresh: the
  /// pages fetched before it replace their old versions, the old pages from the failed one
  /// on stay, and the state is ``PagingState/refreshFailure(_:_:)`` with that list and the
  /// failure. ``retry()`` refreshes every page again; ``loadMore()`` does nothing until then.
  /// If the first page fails, nothing is replaced, as for a plain refresh.
  ///
  /// ```swift
  /// let feed = PagingLoader(refreshesAllPages: true) { (cursor: String?) in
  ///   try await API.posts(cursor: cursor)
  /// }
  /// // Three pages loaded: the refresh fetches three, and the list is replaced once.
  /// await feed.refresh()
  /// ```
  ///
  /// Joins a refresh that is running. A next-page load that is running is cancelled: the
  /// refresh wins, and items of the cancelled page never appear.
  public func refresh() async {
    startPolling()
    if let operation = core.operations.current, operation.kind == .first {
      await operation.wait()
      return
    }
    adoptOwnersWrites()
    await startFirstPage()
  }

  /// Loads the next page, keeping the loaded pages on screen.
  ///
  /// Joins a page load that is running, so the next page is never fetched twice. The page
  /// load belongs to the list: cancelling the calling task makes this call return, but the
  /// page goes on loading (only ``cancel()``, ``reset()``, a refresh or the loader's release
  /// stop it).
  ///
  /// Does nothing at the end (``PagingState/endReached(_:)``), with nothing loaded, after a
  /// failed refresh, while the first page loads or the previous page loads — and after a
  /// failed page at either end (``PagingState/loadMoreFailure(_:_:)``,
  /// ``PreviousPagesState/failure(_:)``): a footer row that appears again must not retry by
  /// itself. Call ``retry()`` when the user asks.
  public func loadMore() async {
    if let operation = core.operations.current {
      if operation.kind == .nextPage { await operation.wait() }
      return
    }
    adoptOwnersWrites()
    guard core.state.canLoadMore, previousPages.failure == nil, let nextPage else { return }
    await startNextPage(nextPage)
  }

  /// Loads the page before the first loaded one, for a list that loads both ways (a chat or
  /// a timeline opened in the middle, see ``Page/init(items:previous:next:)``).
  ///
  /// The page's items are put before the loaded ones, in one transition. It follows the
  /// rules of ``loadMore()``, at the other end:
  ///
  /// - It joins a previous-page load that is running, and belongs to the list: cancelling the
  ///   calling task makes this call return while the page goes on loading.
  /// - **One page load at a time.** While any other load runs — the first page, a refresh, a
  ///   retry or the next page — it does nothing (and ``loadMore()`` does nothing while the
  ///   previous page loads). A header row that asks again when the item count changes (as
  ///   `PagingList`'s does) loads the page once the other load ends.
  /// - It does nothing unless ``previousPages`` is ``PreviousPagesState/available`` and the
  ///   state is ``PagingState/success(_:)`` or ``PagingState/endReached(_:)``.
  /// - **A failed page waits for the user**, at either end: after
  ///   ``PreviousPagesState/failure(_:)``, neither this nor ``loadMore()`` loads anything
  ///   (nor, after ``PagingState/loadMoreFailure(_:_:)``, does this); ``retry()`` loads the
  ///   failed page again. So a header that appears again cannot retry in a loop.
  /// - A refresh cancels it, restoring ``previousPages``; ``cancel()`` restores it too, and
  ///   ``reset()`` goes back to ``PreviousPagesState/idle``.
  /// - **Duplicates**: an item whose `id` is already loaded is dropped from the new page —
  ///   the copy already on screen stays where it is, at either end.
  /// - **A repeated cursor** (a `previous` cursor returned before) fails the page with
  ///   ``LoaderError/repeatedCursor(_:)``, keeping the pages; for a failure type that cannot
  ///   hold it, the page is kept and the list starts there.
  /// - **A window of pages**: with `maxPages`, a page put before the others drops the last
  ///   pages, and the trailing end loads them again from the cursor of the last kept page
  ///   (the state leaves ``PagingState/endReached(_:)`` for ``PagingState/success(_:)``); a
  ///   next page drops the first pages in the same way, and ``previousPages`` becomes
  ///   ``PreviousPagesState/available``.
  /// - Retry, timeout and backoff apply as to any page.
  ///
  /// Observers see each step as one transition with the usual cause — the start
  /// (``TransitionCause/loadStarted``, the state unchanged), the page
  /// (``TransitionCause/loadSucceeded``, its items first), a failure
  /// (``TransitionCause/loadFailed``, the state unchanged), a cancellation
  /// (``TransitionCause/loadCancelled``) — and read ``previousPages`` for the leading end.
  ///
  /// ```swift
  /// let chat = PagingLoader(startingAt: firstUnread) { (cursor: String?) in
  ///   let response = try await API.messages(around: cursor)
  ///   return Page(items: response.messages, previous: response.before, next: response.after)
  /// }
  /// await chat.load()           // the page at the first unread message
  /// await chat.loadPrevious()   // the older messages, above it
  /// await chat.loadMore()       // the newer ones, below
  /// ```
  public func loadPrevious() async {
    if let operation = core.operations.current {
      if operation.kind == .previousPage { await operation.wait() }
      return
    }
    adoptOwnersWrites()
    guard previousPages.canLoadPrevious, let link = previousPage else { return }
    switch core.state {
    case .success, .endReached: await startPreviousPage(link)
    default: return
    }
  }

  /// Retries what failed: the next page after ``PagingState/loadMoreFailure(_:_:)``, the
  /// previous page after ``PreviousPagesState/failure(_:)`` (see ``previousPages``), the
  /// first page otherwise.
  ///
  /// While any load runs — the first page, a refresh, a retry, or a next page — joins it and
  /// returns when it ends, starting nothing, as ``loadMore()`` and ``refresh()`` join the
  /// loads of their kind. So a retry button tapped while a page loads never cancels that page
  /// to reload from the first one: when the call returns, the state is what the page load
  /// left, and if that page failed, the retry control shows again for the user's next tap.
  /// Cancelling the calling task makes this call return; a joined page load goes on, as it
  /// belongs to the list.
  public func retry() async {
    if let operation = core.operations.current {
      await operation.wait()
      return
    }
    adoptOwnersWrites()
    if core.state.isLoadMoreFailure, let nextPage {
      await startNextPage(nextPage)
    } else if previousPages.failure != nil, let link = previousPage, core.state.isSuccess {
      await startPreviousPage(link)
    } else {
      await refresh()
    }
  }

  /// Cancels the running load and restores the state it started from (and
  /// ``previousPages``, for a previous-page load).
  ///
  /// Callers awaiting the load return; a result that arrives later is dropped. Does nothing
  /// when no load is running. The fetch is told to stop off the main actor, so a fetch whose
  /// cancellation handler blocks cannot freeze the app.
  public func cancel() {
    core.stopPolling()
    guard let operation = core.operations.take() else { return }
    previousPages = previousOrigin
    setState(origin.state(with: core.state.value), cause: .loadCancelled)
    origin = .idle
    core.operations.cancel(operation)
  }

  /// Cancels any running load and goes back to ``PagingState/idle``, forgetting the pages
  /// (``previousPages`` goes back to ``PreviousPagesState/idle``).
  public func reset() {
    core.stopPolling()
    origin = .idle
    previousPages = .idle
    forgetPages()
    core.reset()
    written = Written(core.state)
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
  public var states: AsyncStream<PagingState<[Item], Failure>> {
    core.states
  }
}

// MARK: - Running loads

extension PagingLoader {
  private func startFirstPage() async {
    guard !Task.isCancelled else { return }
    await beginFirstPage().wait()
  }

  /// Starts a load of the first page (a refresh of every page, with `refreshesAllPages`) and
  /// returns its operation without waiting for it: a poll starts one with nobody waiting.
  func beginFirstPage() -> LoadOperation {
    if let pageLoad = core.operations.take() {
      // A refresh supersedes a page load: the page is cancelled and its result dropped. If
      // the refresh is cancelled in turn, the state goes back to before the page load.
      if pageLoad.kind == .previousPage { previousPages = previousOrigin }
      core.operations.cancel(pageLoad)
    } else {
      origin = Origin(core.state)
    }
    previousOrigin = previousPages
    // Every loaded page, for a refresh of them all; a first load fetches one.
    let pageCount = refreshesAllPages && core.state.value != nil ? max(1, pageSizes.count) : 1
    core.updateState { $0.startLoading() }
    publish(.loadStarted)
    let runner = runner
    let firstPage = source.first
    core.retryCount = 0
    return core.operations.start(.first, onAbandoned: { [weak self] in self?.abandon($0) }) {
      [weak self] operation in
      let outcome = await runner.run(page: firstPage) { retry in self?.core.retryCount = retry }
      guard pageCount > 1, case .success(let first) = outcome else {
        self?.completeFirstPage(operation, with: outcome)
        return
      }
      // Refetch the next loaded pages in order, following each page's own `next`.
      var responses = [first]
      var failure: Failure?
      while responses.count < pageCount, let next = responses[responses.count - 1].next {
        let page = await runner.run(page: next.fetch) { retry in self?.core.retryCount = retry }
        switch page {
        case .success(let response):
          responses.append(response)
          continue
        case .failure(let pageFailure):
          failure = pageFailure
        case .cancelled:
          self?.completeFirstPage(operation, with: .cancelled)
          return
        }
        break
      }
      self?.completeAllPages(operation, responses: responses, failure: failure)
    }
  }

  /// Ends a refresh of every page: the fetched pages replace the list, or — after a page
  /// failed — the pages before it, followed by the old pages from it on, in
  /// ``PagingState/refreshFailure(_:_:)``.
  private func completeAllPages(
    _ operation: LoadOperation, responses: [PageResponse<Item, Failure>], failure: Failure?
  ) {
    guard core.operations.end(operation) else { return }
    let old = core.state.value ?? []
    let oldSizes = pageSizes
    let oldLinks = pageLinks
    let oldNext = nextPage
    let oldCursors = followedCursors
    forgetPages()
    var items: [Item] = []
    if let key = source.firstKey { followedCursors.insert(key) }
    previousPage = responses[0].previous
    if let previous = previousPage { followedCursors.insert(previous.key) }
    for response in responses {
      let page = removingDuplicates(from: response.items, after: items[...])
      items += page
      keep(page.count, PageLinks(previous: response.previous, next: response.next))
      follow(response.next)
    }
    previousPages = previousPage == nil ? .startReached : .available
    if let failure {
      // The old pages from the one that failed on stay, after the fresh ones.
      var start = oldSizes.prefix(responses.count).reduce(0, +)
      for (index, size) in oldSizes.enumerated().dropFirst(responses.count) {
        let end = min(start + size, old.count)
        let page = removingDuplicates(from: Array(old[start..<end]), after: items[...])
        items += page
        keep(page.count, index < oldLinks.count ? oldLinks[index] : PageLinks())
        start = end
      }
      nextPage = oldNext
      followedCursors.formUnion(oldCursors)
      setState(.refreshFailure(items, failure), cause: .loadFailed)
      core.recordPollOutcome(failed: true)
    } else {
      let hasMore = responses[responses.count - 1].next != nil
      if core.updateState({ $0.succeed(with: items, hasMore: hasMore) }) {
        core.markLoaded()
        publish(.loadSucceeded)
      }
      core.recordPollOutcome(failed: false)
    }
    origin = .idle
    operation.finish()
    core.schedulePoll()
  }

  private func startNextPage(_ nextPage: NextPage<Item, Failure>) async {
    guard !Task.isCancelled else { return }
    let from = Origin(core.state)
    guard core.updateState({ $0.startLoadingMore() }) else { return }
    origin = from
    previousOrigin = previousPages
    publish(.loadStarted)
    await loadPage(.nextPage, nextPage) { $0.completeNextPage($1, with: $2) }
  }

  private func startPreviousPage(_ link: NextPage<Item, Failure>) async {
    guard !Task.isCancelled else { return }
    origin = Origin(core.state)
    previousOrigin = previousPages
    previousPages = .loading
    publish(.loadStarted)
    await loadPage(.previousPage, link) { $0.completePreviousPage($1, with: $2) }
  }

  /// Loads the page `link` fetches, next to the loaded ones, and applies it with `complete`.
  ///
  /// The load has no `onAbandoned`: the page belongs to the list, not to the callers waiting
  /// for it. When it can (``LoaderCore/handsOverResults``), the fetch hands the page to this
  /// caller, who applies it (see ``LoadOperation``): two executor jobs fewer per page.
  private func loadPage(
    _ kind: LoadOperation.Kind, _ link: NextPage<Item, Failure>,
    complete:
      @escaping @MainActor @Sendable (
        PagingLoader, LoadOperation, FetchOutcome<PageResponse<Item, Failure>, Failure>
      ) -> Void
  ) async {
    let runner = runner
    guard core.handsOverResults else {
      await core.run(kind, onAbandoned: nil) { [weak self] operation in
        let outcome = await runner.run(page: link.fetch) { retry in self?.core.retryCount = retry }
        if let self { complete(self, operation, outcome) }
      }
      return
    }
    let lent = kind == .nextPage ? lendIndex() : nil
    await core.runHandingOver(kind) { [weak self] operation in
      let outcome = await runner.runPage(link.fetch) {
        { @MainActor retry in self?.core.retryCount = retry }
      }
      if let lent, case .success(let response) = outcome {
        lent.loan.indexPage(response.items, term: lent.term)
      }
      await operation.handOver { if let self { complete(self, operation, outcome) } }
    }
  }

  /// Lends the duplicate index and the list to the next page's fetch, which removes the
  /// page's duplicates off the main actor (see ``PositionIndexLoan``), when the page will be
  /// appended after the whole list as it is: a loader that owns its state (an owner's writes
  /// are not counted), with no page put before the first (their ids are in `prependedIDs`)
  /// and none to drop for `maxPages`.
  private func lendIndex() -> (loan: PositionIndexLoan<Item>, term: UInt64)? {
    guard removesDuplicates, core.ownsState, prependedCount == 0,
      maxPages.map({ pageSizes.count < $0 }) ?? true,
      let list = core.state.value
    else { return nil }
    if isIndexLent { reclaimIndex() }
    guard ownIndex.count == list.count else { return nil }
    let index = ownIndex
    ownIndex = ItemPositionIndex()
    let loan = indexLoan ?? PositionIndexLoan()
    indexLoan = loan
    let term = loan.lend(index, following: list[...])
    isIndexLent = true
    lentAtWrites = core.stateWrites
    return (loan, term)
  }

  /// Takes the lent index back, forgetting the items the fetch indexed, if any: their page is
  /// not appended (its load was cancelled or superseded, or the list changed since).
  @inline(never)
  private func reclaimIndex() {
    if let accepted = takeIndexBack() { ownIndex.removeLast(accepted) }
  }

  /// Ends the loan, if the index is lent: the index comes back holding the items the fetch
  /// indexed, which this returns; the caller appends them or forgets them.
  private func takeIndexBack() -> [Item]? {
    guard isIndexLent, let indexLoan else { return nil }
    isIndexLent = false
    let (index, accepted) = indexLoan.reclaim()
    ownIndex = index
    return accepted
  }

  /// Whether a next page's fetch indexed its page and the loader has not taken it yet (for
  /// tests).
  var indexLoanHasPage: Bool {
    isIndexLent && indexLoan?.hasIndexedPage == true
  }

  /// The items of the page being applied that its fetch found new, with the index taken back
  /// holding them, if the fetch removed the page's duplicates and the list is still the one it
  /// was given; otherwise `nil`, with the index as it was before the page.
  private func itemsIndexedByFetch() -> [Item]? {
    guard isIndexLent else { return nil }
    guard core.stateWrites == lentAtWrites else {
      reclaimIndex()
      return nil
    }
    return takeIndexBack()
  }

  /// Ends a previous-page load: the page goes before the loaded ones (dropping the last
  /// pages beyond `maxPages`); a failure or a cancellation changes only ``previousPages``.
  private func completePreviousPage(
    _ operation: LoadOperation,
    with outcome: FetchOutcome<PageResponse<Item, Failure>, Failure>
  ) {
    guard core.operations.end(operation) else { return }
    defer {
      origin = .idle
      operation.finish()
    }
    switch outcome {
    case .failure(let failure):
      previousPages = .failure(failure)
      publish(.loadFailed)
      return
    case .cancelled:
      previousPages = previousOrigin
      setState(origin.state(with: core.state.value), cause: .loadCancelled)
      return
    case .success(let response):
      var previous = response.previous
      if let repeatedKey = previous?.key, followedCursors.contains(repeatedKey) {
        // As at the trailing end: the page is rejected, or kept as the start of the list.
        let repeated = LoaderError.repeatedCursor(repeatedKey.description)
        if let failure = LoaderFailure.make(repeated, as: Failure.self) {
          previousPages = .failure(failure)
          publish(.loadFailed)
          return
        }
        previous = nil
      }
      prepend(response, previous: previous)
    }
  }

  /// Puts a page before the loaded ones, dropping the last pages beyond `maxPages` (their
  /// `next` cursors are forgotten, so the trailing end can load them again).
  private func prepend(
    _ response: PageResponse<Item, Failure>, previous: NextPage<Item, Failure>?
  ) {
    let list = core.state.value ?? []
    var droppedPages = 0
    if let maxPages, pageSizes.count + 1 > maxPages {
      droppedPages = pageSizes.count + 1 - maxPages
    }
    let droppedItems = pageSizes.suffix(droppedPages).reduce(0, +)
    let hasLinks = pageLinks.count == pageSizes.count
    for links in pageLinks.suffix(droppedPages) where hasLinks {
      if let key = links.next?.key { followedCursors.remove(key) }
    }
    pageSizes.removeLast(droppedPages)
    if hasLinks { pageLinks.removeLast(droppedPages) }
    let kept = list.count - droppedItems
    var items = response.items
    if removesDuplicates {
      if droppedItems > 0 {
        // The position index cannot forget its last items: index the kept window again,
        // O(window), which `maxPages` bounds.
        loadedIDs.removeAll()
        prependedIDs.removeAll()
        prependedCount = 0
        var seen = Set<Item.ID>()
        items = items.filter { seen.insert($0.id).inserted }
        let keptIDs = Set(list[..<kept].lazy.map(\.id))
        items.removeAll { keptIDs.contains($0.id) }
        _ = loadedIDs.insertNewItems(of: items + list[..<kept], after: [][...])
      } else {
        let tail = list[prependedCount...]
        var seen = Set<Item.ID>()
        items = items.filter { item in
          !prependedIDs.contains(item.id) && !loadedIDs.contains(item.id, in: tail)
            && seen.insert(item.id).inserted
        }
        prependedIDs.formUnion(seen)
        prependedCount += items.count
      }
    } else {
      prependedCount = droppedItems > 0 ? 0 : prependedCount + items.count
    }
    pageSizes.insert(items.count, at: 0)
    if maxPages != nil, hasLinks {
      pageLinks.insert(PageLinks(previous: previous, next: response.next), at: 0)
    }
    previousPage = previous
    if let previous { followedCursors.insert(previous.key) }
    if droppedPages > 0 { follow(hasLinks ? pageLinks.last?.next : nil) }
    previousPages = previous == nil ? .startReached : .available
    let hasMore = droppedPages > 0 ? nextPage != nil : !core.state.isEndReached
    if core.updateState({ $0.prependPage(items, droppingLast: droppedItems, hasMore: hasMore) }) {
      publish(.loadSucceeded)
    }
  }

  private func completeFirstPage(
    _ operation: LoadOperation,
    with outcome: FetchOutcome<PageResponse<Item, Failure>, Failure>
  ) {
    complete(operation, with: outcome) { response in
      forgetPages()
      let items = removingDuplicates(from: response.items, after: [])
      keep(items.count, PageLinks(previous: response.previous, next: response.next))
      previousPage = response.previous
      if let key = source.firstKey { followedCursors.insert(key) }
      if let previous = response.previous { followedCursors.insert(previous.key) }
      follow(response.next)
      guard core.updateState({ $0.succeed(with: items, hasMore: response.next != nil) }) else {
        return nil
      }
      previousPages = response.previous == nil ? .startReached : .available
      core.markLoaded()
      return .loadSucceeded
    }
  }

  private func completeNextPage(
    _ operation: LoadOperation,
    with outcome: FetchOutcome<PageResponse<Item, Failure>, Failure>
  ) {
    complete(operation, with: outcome) { response in
      var next = response.next
      if let repeatedKey = next?.key, followedCursors.contains(repeatedKey) {
        // Following this cursor would loop. The page is rejected and the pages kept; a
        // retry asks for the same page again. A failure type that cannot say so keeps the
        // page and ends the list here instead.
        let repeated = LoaderError.repeatedCursor(repeatedKey.description)
        if let failure = LoaderFailure.make(repeated, as: Failure.self) {
          return core.updateState({ $0.fail(with: failure) }) ? .loadFailed : nil
        }
        next = nil
      }
      let keptPages = pageSizes.count
      let dropped = droppedCount()
      let dropsPages = pageSizes.count < keptPages
      let items =
        (dropped == 0 ? itemsIndexedByFetch() : nil)
        ?? newItems(of: response.items, keepingFrom: dropped)
      keep(items.count, PageLinks(previous: response.previous, next: next))
      follow(next)
      var grown = grownList(appending: items.count, dropping: dropped)
      var retired: [Item]?
      let appended = core.updateState { state in
        if let list = grown.take(), case .loadingMore(let old) = state {
          // The page goes into the array copied ahead of time; the old one is retired.
          retired = old
          state = .loadingMore(list)
        }
        return state.appendPage(items, droppingFirst: dropped, hasMore: next != nil)
      }
      listWrites = core.stateWrites
      if let retired { growth.retire(retired) }
      guard appended else { return nil }
      if dropsPages {
        // The first pages left the window: the new first page's `previous` says what is above.
        previousPage = pageLinks.count == pageSizes.count ? pageLinks.first?.previous : nil
        previousPages = previousPage == nil ? .startReached : .available
      }
      return .loadSucceeded
    }
  }

  /// Ends `operation` with its outcome, unless a newer operation superseded it (then the
  /// outcome is dropped): a response is applied by `apply`, which moves the state and says
  /// why; a failure keeps what is on screen; a cancellation restores the origin.
  ///
  /// A state that someone else owns may refuse the move (its owner wrote it meanwhile):
  /// `apply` then returns `nil`, nothing is published, and the next call adopts the owner's
  /// state.
  private func complete(
    _ operation: LoadOperation,
    with outcome: FetchOutcome<PageResponse<Item, Failure>, Failure>,
    applying apply: (PageResponse<Item, Failure>) -> TransitionCause?
  ) {
    guard core.operations.end(operation) else { return }
    switch outcome {
    case .success(let response):
      if let cause = apply(response) { publish(cause) }
      if operation.kind == .first { core.recordPollOutcome(failed: false) }
    case .failure(let failure):
      if core.updateState({ $0.fail(with: failure) }) { publish(.loadFailed) }
      if operation.kind == .first { core.recordPollOutcome(failed: true) }
    case .cancelled:
      setState(origin.state(with: core.state.value), cause: .loadCancelled)
    }
    origin = .idle
    operation.finish()
    core.schedulePoll()
  }

  /// Tells the observers about the state, moved for `cause`, and remembers what was written.
  private func publish(_ cause: TransitionCause) {
    core.publish(cause)
    if !core.ownsState { rememberWritten() }
  }

  /// Remembers what the loader wrote into a state its owner keeps.
  ///
  /// Apart from ``publish(_:)`` so that a loader that owns its state does not pay for it:
  /// unspecialized generic code looks up the metadata of every local of a generic type (here
  /// `Written`) on entry, before any early return (seen in the disassembly of a release
  /// build). The same holds for the other slow paths kept apart below.
  @inline(never)
  private func rememberWritten() {
    written = Written(core.state)
  }

  /// Replaces the state and tells the observers.
  private func setState(_ state: PagingState<[Item], Failure>, cause: TransitionCause) {
    core.state = state
    publish(cause)
  }

  /// Starts from what the owner of the state wrote, if it is not what the loader wrote last:
  /// its items become the loaded pages and a loading state with no load behind it is
  /// settled. Does nothing for a loader that owns its state.
  private func adoptOwnersWrites() {
    if !core.ownsState { adoptOwnersState() }
  }

  /// ``adoptOwnersWrites()``'s work, kept apart (see ``rememberWritten()``).
  @inline(never)
  private func adoptOwnersState() {
    var state = core.state
    guard Written(state) != written else { return }
    origin = .idle
    forgetPages()
    core.loadedAt = nil
    if state.cancelLoading() { core.state = state }
    if let items = state.value {
      pageSizes = [items.count]
      if removesDuplicates { _ = loadedIDs.insertNewItems(of: items, after: [][...]) }
      if state.canLoadMore || state.isLoadMoreFailure { follow(source.next?(items)) }
    }
    written = Written(state)
  }

  /// Remembers the page after the loaded ones, and its cursor among those followed.
  func follow(_ next: NextPage<Item, Failure>?) {
    nextPage = next
    pageNextKeys?.append(next?.key)
    if let key = next?.key { followedCursors.insert(key) }
  }

  private func abandon(_ operation: LoadOperation) {
    guard operation === core.operations.current else { return }
    cancel()
  }

  /// The array to append a page of `count` items to instead of the list's own, once the list
  /// is about to outgrow it (see ``ListGrowth``); meanwhile copies a few more of its items.
  ///
  /// The copy follows the list only while the loader's own pages are all that changed it:
  /// any other write since the last page (a refresh, an edit, a failure and retry, a state
  /// kept by its owner) or a page that drops the oldest ones (`maxPages`) starts it over.
  private func grownList(appending count: Int, dropping dropped: Int) -> [Item]? {
    guard dropped == 0, core.ownsState, core.stateWrites == listWrites &+ 1,
      let list = core.state.value
    else {
      growth.reset(appending: count)
      return nil
    }
    return growth.step(list: list, appending: count)
  }

  /// The items of a new page to append after the loaded items from `kept` on (the oldest
  /// `kept` are about to be dropped): those whose ids are not among the items that stay.
  ///
  /// The loaded list is read here and released before the caller appends, so the append
  /// does not copy it.
  private func newItems(of page: [Item], keepingFrom kept: Int) -> [Item] {
    guard removesDuplicates else { return page }
    let list = core.state.value ?? []
    let fresh = prependedIDs.isEmpty ? page : page.filter { !prependedIDs.contains($0.id) }
    return removingDuplicates(from: fresh, after: list[(kept + prependedCount)...])
  }

  /// The items whose ids are not loaded yet (in `list`, the loaded items that stay, or
  /// earlier in `items`), recording their positions after `list`.
  private func removingDuplicates(from items: [Item], after list: ArraySlice<Item>) -> [Item] {
    guard removesDuplicates else { return items }
    return loadedIDs.insertNewItems(of: items, after: list)
  }

  /// How many of the first items to drop so that, with the page being added, at most
  /// `maxPages` pages stay; forgets their ids and pages.
  ///
  /// A dropped page can be loaded again from the leading end of a two-way list: the
  /// `previous` cursors the dropped pages returned are forgotten, so that following them
  /// again is not taken for a loop.
  private func droppedCount() -> Int {
    guard let maxPages, pageSizes.count + 1 > maxPages else { return 0 }
    return dropFirstPages(pageSizes.count + 1 - maxPages)
  }

  /// ``droppedCount()``'s work: forgets the first `droppedPages` pages and returns how many
  /// items they hold. Kept apart (see ``rememberWritten()``).
  @inline(never)
  private func dropFirstPages(_ droppedPages: Int) -> Int {
    let count = pageSizes.prefix(droppedPages).reduce(0, +)
    if pageLinks.count == pageSizes.count {
      for links in pageLinks.prefix(droppedPages) {
        if let key = links.previous?.key { followedCursors.remove(key) }
      }
      pageLinks.removeFirst(droppedPages)
    }
    pageSizes.removeFirst(droppedPages)
    if let keys = pageNextKeys?.count { pageNextKeys?.removeFirst(min(droppedPages, keys)) }
    let fromPrepended = min(count, prependedCount)
    if fromPrepended > 0, let list = core.state.value {
      for item in list[..<fromPrepended] { prependedIDs.remove(item.id) }
    }
    prependedCount -= fromPrepended
    if removesDuplicates { loadedIDs.removeFirst(count - fromPrepended) }
    return count
  }

  private func forgetPages() {
    nextPage = nil
    followedCursors.removeAll()
    loadedIDs.removeAll()
    prependedIDs.removeAll()
    prependedCount = 0
    pageSizes.removeAll()
    pageNextKeys?.removeAll()
    pageLinks.removeAll()
    previousPage = nil
    growth = ListGrowth()
  }

  /// Records a page added at the end of the list: its size and, with `maxPages`, its links.
  ///
  /// `links` is built only when it is kept (with `maxPages`): in the loader's unspecialized
  /// generic code, building it costs metadata look-ups and copies on every page.
  private func keep(_ count: Int, _ links: @autoclosure () -> PageLinks<Item, Failure>) {
    if maxPages != nil && pageLinks.count == pageSizes.count { pageLinks.append(links()) }
    pageSizes.append(count)
  }
}

extension PagingLoader: StateSource {
  /// Calls `onTransition` on the main actor right after every transition, in order, with the
  /// new state and the cause of the move.
  ///
  /// - Parameter onTransition: Called with each new state and the cause of the move.
  /// - Returns: A token; the observer is called until the token is cancelled or released.
  public func observe(
    _ onTransition: @escaping @MainActor (PagingState<[Item], Failure>, TransitionCause) -> Void
  ) -> StateObservation {
    core.observe(onTransition)
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

// MARK: - Written

extension PagingLoader {
  /// What tells a state the loader wrote from one its owner wrote since: the case, how many
  /// items, and the ids of the first and last. Reading it costs O(1), and an owner's write
  /// that keeps all four (a row edited in place) changes nothing the loader relies on.
  fileprivate struct Written: Equatable {
    let kind: Int
    let count: Int
    let first: Item.ID?
    let last: Item.ID?

    init(_ state: PagingState<[Item], Failure>) {
      kind =
        switch state {
        case .idle: 0
        case .initialLoading: 1
        case .success: 2
        case .endReached: 3
        case .failure: 4
        case .retrying: 5
        case .refreshing: 6
        case .refreshFailure: 7
        case .loadingMore: 8
        case .loadMoreFailure: 9
        }
      let items = state.value
      count = items?.count ?? 0
      first = items?.first?.id
      last = items?.last?.id
    }
  }
}
