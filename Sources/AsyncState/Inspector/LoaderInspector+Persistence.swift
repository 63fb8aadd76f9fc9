extension LoaderInspector {
  /// One thing that happened to a persisted value of the inspected cache, with its key and
  /// time: restored on a screen's first frame, discarded, or a store that failed.
  ///
  /// ```swift
  /// for record in inspector.persistenceEvents where record.event.isProblem {
  ///   print(record)   // +0ms feed-v2: discarded: damaged (checksum mismatch)
  /// }
  /// ```
  public struct PersistenceRecord: Hashable, Sendable {
    /// When it happened, counted from the cache's creation (the launch, for an app's cache).
    public var time: Duration
    /// The value's persistence key (``QueryPersistence/key``); empty when the store could not
    /// list its keys, or could not remove them all.
    public var key: String
    /// What happened.
    public var event: PersistenceEvent

    /// Creates a record; the cache makes them, and a test writes the ones it expects.
    ///
    /// ```swift
    /// let expected = LoaderInspector.PersistenceRecord(
    ///   time: .zero, key: "feed", event: .restored(age: .seconds(120)))
    /// ```
    ///
    /// - Parameters:
    ///   - time: When it happened, since the cache was created.
    ///   - key: The value's persistence key.
    ///   - event: What happened.
    public init(time: Duration, key: String, event: PersistenceEvent) {
      self.time = time
      self.key = key
      self.event = event
    }
  }

  /// What happened to the cache's persisted values, newest first: restored, discarded, or a
  /// store that failed, each with its key and time.
  ///
  /// Kept by the cache from its creation, so an inspector opened after launch still lists
  /// what the launch restored; the newest 100. Empty for a cache without a store. Reading it
  /// from a SwiftUI `body` re-renders the view on the cache's next change.
  ///
  /// ```swift
  /// Section("Saved data") {
  ///   ForEach(inspector.persistenceEvents, id: \.self) { record in
  ///     Text(record.description)
  ///   }
  /// }
  /// ```
  public var persistenceEvents: [PersistenceRecord] {
    guard let cache else { return [] }
    _ = cache.revision
    return cache.persistenceLog.records.reversed()
  }
}

extension LoaderInspector.PersistenceRecord: CustomStringConvertible {
  /// One line, such as `+1.5s feed: restored, 2m old`.
  ///
  /// ```swift
  /// inspector.persistenceEvents.forEach { print($0) }
  /// ```
  public var description: String {
    "+\(DurationText.short(time)) \(key.isEmpty ? "store" : key): \(event)"
  }
}
