import AsyncState
import AsyncStateDemo
import Foundation
import Testing

/// Runs `--script` in-process, as `asyncstate-demo` would, and returns what it printed.
@MainActor
func runScript(_ arguments: [String]) async throws -> (output: String, exitCode: Int32) {
  let options = try DemoOptions.parse(arguments)
  let failures = FailureInjection()
  let hold = FeedHold()
  let session = FeedSession(
    source: Demo.makeSource(options, failures: failures, hold: hold), failures: failures,
    loadsMoreNearEnd: false, startCursor: Demo.startCursor(for: options))
  var lines: [String] = []
  let runner = ScriptRunner(session: session, hold: hold)
  let code = await runner.run(options.script ?? []) { lines.append($0) }
  return (lines.joined(separator: "\n"), code)
}

@MainActor
@Suite struct ScriptRunnerTests {
  /// First load, two pages, a page failure and its retry, a refresh failure with its banner,
  /// a refresh, and the end of the feed.
  @Test func simulatedFeedMatchesTheGoldenTranscript() async throws {
    let (output, code) = try await runScript([
      "--script", "load,more,x,more,x,retry,x,refresh,dismiss,x,refresh,more,more,more,more",
      "--seed", "42", "--pages", "4", "--page-size", "3", "--latency", "0",
    ])
    #expect(code == 0)
    #expect(output == Self.golden)
  }

  /// The inspector's actions in a script: the selection (`]`), actions on the selected entry
  /// with the line the panel logs, and the panel as the `i` key shows it. Rows come in use
  /// first, the most recently moved first: the held post #1 (written after the feed loaded),
  /// the feed, then the unused posts. Ages and times are real time, so they are not asserted.
  @Test func inspectorActionsDriveThePanelsModel() async throws {
    let (output, code) = try await runScript([
      "--script", "load,],],fail-entry,refetch-entry,i,],evict-entry,],evict-entry",
      "--latency", "0", "--pages", "2", "--page-size", "3",
    ])
    #expect(code == 0)
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      Array(lines.prefix(17)) == [
        "script: simulated feed (seed 1), 10 actions",
        "> load",
        "→ initialLoading",
        "→ success([3 items])",
        "> next-entry",
        "  selected: post #1",
        "> next-entry",
        "  selected: feed",
        "> fail-entry",
        "  inspector: fail next fetch feed",
        "> refetch-entry",
        "→ refreshing([3 items])",
        "→ refreshFailure([3 items], timedOut(0ms))",
        "  banner: No page within 0ms.",
        "  inspector: refetch feed",
        "> inspect",
        "  inspector (52×34):",
      ])
    let panel = Array(lines.drop { $0 != "> inspect" }.dropFirst(2).prefix { !$0.hasPrefix(">") })
    #expect(panel.first == " Cache · 4/32 entries · i hides")
    #expect(
      panel.filter { $0.hasPrefix("▸") } == ["▸● feed  refreshFailure([3 items], timedOut(0ms))"])
    #expect(panel.contains(" ── feed history ──"))
    #expect(panel.contains(" ── activity ──"))
    // The inspector's own lines, in order. The cache's activity reaches the log through a
    // stream read turns of the main actor later (``CacheInspector/catchUp()`` is a best
    // effort): which of it is there yet is not asserted.
    let activity = Array(panel.drop { $0 != " ── activity ──" }.dropFirst())
    #expect(
      activity.filter { $0.hasPrefix(" inspector:") } == [
        " inspector: fail next fetch feed", " inspector: refetch feed",
      ])
    #expect(!panel.contains(" ── saved data ──"), "no --persist: no store")
    #expect(
      Array(lines.drop { $0 != "> inspect" }.dropFirst().drop { !$0.hasPrefix(">") }.prefix(6)) == [
        "> next-entry",
        "  selected: post #1",
        "> evict-entry",
        "  inspector: evict post #1: not offered now",
        "> next-entry",
        "  selected: post #3",
      ])
    #expect(lines.contains("  inspector: evict post #3"))
  }

  @Test func latencyDoesNotChangeTheOutput() async throws {
    let arguments = ["--script", "load,more,x,more,x,retry", "--pages", "2", "--page-size", "2"]
    let immediate = try await runScript(arguments + ["--latency", "0"])
    let delayed = try await runScript(arguments + ["--latency", "5ms"])
    #expect(immediate.output == delayed.output)
  }

  @Test func failureRateIsReproducibleWithTheSameSeed() async throws {
    let arguments = [
      "--script", "load,retry,more,retry,more,retry,more,retry", "--failure-rate", "0.5",
      "--latency", "0", "--page-size", "2",
    ]
    let first = try await runScript(arguments + ["--seed", "9"])
    #expect(try await runScript(arguments + ["--seed", "9"]).output == first.output)
    #expect(first.output.contains("randomFailure"))
    #expect(try await runScript(arguments + ["--seed", "10"]).output != first.output)
  }

  @Test func firstLoadFailureShowsTheErrorViewAndRetryRecovers() async throws {
    let (output, _) = try await runScript([
      "--script", "x,load,x,retry", "--latency", "0", "--pages", "1", "--page-size", "2",
    ])
    #expect(output.contains("→ failure(injected)\n> toggle-failures"))
    #expect(output.contains("→ retrying(injected)\n→ endReached([2 items])"))
    #expect(output.contains("— end of the feed: 2 posts —"))
  }

  @Test func cancelWithNothingRunningAndResetSettle() async throws {
    let (output, _) = try await runScript([
      "--script", "cancel,load,dismiss,reset", "--latency", "0", "--pages", "1",
    ])
    #expect(
      output.contains(
        "> cancel\n  (no change)\n> load\n→ initialLoading\n→ endReached([20 items])\n"
          + "> dismiss\n  (no banner)\n> reset\n→ idle"))
    #expect(output.contains("Nothing loaded yet: press r to load the feed."))
  }

  /// An action followed by `cancel` is started, not awaited, and cancelled: the transcript
  /// shows the load and the state cancelling it restored, the same at any latency.
  @Test(arguments: ["0", "5ms", "300ms"])
  func cancelCancelsTheActionBeforeIt(latency: String) async throws {
    let (output, code) = try await runScript([
      "--script", "load,cancel,load,more,c,x,refresh,cancel,x,more,more,cancel",
      "--latency", latency, "--pages", "2", "--page-size", "2",
    ])
    #expect(code == 0)
    let transcript = output.components(separatedBy: "final screen")[0]
    #expect(
      transcript == """
        script: simulated feed (seed 1), 12 actions
        > load (not awaited: cancel follows)
        → initialLoading
        > cancel
        → idle
        > load
        → initialLoading
        → success([2 items])
        > more (not awaited: cancel follows)
        → loadingMore([2 items])
        > cancel
        → success([2 items])
        > toggle-failures
          failure injection on
        > refresh (not awaited: cancel follows)
        → refreshing([2 items])
        > cancel
        → success([2 items])
        > toggle-failures
          failure injection off
        > more
        → loadingMore([2 items])
        → endReached([4 items])
        > more (not awaited: cancel follows)
          (no change)
        > cancel
          (no change)

        """)
  }

  /// The hint of a failure says what stops it: `x` for injected failures, nothing for random
  /// ones (`x` does not stop them), and the server's own words for a server error.
  @Test func failureHintMatchesItsCause() async throws {
    let injected = try await runScript([
      "--script", "x,load", "--latency", "0", "--pages", "1",
    ]).output
    #expect(injected.contains("Injected failure (x turns injection off)."))
    #expect(injected.contains("failure(injected) · failures ON (x)"))

    let random = try await runScript([
      "--script", "load", "--latency", "0", "--failure-rate", "1", "--pages", "1",
    ]).output
    #expect(random.contains("Random failure from --failure-rate 1 (x does not turn these off)."))
    #expect(!random.contains("x turns injection off"))
    #expect(
      random.contains(
        "failure(randomFailure) · failures off · random failures 100% (--failure-rate)"))
  }

  static let golden = """
    script: simulated feed (seed 42), 15 actions
    > load
    → initialLoading
    → success([3 items])
    > more
    → loadingMore([3 items])
    → success([6 items])
    > toggle-failures
      failure injection on
    > more
    → loadingMore([6 items])
    → loadMoreFailure([6 items], injected)
    > toggle-failures
      failure injection off
    > retry
    → loadingMore([6 items])
    → success([9 items])
    > toggle-failures
      failure injection on
    > refresh
    → refreshing([9 items])
    → refreshFailure([9 items], injected)
      banner: Injected failure (x turns injection off).
    > dismiss
      banner dismissed
    > toggle-failures
      failure injection off
    > refresh
    → refreshing([9 items])
    → success([3 items])
    > more
    → loadingMore([3 items])
    → success([6 items])
    > more
    → loadingMore([6 items])
    → success([9 items])
    > more
    → loadingMore([9 items])
    → endReached([12 items])
    > more
      (no change)
    final screen (80×24, scrolled to the end):
     AsyncState demo · simulated feed (seed 42)
    ────────────────────────────────────────────────────────────────────────────────
       #1    Lucky footer in the terminal
       #2    Tiny page keeps its value
       #3    Gentle banner after a failure
       #4    Curious state on Linux
       #5    Quiet page keeps its value
       #6    Brave state after a failure
       #7    Tiny page keeps its value
       #8    Tiny retry keeps its value
       #9    Sudden cursor after a failure
       #10   Sudden footer after a failure
       #11   Brave state goes home
       #12   Patient clock after a failure
     › — end of the feed: 12 posts —







     endReached([12 items]) · failures off · 13/13
     ↑↓ move / filter l like r refresh t retry c cancel x failures d dismiss q quit
    """
}
