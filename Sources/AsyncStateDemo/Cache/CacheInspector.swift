public import AsyncState

/// What the demo's cache inspector (`i`) shows, and the detail entries it shows them for.
///
/// - Every page the feed loads, whole or filtered, writes its posts' titles into
///   ``PostQuery`` entries, as a list response fills the detail entries of an app. Each
///   filter is an entry of its own (`feed "cursor"`).
/// - The selected post's entry is held, as a detail pane showing it would hold it: it is in
///   use; the one selected before becomes unused, and is evicted after the cache's unused
///   lifetime, or sooner when the cache is full.
/// - The transitions of the selected entry (the feed on screen until one is selected) are
///   recorded by the core's ``LoaderInspector``, as an app's inspector records them
///   (``history``); so are the saved values' persistence events (``saved``), which an app's
///   inspector lists too; the rest of the cache's activity — entries added, in use, unused,
///   invalidated, evicted — scrolls by in ``log``.
/// - A row is selected with ``moveRowSelection(by:)`` (the keys `[` and `]`), and
///   ``perform(_:)`` acts on it through the model, as an app's inspector does.
///
/// ```swift
/// let inspector = CacheInspector(session: session)
/// let watch = inspector.start { redraw() }
/// inspector.select(session.selectedPostID)
/// let lines = inspector.panel.lines(width: 40, height: 20)
/// ```
@MainActor
public final class CacheInspector {
  /// The session whose cache is shown.
  public let session: FeedSession
  /// The core's inspector of the session's cache, recording its transitions from the moment
  /// this inspector is created.
  public let model: LoaderInspector
  /// The latest activity lines other than transitions (``history`` has those), oldest first;
  /// at most ``logLimit``.
  public private(set) var log: [String] = []
  /// How many activity lines are kept.
  public static let logLimit = 200
  /// The selected row's entry id (``CacheEntrySnapshot/id``), if a row is selected.
  public private(set) var selectedRowID: Int?
  /// The selected row's place in ``rows``, to select its neighbour once it is evicted.
  private var selectedRowIndex = 0
  /// How many activities the watch has read (``catchUp()``).
  private var received = 0

  /// The title entry of the selected post, held as its detail pane would hold it.
  private var selected: DataLoader<String, Never>?
  private var selectedID: Int?
  /// The posts written into the cache since the feed's last first page.
  private var written: Set<Int> = []
  /// Whether the load running now fetches the first page again (a refresh, a retry, a first
  /// load) rather than the next page.
  private var isReloading = true
  private var observation: StateObservation?

  /// Creates an inspector; it writes the feed's posts into the cache from now on.
  ///
  /// - Parameter session: The session whose cache to show.
  public init(session: FeedSession) {
    self.session = session
    model = LoaderInspector(cache: session.cache)
    observation = session.feed.observe { [weak self] state, cause in
      guard let self else { return }
      switch cause {
      case .loadStarted:
        if case .loadingMore = state { isReloading = false } else { isReloading = true }
      case .loadSucceeded:
        // A reload fetched every post it shows again: their entries start a new age.
        if isReloading { written.removeAll() }
        writePosts()
      case .loadFailed, .loadCancelled, .reset, .valueReplaced:
        break
      }
    }
    writePosts()
  }

  /// The key of the feed entry on screen: `feed`, or `feed "cursor"` for a filter.
  public var shownFeedKey: String {
    FeedQuery(source: session.feed.source, filter: session.shownFilter).description
  }

  /// The recorded transitions of the selected row's entry, or of the feed on screen when no
  /// row is selected, oldest first.
  public var history:
    [(time: Duration, key: String, from: String, to: String, cause: TransitionCause)]
  {
    model.history(of: selectedRow?.key ?? shownFeedKey)
  }

  /// The rows, in the panel's order: the order of an app's inspector list (in use first).
  public var rows: [CacheEntrySnapshot] {
    model.rows(InspectorFilter(order: .inUseFirst))
  }

  /// The selected row, if any: the entry it was, or its neighbour once that is gone.
  public var selectedRow: CacheEntrySnapshot? {
    guard selectedRowID != nil else { return nil }
    let rows = rows
    return rows.first { $0.id == selectedRowID }
      ?? (rows.isEmpty ? nil : rows[min(selectedRowIndex, rows.count - 1)])
  }

  /// The panel as it stands: the cache's entries with the selected row, its history (or the
  /// feed's), the saved values' events for a cache with a store, the log.
  public var panel: InspectorPanel {
    InspectorPanel(
      entries: session.cache.snapshot(),
      maxEntries: session.cache.configuration.maxEntries, log: log, history: history,
      selectedID: selectedRow?.id,
      saved: model.hasPersistedData ? model.persistenceEvents : nil)
  }

  /// Moves the row selection: `1` to the next row, `-1` to the previous one. With no row
  /// selected, `1` selects the first row and `-1` the last.
  ///
  /// - Parameter offset: How many rows to move by.
  public func moveRowSelection(by offset: Int) {
    let rows = rows
    guard !rows.isEmpty else { return }
    let index: Int
    if let current = selectedRow, let place = rows.firstIndex(where: { $0.id == current.id }) {
      index = min(max(0, place + offset), rows.count - 1)
    } else {
      index = offset >= 0 ? 0 : rows.count - 1
    }
    selectedRowID = rows[index].id
    selectedRowIndex = index
  }

  /// Performs an inspector action on the selected row, through the model, and logs it: the
  /// line says which entry, and whether the action applied.
  ///
  /// - Parameter action: What to do.
  /// - Returns: The line logged, such as `inspector: refetch feed`.
  @discardableResult
  package func perform(_ action: InspectorAction) async -> String {
    await catchUp()
    guard let row = selectedRow else {
      return appendToLog("inspector: \(action.title.lowercased()): no row selected ([ or ])")
    }
    let applied = await model.perform(action, on: row)
    let what = "inspector: \(action.title.lowercased()) \(row.key)"
    return appendToLog(applied ? what : what + ": not offered now")
  }

  /// Follows the cache's activity until the returned task is cancelled.
  ///
  /// - Parameter onChange: Called after each activity, transitions included (the history
  ///   moved).
  /// - Returns: The task that follows the activity.
  public func start(onChange: @escaping @MainActor () -> Void) -> Task<Void, Never> {
    let activity = session.cache.activity()
    return Task { [weak self] in
      for await event in activity {
        guard let self else { return }
        received += 1
        switch event {
        case .transition, .persistence:
          // In the model: the panel shows the history and the saved data from there.
          break
        case .added, .held, .released, .invalidated, .evicted, .updateFailed:
          appendToLog(event.description)
        }
        onChange()
      }
    }
  }

  /// Holds the entry of the selected post (and lets the previous one go).
  ///
  /// - Parameter postID: The selected post's id, or `nil` when no post is selected.
  public func select(_ postID: Int?) {
    guard postID != selectedID else { return }
    selectedID = postID
    guard let postID else {
      selected = nil
      return
    }
    let query = PostQuery(id: postID)
    if session.cache.value(for: query) == nil,
      let post = session.feed.state.value?.first(where: { $0.id == postID })
    {
      // Evicted since the list wrote it: the list writes it again.
      session.cache.setValue(post.title, for: query)
    }
    selected = session.cache.loader(for: query)
  }

  /// Lets the activity recorded so far reach ``log`` before a line of the inspector's own,
  /// as a rule: takes turns of the main actor until one goes by in which the watch started
  /// by ``start(onChange:)`` read nothing (it reads one activity per turn).
  ///
  /// Not a guarantee: the stream may resume the watch later than the turn taken here. The
  /// log is for reading; tests assert what it holds, not its exact interleaving.
  func catchUp() async {
    var seen = -1
    while seen != received {
      seen = received
      await Task { @MainActor in }.value
    }
  }

  @discardableResult
  private func appendToLog(_ line: String) -> String {
    log.append(line)
    if log.count > Self.logLimit { log.removeFirst(log.count - Self.logLimit) }
    return line
  }

  /// Writes the posts loaded since the last call into their entries.
  private func writePosts() {
    guard let posts = session.feed.state.value else { return }
    if posts.count < written.count { written.removeAll() }
    for post in posts where !written.contains(post.id) {
      written.insert(post.id)
      session.cache.setValue(post.title, for: PostQuery(id: post.id))
    }
  }
}
