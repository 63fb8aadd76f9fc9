/// One entry of a ``LoaderCache``: a loader, its key, and the cache's bookkeeping about it.
///
/// Non-generic, so the cache keeps every entry in one dictionary per kind. The loader is held
/// twice: as ``CacheableLoader`` for what the cache does to any loader, and as an object the
/// typed lookups downcast once the query's type is checked against ``queryType``.
@MainActor
final class CacheEntry {
  /// The query, type-erased.
  let key: AnyHashable
  /// The query's type; a lookup checks it before downcasting ``object``.
  let queryType: ObjectIdentifier
  /// A data or a paging entry.
  let kind: CacheEntrySnapshot.Kind
  /// Increasing with creation: the order of the inspector's rows.
  let id: Int
  /// The loader.
  let loader: any CacheableLoader
  /// The loader, for the typed downcast.
  let object: AnyObject

  /// The cache that owns the entry; `nil` once evicted or when the cache is gone.
  weak var cache: LoaderCache?

  // MARK: Use

  /// The lease every screen holding the entry shares; `nil` when none is alive.
  weak var lease: AnyObject?
  /// The identity of the last lease, `0` once the cache has seen it go: the entry is unused.
  /// A release names the lease it ends, so a late one cannot end its successor.
  var leaseID: UInt64 = 0
  /// Whether a screen holds the entry: its last lease is alive, or went away so recently
  /// that the cache has not drained its release yet.
  var isInUse: Bool { leaseID != 0 }

  // MARK: The unused list (see UnusedEntries)

  // `unowned(unsafe)`: the cache's dictionaries own every entry, and an entry is unlinked
  // before it leaves them (``LoaderCache`` evicts through `UnusedEntries.remove(_:)`), so the
  // links never outlive their targets. Strong links would retain each other in cycles.
  unowned(unsafe) var older: CacheEntry?
  unowned(unsafe) var newer: CacheEntry?
  /// Whether the entry is in the unused list.
  var isListed = false
  /// When the entry became unused (or was last written or prefetched while unused), on the
  /// cache's clock.
  var unusedSince: Duration = .zero

  // MARK: What the inspector shows

  /// Loads started: first loads, refreshes, retries and pages.
  var fetchCount = 0
  /// Why the loader last moved; `nil` before its first transition.
  var lastCause: TransitionCause?
  /// When the loader last moved, on the cache's clock.
  var lastTransitionAt: Duration?

  // MARK: Optimistic updates

  /// Bumped by every transition that brings a new value (a load's value, a page, a written
  /// value, a reset): an update compares it to know whether newer data arrived.
  var valueGeneration: UInt64 = 0
  /// Runs the entry's mutations one at a time, in call order.
  let mutations = MutationQueue()
  /// The pending optimistic changes, an ``OptimisticLog`` of the entry's value type.
  var optimisticLog: AnyObject?

  private var observation: StateObservation?

  init<Query: CacheQuery, Loader: CacheableLoader>(
    query: Query, kind: CacheEntrySnapshot.Kind, id: Int, loader: Loader
  ) {
    key = AnyHashable(query)
    queryType = ObjectIdentifier(Query.self)
    self.kind = kind
    self.id = id
    self.loader = loader
    object = loader
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
