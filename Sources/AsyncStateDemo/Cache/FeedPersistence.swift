public import AsyncState
public import Foundation

/// `--persist DIR`: the demo's cache over a `CacheStore.files(in:)` store in a directory, and
/// the one-line warnings of what went wrong with its files.
///
/// Restore it before the session asks for the feed, so the first frame shows the pages of
/// the last run (``FeedSession/restoredAge``); close it before exiting, so the last pages
/// reach the directory. A damaged file, a value of another version, or a directory that
/// cannot be written is never a crash: the feed loads as usual, and each problem is one line
/// in ``warnings``.
///
/// ```swift
/// let persistence = FeedPersistence(directory: URL(fileURLWithPath: "/tmp/feed"))
/// persistence.onWarning = { print($0) }
/// await persistence.restore()
/// let session = FeedSession(source: source, failures: failures, cache: persistence.cache)
/// // … run …
/// await persistence.close()
/// ```
@MainActor
public final class FeedPersistence {
  /// The directory the feed's files are kept in.
  public let directory: URL
  /// The cache to give the session: ``LoaderCache/demo(clock:store:now:)`` over the directory.
  public let cache: LoaderCache
  /// Every warning so far, oldest first, such as
  /// `warning: --persist /tmp/feed: a saved file was ignored (feed-…: discarded: damaged
  /// (checksum mismatch)); the feed loads as usual`.
  public private(set) var warnings: [String] = []
  /// Called with each warning, those given before it was set included.
  public var onWarning: (@MainActor (String) -> Void)? {
    didSet { warnings.forEach { onWarning?($0) } }
  }

  /// Creates the cache over a directory and starts watching its persistence events.
  ///
  /// The events are watched as the cache records them, not through its activity stream: a
  /// write that fails during ``close()`` is then a warning by the time `close()` returns, and
  /// printed before the demo exits (a stream's consumer might not run again before it does).
  ///
  /// - Parameters:
  ///   - directory: Where the files are kept; created on the first write.
  ///   - clock: The clock of the cache's unused lifetime.
  ///   - now: The wall clock that dates the saved pages.
  public init(
    directory: URL, clock: some Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.directory = directory
    cache = .demo(clock: clock, store: .files(in: directory), now: now)
    // Watched now, before `restore()`.
    cache.observePersistence { [weak self] key, event in
      if event.isProblem { self?.warn(key: key, event) }
    }
  }

  /// Reads the directory's files: the feed's pages show on the session's first frame.
  public func restore() async {
    await cache.restore()
  }

  /// Waits until the pages waiting to be saved have reached the directory: before exiting.
  /// A write that failed is in ``warnings``, and was given to ``onWarning``, when it returns.
  public func close() async {
    await cache.flushPersistence()
  }

  /// The one-line warning of a persistence problem.
  ///
  /// - Parameters:
  ///   - key: The persistence key of the value (empty for the whole directory).
  ///   - event: What happened.
  ///   - directory: The directory, as the warning names it.
  /// - Returns: `warning: --persist DIR: …`, without a newline.
  public static func warning(key: String, _ event: PersistenceEvent, directory: URL) -> String {
    let subject = key.isEmpty ? "" : "\(key): "
    let what: String
    switch event {
    case .writeFailed, .removeFailed:
      what = "could not save (\(subject)\(event)); the feed goes on in memory"
    case .restored, .expired, .versionChanged, .damaged, .readFailed:
      what = "a saved file was ignored (\(subject)\(event)); the feed loads as usual"
    }
    let line = "warning: --persist \(directory.path): \(what)"
    return line.split(whereSeparator: \.isNewline).joined(separator: " ")
  }

  private func warn(key: String, _ event: PersistenceEvent) {
    let line = Self.warning(key: key, event, directory: directory)
    warnings.append(line)
    onWarning?(line)
  }
}
