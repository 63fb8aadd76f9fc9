import AsyncState
import Testing

/// Where a fetch runs, as `DataLoader`'s "Where the fetch runs" says: a closure, or a function
/// declared `@concurrent`, off the main actor, whatever creates the loader; a
/// `nonisolated(nonsending)` function passed by name from the main actor, on the main actor.
///
/// This module, like an Xcode 26 app, builds with `NonisolatedNonsendingByDefault`, so
/// ``Client/user()`` is `nonisolated(nonsending)`. The last test pins what Swift 6.3 does with
/// such a function converted to the loader's `@concurrent` fetch: it keeps the isolation of
/// the code that converts it. If that test fails, the compiler changed, and so must the docs.
@MainActor
@Suite struct FetchIsolationTests {
  /// An API client whose methods record whether they ran on the main queue (the main actor's
  /// executor).
  final class Client: Sendable {
    private let calls = Locked<[Bool]>([])

    /// For each call so far, whether it ran on the main queue.
    var onMainQueue: [Bool] { calls.withLock { $0 } }

    func user() async -> Int {
      recordWhereThisRuns()
      return 1
    }

    func userNumber(_ number: Int) async -> Int {
      recordWhereThisRuns()
      return number
    }

    @concurrent func concurrentUser() async -> Int {
      recordWhereThisRuns()
      return 1
    }

    /// Synchronous, so it runs where the method calling it runs.
    private func recordWhereThisRuns() {
      calls.withLock { $0.append(MainQueueMarker.isOnMainQueue) }
    }
  }

  let client = Client()

  init() {
    MainQueueMarker.install()
  }

  /// The marker itself tells: this test runs on the main actor.
  @Test func theMarkerSeesTheMainActor() {
    #expect(MainQueueMarker.isOnMainQueue)
  }

  @Test func aClosureRunsOffTheMainActor() async {
    let client = client
    await DataLoader<Int, Never>(fetch: { await client.user() }).load()
    #expect(client.onMainQueue == [false])
  }

  @Test func aConcurrentFunctionPassedByNameRunsOffTheMainActor() async {
    await DataLoader<Int, Never>(fetch: client.concurrentUser).load()
    #expect(client.onMainQueue == [false])
  }

  @Test func aNonsendingFunctionPassedByNameFromTheMainActorRunsOnIt() async {
    await DataLoader<Int, Never>(fetch: client.user).load()
    #expect(client.onMainQueue == [true])
  }

  @Test func pageFetchClosuresRunOffTheMainActor() async {
    let client = client
    let loader = PagingLoader<Row, Never>(
      pageSize: 1, fetchFirst: { [Row(id: await client.user())] },
      fetchMore: { last in [Row(id: last.id + (await client.user()))] })
    await loader.load()
    await loader.loadMore()
    #expect(loader.state.value?.map(\.id) == [1, 2])
    #expect(client.onMainQueue == [false, false])
  }

  /// An action follows the loaders' rules: its closure runs off the main actor, a
  /// `nonisolated(nonsending)` function passed by name from the main actor on it.
  @Test func anActionFollowsTheSameRules() async {
    let client = client
    _ = await ActionRunner<Int, Int, Never>(perform: { _ in await client.user() }).run(1)
    _ = await ActionRunner<Int, Int, Never>(perform: client.userNumber).run(1)
    #expect(client.onMainQueue == [false, true])
  }

  /// A query's `fetch()` is a `@concurrent` requirement: the conformance's witness runs off
  /// the main actor, though written as a plain (here `nonisolated(nonsending)`) method.
  @Test func aQueryFetchRunsOffTheMainActor() async {
    let cache = LoaderCache()
    await cache.loader(for: UserQuery(client: client)).load()
    #expect(client.onMainQueue == [false])
  }

  struct UserQuery: DataQuery {
    let client: Client

    func fetch() async -> Int {
      await client.user()
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.client === rhs.client }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(client)) }
  }

  struct Row: Identifiable, Sendable {
    let id: Int
  }
}
