/// The model of an inspector for a ``LoaderCache``: its entries as rows, each entry's recent
/// transitions, the actions a developer takes on an entry, and for a cache with a store what
/// happened to the saved values (``persistenceEvents``). Platform-neutral: a SwiftUI view, a
/// UIKit screen and a terminal panel draw the same values.
///
/// Recording starts when the inspector is created and stops when it is closed or released, so
/// a cache without an open inspector pays nothing for it but one check per change. Create it
/// when the inspector appears, and let it go when it disappears.
///
/// Reading ``rows(_:)`` or ``history(of:)`` from a SwiftUI `body` (or inside
/// `withObservationTracking`) registers an observation that fires on the cache's next change.
///
/// ```swift
/// let inspector = LoaderInspector(cache: cache)
/// for row in inspector.rows(InspectorFilter(stateCases: ["failure"])) {
///   print(row.key, row.stateCase, row.isStale ? "stale" : "fresh", row.observerCount)
///   for record in inspector.history(of: row.key) { print("  ", record) }
/// }
/// if let row = inspector.rows().first {
///   await inspector.perform(.failNextFetch, on: row)
///   await inspector.perform(.refetch, on: row)
/// }
/// ```
@MainActor
public final class LoaderInspector {
  /// The cache inspected.
  public let cache: LoaderCache
  /// Every transition of the cache's loaders since the inspector was created (the newest,
  /// up to its limit): ``TransitionTimeline/text(showingTimes:)`` prints it for a bug
  /// report.
  public let timeline: TransitionTimeline

  /// Creates an inspector, which records the cache's transitions from now on.
  ///
  /// ```swift
  /// .sheet(isPresented: $showsInspector) {
  ///   InspectorScreen(inspector: LoaderInspector(cache: cache))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - cache: The cache to inspect.
  ///   - historyLimit: How many transitions to keep, across every entry; the oldest go first.
  public init(cache: LoaderCache, historyLimit: Int = 500) {
    self.cache = cache
    timeline = TransitionTimeline(recording: cache, limit: historyLimit)
  }

  /// Stops recording. The rows and the recorded history can still be read.
  ///
  /// ```swift
  /// .onDisappear { inspector.close() }
  /// ```
  public func close() {
    timeline.stop()
  }

  /// The entries now, as rows: key, state case, age, fresh or stale, in use and by how many
  /// observers, fetch in flight.
  ///
  /// ```swift
  /// List(inspector.rows(filter)) { row in
  ///   LabeledContent(row.key, value: row.stateCase)
  /// }
  /// ```
  ///
  /// - Parameter filter: Which entries to list, in what order; every entry, those in use
  ///   first, by default.
  /// - Returns: The rows.
  public func rows(_ filter: InspectorFilter = InspectorFilter()) -> [CacheEntrySnapshot] {
    filter.apply(to: cache.snapshot())
  }

  /// The recorded transitions of one entry, oldest first: from, to, cause and time.
  ///
  /// ```swift
  /// ForEach(inspector.history(of: row.key), id: \.self) { record in
  ///   Text("\(record.from) → \(record.to)  \(record.cause)")
  /// }
  /// ```
  ///
  /// - Parameter key: The entry's key (``CacheEntrySnapshot/key``).
  /// - Returns: Its transitions since the inspector was created, within the history limit.
  public func history(of key: String) -> [TransitionRecord] {
    _ = cache.revision
    return timeline.records.filter { $0.key == key }
  }

  /// The actions that apply to an entry now, in the order a menu shows them.
  ///
  /// Refetch and invalidate always apply; reset when the loader is not idle; evict when no
  /// screen uses the entry; fail next fetch when the loader can fail and no simulated failure
  /// waits already.
  ///
  /// ```swift
  /// Menu("Actions") {
  ///   ForEach(inspector.actions(for: row), id: \.self) { action in
  ///     Button(action.title) { Task { await inspector.perform(action, on: row) } }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter row: The entry, as a row.
  /// - Returns: The actions; none once the entry is evicted.
  public func actions(for row: CacheEntrySnapshot) -> [InspectorAction] {
    guard let entry = entry(row) else { return [] }
    return InspectorAction.allCases.filter { action in
      switch action {
      case .refetch, .invalidate: true
      case .reset: !entry.loader.isIdle
      case .evict: !entry.isInUse
      case .failNextFetch: entry.fault.map { $0.isSupported && !$0.isPending } ?? false
      }
    }
  }

  /// Performs an action on an entry, and returns when it is done: after the fetch for
  /// ``InspectorAction/refetch``, after the revalidation of an entry in use for
  /// ``InspectorAction/invalidate``, at once for the others.
  ///
  /// ```swift
  /// Button("Refetch") { Task { await inspector.perform(.refetch, on: row) } }
  /// ```
  ///
  /// - Parameters:
  ///   - action: What to do.
  ///   - row: The entry, as a row.
  /// - Returns: Whether the action applied (see ``actions(for:)``); `false` does nothing.
  @discardableResult
  public func perform(_ action: InspectorAction, on row: CacheEntrySnapshot) async -> Bool {
    guard let entry = entry(row), actions(for: row).contains(action) else { return false }
    switch action {
    case .refetch:
      await entry.loader.refresh()
    case .invalidate:
      await cache.invalidate([entry])
    case .reset:
      entry.loader.reset()
    case .evict:
      // Only the unused list's entries can be evicted; `entry(_:)` noticed released ones.
      guard entry.list == .unused else { return false }
      cache.evict(entry, .inspector)
    case .failNextFetch:
      return entry.fault?.arm() ?? false
    }
    return true
  }

  /// Whether the cache keeps values in a store (it was created with one), so that
  /// ``clearPersistedData()`` has something to clear.
  ///
  /// ```swift
  /// if inspector.hasPersistedData {
  ///   Button("Clear saved data", role: .destructive) {
  ///     Task { await inspector.clearPersistedData() }
  ///   }
  /// }
  /// ```
  public var hasPersistedData: Bool {
    cache.persister != nil
  }

  /// Removes every value the cache's store keeps (writes not started yet are dropped): the
  /// next launch starts empty. What is on screen stays; nothing is fetched.
  ///
  /// The same as ``LoaderCache/removePersistedValues()``, offered here so a debug panel can
  /// reset the saved state while the app runs. Does nothing for a cache without a store.
  public func clearPersistedData() async {
    await cache.removePersistedValues()
  }

  /// The entry a row shows, if the cache still has it (and it is listed where a row says).
  private func entry(_ row: CacheEntrySnapshot) -> CacheEntry? {
    cache.noticeReleases()
    return cache.allEntries.first { $0.id == row.id }
  }
}
