import Foundation

/// A cache's side of persistence: the frames read at restore, waiting for their entries, and
/// the writes waiting for the store.
///
/// Writes are coalesced by key: a value scheduled again before its write starts replaces the
/// pending one, so a burst of updates is one write. One task drains the pending writes,
/// encoding and calling the store off the main actor, and reports failures as events; it ends
/// when nothing is pending.
@MainActor
final class CachePersister {
  /// A write or a removal waiting for the store.
  enum Operation: Sendable {
    case save(version: Int, loadedAt: Date, encode: @Sendable () throws -> Data)
    case remove
  }

  let store: any CacheStore
  /// The wall clock: a persisted value's age spans launches, which the cache's clock does not.
  let now: @Sendable () -> Date
  /// Reports what happened to a key's persisted value.
  var report: (String, PersistenceEvent) -> Void = { _, _ in }

  /// The frames read by the last restore that no entry took yet, by persistence key.
  private var restored: [String: PersistedFrame] = [:]
  /// The keys written or removed since the cache was created: a restore that ends later must
  /// not bring their older bytes back.
  private var touched: Set<String> = []
  private var pending: [String: Operation] = [:]
  private var drain: Task<Void, Never>?

  /// How many writes were asked for, and how many reached the store (for the benchmark).
  private(set) var requestedWrites = 0
  private(set) var performedWrites = 0

  init(store: any CacheStore, now: @escaping @Sendable () -> Date) {
    self.store = store
    self.now = now
  }

  // MARK: Restoring

  /// Reads every value of the store, off the main actor, keeping the whole frames for their
  /// entries; damaged ones are reported and removed.
  func restore() async {
    let (frames, problems) = await Self.readAll(from: store)
    for (key, frame) in frames where !touched.contains(key) {
      restored[key] = frame
    }
    for (key, event) in problems {
      report(key, event)
      if case .damaged = event, !touched.contains(key) { schedule(.remove, for: key) }
    }
  }

  /// The frame restored for a key, taken: an entry hydrates from it once.
  func takeFrame(for key: String) -> PersistedFrame? {
    restored.removeValue(forKey: key)
  }

  @concurrent
  private static func readAll(
    from store: any CacheStore
  ) async -> (frames: [String: PersistedFrame], problems: [(String, PersistenceEvent)]) {
    let keys: [String]
    do {
      keys = try await store.keys()
    } catch {
      return ([:], [("", .readFailed(String(describing: error)))])
    }
    var frames: [String: PersistedFrame] = [:]
    var problems: [(String, PersistenceEvent)] = []
    for key in keys.sorted() {
      do {
        let data = try await store.data(for: key)
        do {
          frames[key] = try PersistedFrame(decoding: data)
        } catch {
          problems.append((key, .damaged(error.description)))
        }
      } catch {
        problems.append((key, .readFailed(String(describing: error))))
      }
    }
    return (frames, problems)
  }

  // MARK: Writing

  /// Schedules a write of a key, or its removal, replacing the one pending.
  func schedule(_ operation: Operation, for key: String) {
    if case .save = operation { requestedWrites += 1 }
    pending[key] = operation
    touched.insert(key)
    restored[key] = nil
    guard drain == nil else { return }
    drain = Task { await self.drainPending() }
  }

  /// Waits until nothing is pending and no write runs.
  func flush() async {
    while let drain {
      await drain.value
    }
  }

  /// Forgets every pending write and restored frame, waits for the write that runs, then
  /// empties the store.
  func removeAll() async {
    pending.removeAll()
    restored.removeAll()
    await flush()
    do {
      try await Self.removeAll(from: store)
    } catch {
      report("", .removeFailed(String(describing: error)))
    }
  }

  private func drainPending() async {
    while !pending.isEmpty {
      let batch = pending.sorted { $0.key < $1.key }
      pending.removeAll()
      let (written, problems) = await Self.perform(batch, on: store)
      performedWrites += written
      for (key, event) in problems { report(key, event) }
    }
    drain = nil
  }

  @concurrent
  private static func perform(
    _ batch: [(key: String, value: Operation)], on store: any CacheStore
  ) async -> (written: Int, problems: [(String, PersistenceEvent)]) {
    var written = 0
    var problems: [(String, PersistenceEvent)] = []
    for (key, operation) in batch {
      switch operation {
      case .save(let version, let loadedAt, let encode):
        let payload: Data
        do {
          payload = try encode()
        } catch {
          problems.append((key, .writeFailed("encoding: \(error)")))
          continue
        }
        let frame = PersistedFrame(version: version, loadedAt: loadedAt, payload: payload)
        do {
          try await store.save(frame.encoded(), for: key)
          written += 1
        } catch {
          problems.append((key, .writeFailed(String(describing: error))))
        }
      case .remove:
        do {
          try await store.remove(key)
        } catch {
          problems.append((key, .removeFailed(String(describing: error))))
        }
      }
    }
    return (written, problems)
  }

  @concurrent
  private static func removeAll(from store: any CacheStore) async throws {
    try await store.removeAll()
  }
}

/// What a persistent entry's cache needs to save it: its key and version, and a snapshot of
/// its loader's value, encoded later off the main actor.
struct EntryPersistence {
  let key: String
  let version: Int
  /// The value on screen and its age, or `nil` without a value. Holds the loader weakly: a
  /// strong reference would count as a screen holding it.
  let snapshot: @MainActor () -> (encode: @Sendable () throws -> Data, age: Duration)?
}
