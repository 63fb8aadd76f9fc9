/// The feed's two fetches, as the slide deck writes them: the first page
/// (`getPosts(minId: 0, count:)`) and the page after the last post loaded
/// (`getPosts(minId: last.id + 1, count:)`).
///
/// Every style of the feed loads through these: the loaders of the switch, fetch and UIKit
/// screens, and the `PagingList` of the bindable and simple styles, which takes the two
/// closures.
public nonisolated struct FeedSource: Sendable {
  /// How many posts a page holds.
  public static let pageSize = 20

  /// Where the posts come from.
  public let api: FakeAPI
  /// How many posts a page holds.
  public let pageSize: Int

  /// Creates the source.
  ///
  /// - Parameters:
  ///   - api: Where the posts come from.
  ///   - pageSize: How many posts a page holds.
  public init(api: FakeAPI, pageSize: Int = FeedSource.pageSize) {
    self.api = api
    self.pageSize = pageSize
  }

  /// Fetches the first page.
  public func firstPage() async throws -> [Post] {
    try await api.posts(after: nil, count: pageSize)
  }

  /// Fetches the page after a post.
  ///
  /// - Parameter last: The last post loaded.
  public func page(after last: Post) async throws -> [Post] {
    try await api.posts(after: last.id, count: pageSize)
  }
}

extension Post {
  /// Five sample posts, for previews and the state gallery.
  public static let samples = (1...5).map {
    Post(id: $0, title: "Sample post #\($0)", loadNumber: 1)
  }
}

extension APIError {
  /// A sample failure, for previews and the state gallery.
  public static let sample = APIError.injected(endpoint: .posts, request: 2)
}
