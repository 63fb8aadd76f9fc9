import Foundation

extension DemoOptions {
  /// Parses the demo's arguments (without the program name).
  ///
  /// Flags take their value as the next argument or after `=` (`--seed 7`, `--seed=7`). A flag
  /// given twice keeps the last value.
  ///
  /// ```swift
  /// let options = try DemoOptions.parse(["--script", "load,more", "--latency=0"])
  /// ```
  ///
  /// - Parameter arguments: The command-line arguments, such as
  ///   `CommandLine.arguments.dropFirst()`.
  /// - Returns: The options, with defaults for every flag not given.
  /// - Throws: ``ParseError`` for an unknown flag, a missing value or a bad value.
  public static func parse(_ arguments: some Sequence<String>) throws(ParseError) -> DemoOptions {
    var options = DemoOptions()
    var remaining = Array(arguments)[...]
    while let argument = remaining.popFirst() {
      if argument == "-h" {
        options.showsHelp = true
        continue
      }
      guard argument.hasPrefix("--") else { throw .unexpectedArgument(argument) }
      var flag = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        flag = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      switch flag {
      case "--help":
        options.showsHelp = true
      case "--no-color":
        options.usesColor = false
      case "--live":
        options.live = true
      default:
        guard Self.valueFlags.contains(flag) else { throw .unknownFlag(argument) }
        guard let value = inlineValue ?? remaining.popFirst() else {
          throw .missingValue(flag: flag)
        }
        try options.apply(flag, value)
      }
      options.givenFlags.insert(flag)
    }
    try options.checkStartAt()
    return options
  }

  /// Refuses a `--start-at` the feed cannot open at: with `--url` (the HTTP contract has no
  /// cursor for the page above), or past the simulated feed's last post.
  private func checkStartAt() throws(ParseError) {
    guard let startAt else { return }
    if url != nil { throw .needsSimulatedFeed(flag: "--start-at") }
    let last = pages * pageSize
    if startAt > last {
      throw .invalidValue(
        flag: "--start-at", expected: "a post from 1 to \(last) (--pages × --page-size)",
        got: String(startAt))
    }
  }

  /// One line per flag given that the chosen feed ignores: the simulated feed's flags with
  /// `--url`, the HTTP flags without it. The demo prints them on standard error and runs.
  ///
  /// ```swift
  /// try DemoOptions.parse(["--url", "http://127.0.0.1:8080/posts", "--seed", "7"]).warnings
  /// // ["warning: --seed only applies to the simulated feed; ignored with --url"]
  /// ```
  public var warnings: [String] {
    let ignored = url == nil ? Self.httpFlags : Self.simulatedFeedFlags
    return ignored.filter(givenFlags.contains).map { flag in
      url == nil
        ? "warning: \(flag) only applies with --url; ignored for the simulated feed"
        : "warning: \(flag) only applies to the simulated feed; ignored with --url"
    }
  }

  /// The flags only the simulated feed reads, in help order.
  static let simulatedFeedFlags = [
    "--seed", "--latency", "--failure-rate", "--like-failure-rate", "--pages", "--publish-every",
  ]
  /// The flags only the HTTP feed reads, in help order.
  static let httpFlags = ["--timeout", "--max-response-size"]

  /// The flags that take a value.
  static let valueFlags: Set<String> = [
    "--seed", "--latency", "--failure-rate", "--like-failure-rate", "--pages", "--page-size",
    "--url", "--script", "--timeout", "--max-response-size", "--persist", "--publish-every",
    "--start-at",
  ]

  private mutating func apply(_ flag: String, _ value: String) throws(ParseError) {
    let invalid = { (expected: String) in
      ParseError.invalidValue(flag: flag, expected: expected, got: value)
    }
    switch flag {
    case "--seed":
      guard let seed = UInt64(value) else { throw invalid("a whole number like 42") }
      self.seed = seed
    case "--latency", "--timeout", "--publish-every":
      guard let duration = Duration(parsing: value) else {
        throw invalid("a duration like 300ms or 1.5s")
      }
      if flag == "--latency" {
        latency = duration
      } else if flag == "--publish-every" {
        guard duration > .zero else { throw invalid("a duration above zero, like 5s") }
        publishInterval = duration
      } else {
        guard duration > .zero else { throw invalid("a duration above zero, like 2s") }
        timeout = duration
      }
    case "--failure-rate", "--like-failure-rate":
      guard let rate = Double(value), (0...1).contains(rate) else {
        throw invalid("a number from 0 to 1 like 0.2")
      }
      if flag == "--failure-rate" { failureRate = rate } else { likeFailureRate = rate }
    case "--pages", "--page-size":
      guard let count = Int(value), count > 0, count <= 10_000 else {
        throw invalid("a whole number from 1 to 10000")
      }
      if flag == "--pages" { pages = count } else { pageSize = count }
    case "--start-at":
      guard let post = Int(value), post >= 1 else { throw invalid("a post number like 41") }
      startAt = post
    case "--url":
      guard let url = URL(string: value), let scheme = url.scheme?.lowercased(),
        scheme == "http" || scheme == "https", url.host != nil
      else { throw invalid("an http URL like http://127.0.0.1:8080/posts") }
      self.url = url
    case "--max-response-size":
      guard let size = ByteSize(parsing: value) else {
        throw invalid("a size from 1 byte to 4GB like 512KB, 10MB or 1GB")
      }
      maxResponseSize = size
    case "--persist":
      guard !value.trimmingSpaces().isEmpty else { throw invalid("a directory like /tmp/feed") }
      persist = URL(fileURLWithPath: value, isDirectory: true)
    default:  // "--script"
      script = try Self.parseScript(value)
    }
  }

  private static func parseScript(_ value: String) throws(ParseError) -> [ScriptAction] {
    var actions: [ScriptAction] = []
    for name in value.split(separator: ",", omittingEmptySubsequences: false) {
      guard let action = ScriptAction(name: String(name)) else {
        throw .unknownAction(String(name).trimmingSpaces())
      }
      actions.append(action)
    }
    return actions
  }
}
