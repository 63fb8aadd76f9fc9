import AsyncState
import Foundation

/// Persistence (issue 26): how long a relaunch takes to show saved values, and how many
/// writes a burst of updates makes.
///
/// - Hydration of many keys: a cache saved `keys` values; a new cache restores them and a
///   screen asks for each key's loader, reading its first frame. The baseline decodes the same
///   values with a plain `JSONDecoder`, one by one.
/// - Hydration of a long list: a paging query saved `items` items; a new cache restores it
///   and a screen reads the list's first frame. The baseline decodes the same array.
/// - The first page of a long list: the same list in pages of 100, saved with
///   `QueryPersistence.firstPages` 1, against saved whole; a new cache restores it and a
///   screen reads its first frame.
/// - A burst of 1,000 updates of one key: the cache coalesces them; the baseline encodes and
///   saves after each update, as a hand-written `Codable` cache does.
///
/// The store keeps bytes in memory, so the rows measure the cache, not the disk.
struct PersistenceWorkload: Workload {
  let name = "persistence"

  func run(into report: Report) async {
    let (keys, items) = report.scale.isFull ? (1_000, 10_000) : (100, 1_000)

    // Many keys.
    let postsStore = BytesStore()
    let writer = LoaderCache(configuration: .init(maxEntries: keys), store: postsStore.cacheStore)
    for id in 0..<keys {
      writer.setValue(SavedPost(id: id), for: SavedPostQuery(id: id))
    }
    await writer.flushPersistence()
    let (keysTime, shown) = await Stopwatch.time {
      let reader = LoaderCache(configuration: .init(maxEntries: keys), store: postsStore.cacheStore)
      await reader.restore()
      return (0..<keys).count { reader.loader(for: SavedPostQuery(id: $0)).state.isSuccess }
    }
    // The baseline: the same values, decoded one by one by a decoder made once, untimed.
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    let payloads = (0..<keys).map { id in encoded(SavedPost(id: id), encoder) }
    let (keysBaseline, decoded) = await Stopwatch.time {
      payloads.count { (try? decoder.decode(SavedPost.self, from: $0)) != nil }
    }

    // A long list.
    let feedStore = BytesStore()
    let feedWriter = LoaderCache(store: feedStore.cacheStore)
    let feed = SavedFeedQuery(count: items)
    await feedWriter.loader(for: feed).load()
    await feedWriter.flushPersistence()
    let (feedTime, restoredItems) = await Stopwatch.time {
      let feedReader = LoaderCache(store: feedStore.cacheStore)
      await feedReader.restore()
      return feedReader.loader(for: feed).state.value?.count ?? 0
    }
    let list = encoded((0..<items).map { SavedPost(id: $0) }, encoder)
    let (feedBaseline, decodedItems) = await Stopwatch.time {
      (try? decoder.decode([SavedPost].self, from: list))?.count ?? 0
    }

    // The first page of a long list, against every page.
    let (firstTime, firstItems) = await pagedHydration(items: items, firstPages: 1)
    let (allTime, allItems) = await pagedHydration(items: items, firstPages: nil)

    // A burst of updates.
    let updates = 1_000
    let savesBefore = await postsStore.saves
    let burstTime = await Stopwatch.nanoseconds {
      for round in 0..<updates {
        writer.setValue(SavedPost(id: 0, title: "edit \(round)"), for: SavedPostQuery(id: 0))
      }
      await writer.flushPersistence()
    }
    let burstWrites = await postsStore.saves - savesBefore
    let baselineStore = BytesStore()
    let burstBaseline = await Stopwatch.nanoseconds {
      for round in 0..<updates {
        let bytes = encoded(SavedPost(id: 0, title: "edit \(round)"), encoder)
        await baselineStore.save(bytes, for: "post-0")
      }
    }
    let baselineWrites = await baselineStore.saves

    report.addCount(
      name, "\(keys) restored keys: first frames showing the value", shown, baseline: decoded,
      exactly: keys)
    report.addTimeRatio(
      name, "restore + first frame of \(keys) keys vs JSONDecoder of each", library: keysTime,
      baseline: keysBaseline)
    report.addCount(
      name, "\(items)-item list restored: items on its first frame", restoredItems,
      baseline: decodedItems, exactly: items)
    report.addTimeRatio(
      name, "restore + first frame of a \(items)-item list vs JSONDecoder of the array",
      library: feedTime, baseline: feedBaseline)
    report.addCount(
      name, "\(items)-item list saved with firstPages 1: items on its first frame", firstItems,
      baseline: allItems, exactly: SavedPagedFeedQuery.pageSize)
    report.addTimeRatio(
      name, "restore + first frame of a \(items)-item list, first page saved vs every page",
      library: firstTime, baseline: allTime)
    report.addCount(
      name, "\(updates) rapid updates of one key: writes", burstWrites, baseline: baselineWrites,
      exactly: 1)
    report.addTimeRatio(
      name, "\(updates) rapid updates, saved, vs encode + save after each", library: burstTime,
      baseline: burstBaseline)
    report.note(
      name,
      "a store of bytes in memory (the disk is not measured); hydration timed from a new "
        + "cache's restore() to the last first frame read; the update burst is \(updates) "
        + "setValue calls in one main-actor turn, then flushPersistence()")
  }
}

/// Loads a list of `items` posts page by page into a cache that saves its first `firstPages`
/// (every page when `nil`), then times a new cache's restore and the list's first frame.
///
/// - Returns: The time in nanoseconds, and how many items the first frame shows.
@MainActor
private func pagedHydration(items: Int, firstPages: Int?) async -> (time: Double, items: Int) {
  let store = BytesStore()
  let query = SavedPagedFeedQuery(count: items, firstPages: firstPages)
  let writer = LoaderCache(store: store.cacheStore)
  let feed = writer.loader(for: query)
  await feed.load()
  while feed.state.canLoadMore {
    await feed.loadMore()
  }
  await writer.flushPersistence()
  let (time, shown) = await Stopwatch.time {
    let reader = LoaderCache(store: store.cacheStore)
    await reader.restore()
    return reader.loader(for: query).state.value?.count ?? 0
  }
  return (time, shown)
}

/// A value's JSON; encoding cannot fail for the workload's values.
private func encoded(_ value: some Encodable, _ encoder: JSONEncoder) -> Data {
  (try? encoder.encode(value)) ?? Data()
}

/// A post as the persistence workload saves it.
nonisolated struct SavedPost: Codable, Sendable, Identifiable {
  let id: Int
  var title = "A post title of ordinary length"
  var likes = 42

  init(id: Int, title: String = "A post title of ordinary length") {
    self.id = id
    self.title = title
  }
}

/// A persistent query of one post.
nonisolated struct SavedPostQuery: DataQuery {
  let id: Int
  var persistence: QueryPersistence<Self>? { QueryPersistence(key: "post-\(id)") }
  func fetch() async throws -> SavedPost { SavedPost(id: id) }
}

/// A persistent list of `count` posts, in one page.
nonisolated struct SavedFeedQuery: PagingQuery {
  let count: Int
  var persistence: QueryPersistence<Self>? { QueryPersistence(key: "feed") }
  func fetchPage(after cursor: Int?) async throws -> Page<SavedPost, Int> {
    Page(items: (0..<count).map { SavedPost(id: $0) }, next: nil)
  }
}

/// A persistent list of `count` posts in pages of ``pageSize``, saving its first `firstPages`.
nonisolated struct SavedPagedFeedQuery: PagingQuery {
  static let pageSize = 100
  let count: Int
  let firstPages: Int?
  var persistence: QueryPersistence<Self>? {
    QueryPersistence(key: "paged", firstPages: firstPages)
  }
  func fetchPage(after cursor: Int?) async throws -> Page<SavedPost, Int> {
    let start = cursor ?? 0
    let end = min(start + Self.pageSize, count)
    return Page(items: (start..<end).map { SavedPost(id: $0) }, next: end < count ? end : nil)
  }
}

/// A store of bytes in memory that counts its saves.
actor BytesStore {
  private var storage: [String: Data] = [:]
  private(set) var saves = 0

  /// The cache's view of this store.
  nonisolated var cacheStore: CacheStore {
    CacheStore(
      keys: { await self.keys() }, data: { try await self.data(for: $0) },
      save: { await self.save($0, for: $1) }, remove: { await self.remove($0) },
      removeAll: { await self.removeAll() })
  }

  func keys() -> [String] { Array(storage.keys) }
  func data(for key: String) throws -> Data {
    guard let data = storage[key] else { throw CocoaError(.fileNoSuchFile) }
    return data
  }
  func save(_ data: Data, for key: String) {
    saves += 1
    storage[key] = data
  }
  func remove(_ key: String) { storage[key] = nil }
  func removeAll() { storage.removeAll() }
}
