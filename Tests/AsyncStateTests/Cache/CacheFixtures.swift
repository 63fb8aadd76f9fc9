import AsyncState
import AsyncStateTesting

/// A profile, the value the cache tests load.
struct Profile: Hashable, Sendable, CustomStringConvertible {
  var name: String
  var likes = 0

  var description: String { likes == 0 ? name : "\(name)♥\(likes)" }
}

/// The fetch behind every ``ProfileQuery`` of a test: the argument is the profile's id.
typealias ProfileFetch = ControlledFetch<Int, Profile, LoadFailure>

/// A data query for the cache tests: the key is the id; the fetch is the test's gate.
struct ProfileQuery: DataQuery, CustomStringConvertible {
  let id: Int
  var staleness: Staleness = .cacheDefault
  let fetcher: ProfileFetch

  func fetch() async throws(LoadFailure) -> Profile {
    try await fetcher.fetch(id)
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
  var description: String { "ProfileQuery(id: \(id))" }
}

/// The fetch behind every ``TimelineQuery`` of a test: the argument is the cursor.
typealias TimelineFetch = ControlledFetch<Int?, Page<Post, Int>, LoadFailure>

/// A paging query for the cache tests: the key is the topic.
struct TimelineQuery: PagingQuery, CustomStringConvertible {
  let topic: String
  let fetcher: TimelineFetch

  func fetchPage(after cursor: Int?) async throws(LoadFailure) -> Page<Post, Int> {
    try await fetcher.fetch(cursor)
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.topic == rhs.topic }
  func hash(into hasher: inout Hasher) { hasher.combine(topic) }
  var description: String { "TimelineQuery(\(topic))" }
}

/// A cache on a manual clock, and the gated fetches of its queries.
@MainActor
struct CacheFixture {
  let clock = ManualClock()
  let profiles = ProfileFetch()
  let timeline = TimelineFetch()
  let cache: LoaderCache

  init(
    staleAfter: Duration? = nil, unusedLifetime: Duration? = .seconds(300),
    maxEntries: Int = 100, retry: RetryPolicy = .never, timeout: Duration? = nil
  ) {
    cache = LoaderCache(
      configuration: CacheConfiguration(
        staleAfter: staleAfter, unusedLifetime: unusedLifetime, maxEntries: maxEntries,
        retry: retry, timeout: timeout, clock: clock))
  }

  /// The query of profile `id`.
  func profile(_ id: Int, staleness: Staleness = .cacheDefault) -> ProfileQuery {
    ProfileQuery(id: id, staleness: staleness, fetcher: profiles)
  }

  /// The query of a topic's timeline.
  func timeline(_ topic: String) -> TimelineQuery {
    TimelineQuery(topic: topic, fetcher: timeline)
  }

  /// Loads profile `id` through a screen that is released afterwards, answering the fetch
  /// with `profile`.
  func loadProfile(_ id: Int, as profile: Profile) async throws {
    let screen = cache.loader(for: self.profile(id))
    let load = Task { await screen.load() }
    try await profiles.nextCall().succeed(with: profile)
    await load.value
  }

  /// The keys of the cache's entries, oldest first.
  var keys: [String] {
    cache.snapshot().map(\.key)
  }

  /// The entry of a key in a snapshot taken now.
  func entry(_ key: String) -> CacheEntrySnapshot? {
    cache.snapshot().first { $0.key == key }
  }
}

extension AsyncStream<CacheActivity>.Iterator {
  /// The next eviction in the stream, skipping other activity.
  mutating func nextEviction(
    isolation: isolated (any Actor)? = #isolation
  ) async -> (key: String, reason: EvictionReason)? {
    while let activity = await next(isolation: isolation) {
      if case .evicted(let key, let reason) = activity { return (key, reason) }
    }
    return nil
  }
}
