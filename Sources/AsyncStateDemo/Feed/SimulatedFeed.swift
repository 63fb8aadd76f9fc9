public import AsyncState

/// The built-in API the demo reads by default: a deterministic feed with latency and failures
/// on demand, so every state of the loader can be reached on purpose.
///
/// The posts depend only on the seed and their position, never on timing or on the order of
/// requests. Failures come from ``FailureInjection`` (every request fails while it is on) and
/// from ``Configuration/failureRate``, drawn from a ``SplitMix64`` seeded with the same seed, one
/// draw per request: the same requests in the same order fail the same way on every run.
///
/// ```swift
/// let feed = SimulatedFeed(.init(seed: 7, latency: .zero))
/// let first = try await feed.page(after: nil)   // posts 1...20, next "p2"
/// ```
public final class SimulatedFeed: FeedSource {
  /// What the simulated API serves and how it behaves.
  public struct Configuration: Hashable, Sendable {
    /// The seed of the titles and the failure draws.
    public var seed: UInt64
    /// How many pages the feed has; the last one's `next` is `nil`.
    public var pages: Int
    /// How many posts a page holds.
    public var pageSize: Int
    /// How long each request takes, on the feed's clock.
    public var latency: Duration
    /// The share of requests that fail with ``FeedError/randomFailure(rate:)``, from 0 to 1.
    public var failureRate: Double
    /// The share of likes (`l`) the API refuses with ``FeedError/likeRefused(rate:)``, from 0
    /// to 1; drawn apart from ``failureRate``, so likes never change which pages fail.
    public var likeFailureRate: Double

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - seed: The seed of the titles and the failure draws.
    ///   - pages: How many pages the feed has.
    ///   - pageSize: How many posts a page holds.
    ///   - latency: How long each request takes.
    ///   - failureRate: The share of requests that fail, from 0 to 1.
    ///   - likeFailureRate: The share of likes that fail, from 0 to 1.
    public init(
      seed: UInt64 = 1, pages: Int = 5, pageSize: Int = 20, latency: Duration = .zero,
      failureRate: Double = 0, likeFailureRate: Double = 0
    ) {
      self.likeFailureRate = likeFailureRate
      self.seed = seed
      self.pages = pages
      self.pageSize = pageSize
      self.latency = latency
      self.failureRate = failureRate
    }
  }

  /// What the feed serves.
  public let configuration: Configuration
  /// The switch that makes every request fail.
  public let failures: FailureInjection
  private let clock: any Clock<Duration>
  private let hold: FeedHold?
  // The failure draws, one per request, taken under the lock (an `NSLock`).
  private let random: Locked<SplitMix64>
  // The like failure draws, one per like, from a stream of their own (under its lock).
  private let likeRandom: Locked<SplitMix64>
  // The ids of the posts liked: the server's state, which every later page serves.
  private let liked = Locked<Set<Int>>([])
  // How many posts were published at the top (`--live`), and who follows them.
  private let published = Locked(Published())

  private struct Published: Sendable {
    var count = 0
    var followers: [UInt64: AsyncThrowingStream<[Post], any Error>.Continuation] = [:]
    var nextID: UInt64 = 0
  }

  /// Creates a simulated feed.
  ///
  /// - Parameters:
  ///   - configuration: What the feed serves and how it behaves.
  ///   - failures: The switch that makes every request fail (the `x` key).
  ///   - clock: The clock the latency runs on.
  ///   - hold: Holds answers back while script mode starts an action it cancels next.
  public init(
    _ configuration: Configuration, failures: FailureInjection = FailureInjection(),
    clock: any Clock<Duration> = ContinuousClock(), hold: FeedHold? = nil
  ) {
    self.configuration = configuration
    self.failures = failures
    self.clock = clock
    self.hold = hold
    random = Locked(SplitMix64(seed: configuration.seed))
    likeRandom = Locked(SplitMix64(seed: configuration.seed ^ 0x6C_696B_6573))
  }

  /// The share of requests that fail at random (``Configuration/failureRate``).
  public var randomFailureRate: Double {
    configuration.failureRate
  }

  /// `simulated feed (seed N)`.
  public var name: String {
    "simulated feed (seed \(configuration.seed))"
  }

  /// Fetches a page of the whole feed after the feed's latency.
  ///
  /// - Parameter cursor: `nil` for the first page, then the previous page's `next` (`p2`, …).
  /// - Returns: The page's posts; `next` is `nil` on the last page.
  /// - Throws: ``FeedError/injected`` while failure injection is on,
  ///   ``FeedError/randomFailure(rate:)`` for a failure drawn with the failure rate,
  ///   ``FeedError/cancelled`` when the task is cancelled during the latency,
  ///   ``FeedError/status(_:)`` (400) for a cursor the feed never gave.
  public func page(after cursor: String?) async throws(FeedError) -> Page<Post, String> {
    try await page(after: cursor, matching: "")
  }

  /// Fetches a page of the posts whose titles contain `filter`, ignoring case.
  ///
  /// A filtered request is slow in inverse proportion to the filter's length — ``latency(of:)``:
  /// `a` takes four times ``Configuration/latency``, `abcd` one — as a search over more
  /// matches would, so that typing a query produces answers out of order. And it answers even
  /// when its task is cancelled (a server that finished the search answers anyway): the
  /// answer of a replaced query does arrive, late, and the loader must drop it. The whole
  /// feed (`filter` empty) stops at a cancellation, as ``page(after:)`` does.
  ///
  /// ```swift
  /// let feed = SimulatedFeed(.init(seed: 1))
  /// let page = try await feed.page(after: nil, matching: "cursor")   // titles with "cursor"
  /// ```
  ///
  /// - Parameters:
  ///   - cursor: `nil` for the first page, then the previous page's `next` (`p2`, …).
  ///   - filter: What the titles contain, lowercased; empty for the whole feed.
  /// - Returns: The page's matching posts; `next` is `nil` on the last page of the matches.
  /// - Throws: As ``page(after:)``; a filtered request is not cancelled during its delay.
  public func page(
    after cursor: String?, matching filter: String
  ) async throws(FeedError) -> Page<Post, String> {
    let roll = random.withLock { $0.nextFraction() }
    await hold?.wait()
    if Task.isCancelled { throw .cancelled }
    let latency = latency(of: filter)
    if filter.isEmpty {
      if latency > .zero {
        do {
          try await clock.sleep(for: latency)
        } catch {
          throw .cancelled
        }
      }
      if Task.isCancelled { throw .cancelled }
    } else if latency > .zero {
      // Not the request's task: its cancellation does not cut the search short.
      let clock = clock
      await Task.detached { try? await clock.sleep(for: latency) }.value
    }
    if failures.isOn { throw .injected }
    if roll < configuration.failureRate { throw .randomFailure(rate: configuration.failureRate) }
    if filter.isEmpty, let range = Self.postRange(of: cursor) {
      return try pageInTheMiddle(range)
    }
    guard let index = Self.pageIndex(of: cursor) else { throw .status(400) }
    let size = configuration.pageSize
    let liked = liked.withLock { $0 }
    let head = headIDs
    if filter.isEmpty {
      // The posts published since the start come first: each one moves the pages down.
      let total = head.count + configuration.pages * size
      guard index * size < total else { throw .status(400) }
      let ids = (index * size..<min(total, (index + 1) * size)).map { position in
        position < head.count ? head[position] : position - head.count + 1
      }
      let posts = ids.map { post($0, liked: liked) }
      return Page(items: posts, next: (index + 1) * size < total ? "p\(index + 2)" : nil)
    }
    let matching = (head + Array(1..<configuration.pages * size + 1)).map {
      post($0, liked: liked)
    }.filter { $0.matches(filter) }
    // The first page exists even when nothing matches: it is empty.
    guard index == 0 || index * size < matching.count else { throw .status(400) }
    let posts = Array(matching.dropFirst(index * size).prefix(size))
    return Page(items: posts, next: (index + 1) * size < matching.count ? "p\(index + 2)" : nil)
  }

  /// Likes a post after the feed's latency, unless the like fails: from then on, every page
  /// serves the post liked, with one like.
  ///
  /// Each like draws from its own ``SplitMix64`` stream, seeded with the feed's seed: the
  /// same likes in the same order fail the same way on every run, and page loads draw as
  /// they would without them.
  ///
  /// ```swift
  /// let feed = SimulatedFeed(.init(seed: 1, likeFailureRate: 0))
  /// try await feed.like(3)   // post #3 now comes with ♥ 1
  /// ```
  ///
  /// - Parameter id: The post's id.
  /// - Throws: ``FeedError/injected`` while failure injection is on,
  ///   ``FeedError/likeRefused(rate:)`` for a failure drawn with
  ///   ``Configuration/likeFailureRate``, ``FeedError/cancelled`` when the task is cancelled
  ///   during the latency, ``FeedError/status(_:)`` (404) for a post the feed does not have.
  public func like(_ id: Post.ID) async throws(FeedError) {
    let roll = likeRandom.withLock { $0.nextFraction() }
    if configuration.latency > .zero {
      do {
        try await clock.sleep(for: configuration.latency)
      } catch {
        throw .cancelled
      }
    }
    if Task.isCancelled { throw .cancelled }
    if failures.isOn { throw .injected }
    let rate = configuration.likeFailureRate
    if roll < rate { throw .likeRefused(rate: rate) }
    let published = published.withLock { $0.count }
    guard (1...configuration.pages * configuration.pageSize + published).contains(id) else {
      throw .status(404)
    }
    liked.withLock { _ = $0.insert(id) }
  }

  /// How long a request for `filter` takes: ``Configuration/latency`` for the whole feed,
  /// and `latency × 4 ÷ the filter's length` for a filter, so shorter queries answer later.
  ///
  /// - Parameter filter: The request's filter; empty for the whole feed.
  /// - Returns: The request's delay.
  public func latency(of filter: String) -> Duration {
    filter.isEmpty ? configuration.latency : configuration.latency * 4 / filter.count
  }

  /// The ids of the posts published at the top, newest first: after the feed's own posts.
  private var headIDs: [Int] {
    let count = published.withLock { $0.count }
    let last = configuration.pages * configuration.pageSize
    return (0..<count).map { last + count - $0 }
  }

  /// The posts published at the top since the feed started, newest first.
  public var head: [Post] {
    let liked = liked.withLock { $0 }
    return headIDs.map { post($0, liked: liked) }
  }

  /// Publishes a new post at the top of the feed: the first page serves it first from now
  /// on, and every follower of ``livePosts()`` receives the new head — or, while failure
  /// injection is on, loses its subscription (``FeedError/connectionLost``), as a dropped
  /// connection would.
  ///
  /// ```swift
  /// let feed = SimulatedFeed(.init(pages: 1, pageSize: 3))
  /// feed.publish()   // post #4 is first on the first page
  /// ```
  public func publish() {
    let followers = published.withLock { published in
      published.count += 1
      return Array(published.followers.values)
    }
    let head = head
    for follower in followers {
      if failures.isOn {
        follower.finish(throwing: FeedError.connectionLost)
      } else {
        follower.yield(head)
      }
    }
  }

  /// Publishes a post every `interval` on the feed's clock, until the task is cancelled:
  /// the interactive demo's `--live` over the simulated API.
  ///
  /// - Parameter interval: The time between two posts.
  public func publish(every interval: Duration) async {
    while true {
      do {
        try await clock.sleep(for: interval)
      } catch {
        return
      }
      publish()
    }
  }

  /// Follows the posts published at the top: the head now, then the new head at each
  /// ``publish()``. While failure injection is on, a subscription fails at once with
  /// ``FeedError/injected``.
  ///
  /// - Returns: The heads of the feed.
  public func livePosts() -> LivePosts {
    if failures.isOn { return .failing(.injected) }
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: [Post].self)
    let id = published.withLock { published in
      defer { published.nextID += 1 }
      published.followers[published.nextID] = continuation
      return published.nextID
    }
    continuation.onTermination = { [published] _ in
      _ = published.withLock { $0.followers.removeValue(forKey: id) }
    }
    continuation.yield(head)
    return LivePosts(stream)
  }

  private func post(_ id: Int, liked: Set<Int>) -> Post {
    let post = Post(id: id, title: Self.title(of: id, seed: configuration.seed))
    return liked.contains(id) ? post.liked : post
  }

  /// The cursor of the page that starts at post `id`, for a feed opened in the middle
  /// (`--start-at`): its pages carry `previous` cursors, so the posts above it load too.
  ///
  /// ```swift
  /// let page = try await feed.page(after: SimulatedFeed.cursor(startingAt: 41))
  /// // posts 41...60, previous "e41" (posts 21...40), next "s61"
  /// ```
  ///
  /// - Parameter id: The first post of the page, from 1.
  /// - Returns: The cursor, `s` and the id.
  public static func cursor(startingAt id: Int) -> String {
    "s\(id)"
  }

  /// The posts a cursor of a feed opened in the middle names: `s41` starts at post 41, `e41`
  /// is the page of posts before post 41. `nil` for any other cursor.
  private static func postRange(of cursor: String?) -> (id: Int, startsThere: Bool)? {
    guard let cursor, let kind = cursor.first, kind == "s" || kind == "e",
      let id = Int(cursor.dropFirst())
    else { return nil }
    return (id, kind == "s")
  }

  /// A page of a feed opened in the middle, by post id: the posts published at the top since
  /// (`--live`) are not among them. Each page names the pages on both sides; the first one's
  /// `previous` is `nil`.
  private func pageInTheMiddle(
    _ range: (id: Int, startsThere: Bool)
  ) throws(FeedError) -> Page<Post, String> {
    let size = configuration.pageSize
    let total = configuration.pages * size
    let ids: Range<Int>
    if range.startsThere {
      guard (1...total).contains(range.id) else { throw .status(400) }
      ids = range.id..<min(total + 1, range.id + size)
    } else {
      guard (2...total + 1).contains(range.id) else { throw .status(400) }
      ids = max(1, range.id - size)..<range.id
    }
    let liked = liked.withLock { $0 }
    return Page(
      items: ids.map { post($0, liked: liked) },
      previous: ids.lowerBound > 1 ? "e\(ids.lowerBound)" : nil,
      next: ids.upperBound <= total ? "s\(ids.upperBound)" : nil)
  }

  /// The zero-based page a cursor names: `nil` is page 0, `p2` is page 1.
  private static func pageIndex(of cursor: String?) -> Int? {
    guard let cursor else { return 0 }
    guard cursor.hasPrefix("p"), let number = Int(cursor.dropFirst()), number >= 2 else {
      return nil
    }
    return number - 1
  }

  /// A readable title that depends only on the post and the seed.
  static func title(of id: Int, seed: UInt64) -> String {
    var random = SplitMix64(seed: seed ^ (UInt64(id) &* 0x2545_F491_4F6C_DD1D))
    let adjective = adjectives[random.nextIndex(below: adjectives.count)]
    let noun = nouns[random.nextIndex(below: nouns.count)]
    let topic = topics[random.nextIndex(below: topics.count)]
    return "\(adjective) \(noun) \(topic)"
  }

  private static let adjectives = [
    "Quiet", "Curious", "Brave", "Tiny", "Sudden", "Gentle", "Late", "Bright", "Hidden",
    "Patient", "Stubborn", "Lucky",
  ]
  private static let nouns = [
    "cursor", "spinner", "loader", "banner", "footer", "refresh", "retry", "page", "actor",
    "clock", "task", "state",
  ]
  private static let topics = [
    "at dawn", "in review", "goes home", "meets a timeout", "keeps its value",
    "learns to wait", "and the main actor", "on Linux", "after a failure", "in the terminal",
  ]
}
