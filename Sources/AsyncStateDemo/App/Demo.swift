import AsyncState

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
  /// - Returns: The feed.
  public static func makeSource(_ options: DemoOptions, failures: FailureInjection)
    -> any FeedSource
  {
    if let url = options.url {
      return HTTPFeed(
        url: url, pageSize: options.pageSize, timeout: options.timeout,
        maxResponseSize: options.maxResponseSize, failures: failures)
    }
    return SimulatedFeed(
      .init(
        seed: options.seed, pages: options.pages, pageSize: options.pageSize,
        latency: options.latency, failureRate: options.failureRate),
      failures: failures)
  }

  /// Runs the demo the options describe.
  ///
  /// - Parameter options: The parsed command line (not `--help`, which the caller prints).
  /// - Returns: The process's exit code: 0 done, 1 could not run (no terminal), 128 + the
  ///   signal's number when `SIGINT` (130), `SIGTERM` (143) or `SIGHUP` (129) stopped it.
  public static func run(_ options: DemoOptions) async -> Int32 {
    let failures = FailureInjection()
    let source = makeSource(options, failures: failures)
    if let script = options.script {
      let session = FeedSession(source: source, failures: failures, loadsMoreNearEnd: false)
      return await runScript(script, session: session)
    }
    let session = FeedSession(source: source, failures: failures)
    return await InteractiveApp(session: session, usesColor: options.usesColor).run()
  }

  /// Runs a script until its end or until a stop signal, which cancels the running load
  /// (its transition shows in the transcript), skips the actions left, and exits with 128 +
  /// the signal's number after the final screen.
  private static func runScript(_ script: [ScriptAction], session: FeedSession) async -> Int32 {
    let write: @MainActor (String) -> Void = { StandardOutput.write($0 + "\n") }
    let signals = StopSignals()
    defer { signals.stop() }
    let race = ExitRace()
    let run = Task {
      race.finish(with: await ScriptRunner(session: session).run(script, write: write))
    }
    let stopWatch = Task {
      for await signal in signals.stream {
        write("> stopped by \(StopSignals.name(of: signal))")
        run.cancel()
        session.loader.cancel()
        race.finish(with: StopSignals.exitCode(for: signal))
        return
      }
    }
    let code = await race.value
    stopWatch.cancel()
    await run.value
    return code
  }
}
