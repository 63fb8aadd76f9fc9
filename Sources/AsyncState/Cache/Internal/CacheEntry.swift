/// One entry of a ``LoaderCache``: its key, and the cache's bookkeeping about it.
///
/// Non-generic, so the cache lists and evicts entries of every query type alike. What needs
/// the types — the loader, the store the entry is filed in — lives in the one subclass made,
/// ``TypedEntry``.
@MainActor
class CacheEntry {
  /// The list an entry is in.
  enum List {
    case none
    /// The entries the cache last saw in use.
    case inUse
    /// The entries the cache saw unused, least recently used first.
    case unused
  }

  /// The query, type-erased: for predicates and the inspector.
  let key: AnyHashable
  /// A data or a paging entry.
  let kind: CacheEntryKind
  /// Increasing with creation: the order of the inspector's rows.
  let id: Int

  /// The cache that owns the entry, for the loader's observer; `nil` once evicted.
  weak var cache: LoaderCache?

  // MARK: Lists (see EntryList)

  /// The list the entry is in.
  var list = List.none {
    didSet {
      if (list == .unused) != (oldValue == .unused) { listedUnusedChanged(list == .unused) }
    }
  }
  // `unowned(unsafe)`: the cache's stores own every entry, and an entry leaves its list
  // before it leaves its store (eviction unlinks it first), so the links never outlive their
  // targets. Strong links would retain each other in cycles.
  unowned(unsafe) var older: CacheEntry?
  unowned(unsafe) var newer: CacheEntry?
  /// When the cache saw the entry become unused (or wrote or prefetched it while unused), on
  /// the cache's clock.
  var unusedSince: Duration = .zero

  // MARK: What the inspector shows

  /// Loads started: first loads, refreshes, retries and pages.
  var fetchCount = 0
  /// Why the loader last moved; `nil` before its first transition.
  var lastCause: TransitionCause?
  /// When the loader last moved, on the cache's clock.
  var lastTransitionAt: Duration?
  /// Fails the loader's next fetch when an inspector asks (``LoaderInspector``).
  var fault: FetchFault?

  // MARK: Optimistic updates

  /// Bumped by every transition that brings a new value (a load's value, a page, a written
  /// value, a reset): an update compares it to know whether newer data arrived.
  var valueGeneration: UInt64 = 0
  /// Runs the entry's mutations one at a time, in call order.
  let mutations = MutationQueue()
  /// The pending optimistic changes, an ``OptimisticLog`` of the entry's value type.
  var optimisticLog: AnyObject?

  /// How to save the entry's value, for a persistent query in a cache with a store.
  var persistence: EntryPersistence?

  private var observation: StateObservation?

  init(key: AnyHashable, kind: CacheEntryKind, id: Int) {
    self.key = key
    self.kind = kind
    self.id = id
  }

  /// The entry's loader; see ``TypedEntry``.
  var loader: any CacheableLoader {
    preconditionFailure("CacheEntry: only TypedEntry is made")
  }

  /// Whether a screen holds the entry; see ``TypedEntry``.
  var isInUse: Bool {
    preconditionFailure("CacheEntry: only TypedEntry is made")
  }

  /// Tells the entry's store whether the entry is listed unused; see ``TypedEntry``.
  func listedUnusedChanged(_ isUnused: Bool) {
    preconditionFailure("CacheEntry: only TypedEntry is made")
  }

  /// Takes the entry out of its store; see ``TypedEntry``.
  func removeFromStore() {
    preconditionFailure("CacheEntry: only TypedEntry is made")
  }

  /// The key as the inspector prints it, such as `UserQuery(id: 42)`.
  lazy var keyDescription = String(describing: key.base)

  /// Starts following the loader's transitions for the cache.
  func attach(to cache: LoaderCache) {
    self.cache = cache
    observation = loader.observeCauses { [unowned self] cause in
      self.cache?.entryDidTransition(self, cause: cause)
    }
  }

  /// Stops following the loader and cancels its running load: the entry was evicted.
  func detach() {
    cache = nil
    observation?.cancel()
    observation = nil
    loader.cancel()
  }

  /// The typed pending-change log of the entry, made on first use.
  func optimisticLog<Value>(of _: Value.Type) -> OptimisticLog<Value> {
    if let log = optimisticLog {
      return unsafeDowncast(log, to: OptimisticLog<Value>.self)
    }
    let log = OptimisticLog<Value>()
    optimisticLog = log
    return log
  }
}

/// The entry of one query with its loader: the cache's one strong reference to the loader,
/// typed so the cache can tell whether anyone else holds it.
@MainActor
final class TypedEntry<Query: CacheQuery, Loader: CacheableLoader>: CacheEntry {
  let query: Query
  /// The loader. The entry holds the cache's only strong reference to it: everyone else who
  /// holds one is using the entry (see ``isInUse``). Typed: uniqueness cannot be read through
  /// an existential in an unoptimized build.
  private var typedLoader: Loader
  /// The store the entry is filed in. `unowned(unsafe)`: a cache's stores live as long as the
  /// cache, and an entry is only touched through its cache.
  private unowned(unsafe) let store: QueryEntries<Query>

  init(
    query: Query, kind: CacheEntryKind, id: Int, loader: Loader,
    store: QueryEntries<Query>
  ) {
    self.query = query
    typedLoader = loader
    self.store = store
    super.init(key: AnyHashable(query), kind: kind, id: id)
  }

  override var loader: any CacheableLoader {
    typedLoader
  }

  /// Whether a screen holds the entry: a strong reference to its loader other than the
  /// entry's own is alive, on any thread.
  ///
  /// Only the cache hands out new references to the loader, so an entry seen unused stays
  /// unused until a lookup; one seen in use may have been released since (the reading is a
  /// snapshot), which only delays its eviction.
  override var isInUse: Bool {
    !isKnownUniquelyReferenced(&typedLoader)
  }

  override func listedUnusedChanged(_ isUnused: Bool) {
    store.slots[query]?.isUnused = isUnused
  }

  override func removeFromStore() {
    store.slots[query] = nil
    store.entries[query] = nil
  }
}
