/// Something that happened in a ``LoaderCache``, as ``LoaderCache/activity()`` streams it:
/// what an inspector scrolls by.
///
/// Keys are the entries' keys as printed (`String(describing: query)`); states are printed
/// as ``DataState`` and ``PagingState`` describe themselves.
///
/// ```swift
/// for await activity in cache.activity() {
///   print(activity)   // "UserQuery(id: 42) → success(User(…)) (loadSucceeded)"
/// }
/// ```
public enum CacheActivity: Sendable {
  /// An entry was created, idle.
  case added(key: String)
  /// A lookup handed out the loader of an entry that was unused: it is in use.
  case held(key: String)
  /// The cache saw that nobody holds the entry's loader any more: the entry is unused.
  case released(key: String)
  /// The entry's loader moved to `state` (printed) for `cause`.
  case transition(key: String, state: String, cause: TransitionCause)
  /// The entry was invalidated.
  case invalidated(key: String)
  /// The entry was evicted, and its loader released.
  case evicted(key: String, reason: EvictionReason)
  /// An optimistic update's mutation failed.
  case updateFailed(UpdateFailure)
  /// Something happened to a persisted value: restored on a screen's first frame, discarded,
  /// or a store that failed. The key is the query's ``QueryPersistence/key`` (empty when the
  /// store could not list its keys, or could not remove them all).
  case persistence(key: String, PersistenceEvent)
}

extension CacheActivity {
  /// The key of the entry the activity is about.
  ///
  /// ```swift
  /// for await activity in cache.activity() where activity.key.hasPrefix("UserQuery") {
  ///   print(activity)
  /// }
  /// ```
  public var key: String {
    switch self {
    case .added(let key), .held(let key), .released(let key), .transition(let key, _, _),
      .invalidated(let key), .evicted(let key, _), .persistence(let key, _):
      key
    case .updateFailed(let failure):
      failure.key
    }
  }
}

extension CacheActivity: CustomStringConvertible {
  /// One line for a log, such as `UserQuery(id: 42) → refreshing(…) (loadStarted)`.
  ///
  /// ```swift
  /// print(CacheActivity.evicted(key: "UserQuery(id: 42)", reason: .capacity))
  /// // UserQuery(id: 42) evicted (capacity)
  /// ```
  public var description: String {
    switch self {
    case .added(let key): "\(key) added"
    case .held(let key): "\(key) in use"
    case .released(let key): "\(key) unused"
    case .transition(let key, let state, let cause):
      "\(key) → \(state) (\(cause))"
    case .invalidated(let key): "\(key) invalidated"
    case .evicted(let key, let reason): "\(key) evicted (\(reason))"
    case .persistence(let key, let event): "\(key) \(event)"
    case .updateFailed(let failure):
      "\(failure.key) update failed\(failure.isRolledBack ? ", rolled back" : ""): "
        + failure.message
    }
  }
}
