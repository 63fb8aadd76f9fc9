import AsyncState
import AsyncStateTesting
import Testing

/// Eviction against a reference model: random sequences of acquire, release, write and
/// advance, and after each step the entries the cache evicted and holds, and which are in
/// use, are exactly those of a plain model of the rules. The test calls the cache after each
/// step, so it notices a release when it happens.
@MainActor
@Suite struct LoaderCacheEvictionModelTests {
  /// The rules, written as plainly as possible.
  struct Model {
    struct Entry {
      var holders = 0
      /// When it became unused (or was last written while unused), and a tie-breaker.
      var unusedSince = Duration.zero
      var touch = 0
    }

    let maxEntries: Int
    let lifetime: Duration
    var now = Duration.zero
    var entries: [Int: Entry] = [:]
    private var touches = 0

    init(maxEntries: Int, lifetime: Duration) {
      self.maxEntries = maxEntries
      self.lifetime = lifetime
    }

    /// The unused entries, least recently used first.
    private var unused: [Int] {
      entries.filter { $0.value.holders == 0 }
        .sorted { ($0.value.unusedSince, $0.value.touch) < ($1.value.unusedSince, $1.value.touch) }
        .map(\.key)
    }

    private mutating func create(_ key: Int) -> [Int] {
      guard entries[key] == nil else { return [] }
      // A new entry is not unused yet: it is never the one evicted to make room for itself.
      var evicted: [Int] = []
      while entries.count + 1 > maxEntries, let oldest = unused.first {
        entries[oldest] = nil
        evicted.append(oldest)
      }
      entries[key] = Entry(holders: 1)
      return evicted
    }

    private mutating func markUnused(_ key: Int) -> [Int] {
      touches += 1
      entries[key]?.holders = 0
      entries[key]?.unusedSince = now
      entries[key]?.touch = touches
      var evicted: [Int] = []
      while entries.count > maxEntries, let oldest = unused.first {
        entries[oldest] = nil
        evicted.append(oldest)
      }
      return evicted
    }

    mutating func acquire(_ key: Int) -> [Int] {
      if entries[key] == nil { return create(key) }
      entries[key]?.holders += 1
      return []
    }

    mutating func release(_ key: Int) -> [Int] {
      entries[key]?.holders -= 1
      return entries[key]?.holders == 0 ? markUnused(key) : []
    }

    mutating func write(_ key: Int) -> [Int] {
      let isNew = entries[key] == nil
      var evicted = create(key)
      // Created by the write: unused from the start.
      if isNew { entries[key]?.holders = 0 }
      if entries[key]?.holders == 0 { evicted += markUnused(key) }
      return evicted
    }

    mutating func advance(by duration: Duration) -> [Int] {
      now += duration
      let expired = unused.filter { now - entries[$0]!.unusedSince >= lifetime }
      for key in expired { entries[key] = nil }
      return expired
    }
  }

  @Test(arguments: 1...12)
  func evictionFollowsTheModel(seed: Int) async throws {
    var random = SplitMix64(seed: UInt64(seed))
    let clock = ManualClock()
    let fetch = ProfileFetch()
    let cache = LoaderCache(
      configuration: .init(unusedLifetime: .seconds(10), maxEntries: 4, clock: clock))
    var model = Model(maxEntries: 4, lifetime: .seconds(10))
    var activity = cache.activity().makeAsyncIterator()
    var held: [Int: [DataLoader<Profile, LoadFailure>]] = [:]
    func query(_ key: Int) -> ProfileQuery { ProfileQuery(id: key, fetcher: fetch) }

    for step in 0..<150 {
      let key = random.below(8)
      let expected: [Int]
      let action: String
      switch random.below(10) {
      case 0..<3:
        action = "acquire \(key)"
        held[key, default: []].append(cache.loader(for: query(key)))
        expected = model.acquire(key)
      case 3..<6:
        guard let released = held.first(where: { !$0.value.isEmpty })?.key else { continue }
        action = "release \(released)"
        expected = model.release(released)
        held[released]?.removeLast()
      case 6..<8:
        action = "write \(key)"
        cache.setValue(Profile(name: "P\(key)"), for: query(key))
        expected = model.write(key)
      default:
        let seconds = 1 + random.below(6)
        action = "advance \(seconds)s"
        clock.advance(by: .seconds(seconds))
        expected = model.advance(by: .seconds(seconds))
      }
      // The cache notices released loaders at its next operation, such as this one.
      _ = cache.count
      // Time evictions happen when the cache's timer wakes: wait for as many as expected.
      var evicted: [Int] = []
      for _ in expected.indices {
        guard let eviction = await activity.nextEviction() else { break }
        evicted.append(Int(eviction.key.filter(\.isNumber)) ?? -1)
      }
      #expect(
        Set(evicted) == Set(expected), "seed \(seed), step \(step), \(action): evicted")
      let keys = Set(cache.snapshot().map { Int($0.key.filter(\.isNumber)) ?? -1 })
      #expect(keys == Set(model.entries.keys), "seed \(seed), step \(step), \(action)")
      let inUse = Set(cache.snapshot().filter(\.isInUse).map(\.key))
      let modelInUse = Set(model.entries.filter { $0.value.holders > 0 }.map { "\(query($0.key))" })
      #expect(inUse == modelInUse, "seed \(seed), step \(step), \(action): in use")
    }
  }
}
