import AsyncState
import AsyncStateTesting
import Foundation

/// A note, the value the persistence tests save.
struct Note: Codable, Hashable, Sendable {
  var text: String
}

/// A row of the persisted feed.
struct FeedRow: Codable, Hashable, Identifiable, Sendable {
  let id: Int
}

/// A persistent data query: the key is the id; the fetch answers with the fixture's notes.
struct NoteQuery: DataQuery, CustomStringConvertible {
  let id: Int
  var version = 1
  var maxAge: Duration?
  let fetcher: ControlledFetch<Int, Note, LoadFailure>

  var persistence: QueryPersistence<Self>? {
    .init(key: "note-\(id)", version: version, maxAge: maxAge)
  }

  func fetch() async throws(LoadFailure) -> Note {
    try await fetcher.fetch(id)
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
  var description: String { "NoteQuery(\(id))" }
}

/// The same key as a ``NoteQuery``, in memory only.
struct MemoryNoteQuery: DataQuery {
  let id: Int
  func fetch() async throws(LoadFailure) -> Note { Note(text: "memory \(id)") }
}

/// A persistent paging query: pages of two rows, cursors 1, 2, … up to `lastPage`.
struct FeedQuery: PagingQuery {
  let fetcher: ControlledFetch<Int?, Page<FeedRow, Int>, LoadFailure>
  /// How many first pages are saved; every page when `nil`.
  var firstPages: Int?
  /// How many pages the loader keeps; every page when `nil`.
  var maxPages: Int?
  /// Where the list opens; its first page when `nil`.
  var startCursor: Int?

  var persistence: QueryPersistence<Self>? { .init(key: "feed", firstPages: firstPages) }

  func fetchPage(after cursor: Int?) async throws(LoadFailure) -> Page<FeedRow, Int> {
    try await fetcher.fetch(cursor)
  }

  static func == (lhs: Self, rhs: Self) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}

/// A store in memory that fails on command and counts its calls.
actor ScriptedStore: StoreActor {
  enum Call: Hashable, Sendable {
    case keys
    case read(String)
    case save(String)
    case remove(String)
    case removeAll
  }

  struct Failure: Error, CustomStringConvertible {
    let call: Call
    var description: String { "injected failure of \(call)" }
  }

  private(set) var storage: [String: Data] = [:]
  private(set) var saves = 0
  /// The calls that throw until the test heals them.
  private var failing: Set<Call> = []

  func fail(_ call: Call) { failing.insert(call) }
  func heal(_ call: Call) { failing.remove(call) }
  func put(_ data: Data, for key: String) { storage[key] = data }

  func keys() throws -> [String] {
    if failing.contains(.keys) { throw Failure(call: .keys) }
    return Array(storage.keys)
  }

  func data(for key: String) throws -> Data {
    if failing.contains(.read(key)) { throw Failure(call: .read(key)) }
    guard let data = storage[key] else { throw CocoaError(.fileNoSuchFile) }
    return data
  }

  func save(_ data: Data, for key: String) throws {
    if failing.contains(.save(key)) { throw Failure(call: .save(key)) }
    saves += 1
    storage[key] = data
  }

  func remove(_ key: String) throws {
    if failing.contains(.remove(key)) { throw Failure(call: .remove(key)) }
    storage[key] = nil
  }

  func removeAll() throws {
    if failing.contains(.removeAll) { throw Failure(call: .removeAll) }
    storage.removeAll()
  }
}

/// One "launch" of an app: a cache over a store, on its own manual clock, dated by a wall
/// clock the launches share.
@MainActor
struct Launch {
  let clock = ManualClock()
  let cache: LoaderCache
  /// Everything the cache reported about persisted values, in order.
  let events: PersistenceEventLog

  init(
    store: CacheStore, wall: ManualClock, staleAfter: Duration? = .seconds(60),
    maxEntries: Int = 100
  ) {
    cache = LoaderCache(
      configuration: CacheConfiguration(
        staleAfter: staleAfter, maxEntries: maxEntries, clock: clock),
      store: store, now: { Date(wall: wall) })
    events = PersistenceEventLog(cache)
  }

  init(
    store: some StoreActor, wall: ManualClock, staleAfter: Duration? = .seconds(60),
    maxEntries: Int = 100
  ) {
    self.init(
      store: store.cacheStore, wall: wall, staleAfter: staleAfter, maxEntries: maxEntries)
  }
}

/// A test's store: an actor with a ``CacheStore``'s five calls, which the cache calls through
/// ``cacheStore``.
protocol StoreActor: Actor {
  func keys() async throws -> [String]
  func data(for key: String) async throws -> Data
  func save(_ data: Data, for key: String) async throws
  func remove(_ key: String) async throws
  func removeAll() async throws
}

extension StoreActor {
  /// The cache's view of this store.
  nonisolated var cacheStore: CacheStore {
    CacheStore(
      keys: { try await self.keys() }, data: { try await self.data(for: $0) },
      save: { try await self.save($0, for: $1) }, remove: { try await self.remove($0) },
      removeAll: { try await self.removeAll() })
  }
}

extension Date {
  /// The wall clock of the tests: a fixed date plus a manual clock's time.
  init(wall: ManualClock) {
    let (seconds, attoseconds) = wall.elapsed.components
    self.init(timeIntervalSince1970: 1_700_000_000 + Double(seconds) + Double(attoseconds) / 1e18)
  }
}

/// The persistence activity of a cache, from its creation on, read in order.
@MainActor
final class PersistenceEventLog {
  private var iterator: AsyncStream<CacheActivity>.Iterator

  init(_ cache: LoaderCache) {
    iterator = cache.activity().makeAsyncIterator()
  }

  /// The next persistence activity, as `key: event`, skipping other activity; `nil` once the
  /// cache is gone.
  func next() async -> String? {
    var iterator = self.iterator
    defer { self.iterator = iterator }
    while let activity = await iterator.next(isolation: MainActor.shared) {
      if case .persistence(let key, let event) = activity { return "\(key): \(event)" }
    }
    return nil
  }
}

/// A directory of its own for a test, removed by ``remove()``.
struct TemporaryDirectory {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("asyncstate-tests-\(UUID().uuidString)")

  /// The file a ``FileCacheStore`` over this directory keeps a key in: the key's UTF-8 bytes
  /// in hexadecimal, `.asc`.
  func file(for key: String) -> URL {
    let name = key.utf8.map { byte in
      let digits = String(byte, radix: 16)
      return byte < 16 ? "0" + digits : digits
    }.joined()
    return url.appendingPathComponent("\(name).asc")
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}

/// A store whose reads wait until the test opens them: a read that lands after a load.
actor HeldReadStore: StoreActor {
  let base: ScriptedStore
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var readWaiters: [CheckedContinuation<Void, Never>] = []

  init(_ base: ScriptedStore) {
    self.base = base
  }

  /// Lets every read through, those waiting included.
  func open() {
    isOpen = true
    waiting.forEach { $0.resume() }
    waiting.removeAll()
  }

  /// Returns once a read waits for ``open()``.
  func waitForRead() async {
    guard waiting.isEmpty else { return }
    await withCheckedContinuation { readWaiters.append($0) }
  }

  func keys() async throws -> [String] { try await base.keys() }

  func data(for key: String) async throws -> Data {
    if !isOpen {
      await withCheckedContinuation { continuation in
        waiting.append(continuation)
        readWaiters.forEach { $0.resume() }
        readWaiters.removeAll()
      }
    }
    return try await base.data(for: key)
  }

  func save(_ data: Data, for key: String) async throws { try await base.save(data, for: key) }
  func remove(_ key: String) async throws { try await base.remove(key) }
  func removeAll() async throws { try await base.removeAll() }
}
