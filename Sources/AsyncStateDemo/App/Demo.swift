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
        url: url, pageSize: options.pageSize, timeout: options.timeout, failures: failures)
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
  /// - Returns: The process's exit code: 0 done, 1 could not run (no terminal).
  public static func run(_ options: DemoOptions) async -> Int32 {
    let failures = FailureInjection()
    let source = makeSource(options, failures: failures)
    if let script = options.script {
      let session = FeedSession(source: source, failures: failures, loadsMoreNearEnd: false)
      return await ScriptRunner(session: session).run(script) { line in
        StandardOutput.write(line + "\n")
      }
    }
    let session = FeedSession(source: source, failures: failures)
    return await InteractiveApp(session: session, usesColor: options.usesColor).run()
  }
}
