import AsyncState
import Glibc

/// The demo's entry point: picks the feed from the options and runs script mode or the
/// interactive app.
///
/// ```swift
/// let options = try DemoOptions.parse(CommandLine.arguments.dropFirst())
/// exit(await Demo.run(options))
/// ```
@MainActor
public enum Demo {
  /// The feed the options ask for: HTTP with `--url`, the simulated API otherwise.
  ///
  /// - Parameters:
  ///   - options: The parsed command line.
  ///   - failures: The switch the feed reads on every request.
  ///   - hold: Holds the simulated feed's answers while script mode starts an action it
  ///     cancels next.
  /// - Returns: The feed.
  public static func makeSource(
    _ options: DemoOptions, failures: FailureInjection, hold: FeedHold? = nil
  ) -> any FeedSource {
    if let url = options.url {
      return HTTPFeed(
        url: url, pageSize: options.pageSize, timeout: options.timeout,
        maxResponseSize: options.maxResponseSize, failures: failures)
    }
    return SimulatedFeed(
      .init(
        seed: options.seed, pages: options.pages, pageSize: options.pageSize,
        latency: options.latency, failureRate: options.failureRate,
        likeFailureRate: options.likeFailureRate),
      failures: failures, hold: hold)
  }

  /// Runs the demo the options describe.
  ///
  /// - Parameter options: The parsed command line (not `--help`, which the caller prints).
  /// - Returns: The process's exit code: 0 done, 1 could not run (no terminal), 128 + the
  ///   signal's number when `SIGINT` (130), `SIGTERM` (143) or `SIGHUP` (129) stopped it.
  ///
  /// With `--persist DIR`, the feed's pages of the last run are read before the first screen
  /// and saved before the demo returns; each problem with the directory's files is a
  /// one-line warning (``FeedPersistence``): on standard error in script mode, on the status
  /// line in the app (and on standard error once the terminal is restored).
  public static func run(_ options: DemoOptions) async -> Int32 {
    let failures = FailureInjection()
    let persistence = options.persist.map { FeedPersistence(directory: $0) }
    if let script = options.script {
      persistence?.onWarning = { StandardOutput.write($0 + "\n", to: STDERR_FILENO) }
      await persistence?.restore()
      let hold = FeedHold()
      let source = makeSource(options, failures: failures, hold: hold)
      let session = FeedSession(
        source: source, failures: failures, loadsMoreNearEnd: false, cache: persistence?.cache,
        live: options.live, startCursor: startCursor(for: options))
      let code = await runScript(script, runner: ScriptRunner(session: session, hold: hold))
      await persistence?.close()
      return code
    }
    await persistence?.restore()
    let source = makeSource(options, failures: failures)
    let session = FeedSession(
      source: source, failures: failures, cache: persistence?.cache, live: options.live,
      startCursor: startCursor(for: options))
    persistence?.onWarning = { [weak session] in session?.showNotice($0) }
    // `--live`: the simulated feed publishes on its clock; the session follows the head.
    var publisher: Task<Void, Never>?
    if options.live, let feed = source as? SimulatedFeed {
      publisher = Task { await feed.publish(every: options.publishInterval) }
    }
    let follower = options.live ? Task { await session.followLive() } : nil
    let code = await InteractiveApp(session: session, usesColor: options.usesColor).run()
    publisher?.cancel()
    follower?.cancel()
    session.live?.cancel()
    guard let persistence else { return code }
    await persistence.close()
    for warning in persistence.warnings {
      StandardOutput.write(warning + "\n", to: STDERR_FILENO)
    }
    return code
  }

  /// Runs a script until its end or until a stop signal, which cancels the running load
  /// (its transition shows in the transcript), skips the actions left, and exits with 128 +
  /// the signal's number after the final screen.
  /// The cursor the feed opens at: `--start-at`'s post in the simulated feed, which alone
  /// serves the page above; `nil` for the top.
  ///
  /// - Parameter options: The demo's options.
  /// - Returns: The cursor for ``FeedSession/init(source:failures:loadsMoreNearEnd:clock:cache:filterDebounce:live:startCursor:)``.
  package static func startCursor(for options: DemoOptions) -> String? {
    guard options.url == nil else { return nil }
    return options.startAt.map(SimulatedFeed.cursor(startingAt:))
  }

  private static func runScript(_ script: [ScriptAction], runner: ScriptRunner) async -> Int32 {
    let write: @MainActor (String) -> Void = { StandardOutput.write($0 + "\n") }
    let signals = SignalStream(SignalStream.stopSignals)
    defer { signals.stop() }
    let race = ExitRace()
    let run = Task {
      race.finish(with: await runner.run(script, write: write))
    }
    let stopWatch = Task {
      for await signal in signals.stream {
        write("> stopped by \(SignalStream.name(of: signal))")
        run.cancel()
        runner.session.feed.search.cancel()
        race.finish(with: SignalStream.exitCode(for: signal))
        return
      }
    }
    let code = await race.value
    stopWatch.cancel()
    await run.value
    return code
  }
}
