public import AsyncState

/// One run of the demo: the feed's pages, filtered by what the user types after `/`
/// (``FilteredFeed``: an `InputLoader` over the cache's `PagingLoader`s), the presentation
/// around it (a `BannerCenter` for one-shot banners, a `ProgressGate` for the blocking
/// spinner), the filter field, and the selected row. The interactive app and script mode
/// both drive it.
///
/// Every transition of the shown feed reaches ``onEvent`` synchronously, in order, followed
/// by the banner it raised, if any; script mode prints them, the app redraws.
///
/// ```swift
/// let session = FeedSession(source: SimulatedFeed(.init(seed: 7)), failures: failures)
/// await session.perform(.load)
/// print(session.feed.state)   // success([20 items])
/// session.setFilter("cursor")   // the feed follows after the debounce
/// ```
@MainActor
public final class FeedSession {
  /// What the session reports, in the order it happens.
  public enum Event: Sendable {
    /// The loader moved to a new state.
    case transition(PagingState<[Post], FeedError>)
    /// A failure raised a one-shot banner.
    case banner(Banner<FeedError>)
    /// The filter changed what the screen shows without a transition: a filter was applied
    /// whose pages were in the cache, or an answer of a replaced filter was dropped.
    case filterChanged
    /// A like (`l`) ended, and ``FeedSession/notice`` says how, once: the like's outcome is
    /// taken from its runner, so a double press that sent one request reports it once.
    case notice(String)
  }

  /// The loader of the whole feed's pages (the empty filter), from ``cache``.
  public let loader: PagingLoader<Post, FeedError>
  /// What the screen shows: the feed under the filter typed after `/`.
  public let feed: FilteredFeed
  /// The cache the loader comes from, which the inspector (`i`) shows.
  public let cache: LoaderCache
  /// The one-shot error banners of failed refreshes (and of a filter that failed over kept
  /// posts).
  public let banners: BannerCenter<FeedError>
  /// When the blocking spinner of a first load shows: not for short loads.
  public let spinnerGate: ProgressGate
  /// When the footer's page-load spinner shows: not for short page loads.
  public let footerGate: ProgressGate
  /// The `x` switch.
  public let failures: FailureInjection
  /// The head of the feed, followed live (`--live`): every post published at the top since
  /// the feed started, newest first; `nil` without `--live`. Each new one goes to the top of
  /// the whole feed's pages (``FeedSession+Live``).
  public let live: DataLoader<[Post], FeedError>?
  /// The feed's name, for the title bar.
  public let sourceName: String
  /// The share of requests the feed fails at random (`--failure-rate`), for the status line.
  public let randomFailureRate: Double
  /// Whether moving near the end loads the next page, and near the top the page above (the
  /// app); script mode loads pages only when told.
  public var loadsMoreNearEnd: Bool
  /// Called on every transition and every new banner.
  public var onEvent: (@MainActor (Event) -> Void)?
  /// The selected row: a post's index, or the number of posts for the footer row.
  public private(set) var selection = 0
  /// The id of the selected post; `nil` on the footer row or with nothing loaded. When the
  /// posts change (a refresh), the selection follows this post if it is still there.
  public private(set) var selectedPostID: Post.ID?
  /// The first row shown.
  public private(set) var scrollTop = 0
  /// How old the whole feed's pages were when the cache restored them from its store
  /// (`--persist`), until a load of the first page succeeds; `nil` when nothing was restored.
  /// The title line marks the pages with it (``FeedScreen/restoredAge``).
  public private(set) var restoredAge: Duration?
  /// The one-shot message of the latest like that ended (`l`), on the status line until the
  /// next key; `nil` for none.
  public internal(set) var notice: String?
  /// The like runners, one per post, made on demand (``likeSelectedPost()``): each one
  /// changes the post in the feed's cache entry on screen when it was made.
  public private(set) lazy var likes = Self.makeLikes(
    feed: feed, cache: cache, source: source,
    made: { [weak self] id, filter in self?.likeFilters[id] = filter })
  /// The like runners the rows on screen hold, as a row of an app holds its button's
  /// runner: a row that leaves the screen (or its filter) lets its runner go.
  var likeRows: [Post.ID: LikeRow] = [:]
  /// The filter of the like runner alive for each post: the entry its change goes to.
  var likeFilters: [Post.ID: String] = [:]
  /// Where the posts come from, which likes them.
  let source: any FeedSource
  /// Whether the filter field is open and takes the keys (``handleFilterKey(_:)``).
  public internal(set) var isEditingFilter = false
  /// How many body rows fit on screen; the app sets it from the terminal's size.
  public var visibleRows = 20 {
    didSet { scroll() }
  }

  /// How close to the last post the selection gets before the next page loads.
  static let loadMoreDistance = 3

  // Ends the observation when the session goes away.
  private var observation: StateObservation?
  /// Follows the whole feed's loader while its restored pages are on screen.
  private var restoredObservation: StateObservation?
  /// Follows ``live``: puts each new post at the top of the feed.
  private var liveObservation: StateObservation?
  /// The latest change that put new posts at the top; the next waits for it.
  var liveInsertion: Task<Void, Never>?
  /// Whether the whole feed's running load fetches the first page (not the next page).
  private var isReloadingRestored = false
  /// The id of the last banner reported through `onEvent`.
  private var lastAnnouncedBanner: Int?

  /// Creates a session over a feed.
  ///
  /// - Parameters:
  ///   - source: Where the posts come from.
  ///   - failures: The switch that makes the feed's requests fail; the same one the feed reads.
  ///   - loadsMoreNearEnd: Whether selecting a row near the end loads the next page.
  ///   - clock: The clock of the spinner gate.
  ///   - cache: The cache to ask for the feed's loaders; a new one
  ///     (``LoaderCache/demo(clock:)``, on the continuous clock) by default. Its clock also
  ///     runs the filter's debounce. A cache restored from a store (``FeedPersistence``)
  ///     gives the session the feed's pages at once: ``restoredAge``.
  ///   - filterDebounce: How long a change of the filter waits for the next keystroke.
  ///   - live: Whether to follow the posts the feed publishes at its top (``live``); a
  ///     dropped subscription reconnects after 1 s, 2 s, 4 s… (``liveRetry``) on the cache's
  ///     clock.
  ///   - startCursor: The cursor the whole feed opens at (`--start-at`,
  ///     ``SimulatedFeed/cursor(startingAt:)``); `nil` (the default) for its top. Moving near
  ///     the top then loads the page above.
  public init(
    source: any FeedSource, failures: FailureInjection, loadsMoreNearEnd: Bool = true,
    clock: some Clock<Duration> = ContinuousClock(), cache: LoaderCache? = nil,
    filterDebounce: Duration = .milliseconds(300), live: Bool = false,
    startCursor: String? = nil
  ) {
    self.cache = cache ?? .demo()
    self.source = source
    feed = FilteredFeed(
      source: source, cache: self.cache, debounce: filterDebounce, startCursor: startCursor)
    loader = feed.loader(for: "")
    let restoredAge = Self.restoredAge(
      of: loader, key: "\(FeedQuery(source: source))", in: self.cache)
    self.restoredAge = restoredAge
    // The center observes the feed before the session does, so each transition reaches
    // the session with its banner already announced.
    banners = BannerCenter(observing: feed)
    spinnerGate = ProgressGate(clock: clock)
    footerGate = ProgressGate(clock: clock)
    self.failures = failures
    self.loadsMoreNearEnd = loadsMoreNearEnd
    sourceName = source.name
    randomFailureRate = source.randomFailureRate
    self.live =
      live
      ? DataLoader(
        configuration: .init(retry: Self.liveRetry, clock: self.cache.configuration.clock)
      ) {
        source.livePosts()
      } : nil
    observation = feed.observe { [weak self] state, cause in
      self?.receive(state, cause: cause)
    }
    feed.onChange = { [weak self] in self?.filterChanged() }
    liveObservation = self.live?.observe { [weak self] state, _ in
      self?.liveMoved(state)
    }
    if restoredAge != nil {
      restoredObservation = loader.observe { [weak self] state, cause in
        self?.restoredFeedMoved(state, cause: cause)
      }
    }
  }

  /// The age of the pages a restored cache gave the whole feed's new loader: a loader that
  /// has pages before anything loaded them got them from the store.
  private static func restoredAge(
    of loader: PagingLoader<Post, FeedError>, key: String, in cache: LoaderCache
  ) -> Duration? {
    guard loader.state.value != nil else { return nil }
    return cache.snapshot().first { $0.key == key && $0.isPaging }?.age
  }

  /// The restored pages stop being marked once the first page loads again (a refresh, or a
  /// reset); a page appended to them, or a failed refresh, leaves them marked.
  private func restoredFeedMoved(
    _ state: PagingState<[Post], FeedError>, cause: TransitionCause
  ) {
    switch cause {
    case .loadStarted:
      if case .loadingMore = state {
        isReloadingRestored = false
      } else {
        isReloadingRestored = true
      }
    case .loadSucceeded where isReloadingRestored, .reset:
      restoredAge = nil
      restoredObservation = nil
    case .loadSucceeded, .loadFailed, .loadCancelled, .valueReplaced:
      break
    }
  }

  /// Whether the restored pages are on screen before the feed's first load: the filtered
  /// feed applies its (empty) filter only then, so until then the screen shows the whole
  /// feed's loader itself.
  private var showsRestoredPagesBeforeLoad: Bool {
    restoredAge != nil && feed.search.loader == nil
  }

  /// Shows a one-shot message on the status line, until the next key: how a like ended, or
  /// a `--persist` warning.
  ///
  /// - Parameter text: The message.
  func showNotice(_ text: String) {
    notice = text
    onEvent?(.notice(text))
  }

  /// Runs one action on the feed, under the filter applied, and returns when it has
  /// settled.
  ///
  /// Before anything is loaded, `more`, `refresh` and `retry` load the first page.
  ///
  /// - Parameter action: What to do; loader calls are awaited.
  public func perform(_ action: ScriptAction) async {
    let search = feed.search
    if search.loader == nil, restoredAge != nil {
      switch action {
      case .load, .refresh, .retry:
        // The pages of the last run are on screen, however old: fetch them again, keeping
        // them meanwhile.
        await search.refresh()
        return
      case .more:
        // Applies the whole feed over its restored pages: the next page follows their cursor.
        search.submit()
      case .toggleFailures, .cancel, .reset, .dismiss, .publish, .previous:
        break
      case .inspect, .nextEntry, .previousEntry, .refetchEntry, .invalidateEntry, .evictEntry,
        .failEntry:
        return  // The cache inspector's (``ScriptRunner``): nothing for the feed to do.
      }
    }
    if search.loader == nil, [.more, .refresh, .retry].contains(action) {
      await search.load()
      return
    }
    switch action {
    case .load:
      await search.load()
      await live?.load()
    case .more: await search.loadMore()
    case .previous: await search.loader?.loadPrevious()
    case .refresh: await search.refresh()
    case .retry: await search.retry()
    case .toggleFailures: failures.toggle()
    case .cancel: search.cancel()
    case .reset:
      // Every filter's posts go, and the applied filter's loader goes back to idle: the
      // next load fetches again.
      let current = search.loader ?? (restoredAge != nil ? loader : nil)
      search.reset()
      current?.reset()
    case .dismiss: dismissBanner()
    case .publish: await publish()
    case .inspect, .nextEntry, .previousEntry, .refetchEntry, .invalidateEntry, .evictEntry,
      .failEntry:
      break  // The cache inspector's (``ScriptRunner``): nothing for the feed to do.
    }
  }

  /// Dismisses the banner on screen.
  ///
  /// - Returns: Whether there was one.
  @discardableResult
  public func dismissBanner() -> Bool {
    guard let banner = banners.current else { return false }
    return banners.dismiss(banner)
  }

  /// Moves the selection, keeps it on screen, and loads the next page when it nears the end
  /// (or the page above when it nears the top of a feed opened in the middle).
  ///
  /// Only the user's moves load pages: a transition that moves the selection (a refresh that
  /// shortens the list) never does. The page above goes before the posts and the selection
  /// stays on its post.
  ///
  /// - Parameter offset: Rows to move; negative moves up.
  /// - Returns: The page load the move started, if it started one.
  @discardableResult
  public func moveSelection(by offset: Int) -> Task<Void, Never>? {
    select(selection + offset)
    return loadMoreIfNearEnd() ?? loadPreviousIfNearTop()
  }

  /// Selects the last row (the footer, if there is one).
  ///
  /// - Returns: The page load the move started, if it started one.
  @discardableResult
  public func selectLastRow() -> Task<Void, Never>? {
    moveSelection(by: rowCount)
  }

  /// Whether the selected row is the footer's retry row.
  public var isRetryRowSelected: Bool {
    guard case .retry = presentation.footer, let posts = feed.state.value else { return false }
    return selection == posts.count
  }

  /// What the screen shows for the feed's state, with the default policy
  /// (``FilteredFeed/presentation``).
  public var presentation: ScreenPresentation<[Post], FeedError> {
    showsRestoredPagesBeforeLoad ? loader.state.presentation() : feed.presentation
  }

  /// The frame to draw.
  ///
  /// - Parameters:
  ///   - usesGates: Whether the spinners follow the gates (the app), so short loads show
  ///     none; otherwise they follow the presentation (script mode), so the output never
  ///     depends on timing.
  ///   - spinnerFrame: Which spinner frame to draw.
  /// - Returns: The frame.
  public func screen(usesGates: Bool, spinnerFrame: Int = 0) -> FeedScreen {
    let presentation = presentation
    var screen = FeedScreen(
      presentation: presentation, banner: banners.current?.message,
      showsSpinner: usesGates ? spinnerGate.isVisible : presentation.showsBlockingSpinner,
      showsFooterSpinner: usesGates ? footerGate.isVisible : presentation.isLoadingMore,
      title: sourceName + liveTitle,
      status: (showsRestoredPagesBeforeLoad ? loader.state : feed.state).description,
      filter: filterBar,
      selection: selection, scrollTop: scrollTop, failuresInjected: failures.isOn,
      randomFailureRate: randomFailureRate, spinnerFrame: spinnerFrame)
    screen.notice = notice
    // The mark goes with the whole feed's pages: not on a filter's.
    if feed.search.loader == nil || feed.search.loader === loader {
      screen.restoredAge = restoredAge
    }
    return screen
  }

  private var rowCount: Int {
    guard let posts = presentation.content else { return 0 }
    return posts.count + (presentation.footer == .none ? 0 : 1)
  }

  private func receive(_ state: PagingState<[Post], FeedError>, cause: TransitionCause) {
    let presentation = state.presentation()
    spinnerGate.setLoading(presentation.showsBlockingSpinner)
    footerGate.setLoading(presentation.isLoadingMore)
    // A banner reports the last failure until a later load succeeds.
    if cause == .loadSucceeded { dismissBanner() }
    // The selection stays on its post when the posts change (a refresh replaces them), and
    // is clamped when that post is gone. No page loads here: only the user's moves load.
    if let id = selectedPostID, let index = state.value?.firstIndex(where: { $0.id == id }) {
      select(index)
    } else {
      select(selection)
    }
    releaseLikeRowsOffScreen()
    onEvent?(.transition(state))
    if let banner = banners.current, banner.id != lastAnnouncedBanner {
      lastAnnouncedBanner = banner.id
      onEvent?(.banner(banner))
    }
  }

  /// A filter applied from the cache, or a dropped answer: the rows may have changed.
  private func filterChanged() {
    let presentation = presentation
    spinnerGate.setLoading(presentation.showsBlockingSpinner)
    footerGate.setLoading(presentation.isLoadingMore)
    if let id = selectedPostID, let index = feed.state.value?.firstIndex(where: { $0.id == id }) {
      select(index)
    } else {
      select(selection)
    }
    releaseLikeRowsOffScreen()
    onEvent?(.filterChanged)
  }

  /// Selects a row, clamped to the rows there are, remembers its post, and scrolls to it.
  private func select(_ row: Int) {
    selection = max(0, min(row, rowCount - 1))
    let posts = presentation.content ?? []
    selectedPostID = posts.indices.contains(selection) ? posts[selection].id : nil
    scroll()
  }

  private func scroll() {
    // The header row (the page above) takes the body's first line.
    let headerRows = if case .none = presentation.header { 0 } else { 1 }
    scrollTop = Viewport.scrollTop(
      keeping: selection, visibleRows: visibleRows - headerRows, previous: scrollTop,
      rowCount: rowCount)
  }

  @discardableResult
  private func loadPreviousIfNearTop() -> Task<Void, Never>? {
    guard loadsMoreNearEnd, presentation.header.isLoadMoreTrigger,
      selection < Self.loadMoreDistance, let loader = feed.search.loader
    else { return nil }
    return Task { await loader.loadPrevious() }
  }

  @discardableResult
  private func loadMoreIfNearEnd() -> Task<Void, Never>? {
    guard loadsMoreNearEnd, presentation.footer.isLoadMoreTrigger,
      let posts = feed.state.value, selection >= posts.count - Self.loadMoreDistance
    else { return nil }
    let search = feed.search
    return Task { await search.loadMore() }
  }
}
