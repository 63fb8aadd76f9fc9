import AsyncState

/// The newest posts of a feed as it publishes them (`--live`): each element is every post
/// published at the top of the feed since the feed started, newest first — the first element
/// at once, when the subscription begins, then one each time a post is published.
///
/// A `DataLoader` follows it (``FeedSession/live``): its value is the head of the feed, a
/// dropped subscription restarts by the loader's retry policy, and the head stays on screen
/// meanwhile. Failures are typed: a ``FeedError``.
///
/// ```swift
/// let head = DataLoader(stream: { feed.livePosts() })   // DataLoader<[Post], FeedError>
/// await head.load()                                      // returns at the first element
/// ```
public struct LivePosts: AsyncSequence, Sendable {
  /// The head of the feed: the posts published at its top, newest first.
  public typealias Element = [Post]
  /// Why the subscription dropped.
  public typealias Failure = FeedError

  private let stream: AsyncThrowingStream<[Post], any Error>

  /// Wraps a stream whose failures are ``FeedError``s (any other is reported as
  /// ``FeedError/connectionLost``).
  ///
  /// - Parameter stream: The heads of the feed, newest post first.
  public init(_ stream: AsyncThrowingStream<[Post], any Error>) {
    self.stream = stream
  }

  /// A subscription that fails at once with `failure`.
  ///
  /// - Parameter failure: Why the feed cannot be followed.
  /// - Returns: The sequence.
  public static func failing(_ failure: FeedError) -> LivePosts {
    LivePosts(AsyncThrowingStream { $0.finish(throwing: failure) })
  }

  /// Makes the iterator.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: stream.makeAsyncIterator())
  }

  /// Iterates the heads of the feed.
  public struct AsyncIterator: AsyncIteratorProtocol {
    /// The head of the feed: the posts published at its top, newest first.
    public typealias Element = [Post]
    /// Why the subscription dropped.
    public typealias Failure = FeedError

    var base: AsyncThrowingStream<[Post], any Error>.AsyncIterator

    /// The next head of the feed; `nil` when the feed stops publishing.
    public mutating func next(
      isolation actor: isolated (any Actor)?
    ) async throws(FeedError) -> [Post]? {
      do {
        return try await base.next(isolation: actor)
      } catch let failure as FeedError {
        throw failure
      } catch {
        throw .connectionLost
      }
    }

    /// The next head of the feed; `nil` when the feed stops publishing.
    public mutating func next() async throws(FeedError) -> [Post]? {
      try await next(isolation: nil)
    }
  }
}
