public import AsyncState
public import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Reads the feed from a JSON HTTP endpoint, with every failure mapped to a ``FeedError``
/// and limits that a hostile server cannot get around.
///
/// The contract: `GET URL?cursor=C&limit=N&q=TEXT` (no `cursor` for the first page, no `q`
/// for the whole feed) answers `200` with
///
/// ```json
/// { "items": [{ "id": 1, "title": "First post" }], "next": "C2" }
/// ```
///
/// and `"next": null` on the last page. Both keys are required (see ``FeedBody``). With `q`,
/// the items are the posts whose titles contain it, ignoring case, and the cursors page
/// through those.
///
/// The limits: ``timeout`` bounds each whole request, decoding included, and
/// ``maxResponseSize`` bounds the body once decompressed, checked as it streams in; at most
/// ``maxRedirects`` redirects are followed; response headers past 300 KB fail with
/// ``FeedError/headersTooLarge`` as soon as that much has arrived. The body is decoded on a
/// background queue, so a large page never holds up the main actor, and a cancelled request
/// returns at once (the URLSession task is stopped in the background; see ``HTTPTransfer``).
///
/// ```swift
/// let feed = HTTPFeed(url: URL(string: "http://127.0.0.1:8080/posts")!, pageSize: 20)
/// let first = try await feed.page(after: nil)
/// ```
public final class HTTPFeed: FeedSource {
  /// The endpoint, without `cursor` and `limit`.
  public let url: URL
  /// The `limit` sent with every request.
  public let pageSize: Int
  /// How long a request may take, from sending it to its decoded page.
  public let timeout: Duration
  /// How large a body may get, counted after decompression.
  public let maxResponseSize: ByteSize
  /// How many redirects a request follows before it fails with
  /// ``FeedError/tooManyRedirects(limit:)``.
  public let maxRedirects: Int
  /// The switch that makes every request fail before it is sent.
  public let failures: FailureInjection
  private let session: HTTPSession
  private let delegate: HTTPSessionDelegate
  // The live subscription's own session: its requests never time out (the stream never ends
  // by itself), and its task identifiers must not mix with the pages' in one delegate.
  private let liveSession: HTTPSession
  private let liveDelegate: HTTPSessionDelegate
  private let hooks: HTTPTransferHooks

  /// The default of ``maxResponseSize``: 10 MB.
  public static let defaultMaxResponseSize = ByteSize(bytes: 10 << 20)

  /// Creates a feed over an endpoint.
  ///
  /// - Parameters:
  ///   - url: The endpoint, such as `http://127.0.0.1:8080/posts`.
  ///   - pageSize: The `limit` sent with every request.
  ///   - timeout: How long a request may take, decoding included, before it fails with
  ///     ``FeedError/timedOut(after:)``.
  ///   - maxResponseSize: How large a body may get once decompressed before the request
  ///     stops with ``FeedError/tooLarge(limit:)``.
  ///   - maxRedirects: How many redirects to follow.
  ///   - failures: The switch that makes every request fail (the `x` key).
  public convenience init(
    url: URL, pageSize: Int = 20, timeout: Duration = .seconds(10),
    maxResponseSize: ByteSize = HTTPFeed.defaultMaxResponseSize, maxRedirects: Int = 10,
    failures: FailureInjection = FailureInjection()
  ) {
    self.init(
      url: url, pageSize: pageSize, timeout: timeout, maxResponseSize: maxResponseSize,
      maxRedirects: maxRedirects, failures: failures, hooks: .standard)
  }

  /// Creates a feed whose transfers use `hooks`: the tests' way to hold a decode, a
  /// URLSession call or the session's delegate at a gate.
  init(
    url: URL, pageSize: Int = 20, timeout: Duration = .seconds(10),
    maxResponseSize: ByteSize = HTTPFeed.defaultMaxResponseSize, maxRedirects: Int = 10,
    failures: FailureInjection = FailureInjection(), hooks: HTTPTransferHooks
  ) {
    self.hooks = hooks
    self.url = url
    self.pageSize = pageSize
    self.timeout = timeout
    self.maxResponseSize = maxResponseSize
    self.maxRedirects = maxRedirects
    self.failures = failures
    let configuration = URLSessionConfiguration.ephemeral
    // The feed enforces its own timeout (URLSession on Linux counts whole seconds, and not
    // decoding); URLSession's is a backstop.
    let backstop = timeout.timeInterval.rounded(.up) + 2
    configuration.timeoutIntervalForRequest = backstop
    configuration.timeoutIntervalForResource = backstop
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    let delegateQueue = hooks.delegateQueue ?? OperationQueue()
    if hooks.delegateQueue == nil {
      delegateQueue.name = "asyncstate-demo.http-delegate"
      delegateQueue.maxConcurrentOperationCount = 1
    }
    delegate = HTTPSessionDelegate()
    session = HTTPSession(
      URLSession(configuration: configuration, delegate: delegate, delegateQueue: delegateQueue))
    let liveConfiguration = URLSessionConfiguration.ephemeral
    // The server sends a keep-alive comment every 10 s: 60 s of silence is a dead connection.
    liveConfiguration.timeoutIntervalForRequest = 60
    liveConfiguration.timeoutIntervalForResource = 7 * 86_400
    liveConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
    liveConfiguration.urlCache = nil
    let liveQueue = OperationQueue()
    liveQueue.name = "asyncstate-demo.http-live-delegate"
    liveQueue.maxConcurrentOperationCount = 1
    liveDelegate = HTTPSessionDelegate()
    liveSession = HTTPSession(
      URLSession(configuration: liveConfiguration, delegate: liveDelegate, delegateQueue: liveQueue)
    )
  }

  deinit {
    // Invalidating waits for the session's queue: never on the thread that let go of the feed.
    let session = session
    let liveSession = liveSession
    DispatchQueue(label: "asyncstate-demo.http-invalidate").async {
      session.invalidate()
      liveSession.invalidate()
    }
  }

  /// The endpoint's address.
  public var name: String {
    url.absoluteString
  }

  /// Fetches a page.
  ///
  /// - Parameter cursor: `nil` for the first page, then the previous page's `next`.
  /// - Returns: The page's posts and the next cursor.
  /// - Throws: ``FeedError``: `status` for a non-2xx answer; `malformed` naming the field,
  ///   `notWholeNumber`, `idOutOfRange` or `invalidUTF8` for a body that breaks the contract; `tooLarge`,
  ///   `timedOut` and `tooManyRedirects` for the limits; `connectionRefused`,
  ///   `connectionLost`, `transport`; `injected`; `cancelled`.
  public func page(after cursor: String?) async throws(FeedError) -> Page<Post, String> {
    try await page(after: cursor, matching: "")
  }

  /// Fetches a page of the posts whose titles contain `filter`: the server filters (`q`).
  ///
  /// - Parameters:
  ///   - cursor: `nil` for the first page, then the previous page's `next` of the same filter.
  ///   - filter: Sent as `q`; empty sends none, for the whole feed.
  /// - Returns: The page's posts and the next cursor.
  /// - Throws: ``FeedError``, as ``page(after:)``.
  public func page(
    after cursor: String?, matching filter: String
  ) async throws(FeedError) -> Page<Post, String> {
    if failures.isOn { throw .injected }
    let transfer = HTTPTransfer(
      request: URLRequest(url: requestURL(cursor, filter: filter)),
      limits: .init(timeout: timeout, maxResponseSize: maxResponseSize, maxRedirects: maxRedirects),
      hooks: hooks)
    return try await transfer.run(on: session, delegate: delegate).get()
  }

  /// The endpoint with `cursor`, `limit` and `q` (for a filter) added to its query.
  /// Follows the posts the server publishes at the top of the feed (`--live`): server-sent
  /// events from the feed's URL followed by `/live` (`http://127.0.0.1:8080/posts/live`),
  /// read as they arrive (``HTTPEventStream``). While failure injection is on, a
  /// subscription fails at once with ``FeedError/injected``.
  ///
  /// - Returns: The heads of the feed, as the server sends them.
  public func livePosts() -> LivePosts {
    if failures.isOn { return .failing(.injected) }
    var request = URLRequest(url: liveURL)
    request.setValue("text/event-stream", forHTTPHeaderField: "Accept")
    return HTTPEventStream.open(
      request, on: liveSession, delegate: liveDelegate, maxEventSize: maxResponseSize)
  }

  /// The live endpoint: the feed's path followed by `/live`, without the feed's query.
  var liveURL: URL {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      return url.appendingPathComponent("live")
    }
    components.path =
      (components.path.hasSuffix("/") ? components.path : components.path + "/")
      + "live"
    components.queryItems = nil
    return components.url ?? url.appendingPathComponent("live")
  }

  func requestURL(_ cursor: String?, filter: String = "") -> URL {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      return url
    }
    var query = (components.queryItems ?? []).filter {
      $0.name != "cursor" && $0.name != "limit" && $0.name != "q"
    }
    if let cursor { query.append(URLQueryItem(name: "cursor", value: cursor)) }
    query.append(URLQueryItem(name: "limit", value: String(pageSize)))
    if !filter.isEmpty { query.append(URLQueryItem(name: "q", value: filter)) }
    components.queryItems = query
    return components.url ?? url
  }
}
