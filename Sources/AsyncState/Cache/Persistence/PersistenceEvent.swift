/// What happened to a persisted value, as ``CacheActivity/persistence(key:_:)`` reports it.
///
/// None of these reaches a screen: a value that cannot be read is ignored (the screen loads
/// as if nothing was kept), and a write that fails leaves the value in memory.
///
/// ```swift
/// for await activity in cache.activity() {
///   if case .persistence(let key, let event) = activity, event.isProblem {
///     logger.warning("\(key): \(event)")
///   }
/// }
/// ```
public enum PersistenceEvent: Hashable, Sendable {
  /// A screen's first frame shows the persisted value, loaded this long ago.
  case restored(age: Duration)
  /// The value is older than its query's ``QueryPersistence/maxAge``: discarded.
  case expired(age: Duration)
  /// The value was saved under another schema version: discarded, not decoded.
  case versionChanged(saved: Int, current: Int)
  /// The bytes are not a whole value — truncated, half-written, corrupt, or not decodable as
  /// the query's type: discarded.
  case damaged(String)
  /// The store could not read the value: skipped.
  case readFailed(String)
  /// The store could not save the value: it stays in memory only.
  case writeFailed(String)
  /// The store could not remove the value.
  case removeFailed(String)
}

extension PersistenceEvent {
  /// Whether the event is a problem to log: everything but ``restored(age:)``.
  ///
  /// ```swift
  /// PersistenceEvent.restored(age: .seconds(60)).isProblem   // false
  /// ```
  public var isProblem: Bool {
    if case .restored = self { return false }
    return true
  }
}

extension PersistenceEvent: CustomStringConvertible {
  /// One line for a log, such as `discarded: saved under version 1, now 2`.
  ///
  /// ```swift
  /// print(PersistenceEvent.writeFailed("No space left on device"))
  /// // write failed: No space left on device
  /// ```
  public var description: String {
    switch self {
    case .restored(let age): "restored, \(DurationText.short(age)) old"
    case .expired(let age): "discarded: expired, \(DurationText.short(age)) old"
    case .versionChanged(let saved, let current):
      "discarded: saved under version \(saved), now \(current)"
    case .damaged(let reason): "discarded: damaged (\(reason))"
    case .readFailed(let message): "read failed: \(message)"
    case .writeFailed(let message): "write failed: \(message)"
    case .removeFailed(let message): "remove failed: \(message)"
    }
  }
}
