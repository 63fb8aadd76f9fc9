public import Foundation

extension LoaderCache {
  /// Creates a cache that keeps the values of its persistent queries in a store between
  /// launches.
  ///
  /// ```swift
  /// let cache = LoaderCache(
  ///   configuration: .init(staleAfter: .seconds(60)),
  ///   store: .files(in: URL.cachesDirectory.appending(path: "AsyncState")))
  /// await cache.restore()   // before the first screen
  /// ```
  ///
  /// Only queries with a `persistence` (``DataQuery/persistence``,
  /// ``PagingQuery/persistence``) are kept; the others live in memory only, as in a cache
  /// without a store.
  ///
  /// - Parameters:
  ///   - configuration: Freshness, unused lifetime, entry limit, the loaders' retry and
  ///     timeout, and the clock.
  ///   - store: Where the values are kept: ``CacheStore/files(in:maxBytes:protection:)``, or a
  ///     ``CacheStore`` of your own.
  ///   - now: The wall clock that dates saved values, so their age spans launches;
  ///     `Date.init` by default (tests pass one they move by hand).
  public convenience init(
    configuration: CacheConfiguration = .default,
    store: CacheStore,
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.init(configuration: configuration)
    let persister = CachePersister(store: store, now: now)
    persister.report = { [weak self] key, event in self?.recordPersistence(key: key, event) }
    self.persister = persister
  }

  /// Reads the store's values, so that the first screen that asks for a persistent query
  /// shows its value at once.
  ///
  /// Call it once at launch, before the first screen asks for its loader: hydration must be
  /// synchronous for the first frame to show the value, so the values are read here, off the
  /// main actor, and each entry decodes its own when it is first asked for. A loader asked
  /// for before `restore()` returns starts as in a cache without a store (and its later loads
  /// are saved as usual).
  ///
  /// ```swift
  /// @main struct FeedApp: App {
  ///   @State private var cache: LoaderCache?
  ///   var body: some Scene {
  ///     WindowGroup {
  ///       if let cache { FeedScreen(cache: cache) } else { Color.clear }
  ///     }
  ///     .task {
  ///       let cache = LoaderCache(store: .files(in: Self.directory))
  ///       await cache.restore()
  ///       self.cache = cache
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// A value that cannot be read — a truncated, half-written or corrupt file, a store that
  /// fails — is skipped with a ``CacheActivity/persistence(key:_:)`` activity, and its
  /// screen loads as if nothing was kept. Does nothing for a cache without a store.
  ///
  /// Later in the session, a key whose entry the cache evicted is read back from the store
  /// when a screen asks for it again: not on that screen's first frame (the loader starts
  /// idle), but as soon as the read lands, with the same version and age rules.
  public func restore() async {
    await persister?.restore()
  }

  /// Waits until every value waiting to be saved has reached the store.
  ///
  /// Saving never needs it: writes start on their own, off the main actor. Call it when the
  /// app is about to be suspended, or in a test before reading the store.
  ///
  /// ```swift
  /// .onChange(of: scenePhase) { _, phase in
  ///   if phase == .background { Task { await cache.flushPersistence() } }
  /// }
  /// ```
  public func flushPersistence() async {
    await persister?.flush()
  }

  /// Removes every persisted value from the store: on sign-out.
  ///
  /// Writes not started yet are dropped, and values read by ``restore()`` that no screen
  /// showed yet are forgotten. The entries in memory are not touched: a cache belongs to one
  /// account, so let it go (or make a new one) on sign-out.
  ///
  /// ```swift
  /// func signOut() async {
  ///   await cache.removePersistedValues()
  ///   cache = LoaderCache(store: store)
  /// }
  /// ```
  public func removePersistedValues() async {
    await persister?.removeAll()
  }

  /// Calls `handler` with each persistence event from now on, as the cache records it: before
  /// the `activity()` streams deliver it, and within the call that met it. So a write that
  /// fails during `flushPersistence()` has reached `handler` when the flush returns — what
  /// a process about to exit needs (the demo's `--persist` warnings), where a stream's
  /// consumer may not get another turn. Does nothing for a cache without a store.
  ///
  /// - Parameter handler: Called with the persistence key (empty for the whole store) and the
  ///   event, on the main actor.
  package func observePersistence(_ handler: @escaping (String, PersistenceEvent) -> Void) {
    persister?.observers.append(handler)
  }

  /// Records a persistence event: in the log inspectors read, for the `activity()` streams,
  /// and for the handlers of `observePersistence(_:)`.
  func recordPersistence(key: String, _ event: PersistenceEvent) {
    persistenceLog.append((time: clock.elapsed(), key: key, event: event))
    record(.persistence(key: key, event))
    persister?.observers.forEach { $0(key, event) }
  }
}

// MARK: - Hydration and saving

extension LoaderCache {
  /// Gives a new data entry's loader its persisted value, if the query persists and the
  /// store had one that is whole, of the query's version and young enough; says how to save
  /// it. Called before the entry is filed, so nobody observes the loader yet.
  ///
  /// The value restored at launch is given now. A value the store holds but memory does not
  /// (its entry was evicted) is read back off the main actor and given when it arrives, if
  /// the loader has no value by then (see `hydrate(_:_:_:isEmpty:apply:)`).
  func hydrate<Query: DataQuery>(
    _ query: Query, loader: DataLoader<Query.Value, Query.Failure>
  ) -> (EntryPersistence, PersistenceEvent?)? {
    guard let persister, let persistence = query.persistence else { return nil }
    return persistence.hydrate(self, query, persistence, loader, persister)
  }

  /// `hydrate` of a data query's ``QueryPersistence``: the initializer that makes it knows
  /// the value is `Codable`.
  func hydrateData<Query: DataQuery>(
    _ query: Query, _ persistence: QueryPersistence<Query>, loader: AnyObject,
    _ persister: CachePersister
  ) -> (EntryPersistence, PersistenceEvent?) where Query.Value: Codable {
    // `Query` is the cache's query type: the loader is a `DataLoader` of its value.
    let loader = unsafeDowncast(loader, to: DataLoader<Query.Value, Query.Failure>.self)
    let event = hydrate(
      Query.Value.self, persistence, persister,
      isEmpty: { [weak loader] in loader?.state.value == nil },
      apply: { [weak loader] value, age in loader?.replaceValue(value, age: age) })
    let saving = EntryPersistence(key: persistence.key, version: persistence.version) {
      [weak loader] in
      guard let loader, let value = loader.state.value else { return nil }
      return ({ try JSONEncoder().encode(value) }, loader.core.age ?? .zero)
    }
    return (saving, event)
  }

  /// Gives a new paging entry's loader its persisted pages and the cursor after them, if
  /// the query persists; says how to save them.
  func hydrate<Query: PagingQuery>(
    _ query: Query, loader: PagingLoader<Query.Item, Query.Failure>
  ) -> (EntryPersistence, PersistenceEvent?)? {
    // A list opened in the middle is not persisted: its saved pages would not keep the
    // cursor above them, and restored they would claim the start of the list.
    guard let persister, query.startCursor == nil, let persistence = query.persistence
    else { return nil }
    return persistence.hydrate(self, query, persistence, loader, persister)
  }

  /// `hydrate` of a paging query's ``QueryPersistence``: the initializer that makes it knows
  /// the items and cursor are `Codable`.
  func hydratePages<Query: PagingQuery>(
    _ query: Query, _ persistence: QueryPersistence<Query>, loader: AnyObject,
    _ persister: CachePersister
  ) -> (EntryPersistence, PersistenceEvent?) where Query.Item: Codable, Query.Cursor: Codable {
    // `Query` is the cache's query type: the loader is a `PagingLoader` of its items.
    let loader = unsafeDowncast(loader, to: PagingLoader<Query.Item, Query.Failure>.self)
    // Before any page: the cursors after the first pages are what `firstPages` saves.
    loader.keepNextKeys()
    typealias Pages = PersistedPages<Query.Item, Query.Cursor>
    let firstPages = persistence.firstPages.map { max(1, $0) }
    let event = hydrate(
      Pages.self, persistence, persister,
      isEmpty: { [weak loader] in
        if case .idle? = loader?.state { true } else { false }
      },
      apply: { [weak loader] saved, age in
        // Saved under a larger `firstPages` (or none): only the first pages are shown.
        let pages = saved.prefix(pages: firstPages)
        loader?.restorePages(
          pages.items, pageSizes: pages.pageSizes,
          nextKeys: pages.nextCursors?.map { $0.map(CursorKey.init) },
          next: pages.next.map { Self.nextPage(of: query, after: $0) }, age: age)
      })
    let saving = EntryPersistence(key: persistence.key, version: persistence.version) {
      [weak loader] in
      guard let loader, let items = loader.state.value else { return nil }
      let age = loader.core.age ?? .zero
      func cursor(_ key: CursorKey?) -> Query.Cursor? { key?.base as? Query.Cursor }
      if let firstPages, let first = loader.firstPages(firstPages) {
        // The items are cut off the main actor, with the encoding.
        let next = cursor(first.nextKeys[first.nextKeys.count - 1])
        let nextCursors = first.nextKeys.map(cursor)
        return (
          {
            try JSONEncoder().encode(
              Pages(
                items: Array(items.prefix(first.itemCount)), pageSizes: first.sizes,
                next: next, nextCursors: nextCursors))
          }, age
        )
      }
      let pages = Pages(
        items: items, pageSizes: loader.pageSizes, next: cursor(loader.nextPage?.key),
        nextCursors: loader.knownNextKeys?.map(cursor))
      return ({ try JSONEncoder().encode(pages) }, age)
    }
    return (saving, event)
  }

  /// The fetch of the page at a saved cursor, and of the pages after it, as the loader's own
  /// cursor source makes them.
  private nonisolated static func nextPage<Query: PagingQuery>(
    of query: Query, after cursor: Query.Cursor
  ) -> NextPage<Query.Item, Query.Failure> {
    NextPage(key: CursorKey(cursor)) { () async throws(Query.Failure) in
      let page = try await query.fetchPage(after: cursor)
      return PageResponse(
        items: page.items, next: page.next.map { nextPage(of: query, after: $0) })
    }
  }

  /// Hydrates a new entry: from the frame the last restore read for its key, now; else, if
  /// the store holds the key (the entry was evicted, or made again after a reset that saved
  /// nothing since), from a read of that one frame off the main actor.
  ///
  /// The read cannot be synchronous — a store is asynchronous — so the first frame of such an
  /// entry shows it idle, and its first load may start (``DataState/initialLoading``) before
  /// the read lands, typically within a frame. The value then goes on screen if the loader
  /// has none yet (`isEmpty`): a data loader shows it stale by its saved age, or as a
  /// refresh of the load that runs; a paging loader only while idle (a first page that
  /// loads replaces the list anyway). A value loaded first wins, and the read is dropped.
  ///
  /// - Returns: The event of the frame restored now, `nil` otherwise (a read's event is
  ///   recorded when it lands).
  private func hydrate<Value: Decodable, Query>(
    _: Value.Type, _ persistence: QueryPersistence<Query>, _ persister: CachePersister,
    isEmpty: @escaping () -> Bool, apply: @escaping (Value, Duration) -> Void
  ) -> PersistenceEvent? {
    if let frame = persister.takeFrame(for: persistence.key) {
      return restoredValue(Value.self, frame, persistence, persister, apply: apply)
    }
    // The handler reaches the persister through the cache: the persister keeps the handler
    // until the read lands, and must not be kept alive by it.
    _ = persister.read(persistence.key) { [weak self] frame in
      guard let self, let persister = self.persister, isEmpty() else { return }
      let event = restoredValue(Value.self, frame, persistence, persister, apply: apply)
      recordPersistence(key: persistence.key, event)
    }
    return nil
  }

  /// Hands a frame's decoded value and age to `apply`, unless it is of another version, too
  /// old, or not decodable: then it is discarded (removed from the store). The same rules for
  /// a frame restored at launch and one read back after an eviction.
  ///
  /// - Returns: The event to record.
  private func restoredValue<Value: Decodable, Query>(
    _: Value.Type, _ frame: PersistedFrame, _ persistence: QueryPersistence<Query>,
    _ persister: CachePersister, apply: (Value, Duration) -> Void
  ) -> PersistenceEvent {
    let age = Duration.seconds(max(0, persister.now().timeIntervalSince(frame.loadedAt)))
    let event: PersistenceEvent
    if frame.version != persistence.version {
      event = .versionChanged(saved: frame.version, current: persistence.version)
    } else if let maxAge = persistence.maxAge, age >= maxAge {
      event = .expired(age: age)
    } else {
      do {
        apply(try JSONDecoder().decode(Value.self, from: frame.payload), age)
        return .restored(age: age)
      } catch {
        event = .damaged("not decodable as \(Value.self): \(error)")
      }
    }
    persister.schedule(.remove, for: persistence.key)
    return event
  }

  /// Saves a persistent entry's value after a load or a written value — unless it holds
  /// optimistic changes not confirmed yet — and forgets it after a reset.
  func persist(_ entry: CacheEntry, after cause: TransitionCause) {
    // A value read back from the store is what the store holds: nothing to save.
    guard let persistence = entry.persistence, let persister, !persister.isApplyingRead else {
      return
    }
    switch cause {
    case .loadSucceeded, .valueReplaced:
      // An optimistic change not confirmed yet is never saved: an app quitting mid-action
      // would restore a value the server may refuse. The value is saved once the changes
      // settle (see `runUpdate`).
      if cause == .valueReplaced,
        (entry.optimisticLog as? any PendingChanges)?.hasPendingChanges == true
      {
        return
      }
      guard let (encode, age) = persistence.snapshot() else { return }
      let loadedAt = persister.now().addingTimeInterval(-Self.seconds(age))
      persister.schedule(
        .save(version: persistence.version, loadedAt: loadedAt, encode: encode),
        for: persistence.key)
    case .reset:
      persister.schedule(.remove, for: persistence.key)
    case .loadStarted, .loadFailed, .loadCancelled:
      break
    }
  }

  private static func seconds(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}

/// A paging entry as it is persisted: the loaded items, the sizes of the pages they came in
/// (for `maxPages`), and the cursor of the page after them (`nil` at the end).
struct PersistedPages<Item: Codable & Sendable, Cursor: Codable & Sendable>: Codable, Sendable {
  var items: [Item]
  var pageSizes: [Int]
  var next: Cursor?
  /// The cursor of the page after each page, when the loader knew them all: what lets a
  /// later save keep only the first pages (``QueryPersistence/firstPages``). Absent from
  /// files saved before it existed.
  var nextCursors: [Cursor?]?

  /// The first `count` pages, continuing from the cursor after the last; the whole list when
  /// `count` is `nil`, or the list has no more pages, or its cursors are unknown.
  func prefix(pages count: Int?) -> Self {
    guard let count, pageSizes.count > count, let nextCursors,
      nextCursors.count == pageSizes.count, let cursor = nextCursors[count - 1]
    else { return self }
    let sizes = Array(pageSizes.prefix(count))
    let itemCount = sizes.reduce(0, +)
    guard itemCount <= items.count else { return self }
    return Self(
      items: Array(items.prefix(itemCount)), pageSizes: sizes, next: cursor,
      nextCursors: Array(nextCursors.prefix(count)))
  }
}
