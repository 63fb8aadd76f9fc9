/// The latest persistence events of a ``LoaderCache``, kept from its creation so that an
/// inspector opened later still shows what the launch restored or discarded.
///
/// Bounded: the oldest go first. Persistence events are rare (one per persistent entry per
/// launch, and the store's failures), so appending is a plain array append; a cache without
/// a store never appends, and its empty array allocates nothing.
@MainActor
struct PersistenceLog {
  /// How many events are kept.
  static let limit = 100

  /// The events, oldest first.
  private(set) var records: [(time: Duration, key: String, event: PersistenceEvent)] = []

  nonisolated init() {}

  mutating func append(_ record: (time: Duration, key: String, event: PersistenceEvent)) {
    records.append(record)
    if records.count > Self.limit { records.removeFirst(records.count - Self.limit) }
  }
}
