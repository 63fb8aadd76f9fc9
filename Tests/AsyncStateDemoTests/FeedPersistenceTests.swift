import AsyncState
import AsyncStateTesting
import Foundation
import Testing

@testable import AsyncStateDemo

/// `--persist DIR`: one run saves the feed, the next shows it on its first frame with its age
/// and refreshes it; a damaged file is a one-line warning, and the feed loads as usual.
@MainActor
@Suite struct FeedPersistenceTests {
  /// When the first run loaded the feed, on the wall clock the saved pages are dated by.
  static let firstRun = Date(timeIntervalSince1970: 1_800_000_000)

  /// Creates a temporary directory, runs `body` with it, and removes it. A test that starts a
  /// run closes its persistence first: a save after the removal would make the directory again.
  func withDirectory(_ body: (URL) async throws -> Void) async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("FeedPersistenceTests-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await body(directory)
  }

  /// The first run: loads two pages and saves them. Returns the posts.
  func firstRun(in directory: URL) async throws -> [Post] {
    let (persistence, session) = await persistedRun(in: directory, at: Self.firstRun)
    #expect(session.restoredAge == nil)
    await session.perform(.load)
    await session.perform(.more)
    await persistence.close()
    #expect(try files(in: directory).count == 1)
    return try #require(session.loader.state.value)
  }

  func files(in directory: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
  }

  @Test func aFirstRunSavesTheFeed() async throws {
    try await withDirectory { directory in
      #expect(!FileManager.default.fileExists(atPath: directory.path))
      let posts = try await firstRun(in: directory)
      #expect(posts.map(\.id) == Array(1...20))
      let file = try #require(try files(in: directory).first)
      #expect(file.pathExtension == "asc")
      #expect(try Data(contentsOf: file).count > 0)
    }
  }

  @Test func theNextRunShowsTheFeedOnItsFirstFrameWithItsAgeThenRefreshesIt() async throws {
    try await withDirectory { directory in
      let posts = try await firstRun(in: directory)
      let (persistence, session) = await persistedRun(
        in: directory, at: Self.firstRun.addingTimeInterval(150))
      // The first frame, before any load: the posts, no spinner, marked with their age.
      #expect(session.restoredAge == .seconds(150))
      for usesGates in [true, false] {
        let screen = session.screen(usesGates: usesGates)
        #expect(screen.main == .posts(posts))
        #expect(screen.restoredAge == .seconds(150))
        #expect(screen.footer == .loadMore)
      }
      #expect(!session.presentation.showsBlockingSpinner)
      let renderer = ScreenRenderer(width: 80, height: 8)
      let title = try #require(
        renderer.plainText(for: session.screen(usesGates: false)).split(separator: "\n").first)
      #expect(title == " AsyncState demo · simulated feed (seed 1) · restored, 2m old")

      var transitions: [String] = []
      session.onEvent = { event in
        if case .transition(let state) = event { transitions.append("\(state)") }
      }
      await session.perform(.load)
      #expect(transitions == ["refreshing([20 items])", "success([10 items])"])
      #expect(session.restoredAge == nil)
      #expect(session.screen(usesGates: false).restoredAge == nil)
      let refreshed = renderer.plainText(for: session.screen(usesGates: false))
      #expect(!refreshed.contains("restored"))
      await persistence.close()
      #expect(persistence.warnings.isEmpty)
    }
  }

  @Test func aRestoredFeedStaysMarkedWhileItsRefreshFails() async throws {
    try await withDirectory { directory in
      _ = try await firstRun(in: directory)
      let (persistence, session) = await persistedRun(
        in: directory, at: Self.firstRun.addingTimeInterval(7_200))
      session.failures.toggle()
      await session.perform(.load)
      #expect(session.loader.state.value?.count == 20)
      #expect(session.banners.current != nil)
      #expect(session.screen(usesGates: false).restoredAge == .seconds(7_200))
      let text = ScreenRenderer(width: 80, height: 8).plainText(
        for: session.screen(usesGates: false))
      #expect(text.contains("restored, 2h old"))
      await persistence.close()
    }
  }

  @Test func theNextPageFollowsTheRestoredCursor() async throws {
    try await withDirectory { directory in
      let posts = try await firstRun(in: directory)
      let (persistence, session) = await persistedRun(
        in: directory, at: Self.firstRun.addingTimeInterval(30))
      await session.perform(.more)
      #expect(session.loader.state.value?.map(\.id) == posts.map(\.id) + Array(21...30))
      #expect(session.loader.state.isEndReached)
      // A page appended to old pages leaves them old: still marked.
      #expect(session.screen(usesGates: false).restoredAge == .seconds(30))
      await persistence.close()
    }
  }

  @Test(arguments: [Data("not a cache file".utf8), Data()])
  func aDamagedFileIsOneWarningAndTheFeedLoads(contents: Data) async throws {
    try await withDirectory { directory in
      _ = try await firstRun(in: directory)
      let file = try #require(try files(in: directory).first)
      try contents.write(to: file)
      let (warnings, continuation) = AsyncStream.makeStream(of: String.self)
      let (persistence, session) = await persistedRun(
        in: directory, at: Self.firstRun.addingTimeInterval(60)
      ) { continuation.yield($0) }
      var iterator = warnings.makeAsyncIterator()
      let warning = try #require(await iterator.next())
      #expect(
        warning.hasPrefix(
          "warning: --persist \(directory.path): a saved file was ignored (feed-"))
      #expect(warning.contains("discarded: damaged"))
      #expect(warning.hasSuffix("the feed loads as usual"))
      #expect(!warning.contains("\n"))
      // Nothing restored: the feed loads as in a run without the directory.
      #expect(session.restoredAge == nil)
      #expect(session.screen(usesGates: false).main == .idle)
      await session.perform(.load)
      #expect(session.loader.state.value?.map(\.id) == Array(1...10))
      await persistence.close()
      #expect(persistence.warnings == [warning])
      // The damaged file was replaced by the new pages.
      let saved = try Data(contentsOf: file)
      #expect(saved != contents && !saved.isEmpty)
    }
  }

  @Test func aHandlerSetLaterIsGivenTheWarningsSoFar() async throws {
    try await withDirectory { directory in
      _ = try await firstRun(in: directory)
      try Data("garbage".utf8).write(to: try #require(try files(in: directory).first))
      let (warnings, continuation) = AsyncStream.makeStream(of: String.self)
      let (persistence, _) = await persistedRun(in: directory, at: Self.firstRun) {
        continuation.yield($0)
      }
      var iterator = warnings.makeAsyncIterator()
      let warning = try #require(await iterator.next())
      var replayed: [String] = []
      persistence.onWarning = { replayed.append($0) }
      #expect(replayed == [warning])
      await persistence.close()
    }
  }

  @Test func theKeyIsTheSameOnEveryRunAndDiffersByFeedAndFilter() throws {
    let feed = try #require(FeedQuery(source: SimulatedFeed(.init())).persistence)
    #expect(feed.key == "feed-93b1825535c11c9c")
    #expect(feed.version == 1)
    let keys: Set = [
      feed.key,
      try #require(FeedQuery(source: SimulatedFeed(.init()), filter: "cursor").persistence).key,
      try #require(FeedQuery(source: SimulatedFeed(.init(seed: 7))).persistence).key,
    ]
    #expect(keys.count == 3)
  }

  @Test(arguments: [
    (Duration.zero, "0s"), (.seconds(59), "59s"), (.seconds(150), "2m"), (.seconds(7_200), "2h"),
    (.seconds(3 * 86_400 + 5), "3d"),
  ])
  func agesReadInTheirLargestUnit(age: Duration, text: String) {
    #expect(ScreenRenderer.ageText(age) == text)
  }

  @Test func aWriteThatFailsInTheLastFlushIsAWarningWhenCloseReturns() async throws {
    try await withDirectory { directory in
      // A file where the directory should be: nothing can be saved there.
      try Data("not a directory".utf8).write(to: directory)
      var handled: [String] = []
      let (persistence, session) = await persistedRun(in: directory, at: Self.firstRun) {
        handled.append($0)
      }
      await session.perform(.load)
      await persistence.close()
      // Within `close()`, with no later turn of the main actor: what the demo prints as it
      // exits.
      let failures = persistence.warnings.filter { $0.contains("could not save (feed-") }
      #expect(failures.count == 1)
      #expect(failures.first?.hasSuffix("the feed goes on in memory") == true)
      #expect(handled == persistence.warnings)
      #expect(session.loader.state.value?.count == 10)
    }
  }

  @Test func aWriteThatFailsIsAWarningAndTheFeedGoesOn() {
    let line = FeedPersistence.warning(
      key: "feed-1", .writeFailed("Read-only file system\nmore"),
      directory: URL(fileURLWithPath: "/tmp/feed"))
    #expect(
      line
        == "warning: --persist /tmp/feed: could not save (feed-1: write failed: Read-only file "
        + "system more); the feed goes on in memory")
  }
}

/// One run of the demo over `directory`, its wall clock at `now`: the persistence, restored,
/// and a session over its cache — a launch of `--persist DIR`, as the persistence and the
/// inspector tests make them.
@MainActor
func persistedRun(
  in directory: URL, at now: Date, onWarning: (@MainActor (String) -> Void)? = nil
) async -> (FeedPersistence, FeedSession) {
  let persistence = FeedPersistence(directory: directory, clock: ManualClock(), now: { now })
  persistence.onWarning = onWarning
  await persistence.restore()
  let failures = FailureInjection()
  let session = FeedSession(
    source: SimulatedFeed(.init(pages: 3, pageSize: 10), failures: failures),
    failures: failures, loadsMoreNearEnd: false, clock: ManualClock(),
    cache: persistence.cache)
  return (persistence, session)
}
