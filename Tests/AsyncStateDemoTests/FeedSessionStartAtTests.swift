import AsyncState
import AsyncStateDemo
import AsyncStateTesting
import Testing

/// `--start-at N`: the simulated feed opens at post N, a header row above the posts loads the
/// page above when the selection nears the top, until the top of the feed.
///
/// The feed has 30 posts in pages of 10 and opens at post 15: its first page is posts
/// 15...24; above it come posts 5...14, then posts 1...4.
@MainActor
@Suite struct FeedSessionStartAtTests {
  let failures = FailureInjection()
  let session: FeedSession

  init() {
    session = FeedSession(
      source: SimulatedFeed(.init(pages: 3, pageSize: 10), failures: failures),
      failures: failures, clock: ManualClock(),
      startCursor: SimulatedFeed.cursor(startingAt: 15))
    session.visibleRows = 5
  }

  var ids: [Int] { session.loader.state.value?.map(\.id) ?? [] }

  @Test func theFeedOpensAtThePostWithAHeaderRowAbove() async {
    await session.perform(.load)
    #expect(ids == Array(15...24))
    #expect(session.loader.previousPages == .available)
    let screen = session.screen(usesGates: false)
    #expect(screen.header == .loadMore)
    let lines = ScreenRenderer(width: 80, height: 10).plainText(for: screen)
      .split(separator: "\n").map(String.init)
    // The title, the rule, then the header row and the posts from #15.
    #expect(lines[2] == "   ↑ earlier posts: move up to load the page above")
    #expect(lines[3].hasPrefix(" › #15 "))
  }

  @Test func movingUpLoadsThePagesAboveUntilTheTop() async {
    await session.perform(.load)
    await session.moveSelection(by: -1)?.value
    #expect(ids == Array(5...24))
    // The selection stays on post #15, now below the page above.
    #expect(session.selectedPostID == 15)
    #expect(session.loader.previousPages == .available)
    #expect(session.moveSelection(by: -7) == nil)  // row 3, post #8: not near the top yet
    await session.moveSelection(by: -1)?.value  // row 2
    #expect(ids == Array(1...24))
    #expect(session.selectedPostID == 7)
    #expect(session.loader.previousPages == .startReached)
    #expect(session.screen(usesGates: false).header == nil)
    #expect(session.moveSelection(by: -6) == nil)  // the top: nothing more to load
    #expect(session.selection == 0)
  }

  /// Opened in the middle, the end of the feed counts the posts loaded, not the feed's.
  @Test func theEndOfTheFeedSaysPostsAreAboveUntilTheTopIsLoaded() async {
    session.visibleRows = 40
    await session.perform(.load)
    await session.perform(.more)
    #expect(ids == Array(15...30))
    let renderer = ScreenRenderer(width: 80, height: 40)
    #expect(
      renderer.plainText(for: session.screen(usesGates: false))
        .contains("— end of the feed: 16 posts loaded, more above —"))
    await session.perform(.previous)
    await session.perform(.previous)
    #expect(session.loader.previousPages == .startReached)
    #expect(
      renderer.plainText(for: session.screen(usesGates: false))
        .contains("— end of the feed: 30 posts —"))
  }

  @Test func aFailedPageAboveShowsInTheHeaderAndRetries() async {
    await session.perform(.load)
    failures.toggle()
    await session.moveSelection(by: -1)?.value
    #expect(
      session.screen(usesGates: false).header
        == .retry(message: "Injected failure (x turns injection off)."))
    #expect(session.moveSelection(by: 0) == nil, "a failed page waits for the user")
    failures.toggle()
    await session.perform(.retry)
    #expect(ids == Array(5...24))
  }

  @Test func movingDownStillLoadsTheNextPage() async {
    await session.perform(.load)
    await session.moveSelection(by: 7)?.value
    #expect(ids == Array(15...30))
    #expect(session.loader.state.isEndReached)
  }

  @Test func aFilterSearchesFromTheTopOfTheFeed() async {
    await session.perform(.load)
    let filtered = session.feed.loader(for: "a")
    await filtered.load()
    #expect(filtered.previousPages == .startReached)
  }

  /// Script mode: `previous` loads the page above, a failure there waits for `retry`, and
  /// each state says where the page above stands; at the top, `previous` does nothing.
  @Test func scriptModeLoadsThePagesAboveUntilTheTop() async throws {
    let (output, code) = try await runScript([
      "--script", "load,previous,x,previous,x,retry,previous", "--start-at", "8", "--pages", "2",
      "--page-size", "5", "--latency", "0",
    ])
    #expect(code == 0)
    let lines = output.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(20)) == [
        "script: simulated feed (seed 1), 7 actions",
        "> load",
        "→ initialLoading",
        "→ endReached([3 items]) · page above: available",
        "> previous",
        "→ endReached([3 items]) · page above: loading",
        "→ endReached([8 items]) · page above: available",
        "> toggle-failures",
        "  failure injection on",
        "> previous",
        "→ endReached([8 items]) · page above: loading",
        "→ endReached([8 items]) · page above: failed, injected",
        "> toggle-failures",
        "  failure injection off",
        "> retry",
        "→ endReached([8 items]) · page above: loading",
        "→ endReached([10 items])",
        "> previous",
        "  (no change)",
        "final screen (80×24, scrolled to the end):",
      ])
    #expect(lines[22].hasPrefix("   #1 "))
  }

  /// The final screen of a feed opened in the middle starts with the header row.
  @Test func scriptModeShowsTheHeaderRowAboveThePosts() async throws {
    let (output, _) = try await runScript([
      "--script", "load", "--start-at", "8", "--pages", "2", "--page-size", "5", "--latency", "0",
    ])
    let lines = output.split(separator: "\n").map(String.init)
    let screen = Array(lines.drop { !$0.hasPrefix("final screen") }.dropFirst(3))
    #expect(screen.first == "   ↑ earlier posts: move up to load the page above")
    #expect(screen.dropFirst().first?.hasPrefix("   #8 ") == true)
  }
}
