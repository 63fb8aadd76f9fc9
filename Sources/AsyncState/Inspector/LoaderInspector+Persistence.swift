extension LoaderInspector {
  /// What happened to the cache's persisted values, newest first: restored, discarded, or a
  /// store that failed, each with its key and time.
  ///
  /// Each element has the `time` it happened, counted from the cache's creation (the launch,
  /// for an app's cache); the value's persistence `key` (``QueryPersistence/key``), empty when
  /// the store could not list its keys or could not remove them all; and the `event` itself.
  ///
  /// Kept by the cache from its creation, so an inspector opened after launch still lists
  /// what the launch restored; the newest 100. Empty for a cache without a store. Reading it
  /// from a SwiftUI `body` re-renders the view on the cache's next change.
  ///
  /// ```swift
  /// for record in inspector.persistenceEvents where record.event.isProblem {
  ///   print(record.time, record.key, record.event)   // 0.0 seconds feed-v2 discarded: …
  /// }
  /// ```
  public var persistenceEvents: [(time: Duration, key: String, event: PersistenceEvent)] {
    guard let cache else { return [] }
    _ = cache.revision
    return cache.persistenceLog.records.reversed()
  }

  /// One persistence event as the inspector view shows it, such as `+1.5s feed: restored,
  /// 2m old`.
  ///
  /// - Parameter record: An element of ``persistenceEvents``.
  /// - Returns: The line.
  package static func line(
    for record: (time: Duration, key: String, event: PersistenceEvent)
  ) -> String {
    "+\(DurationText.short(record.time)) \(record.key.isEmpty ? "store" : record.key): "
      + "\(record.event)"
  }
}
