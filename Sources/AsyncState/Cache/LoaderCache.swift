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
/// let detail = cache.loader(for: UserQuery(id: 42))
/// async let a: Void = list.loader.load()
/// async let b: Void = detail.loader.load()
/// _ = await (a, b)
/// ```
///
/// What the cache adds to its loaders:
///
/// - **Freshness.** Each entry goes stale after ``CacheConfiguration/staleAfter`` (or its
///   query's ``CacheQuery/staleness``). `load()` on a fresh entry does nothing; on a stale one
///   it revalidates while the value stays on screen.
/// - **Use and eviction.** A screen holds an entry through a ``LoaderLease``. An entry no
///   lease holds is evicted after ``CacheConfiguration/unusedLifetime``, and the cache keeps at
///   most ``CacheConfiguration/maxEntries`` entries, evicting the least recently used unused
///   ones first. An entry in use is never evicted.
/// - **Invalidation** by key, by a predicate over keys or all at once: entries in use
///   revalidate now, unused ones are marked stale.
/// - **Triggers.** ``handle(_:)`` takes a ``CacheEvent`` — the app became active, the network
///   came back, a memory warning — from whatever platform layer observes it.
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
  public let configuration: CacheConfiguration

  var dataEntries: [AnyHashable: CacheEntry] = [:]
  var pagingEntries: [AnyHashable: CacheEntry] = [:]
  /// The entries no lease holds, least recently used first.
  var unused = UnusedEntries()
  /// The cache's clock, type-erased, counting from the cache's creation.
  let clock: LoaderClock
  private var nextEntryID = 0
  private var nextLeaseID: UInt64 = 0
  private var nextFailureID = 0
  /// When the eviction timer that is sleeping wakes up; `nil` when none sleeps.
  private var timerDeadline: Duration?
  /// The eviction timer's task, behind a lock so the nonisolated `deinit` can cancel it.
  private let timer = FetchLifetime()
  /// The leases that went away, for the main actor to mark their entries unused.
  let releases: ReleaseQueue
  let activityStreams = Broadcast<CacheActivity>()
  let updateFailureStreams = Broadcast<UpdateFailure>()

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
    releases = ReleaseQueue(elapsed: clock.elapsed)
    releases.setDrain { [weak self] in self?.drainReleases() }
  }

  deinit {
    timer.cancel()
    activityStreams.finish()
    updateFailureStreams.finish()
  }

  /// How many entries the cache holds, in use or not.
  public var count: Int {
    drainReleases()
    registrar.access(self, keyPath: \.revision)
    return dataEntries.count + pagingEntries.count
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
  /// The loader of a query's value, held for as long as the returned lease is alive.
  ///
  /// Asking twice for equal queries returns the same loader — and, while a lease on it is
  /// alive, the same lease. The first ask creates the entry, idle: nothing is fetched until a
  /// screen calls `load()`. Asking marks the entry in use until the lease goes away (see
  /// ``LoaderLease``).
  ///
  /// ```swift
  /// let user = cache.loader(for: UserQuery(id: 42))
  /// await user.loader.load()
  /// print(user.loader.state)   // success(User(id: 42, …))
  /// ```
  ///
  /// - Parameter query: What to load; equal queries share one entry.
  /// - Returns: A lease on the entry; read ``LoaderLease/loader`` through it.
  /// - Complexity: One dictionary lookup when the entry exists; no allocation while its
  ///   lease is alive.
  public func loader<Query: DataQuery>(
    for query: Query
  ) -> LoaderLease<DataLoader<Query.Value, Query.Failure>> {
    lease(on: dataEntries[query] ?? makeEntry(for: query), Query.self)
  }

  /// The loader of a query's list, held for as long as the returned lease is alive.
  ///
  /// Asking twice for equal queries returns the same loader, with its pages and position, so
  /// two screens showing the same list page through it together. The first ask creates the
  /// entry, idle. Asking marks the entry in use until the lease goes away (see
  /// ``LoaderLease``).
  ///
  /// ```swift
  /// let posts = cache.loader(for: PostsQuery(author: 42))
  /// await posts.loader.load()
  /// await posts.loader.loadMore()
  /// ```
  ///
  /// - Parameter query: What to load; equal queries share one entry.
  /// - Returns: A lease on the entry; read ``LoaderLease/loader`` through it.
  /// - Complexity: One dictionary lookup when the entry exists; no allocation while its
  ///   lease is alive.
  public func loader<Query: PagingQuery>(
    for query: Query
  ) -> LoaderLease<PagingLoader<Query.Item, Query.Failure>> {
    lease(on: pagingEntries[query] ?? makeEntry(for: query), Query.self)
  }

  /// The live lease on `entry`, or a new one that marks it in use.
  @inline(__always)
  func lease<Query: CacheQuery, Loader: AnyObject>(
    on entry: CacheEntry, _: Query.Type
  ) -> LoaderLease<Loader> {
    // Equal keys of different types never meet in a dictionary of `AnyHashable`, so a key of
    // `Query` finds an entry made for `Query`: its loader is a `Loader`.
    precondition(
      entry.queryType == ObjectIdentifier(Query.self),
      "LoaderCache: \(Query.self) found an entry made for another type of key")
    if let lease = entry.lease {
      return unsafeDowncast(lease, to: LoaderLease<Loader>.self)
    }
    return makeLease(on: entry)
  }

  private func makeLease<Loader: AnyObject>(on entry: CacheEntry) -> LoaderLease<Loader> {
    drainReleases()
    nextLeaseID += 1
    unused.remove(entry)
    entry.leaseID = nextLeaseID
    let lease = LoaderLease(
      loader: unsafeDowncast(entry.object, to: Loader.self), entry: entry, id: nextLeaseID,
      releases: releases)
    entry.lease = lease
    record(.held(key: entry.keyDescription))
    return lease
  }
}

// MARK: - Entries

extension LoaderCache {
  func makeEntry<Query: DataQuery>(for query: Query) -> CacheEntry {
    let loader = DataLoader<Query.Value, Query.Failure>(
      configuration: configuration.loaderConfiguration(for: query.staleness)
    ) { () async throws(Query.Failure) -> Query.Value in
      try await query.fetch()
    }
    return insert(CacheEntry(query: query, kind: .data, id: nextEntryID, loader: loader))
  }

  func makeEntry<Query: PagingQuery>(for query: Query) -> CacheEntry {
    let loader = PagingLoader<Query.Item, Query.Failure>(
      configuration: configuration.loaderConfiguration(for: query.staleness),
      maxPages: query.maxPages, removesDuplicates: query.removesDuplicates
    ) { (cursor: Query.Cursor?) async throws(Query.Failure) -> Page<Query.Item, Query.Cursor> in
      try await query.fetchPage(after: cursor)
    }
    return insert(CacheEntry(query: query, kind: .paging, id: nextEntryID, loader: loader))
  }

  private func insert(_ entry: CacheEntry) -> CacheEntry {
    drainReleases()
    nextEntryID += 1
    switch entry.kind {
    case .data: dataEntries[entry.key] = entry
    case .paging: pagingEntries[entry.key] = entry
    }
    entry.attach(to: self)
    record(.added(key: entry.keyDescription))
    // The new entry is not listed as unused yet: it cannot be the one evicted.
    enforceCapacity()
    return entry
  }

  /// Every entry, oldest first.
  var allEntries: [CacheEntry] {
    (Array(dataEntries.values) + Array(pagingEntries.values)).sorted { $0.id < $1.id }
  }

  /// The entries of a query, of either kind.
  func entries(for query: some CacheQuery) -> [CacheEntry] {
    let key = AnyHashable(query)
    return [dataEntries[key], pagingEntries[key]].compactMap { $0 }
  }

  /// Records that the cache itself used an unused entry (wrote or prefetched it): it becomes
  /// the most recently used, and its unused lifetime starts again.
  func touchUnused(_ entry: CacheEntry) {
    drainReleases()
    guard !entry.isInUse, entry.cache === self else { return }
    unused.touch(entry, now: clock.elapsed())
    enforceCapacity()
    scheduleEviction()
  }

  /// Marks unused the entries whose last lease went away, in the order the leases went, at
  /// the time each went.
  func drainReleases() {
    let released = releases.take()
    guard !released.isEmpty else { return }
    for release in released {
      let entry = release.entry
      guard entry.leaseID == release.leaseID, entry.cache === self else { continue }
      entry.leaseID = 0
      // A release drained late is not older than what was touched meanwhile: the list stays
      // sorted by time.
      unused.touch(entry, now: max(release.time, unused.newestTime ?? release.time))
      record(.released(key: entry.keyDescription))
    }
    enforceCapacity()
    scheduleEviction()
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
      .transition(
        key: entry.keyDescription,
        StateTransition(state: entry.loader.stateDescription, cause: cause)))
  }
}

// MARK: - Eviction

extension LoaderCache {
  /// Evicts unused entries, least recently used first, until at most `maxEntries` remain.
  func enforceCapacity() {
    while dataEntries.count + pagingEntries.count > configuration.maxEntries,
      let oldest = unused.oldest
    {
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

  private func evict(_ entry: CacheEntry, _ reason: EvictionReason) {
    unused.remove(entry)
    switch entry.kind {
    case .data: dataEntries[entry.key] = nil
    case .paging: pagingEntries[entry.key] = nil
    }
    entry.detach()
    record(.evicted(key: entry.keyDescription, reason: reason))
  }

  /// Makes sure a timer wakes up when the oldest unused entry's lifetime ends.
  ///
  /// One timer at most: entries become unused in time order, so no later entry expires
  /// before the oldest. A timer that wakes for an entry that was used meanwhile evicts
  /// nothing and sleeps again, until the next oldest.
  func scheduleEviction() {
    guard timerDeadline == nil, let lifetime = configuration.unusedLifetime,
      let oldest = unused.oldest
    else { return }
    let deadline = oldest.unusedSince + lifetime
    timerDeadline = deadline
    let clock = clock
    timer.track(
      Task { [weak self] in
        let remaining = deadline - clock.elapsed()
        if remaining > .zero {
          do {
            try await clock.sleep(remaining)
          } catch {
            return
          }
        }
        self?.evictionTimerFired()
      })
  }

  private func evictionTimerFired() {
    timerDeadline = nil
    timer.track(nil)
    drainReleases()
    evictExpired()
    scheduleEviction()
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
    if !activityStreams.isEmpty {
      activityStreams.yield(activity())
    }
  }

  /// A new id for an ``UpdateFailure``.
  func makeFailureID() -> Int {
    nextFailureID += 1
    return nextFailureID
  }
}
