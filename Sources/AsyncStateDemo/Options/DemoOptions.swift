public import Foundation

/// The demo's command line, parsed: where the posts come from, how the simulated API behaves,
/// and whether to run interactively or as a script.
///
/// Parse it with ``parse(_:)``; every flag has a default, so an empty command line runs the
/// interactive demo over the simulated API.
///
/// ```swift
/// let options = try DemoOptions.parse(["--seed", "7", "--latency", "300ms"])
/// ```
public struct DemoOptions: Hashable, Sendable {
  /// Whether `--help` was given: print ``helpText`` and exit.
  public var showsHelp = false
  /// The seed of the simulated API's random numbers (`--seed`).
  public var seed: UInt64 = 1
  /// How long each simulated request takes (`--latency`).
  public var latency: Duration = .milliseconds(300)
  /// The share of simulated requests that fail, from 0 to 1 (`--failure-rate`).
  public var failureRate: Double = 0
  /// The share of simulated likes (`l`) that fail, from 0 to 1 (`--like-failure-rate`): by
  /// default a third, so the rollback shows without setting anything.
  public var likeFailureRate: Double = 0.3
  /// How many pages the simulated feed has (`--pages`).
  public var pages = 5
  /// How many posts a page holds (`--page-size`), for the simulated API and the HTTP limit.
  public var pageSize = 20
  /// The post the simulated feed opens at (`--start-at N`), so the posts above it load as the
  /// selection moves up; `nil` (the default) opens at the top.
  public var startAt: Int?
  /// The HTTP endpoint to read posts from instead of the simulated API (`--url`).
  public var url: URL?
  /// The actions to run without a terminal (`--script`); `nil` runs the interactive app.
  public var script: [ScriptAction]?
  /// How long an HTTP request may take, decoding included, before it fails (`--timeout`).
  public var timeout: Duration = .seconds(10)
  /// How large an HTTP answer may get, once decompressed, before it fails
  /// (`--max-response-size`).
  public var maxResponseSize = HTTPFeed.defaultMaxResponseSize
  /// The directory that keeps the feed's pages between runs (`--persist`); `nil` keeps them
  /// in memory only.
  public var persist: URL?
  /// Whether the demo follows the posts the feed publishes at its top (`--live`).
  public var live = false
  /// How often the simulated feed publishes a post in the interactive demo with `--live`
  /// (`--publish-every`).
  public var publishInterval: Duration = .seconds(5)
  /// Whether the interactive screen uses colours (`--no-color` turns them off).
  public var usesColor = true
  /// The flags given on the command line, such as `--seed`, for ``warnings``.
  public var givenFlags: Set<String> = []

  /// Options with every default: the interactive demo over the simulated API.
  public init() {}
}
