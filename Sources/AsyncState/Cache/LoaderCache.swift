public import Observation

/// A shared, keyed store of loaders: every screen that asks for the same query gets the same
/// loader, so the data is fetched once and shown the same everywhere.
///
/// A user shown in a list, on its detail screen and on a profile is one entry: one
/// ``DataLoader``, one fetch, one truth. Ask the cache with a query — a ``DataQuery`` for one
/// value, a ``PagingQuery`` for a list — whose stored properties are the fetch's parameters;
/// equal queries are the same entry.
///
/// ```swift
/// struct UserQuery: DataQuery {
///   let id: User.ID
///   func fetch() async throws -> User { try await API.user(id) }
/// }
///
/// let cache = LoaderCache(configuration: .init(staleAfter: .seconds(60)))
///
/// // Two screens, one loader: loading both at once makes one fetch.
/// let list = cache.loader(for: UserQuery(id: 42))
/// let detail = cache.loader(for: UserQuery(id: 42))   // the same loader
/// async let a: Void = list.load()
/// async let b: Void = detail.load()
/// _ = await (a, b)
/// ```
///
/// What the cache adds to its loaders:
///
/// - **Freshness.** Each entry goes stale after ``CacheConfiguration/staleAfter`` (or its
///   query's ``CacheQuery/staleness``). `load()` on a fresh entry does nothing; on a stale one
///   it revalidates while the value stays on screen.
/// - **Use and eviction.** An entry is *in use* while anyone but the cache holds its loader:
///   a screen keeps the loader it was given (a SwiftUI `@State`, a view controller's
///   property), and lets it go when it goes away. An unused entry is evicted after
///   ``CacheConfiguration/unusedLifetime``, and the cache keeps at most
///   ``CacheConfiguration/maxEntries`` entries, evicting the least recently used unused ones
///   first. An entry in use is never evicted.
/// - **Invalidation** by key, by a predicate over keys or all at once: entries in use
///   revalidate now, unused ones are marked stale.
/// - **Triggers.** ``appDidBecomeActive()``, ``networkDidBecomeAvailable()``,
///   ``appDidEnterBackground()`` and ``didReceiveMemoryWarning()`` tell the cache what
///   happened to the app, from whatever platform layer observes it.
/// - **Prefetching, written values and optimistic updates**, with rollback when the mutation
///   fails.
/// - **Inspection**: ``snapshot()`` lists every entry, ``activity()`` streams what happens.
///
/// The cache, its loaders and their states live on the main actor; fetches and mutations run
/// off it. The cache is `Observable`: a SwiftUI view that reads ``snapshot()`` or ``count``
/// updates when an entry is added, moves, or goes.
@MainActor
public final class LoaderCache {
  /// The options the cache was created with.
  ///
  /// ```swift
  /// print(cache.configuration.maxEntries)   // 100
  /// ```
  public let configuration: CacheConfiguration

  /// The entries of each data query type, by the type's identifier.
  var dataStores: [ObjectIdentifier: any EntryStore] = [:]
  /// The entries of each paging query type, by the type's identifier.
  var pagingStores: [ObjectIdentifier: any EntryStore] = [:]
  /// The query types of the data and paging stores found last, so that looking up keys of
  /// one type skips finding its store.
  @usableFromInline @exclusivity(unchecked) var lastDataType: ObjectIdentifier?
  @usableFromInline @exclusivity(unchecked) var lastPagingType: ObjectIdentifier?
  /// The stores found last, unretained: the stores live as long as the cache (the
  /// dictionaries hold them), so a lookup uses them without retaining them.
  @usableFromInline @exclusivity(unchecked) var lastDataStore: Unmanaged<AnyObject>?
  @usableFromInline @exclusivity(unchecked) var lastPagingStore: Unmanaged<AnyObject>?
  /// How many entries the stores hold.
  private var entryCount = 0
  /// The entries the cache last saw in use.
  var inUse = EntryList(.inUse)
  /// The entries no screen holds, least recently used first.
  var unused = EntryList(.unused)
  /// The cache's clock, type-erased, counting from the cache's creation.
  let clock: LoaderClock
  private(set) var nextEntryID = 0
  private var nextFailureID = 0
  /// Whether the app is in the background (between ``appDidEnterBackground()`` and
  /// ``appDidBecomeActive()``): no entry polls.
  var isInBackground = false
  /// Whether the timer's task runs.
  private var isTimerRunning = false
  /// The timer's task, behind a lock so the nonisolated `deinit` can cancel it.
  private let timer = FetchLifetime()
  let activityStreams = Broadcast<CacheActivity>()
  let updateFailureStreams = Broadcast<UpdateFailure>()
  /// The transition timelines attached (inspectors' included); while there are none, a
  /// change costs them one check.
  let timelines = TimelineList()

  /// The cache's side of its ``CacheStore``; `nil` for a cache in memory only.
  var persister: CachePersister?
  /// The latest persistence events, for inspectors (``LoaderInspector/persistenceEvents``).
  var persistenceLog = PersistenceLog()

  private let registrar = ObservationRegistrar()
  /// Bumped on every change an inspector shows; observed through ``snapshot()`` and ``count``.
  private var storedRevision = 0

  /// Creates a cache.
  ///
  /// ```swift
  /// let cache = LoaderCache(configuration: .init(staleAfter: .seconds(60), maxEntries: 500))
  /// ```
  ///
  /// Keep one cache for the app (or one per account), next to the API client, and hand it to
  /// the screens.
  ///
  /// - Parameter configuration: Freshness, unused lifetime, entry limit, the loaders' retry
  ///   and timeout, and the clock.
  public init(configuration: CacheConfiguration = .default) {
    self.configuration = configuration
    clock = LoaderClock(configuration.clock)
  }

  deinit {
    timer.cancel()
    activityStreams.finish()
    updateFailureStreams.finish()
  }

  /// How many entries the cache holds, in use or not.
  ///
  /// Reading it notices loaders that screens let go of, and registers an observation.
  ///
  /// ```swift
  /// Text("\(cache.count) cached")
  /// ```
  public var count: Int {
    noticeReleases()
    registrar.access(self, keyPath: \.revision)
    return entryCount
  }

  /// Bumped on every change; reading it registers an observation.
  var revision: Int {
    registrar.access(self, keyPath: \.revision)
    return storedRevision
  }
}

extension LoaderCache: Observable {}

// MARK: - Looking up loaders

extension LoaderCache {
  /// The loader of a query's value, shared by every screen that asks for an equal query.
  ///
  /// Asking twice for equal queries returns the same loader. The first ask creates the
  /// entry, idle: nothing is fetched until a screen calls `load()`. The entry is in use for as
  /// long as the returned loader is held: keep it as the screen's loader (in a SwiftUI
  /// `@State`, a view controller's property) and the cache never evicts it from under the
  /// screen; let it go, and the entry becomes unused.
  ///
  /// ```swift
  /// struct UserScreen: View {
  ///   @State private var user: DataLoader<User, any Error>
  ///
  ///   init(id: User.ID, cache: LoaderCache) {
  ///     _user = State(initialValue: cache.loader(for: UserQuery(id: id)))
  ///   }
  ///
  ///   var body: some View {
  ///     UserView(state: user.state)
  ///       .task { await user.load() }
  ///       .refreshable { await user.refresh() }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter query: What to load; equal queries share one entry.
  /// - Returns: The entry's loader.
  /// - Complexity: One dictionary lookup when the entry exists.
  @inlinable
  public func loader<Query: DataQuery>(
    for query: Query
  ) -> DataLoader<Query.Value, Query.Failure> {
    // Inlinable, so the lookup is specialized for the app's query type. The store is read
    // unretained: the cache holds its stores for its whole life. (The benchmark's
    // `cache-lookup` workload measures this path against a plain dictionary: see
    // `QueryEntries` and BENCHMARKS.md.)
    let store = unretainedEntries(of: Query.self, .data)
    guard let slot = QueryEntries.slot(for: query, in: store), !slot.isUnused else {
      return lookUpSlowly(query, in: store.takeUnretainedValue())
    }
    // The entries of `Query` hold a `DataLoader` of its value.
    return unsafeDowncast(slot.loader, to: DataLoader<Query.Value, Query.Failure>.self)
  }

  /// The loader of a query's list, shared by every screen that asks for an equal query.
  ///
  /// Asking twice for equal queries returns the same loader, with its pages and position, so
  /// two screens showing the same list page through it together. The first ask creates the
  /// entry, idle. The entry is in use for as long as the returned loader is held.
  ///
  /// ```swift
  /// let posts = cache.loader(for: PostsQuery(author: 42))
  /// await posts.load()
  /// await posts.loadMore()
  /// ```
  ///
  /// - Parameter query: What to load; equal queries share one entry.
  /// - Returns: The entry's loader.
  /// - Complexity: One dictionary lookup when the entry exists.
  @inlinable
  public func loader<Query: PagingQuery>(
    for query: Query
  ) -> PagingLoader<Query.Item, Query.Failure> {
    // The data lookup's twin in shape only: each is inlinable and specialized for its own
    // loader type, which the downcast must name.
    let store = unretainedEntries(of: Query.self, .paging)
    guard let slot = QueryEntries.slot(for: query, in: store), !slot.isUnused else {
      return lookUpSlowly(query, in: store.takeUnretainedValue())
    }
    // The entries of `Query` hold a `PagingLoader` of its items.
    return unsafeDowncast(slot.loader, to: PagingLoader<Query.Item, Query.Failure>.self)
  }

  /// A lookup of a key without an entry, or with an entry listed unused.
  @usableFromInline
  func lookUpSlowly<Query: DataQuery>(
    _ query: Query, in store: QueryEntries<Query>
  ) -> DataLoader<Query.Value, Query.Failure> {
    guard let slot = store.slots[query] else { return makeEntry(for: query, in: store) }
    entryIsUsedAgain(query, in: store)
    return unsafeDowncast(slot.loader, to: DataLoader<Query.Value, Query.Failure>.self)
  }

  /// A lookup of a key without an entry, or with an entry listed unused.
  @usableFromInline
  func lookUpSlowly<Query: PagingQuery>(
    _ query: Query, in store: QueryEntries<Query>
  ) -> PagingLoader<Query.Item, Query.Failure> {
    guard let slot = store.slots[query] else { return makeEntry(for: query, in: store) }
    entryIsUsedAgain(query, in: store)
    return unsafeDowncast(slot.loader, to: PagingLoader<Query.Item, Query.Failure>.self)
  }

  /// An unused entry was asked for: it is in use again.
  func entryIsUsedAgain<Query: CacheQuery>(
    _ query: Query, in store: QueryEntries<Query>
  ) {
    guard let entry = store.entries[query] else { return }
    unused.remove(entry)
    inUse.append(entry, now: .zero)
    entry.loader.setPaused(false, for: .unused)
    record(.held(key: entry.keyDescription))
    scheduleTimer()
  }
}

// MARK: - Entries

extension LoaderCache {
  /// The entries of a query type and kind, made on first use.
  @inlinable
  @inline(__always)
  func entries<Query: CacheQuery>(
    of _: Query.Type, _ kind: CacheEntryKind
  ) -> QueryEntries<Query> {
    unretainedEntries(of: Query.self, kind).takeUnretainedValue()
  }

  /// The entries of a query type and kind, unretained: the cache holds its stores for its
  /// whole life, so a lookup need not retain one (`_withUnsafeGuaranteedRef`).
  @inlinable
  @inline(__always)
  func unretainedEntries<Query: CacheQuery>(
    of _: Query.Type, _ kind: CacheEntryKind
  ) -> Unmanaged<QueryEntries<Query>> {
    let type = ObjectIdentifier(Query.self)
    switch kind {
    case .data:
      if lastDataType == type, let lastDataStore {
        // Stores are filed under their query type's identifier: this one is for `Query`.
        return Unmanaged.fromOpaque(lastDataStore.toOpaque())
      }
    case .paging:
      if lastPagingType == type, let lastPagingStore {
        return Unmanaged.fromOpaque(lastPagingStore.toOpaque())
      }
    }
    return Unmanaged.passUnretained(findEntries(of: Query.self, kind))
  }

  @usableFromInline
  func findEntries<Query: CacheQuery>(
    of _: Query.Type, _ kind: CacheEntryKind
  ) -> QueryEntries<Query> {
    let type = ObjectIdentifier(Query.self)
    let store: QueryEntries<Query>
    if let found = kind == .data ? dataStores[type] : pagingStores[type] {
      // Stores are filed under their query type's identifier: this one is for `Query`.
      store = unsafeDowncast(found, to: QueryEntries<Query>.self)
    } else {
      store = QueryEntries<Query>()
      switch kind {
      case .data: dataStores[type] = store
      case .paging: pagingStores[type] = store
      }
    }
    switch kind {
    case .data:
      lastDataType = type
      lastDataStore = Unmanaged.passUnretained(store)
    case .paging:
      lastPagingType = type
      lastPagingStore = Unmanaged.passUnretained(store)
    }
    return store
  }

  /// Creates the entry of a data query, in use by the caller of the returned loader.
  func makeEntry<Query: DataQuery>(
    for query: Query, in store: QueryEntries<Query>
  ) -> DataLoader<Query.Value, Query.Failure> {
    makeEntry(for: query, in: store, isInUse: true)
  }

  /// Creates the entry of a paging query, in use by the caller of the returned loader.
  func makeEntry<Query: PagingQuery>(
    for query: Query, in store: QueryEntries<Query>
  ) -> PagingLoader<Query.Item, Query.Failure> {
    let fault = FetchFault(Query.Failure.self)
    let loader = PagingLoader<Query.Item, Query.Failure>(
      configuration: configuration.loaderConfiguration(
        for: query.staleness, pollInterval: query.pollInterval),
      maxPages: query.maxPages, removesDuplicates: query.removesDuplicates,
      refreshesAllPages: query.refreshesAllPages, startingAt: query.startCursor
    ) { (cursor: Query.Cursor?) async throws(Query.Failure) -> Page<Query.Item, Query.Cursor> in
      if let failure = fault.take(Query.Failure.self) { throw failure }
      return try await query.fetchPage(after: cursor)
    }
    let persistence = hydrate(query, loader: loader)
    file(
      TypedEntry(query: query, kind: .paging, id: nextEntryID, loader: loader, store: store),
      loader: loader, in: store, isInUse: true, fault: fault, persistence: persistence)
    return loader
  }

  /// Creates the entry of a data query: in use (its loader is about to be handed out) or
  /// unused (a written value).
  func makeEntry<Query: DataQuery>(
    for query: Query, in store: QueryEntries<Query>, isInUse: Bool
  ) -> DataLoader<Query.Value, Query.Failure> {
    let fault = FetchFault(Query.Failure.self)
    let loader = DataLoader<Query.Value, Query.Failure>(
      configuration: configuration.loaderConfiguration(
        for: query.staleness, pollInterval: query.pollInterval)
    ) { () async throws(Query.Failure) -> Query.Value in
      if let failure = fault.take(Query.Failure.self) { throw failure }
      return try await query.fetch()
    }
    let persistence = hydrate(query, loader: loader)
    file(
      TypedEntry(query: query, kind: .data, id: nextEntryID, loader: loader, store: store),
      loader: loader, in: store, isInUse: isInUse, fault: fault, persistence: persistence)
    return loader
  }

  /// Files a new entry; `fault` is how the inspector fails its next fetch (none for a live
  /// query: a stream has no next fetch), `persistence` its stored value's key and what
  /// restoring it found.
  func file<Query: CacheQuery, Loader: CacheableLoader>(
    _ entry: TypedEntry<Query, Loader>, loader: Loader, in store: QueryEntries<Query>,
    isInUse: Bool, fault: FetchFault? = nil,
    persistence: (EntryPersistence, PersistenceEvent?)? = nil
  ) {
    entry.fault = fault
    store.slots[entry.query] = LoaderSlot(loader: loader)
    store.entries[entry.query] = entry
    entry.persistence = persistence?.0
    insert(entry, isInUse: isInUse)
    if let persistence, let event = persistence.1 {
      recordPersistence(key: persistence.0.key, event)
    }
  }

  /// Counts a new entry filed in its store, lists it, and makes room for it.
  private func insert(_ entry: CacheEntry, isInUse: Bool) {
    nextEntryID += 1
    entryCount += 1
    noticeReleases()
    entry.attach(to: self)
    if isInBackground { entry.loader.setPaused(true, for: .background) }
    if !isInUse { entry.loader.setPaused(true, for: .unused) }
    record(.added(key: entry.keyDescription))
    if isInUse {
      inUse.append(entry, now: .zero)
      record(.held(key: entry.keyDescription))
    } else {
      unused.append(entry, now: clock.elapsed())
    }
    enforceCapacity()
    scheduleTimer()
  }

  /// Every entry, oldest first.
  var allEntries: [CacheEntry] {
    (dataStores.values.flatMap(\.allEntries) + pagingStores.values.flatMap(\.allEntries))
      .sorted { $0.id < $1.id }
  }

  /// The entries of a query, of either kind.
  func entries<Query: CacheQuery>(for query: Query) -> [CacheEntry] {
    let type = ObjectIdentifier(Query.self)
    return [dataStores[type], pagingStores[type]].compactMap { store in
      // Stores are filed under their query type's identifier: this one is for `Query`.
      store.flatMap { unsafeDowncast($0, to: QueryEntries<Query>.self).entries[query] }
    }
  }

  /// The entry of a query of one kind, if the cache has it.
  func entry<Query: CacheQuery>(
    for query: Query, _ kind: CacheEntryKind
  ) -> CacheEntry? {
    entries(of: Query.self, kind).entries[query]
  }

  /// Records that the cache itself used an unused entry (wrote or prefetched it): it becomes
  /// the most recently used, and its unused lifetime starts again.
  func touchUnused(_ entry: CacheEntry) {
    noticeReleases()
    guard entry.list == .unused else { return }
    unused.remove(entry)
    unused.append(entry, now: clock.elapsed())
    enforceCapacity()
    scheduleTimer()
  }

  /// Moves to the unused list the entries whose loader nobody but the cache holds any more,
  /// stamped now.
  ///
  /// A loader can be let go on any thread and tells nobody: the cache looks at the entries it
  /// saw in use at the start of each of its operations (lookups of held keys excepted) and on
  /// its timer's ticks. An entry's unused lifetime counts from that moment.
  func noticeReleases() {
    guard !inUse.isEmpty else { return }
    var released: [CacheEntry] = []
    var next = inUse.oldest
    while let entry = next {
      next = entry.newer
      if !entry.isInUse { released.append(entry) }
    }
    guard !released.isEmpty else { return }
    let now = max(clock.elapsed(), unused.newestTime ?? .zero)
    for entry in released {
      inUse.remove(entry)
      unused.append(entry, now: now)
      record(.released(key: entry.keyDescription))
      // Nobody shows it: its polling pauses, its live subscription stops.
      entry.loader.setPaused(true, for: .unused)
    }
    enforceCapacity()
    scheduleTimer()
  }

  /// Follows a cached loader's transitions for the inspector and the optimistic updates.
  func entryDidTransition(_ entry: CacheEntry, cause: TransitionCause) {
    entry.lastCause = cause
    entry.lastTransitionAt = clock.elapsed()
    switch cause {
    case .loadStarted:
      entry.fetchCount += 1
    case .loadSucceeded, .valueReplaced, .reset:
      entry.valueGeneration &+= 1
    case .loadFailed, .loadCancelled:
      break
    }
    record(
      .transition(key: entry.keyDescription, state: entry.loader.stateDescription, cause: cause))
    if entry.persistence != nil { persist(entry, after: cause) }
  }
}

// MARK: - Eviction

extension LoaderCache {
  /// Evicts unused entries, least recently used first, until at most `maxEntries` remain.
  func enforceCapacity() {
    while entryCount > configuration.maxEntries, let oldest = unused.oldest {
      evict(oldest, .capacity)
    }
  }

  /// Evicts the unused entries whose unused lifetime has ended.
  func evictExpired() {
    guard let lifetime = configuration.unusedLifetime else { return }
    let now = clock.elapsed()
    while let oldest = unused.oldest, now - oldest.unusedSince >= lifetime {
      evict(oldest, .unusedLifetime)
    }
  }

  /// Evicts every unused entry.
  func evictAllUnused(_ reason: EvictionReason) {
    while let oldest = unused.oldest {
      evict(oldest, reason)
    }
  }

  func evict(_ entry: CacheEntry, _ reason: EvictionReason) {
    unused.remove(entry)
    guard !entry.isInUse else {
      // Only a reference the cache handed out can make an unused entry used again, and a
      // lookup moves it back: this is the cache holding it for a moment. It stays.
      inUse.append(entry, now: .zero)
      entry.loader.setPaused(false, for: .unused)
      return
    }
    entry.removeFromStore()
    entryCount -= 1
    entry.detach()
    record(.evicted(key: entry.keyDescription, reason: reason))
  }

  /// Starts the timer if the cache has entries and an unused lifetime, and none runs.
  ///
  /// One task, alive while the cache has entries: it wakes when the oldest unused entry's
  /// lifetime ends, and at least every quarter of the lifetime to notice released leases
  /// (see ``noticeReleases()``). Entries become unused in time order, no earlier than the
  /// timer's last wake, so no unused entry expires before the time the timer sleeps until.
  /// Without an unused lifetime there is no timer: only the entry limit and memory warnings
  /// evict, and they look for releases themselves.
  func scheduleTimer() {
    guard !isTimerRunning, configuration.unusedLifetime != nil, entryCount > 0 else { return }
    isTimerRunning = true
    let clock = clock
    timer.track(
      Task { [weak self] in
        while let deadline = self?.nextTimerDeadline() {
          let remaining = deadline - clock.elapsed()
          if remaining > .zero {
            do {
              try await clock.sleep(remaining)
            } catch {
              return
            }
          }
          self?.timerFired()
        }
      })
  }

  /// When the timer wakes next; `nil`, ending the timer, when the cache is empty.
  private func nextTimerDeadline() -> Duration? {
    guard let lifetime = configuration.unusedLifetime, entryCount > 0 else {
      isTimerRunning = false
      timer.track(nil)
      return nil
    }
    let check = clock.elapsed() + lifetime / 4
    guard let oldest = unused.oldest else { return check }
    return min(oldest.unusedSince + lifetime, check)
  }

  private func timerFired() {
    noticeReleases()
    evictExpired()
  }
}

// MARK: - Recording

extension LoaderCache {
  /// Tells observers of the cache that something changed, and streams `activity` to the
  /// ``activity()`` subscribers (built only if there are any).
  func record(_ activity: @autoclosure () -> CacheActivity) {
    registrar.withMutation(of: self, keyPath: \.revision) {
      storedRevision &+= 1
    }
    let isStreaming = !activityStreams.isEmpty
    guard isStreaming || !timelines.isEmpty else { return }
    let activity = activity()
    if isStreaming { activityStreams.yield(activity) }
    timelines.deliver(activity, at: clock.elapsed())
  }

  /// A new id for an ``UpdateFailure``.
  func makeFailureID() -> Int {
    nextFailureID += 1
    return nextFailureID
  }
}
