import Foundation

/// A deterministic stand-in for a server: every answer and every failure follows from the
/// settings' seed and the number of the request, so a run can be replayed exactly.
///
/// Each endpoint counts its requests. Request *n* of an endpoint draws from a generator seeded
/// with the seed, the endpoint and *n*: whether it fails (``APISettings/failureRate``) and
/// what it returns. It answers after ``APISettings/latency`` on its clock, and a cancelled
/// request stops waiting at once (the sleep throws `CancellationError`).
///
/// Settings can change while the app runs (the settings screen); a request uses the settings
/// of the moment it starts.
public nonisolated final class FakeAPI: @unchecked Sendable {
  /// The API's endpoints.
  public enum Endpoint: String, Sendable, Hashable, CaseIterable {
    /// The user list (design source 000).
    case users
    /// A remote image (001).
    case image
    /// The About info (002).
    case about
    /// The account (003).
    case account
    /// The posts feed (004).
    case posts
    /// The search over the posts.
    case search
    /// Publishing a post (the compose screen).
    case publish
    /// A post's likes.
    case likes
    /// Liking a post.
    case like

    /// Mixed into the seed, so endpoints draw different numbers.
    var salt: UInt64 {
      switch self {
      case .users: 0x1111
      case .image: 0x2222
      case .about: 0x3333
      case .account: 0x4444
      case .posts: 0x5555
      case .search: 0x6666
      case .publish: 0x7777
      case .likes: 0x8888
      case .like: 0x9999
      }
    }
  }

  /// How many posts the feed holds: 95, so the last page of 20 is short and ends the feed.
  public static let postCount = 95

  // `@unchecked Sendable`: `lock` guards `currentSettings`, `requestCounts` and `likedPosts`.
  private let lock = NSLock()
  private var currentSettings: APISettings
  private var requestCounts: [Endpoint: Int] = [:]
  private var likedPosts: Set<Int> = []
  private let clock: any Clock<Duration>

  /// Creates an API.
  ///
  /// - Parameters:
  ///   - settings: How it behaves.
  ///   - clock: The clock its latency runs on; a manual clock in tests.
  public init(settings: APISettings = APISettings(), clock: any Clock<Duration> = ContinuousClock())
  {
    currentSettings = settings
    self.clock = clock
  }

  /// How the API behaves from the next request on.
  public var settings: APISettings {
    get { locked { currentSettings } }
    set { locked { currentSettings = newValue } }
  }

  /// How many requests an endpoint has received.
  ///
  /// - Parameter endpoint: The endpoint.
  /// - Returns: Its request count.
  public func requestCount(_ endpoint: Endpoint) -> Int {
    locked { requestCounts[endpoint, default: 0] }
  }

  // MARK: Endpoints

  /// The user list.
  public func users() async throws -> [User] {
    try await respond(.users) { _, generator in
      let count = Int.random(in: 3...8, using: &generator)
      return (0..<count).map { index in
        User(id: index, name: Self.names.randomElement(using: &generator) ?? "User \(index)")
      }
    }
  }

  /// A remote image.
  ///
  /// - Parameter name: Which image.
  public func image(named name: String) async throws -> RemoteImage {
    try await respond(.image) { request, generator in
      RemoteImage(
        name: name,
        symbol: Self.symbols.randomElement(using: &generator) ?? "photo",
        tint: RemoteImage.Tint.allCases.randomElement(using: &generator) ?? .blue,
        version: request)
    }
  }

  /// The About info.
  public func about() async throws -> AboutInfo {
    try await respond(.about) { request, _ in
      AboutInfo(text: "AsyncState sample, build \(request)", loadNumber: request)
    }
  }

  /// The signed-in account.
  public func account() async throws -> Account {
    try await respond(.account) { request, generator in
      Account(
        name: Self.names.randomElement(using: &generator) ?? "Ada",
        plan: Bool.random(using: &generator) ? "Pro" : "Free",
        loadNumber: request)
    }
  }

  /// A page of posts after a post, in the style of the slide deck's `getPosts(minId:count:)`.
  ///
  /// - Parameters:
  ///   - id: The id of the last post loaded, or `nil` for the first page.
  ///   - count: How many posts a page holds.
  /// - Returns: Up to `count` posts with ids after `id`; fewer (or none) at the end.
  public func posts(after id: Int?, count: Int) async throws -> [Post] {
    try await respond(.posts) { request, generator in
      let first = (id ?? 0) + 1
      let last = min(first + count - 1, Self.postCount)
      guard first <= last else { return [] }
      return (first...last).map { postID in
        let adjective = Self.adjectives.randomElement(using: &generator) ?? "Quiet"
        return Post(id: postID, title: "\(adjective) post #\(postID)", loadNumber: request)
      }
    }
  }

  /// A page of the posts whose title contains a query, ignoring case.
  ///
  /// A post's searchable title depends on its id only (`"Brave post #9"`), so a query finds
  /// the same posts on every request.
  ///
  /// - Parameters:
  ///   - query: The text to find in the titles.
  ///   - id: The id of the last match loaded, or `nil` for the first page.
  ///   - count: How many posts a page holds.
  /// - Returns: Up to `count` matching posts with ids after `id`; fewer (or none) at the end.
  public func searchPosts(matching query: String, after id: Int?, count: Int) async throws
    -> [Post]
  {
    try await respond(.search) { request, _ in
      let first = (id ?? 0) + 1
      guard first <= Self.postCount else { return [] }
      let matches = (first...Self.postCount).lazy
        .map { Post(id: $0, title: Self.searchTitle(of: $0), loadNumber: request) }
        .filter { $0.title.localizedCaseInsensitiveContains(query) }
      return Array(matches.prefix(count))
    }
  }

  /// Publishes a post.
  ///
  /// - Parameter text: The post's text.
  /// - Returns: The new post, numbered after the feed's.
  public func publish(_ text: String) async throws -> Post {
    try await respond(.publish) { request, _ in
      Post(id: Self.postCount + request, title: text, loadNumber: request)
    }
  }

  /// A post's likes as the server counts them: a few from others (from its id), and one
  /// more once this user liked it.
  ///
  /// - Parameter id: The post.
  /// - Returns: Its likes.
  public func likes(of id: Int) async throws -> Likes {
    try await respond(.likes) { _, _ in
      let isLiked = locked { likedPosts.contains(id) }
      return Likes(count: id % 5 + (isLiked ? 1 : 0), isLiked: isLiked)
    }
  }

  /// Likes a post; liking it again changes nothing.
  ///
  /// - Parameter id: The post.
  public func like(_ id: Int) async throws {
    let _: Void = try await respond(.like) { _, _ in }
    locked { _ = likedPosts.insert(id) }
  }

  /// The title a search finds a post by: its adjective follows from its id.
  static func searchTitle(of id: Int) -> String {
    "\(adjectives[id % adjectives.count]) post #\(id)"
  }

  // MARK: Answering

  /// Counts the request, waits out the latency, then fails or answers as the seed says.
  private func respond<Value>(
    _ endpoint: Endpoint, _ make: (Int, inout SeededGenerator) -> Value
  ) async throws -> Value {
    let (request, settings) = locked {
      requestCounts[endpoint, default: 0] += 1
      return (requestCounts[endpoint, default: 0], currentSettings)
    }
    var generator = SeededGenerator(
      seed: settings.seed &* 0x100_0000_01B3 ^ endpoint.salt ^ UInt64(request) &* 0x9E37_79B9)
    let fails = Double.random(in: 0..<1, using: &generator) < settings.failureRate
    if settings.latency > .zero {
      try await clock.sleep(for: settings.latency)
    }
    try Task.checkCancellation()
    if fails { throw APIError.injected(endpoint: endpoint, request: request) }
    return make(request, &generator)
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  private static let names = [
    "Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Margaret", "Dennis", "Frances",
    "Ken",
  ]
  private static let adjectives = [
    "Quiet", "Brave", "Late", "Lucky", "Hidden", "Curious", "Tiny", "Sudden",
  ]
  private static let symbols = ["photo", "mountain.2", "sun.max", "leaf", "cloud", "star"]
}
