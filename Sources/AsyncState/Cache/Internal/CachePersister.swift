import Foundation

/// A cache's side of persistence: the frames read at restore, waiting for their entries, the
/// keys the store holds, and the writes and reads waiting for the store.
///
/// Writes are coalesced by key: a value scheduled again before its write starts replaces the
/// pending one, so a burst of updates is one write. One task drains the pending writes, then
/// the pending reads, encoding and calling the store off the main actor, and reports failures
/// as events; it ends when nothing is pending. A read therefore follows every write scheduled
/// before it: it sees the bytes of the last value saved.
///
/// Re-hydration after eviction: the cache keeps no evicted value in memory (not even its bytes,
/// which are about as large as the value, and a memory warning evicts to free exactly that).
/// It keeps only `held`, the keys the store holds, so that an entry made again for an
/// evicted key reads its one value back (`read(_:then:)`) instead of loading from nothing.
@MainActor
final class CachePersister {
  /// A write or a removal waiting for the store.
  enum Operation: Sendable {
    case save(version: Int, loadedAt: Date, encode: @Sendable () throws -> Data)
    case remove
  }

  let store: CacheStore
  /// The wall clock: a persisted value's age spans launches, which the cache's clock does not.
  let now: @Sendable () -> Date
  /// Reports what happened to a key's persisted value.
  var report: (String, PersistenceEvent) -> Void = { _, _ in }
  /// The handlers of `LoaderCache.observePersistence(_:)`, called with every event recorded.
  var observers: [(String, PersistenceEvent) -> Void] = []

  /// The frames read by the last restore that no entry took yet, by persistence key.
  private var restored: [String: PersistedFrame] = [:]
  /// The keys written or removed since the cache was created: a restore that ends later must
  /// not bring their older bytes back.
  private var touched: Set<String> = []
  /// The keys whose value the store holds, as far as this cache knows: those the last restore
  /// read whole, and those saved since, less those removed. Keys only, never bytes.
  private var held: Set<String> = []
  private var pending: [String: Operation] = [:]
  /// The reads waiting for the store, by key, each with the entries' handlers of its frame.
  private var reads: [String: [(PersistedFrame) -> Void]] = [:]
  private var drain: Task<Void, Never>?
  /// Whether a frame read back is being applied to its entry: the value shown is the one
  /// stored, so the transition it causes saves nothing.
  private(set) var isApplyingRead = false

  /// How many writes were asked for, and how many reached the store (for the benchmark).
  private(set) var requestedWrites = 0
  private(set) var performedWrites = 0

  init(store: CacheStore, now: @escaping @Sendable () -> Date) {
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
      held.insert(key)
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

  /// Reads a key's frame back from the store, off the main actor, for an entry made again
  /// after its value left memory; `handler` gets it on the main actor, unless the read fails
  /// (reported), the frame is damaged (reported and removed), or the value is removed
  /// meanwhile.
  ///
  /// - Returns: Whether a read was started: `false` when the store holds nothing for the key
  ///   (nothing was restored or saved for it, or it was removed), and nothing will be read.
  func read(_ key: String, then handler: @escaping (PersistedFrame) -> Void) -> Bool {
    guard willHold(key) else { return false }
    reads[key, default: []].append(handler)
    startDraining()
    return true
  }

  /// Whether the store holds a key's value, or will once the pending writes are done.
  private func willHold(_ key: String) -> Bool {
    switch pending[key] {
    case .save: true
    case .remove: false
    case nil: held.contains(key)
    }
  }

  /// Hands a frame read back to its entries' handlers, as one that restores the value.
  private func deliver(_ frame: PersistedFrame, to handlers: [(PersistedFrame) -> Void]) {
    isApplyingRead = true
    defer { isApplyingRead = false }
    for handler in handlers { handler(frame) }
  }

  @concurrent
  private static func readAll(
    from store: CacheStore
  ) async -> (frames: [String: PersistedFrame], problems: [(String, PersistenceEvent)]) {
    let keys: [String]
    do {
      keys = try await store.keys()
    } catch {
      return ([:], [("", .readFailed(String(describing: error)))])
    }
    return await read(keys.sorted(), from: store)
  }

  // MARK: Writing

  /// Schedules a write of a key, or its removal, replacing the one pending.
  func schedule(_ operation: Operation, for key: String) {
    if case .save = operation { requestedWrites += 1 }
    pending[key] = operation
    touched.insert(key)
    restored[key] = nil
    startDraining()
  }

  private func startDraining() {
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
    reads.removeAll()
    held.removeAll()
    await flush()
    do {
      try await Self.removeAll(from: store)
    } catch {
      report("", .removeFailed(String(describing: error)))
    }
  }

  private func drainPending() async {
    while !pending.isEmpty || !reads.isEmpty {
      if !pending.isEmpty {
        let batch = pending.sorted { $0.key < $1.key }
        pending.removeAll()
        let (outcomes, problems) = await Self.perform(batch, on: store)
        for (key, isHeld) in outcomes {
          performedWrites += isHeld ? 1 : 0
          if isHeld { held.insert(key) } else { held.remove(key) }
        }
        for (key, event) in problems { report(key, event) }
      } else {
        let keys = reads.keys.sorted()
        let (frames, problems) = await Self.read(keys, from: store)
        for key in keys {
          // Dropped when the value was removed during the read, or a removal is pending.
          guard let handlers = reads.removeValue(forKey: key), willHold(key) else { continue }
          if let frame = frames[key] { deliver(frame, to: handlers) }
        }
        for (key, event) in problems {
          report(key, event)
          if case .damaged = event, pending[key] == nil { schedule(.remove, for: key) }
        }
      }
    }
    drain = nil
  }

  @concurrent
  private static func read(
    _ keys: [String], from store: CacheStore
  ) async -> (frames: [String: PersistedFrame], problems: [(String, PersistenceEvent)]) {
    var frames: [String: PersistedFrame] = [:]
    var problems: [(String, PersistenceEvent)] = []
    for key in keys {
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

  @concurrent
  private static func perform(
    _ batch: [(key: String, value: Operation)], on store: CacheStore
  ) async -> (outcomes: [(key: String, isHeld: Bool)], problems: [(String, PersistenceEvent)]) {
    // For each key whose call succeeded: whether the store now holds its value.
    var outcomes: [(key: String, isHeld: Bool)] = []
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
          outcomes.append((key, true))
        } catch {
          problems.append((key, .writeFailed(String(describing: error))))
        }
      case .remove:
        do {
          try await store.remove(key)
          outcomes.append((key, false))
        } catch {
          problems.append((key, .removeFailed(String(describing: error))))
        }
      }
    }
    return (outcomes, problems)
  }

  @concurrent
  private static func removeAll(from store: CacheStore) async throws {
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
