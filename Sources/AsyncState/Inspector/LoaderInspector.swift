/// The model of an inspector for a ``LoaderCache``: its entries as rows, each entry's recent
/// transitions, the actions a developer takes on an entry, and for a cache with a store what
/// happened to the saved values (``persistenceEvents``). Platform-neutral: a SwiftUI view, a
/// UIKit screen and a terminal panel draw the same values.
///
/// Every transition it sees is kept in ``records``, a timeline that ``text(showingTimes:)``
/// prints for a bug report or a test. An inspector of one loader
/// (``init(recording:named:clock:historyLimit:)``) records that loader's transitions only.
///
/// Recording starts when the inspector is created and stops when it is closed or released, so
/// a cache without an open inspector pays nothing for it but one check per change. Create it
/// when the inspector appears, and let it go when it disappears.
///
/// Reading ``rows()`` or ``history(of:)`` from a SwiftUI `body` (or inside
/// `withObservationTracking`) registers an observation that fires on the cache's next change.
///
/// ```swift
/// let inspector = LoaderInspector(cache: cache)
/// for row in inspector.rows() where row.stateCase == "failure" {
///   print(row.key, row.stateCase, row.isStale ? "stale" : "fresh", row.observerCount)
///   for record in inspector.history(of: row.key) {
///     print("  ", record.from, "→", record.to, record.cause)
///   }
/// }
/// if let row = inspector.rows().first {
///   await inspector.failNextFetch(row)
///   await inspector.refetch(row)
/// }
/// ```
@MainActor
public final class LoaderInspector {
  /// The cache inspected; `nil` for an inspector of one loader.
  public let cache: LoaderCache?
  /// Every transition seen since the inspector was created, the newest up to its history
  /// limit.
  let timeline: TransitionTimeline

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

  /// Creates an inspector of one loader, which records its transitions from now on; it lists
  /// no rows.
  ///
  /// ```swift
  /// let clock = ManualClock()
  /// let loader = DataLoader(configuration: .init(clock: clock)) { try await fetch() }
  /// let recording = LoaderInspector(recording: loader, named: "profile", clock: clock)
  /// ```
  ///
  /// - Parameters:
  ///   - loader: The loader (or any ``StateSource``) to record.
  ///   - key: The name its records carry.
  ///   - clock: The clock that times the records; pass the loader's clock in a test.
  ///   - historyLimit: How many transitions to keep; the oldest go first.
  public init<Source: StateSource>(
    recording loader: Source, named key: String = "loader",
    clock: some Clock<Duration> = ContinuousClock(), historyLimit: Int = 500
  ) {
    cache = nil
    timeline = TransitionTimeline(recording: loader, named: key, clock: clock, limit: historyLimit)
  }

  /// The transitions recorded, oldest first: at most the history limit, the newest.
  ///
  /// Each element has the `time` it happened, counted from the moment recording began; the
  /// loader's `key` (a cache entry's key as printed, or the name given to
  /// ``init(recording:named:clock:historyLimit:)``); the states `from` and `to`, printed as
  /// ``DataState`` and ``PagingState`` describe themselves, such as `refreshing([3 items])`;
  /// and the ``TransitionCause``. ``text(showingTimes:)`` prints them as lines.
  ///
  /// ```swift
  /// let failures = recording.records.filter { $0.cause == .loadFailed }
  /// print(failures.map(\.to))   // ["failure(offline)"]
  /// ```
  public var records:
    [(time: Duration, key: String, from: String, to: String, cause: TransitionCause)]
  {
    timeline.records
  }

  /// How many of the oldest records were dropped to keep the history limit.
  public var droppedCount: Int {
    timeline.droppedCount
  }

  /// The records as a readable timeline, one line each, oldest first.
  ///
  /// ```swift
  /// print(recording.text())
  /// // +0ms loader: idle → initialLoading (loadStarted)
  /// // +1.5s loader: initialLoading → failure(offline) (loadFailed)
  /// ```
  ///
  /// In a test, compare the timeline without its times:
  ///
  /// ```swift
  /// #expect(recording.text(showingTimes: false) == """
  ///   loader: idle → initialLoading (loadStarted)
  ///   loader: initialLoading → success(Ada) (loadSucceeded)
  ///   """)
  /// ```
  ///
  /// - Parameter showingTimes: Whether each line starts with its time since recording
  ///   began; leave the times out to compare a timeline in a test.
  /// - Returns: The lines, joined by newlines; a first line counts the dropped records.
  public func text(showingTimes: Bool = true) -> String {
    var lines = timeline.records.map { showingTimes ? Self.line(for: $0) : Self.step($0) }
    if timeline.droppedCount > 0 {
      lines.insert("… \(timeline.droppedCount) earlier transitions dropped", at: 0)
    }
    return lines.joined(separator: "\n")
  }

  /// One transition as ``text(showingTimes:)`` prints it and the inspector view shows it,
  /// such as `+1.5s ProfileQuery(id: 1): initialLoading → success(Ada) (loadSucceeded)`.
  ///
  /// - Parameter record: An element of ``records`` or ``history(of:)``.
  /// - Returns: The line.
  package static func line(
    for record: (time: Duration, key: String, from: String, to: String, cause: TransitionCause)
  ) -> String {
    "+\(DurationText.short(record.time)) \(step(record))"
  }

  /// The line without its time, as ``text(showingTimes:)`` prints it in a test.
  private static func step(_ record: TransitionTimeline.Record) -> String {
    "\(record.key): \(record.from) → \(record.to) (\(record.cause))"
  }

  /// Stops recording. The rows and the recorded history can still be read.
  ///
  /// ```swift
  /// recording.close()
  /// attachToBugReport(recording.text())
  /// ```
  ///
  /// An inspector screen closes its inspector when it goes away:
  ///
  /// ```swift
  /// .onDisappear { inspector.close() }
  /// ```
  public func close() {
    timeline.stop()
  }

  /// The entries now, as rows: key, state case, age, fresh or stale, in use and by how many
  /// observers, fetch in flight; those in use first, then the most recent transition first.
  ///
  /// Filter or sort them as any array:
  ///
  /// ```swift
  /// List(inspector.rows().filter { $0.stateCase == "failure" }) { row in
  ///   LabeledContent(row.key, value: row.stateCase)
  /// }
  /// ```
  ///
  /// - Returns: The rows.
  public func rows() -> [CacheEntrySnapshot] {
    rows(InspectorFilter())
  }

  /// The rows a filter shows, in its order: what the SwiftUI inspector and the demo list.
  package func rows(_ filter: InspectorFilter) -> [CacheEntrySnapshot] {
    guard let cache else { return [] }
    return filter.apply(to: cache.snapshot())
  }

  /// The recorded transitions of one entry, oldest first: time, key, from, to and cause, as
  /// ``records`` lists them.
  ///
  /// ```swift
  /// ForEach(Array(inspector.history(of: row.key).enumerated()), id: \.offset) { item in
  ///   Text("\(item.element.from) → \(item.element.to)  \(item.element.cause)")
  /// }
  /// ```
  ///
  /// - Parameter key: The entry's key (``CacheEntrySnapshot/key``).
  /// - Returns: Its transitions since the inspector was created, within the history limit.
  public func history(of key: String) -> [(
    time: Duration, key: String, from: String, to: String, cause: TransitionCause
  )] {
    timeline.records.filter { $0.key == key }
  }

  // The five actions below share one shape on purpose: each is a public method with its own
  // documentation, forwarding to `perform(_:on:)`, which holds the logic once.
  /// Fetches an entry again now, even if its value is fresh; the value stays on screen
  /// meanwhile. Returns after the fetch.
  ///
  /// ```swift
  /// Button("Refetch") { Task { await inspector.refetch(row) } }
  /// ```
  ///
  /// - Parameter row: The entry, as a row.
  /// - Returns: Whether it applied: `false`, doing nothing, once the entry is evicted.
  @discardableResult
  public func refetch(_ row: CacheEntrySnapshot) async -> Bool {
    await perform(.refetch, on: row)
  }

  /// Marks an entry's value stale, as ``LoaderCache/invalidate(_:)`` does: revalidated now if
  /// a screen uses it (this returns after the revalidation), at its next load otherwise.
  ///
  /// ```swift
  /// Button("Invalidate") { Task { await inspector.invalidate(row) } }
  /// ```
  ///
  /// - Parameter row: The entry, as a row.
  /// - Returns: Whether it applied: `false`, doing nothing, once the entry is evicted.
  @discardableResult
  public func invalidate(_ row: CacheEntrySnapshot) async -> Bool {
    await perform(.invalidate, on: row)
  }

  /// Cancels any load of an entry and returns its loader to idle.
  ///
  /// ```swift
  /// Button("Reset") { Task { await inspector.reset(row) } }
  /// ```
  ///
  /// - Parameter row: The entry, as a row.
  /// - Returns: Whether it applied: `false`, doing nothing, when the loader is idle already or
  ///   the entry is evicted.
  @discardableResult
  public func reset(_ row: CacheEntrySnapshot) async -> Bool {
    await perform(.reset, on: row)
  }

  /// Removes an entry from the cache; only an unused entry (``CacheEntrySnapshot/isInUse`` is
  /// `false`) can be evicted.
  ///
  /// ```swift
  /// if !row.isInUse {
  ///   Button("Evict") { Task { await inspector.evict(row) } }
  /// }
  /// ```
  ///
  /// - Parameter row: The entry, as a row.
  /// - Returns: Whether it applied: `false`, doing nothing, when a screen uses the entry or it
  ///   is evicted already.
  @discardableResult
  public func evict(_ row: CacheEntrySnapshot) async -> Bool {
    await perform(.evict, on: row)
  }

  /// Makes an entry's next fetch fail without calling the query, to see the screen's failure
  /// and retry.
  ///
  /// The failure is a timeout (``LoaderError/timedOut(after:)``) for a failure type that can
  /// hold one, and a simulated error for `any Error`. A loader that cannot fail (its failure
  /// type is `Never`) does not take it, nor does one whose simulated failure still waits.
  ///
  /// ```swift
  /// Button("Fail next fetch") { Task { await inspector.failNextFetch(row) } }
  /// ```
  ///
  /// - Parameter row: The entry, as a row.
  /// - Returns: Whether it applied: `false`, doing nothing, when the loader cannot fail, a
  ///   simulated failure waits already, or the entry is evicted.
  @discardableResult
  public func failNextFetch(_ row: CacheEntrySnapshot) async -> Bool {
    await perform(.failNextFetch, on: row)
  }

  /// The actions that apply to an entry now, in the order a menu shows them: what the
  /// SwiftUI inspector and the demo offer.
  ///
  /// Refetch and invalidate always apply; reset when the loader is not idle; evict when no
  /// screen uses the entry; fail next fetch when the loader can fail and no simulated failure
  /// waits already. None once the entry is evicted.
  package func actions(for row: CacheEntrySnapshot) -> [InspectorAction] {
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

  /// Performs an action on an entry, and returns when it is done; `false` (doing nothing)
  /// when the action does not apply (``actions(for:)``).
  @discardableResult
  package func perform(_ action: InspectorAction, on row: CacheEntrySnapshot) async -> Bool {
    guard let cache, let entry = entry(row), actions(for: row).contains(action) else {
      return false
    }
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
    cache?.persister != nil
  }

  /// Removes every value the cache's store keeps (writes not started yet are dropped): the
  /// next launch starts empty. What is on screen stays; nothing is fetched.
  ///
  /// The same as ``LoaderCache/removePersistedValues()``, offered here so a debug panel can
  /// reset the saved state while the app runs. Does nothing for a cache without a store.
  public func clearPersistedData() async {
    await cache?.removePersistedValues()
  }

  /// The entry a row shows, if the cache still has it (and it is listed where a row says).
  private func entry(_ row: CacheEntrySnapshot) -> CacheEntry? {
    guard let cache else { return nil }
    cache.noticeReleases()
    return cache.allEntries.first { $0.id == row.id }
  }
}
